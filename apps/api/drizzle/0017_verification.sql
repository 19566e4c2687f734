CREATE TABLE "hard_credit_consents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"notice_version" text NOT NULL,
	"ip_address" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_verifications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"id_type" text NOT NULL,
	"front_document_uuid" uuid NOT NULL,
	"back_document_uuid" uuid,
	"result" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vendor_reference" text NOT NULL,
	"checked_by_identity_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hard_credit_consents_application_idx" ON "hard_credit_consents" USING btree ("application_uuid","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "id_verifications_front_idx" ON "id_verifications" USING btree ("application_uuid","front_document_uuid");--> statement-breakpoint
CREATE INDEX "id_verifications_application_idx" ON "id_verifications" USING btree ("application_uuid","created_at");
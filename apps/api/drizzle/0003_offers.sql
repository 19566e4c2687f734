CREATE TABLE "application_details" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"contact" jsonb,
	"hmda" jsonb,
	"asset_depletion_amount" bigint,
	"hard_credit_consent_at" timestamp with time zone,
	"disclosures_acknowledged_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"document_type" text NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_selections" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"term" bigint NOT NULL,
	"origination_fee_rate" numeric(6, 4) NOT NULL,
	"draw_amount" bigint NOT NULL,
	"draw_preference" text,
	"payoff_liability_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"first_draw_amount" bigint NOT NULL,
	"first_rate" numeric(6, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_type_unique" ON "application_documents" USING btree ("application_uuid","document_type");--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_uuid");
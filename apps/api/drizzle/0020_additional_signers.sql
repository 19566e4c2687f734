CREATE TABLE "additional_signers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"invited_by_identity_uuid" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone_number" text NOT NULL,
	"identity_uuid" uuid,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"identity_verified_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"notarized_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_uuid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "signer_invitations_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD CONSTRAINT "signer_invitations_signer_uuid_additional_signers_uuid_fk" FOREIGN KEY ("signer_uuid") REFERENCES "public"."additional_signers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_signers_one_per_email" ON "additional_signers" USING btree ("application_uuid","email_key") WHERE "additional_signers"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "additional_signers_application_idx" ON "additional_signers" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "additional_signers_identity_idx" ON "additional_signers" USING btree ("identity_uuid");--> statement-breakpoint
CREATE INDEX "signer_invitations_signer_idx" ON "signer_invitations" USING btree ("signer_uuid","created_at");
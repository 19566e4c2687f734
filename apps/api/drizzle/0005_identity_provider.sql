CREATE TABLE "identity_provider_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"context" text NOT NULL,
	"external_state_nonce" text NOT NULL,
	"display_consents_with_mfa" boolean DEFAULT false NOT NULL,
	"telemetry_tracking_id" text,
	"application_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "identity_provider_codes_expires_idx" ON "identity_provider_codes" USING btree ("expires_at");
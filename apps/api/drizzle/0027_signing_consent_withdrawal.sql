ALTER TABLE "signing_consents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signing_consents" ADD COLUMN "withdrawn_ip_address" text;--> statement-breakpoint
ALTER TABLE "signing_consents" ADD COLUMN "withdrawn_user_agent" text;
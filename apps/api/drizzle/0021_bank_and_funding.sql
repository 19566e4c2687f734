CREATE TABLE "bank_accounts" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"source" text NOT NULL,
	"linked_account_uuid" uuid,
	"link_session_uuid" uuid,
	"institution_name" text,
	"account_name" text,
	"account_type" text NOT NULL,
	"mask" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"owner_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_elections" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"disbursement_account_uuid" uuid,
	"payment_method" text,
	"autopay_account_uuid" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_link_sessions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"state_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "funding_timelines" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"right_to_cancel" boolean NOT NULL,
	"rescission_ends_at" timestamp with time zone,
	"recording_started_at" timestamp with time zone,
	"recorded_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by_identity_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rescission_owners" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"identity_uuid" uuid,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"last_day" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "disburse_account" jsonb;--> statement-breakpoint
CREATE INDEX "bank_accounts_application" ON "bank_accounts" USING btree ("application_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_linked_unique" ON "bank_accounts" USING btree ("application_uuid","linked_account_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_link_session_unique" ON "bank_accounts" USING btree ("link_session_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_link_sessions_state_unique" ON "bank_link_sessions" USING btree ("state_sha256");--> statement-breakpoint
CREATE INDEX "rescission_owners_application" ON "rescission_owners" USING btree ("application_uuid");
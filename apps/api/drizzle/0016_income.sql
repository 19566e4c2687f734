CREATE TABLE "income_link_sessions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"state_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "income_sources" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"submission_key" text NOT NULL,
	"stated_annual_income" integer NOT NULL,
	"verified_annual_income" integer,
	"institution_name" text,
	"account_mask" text,
	"detail" text,
	"employer" jsonb,
	"verifies_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_bank_accounts" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"owner_identity_uuid" uuid NOT NULL,
	"institution_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type" text NOT NULL,
	"mask" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"routing_number_sealed" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"access_token_sha256" text NOT NULL,
	"link_session_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "income_link_sessions_state_unique" ON "income_link_sessions" USING btree ("state_sha256");--> statement-breakpoint
CREATE INDEX "income_link_sessions_application" ON "income_link_sessions" USING btree ("application_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "income_sources_submission_unique" ON "income_sources" USING btree ("application_uuid","submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_bank_accounts_link_session_unique" ON "linked_bank_accounts" USING btree ("link_session_uuid");--> statement-breakpoint
CREATE INDEX "linked_bank_accounts_application" ON "linked_bank_accounts" USING btree ("application_uuid");
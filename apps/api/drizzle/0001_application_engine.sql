CREATE TABLE "simulated_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_audit" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_identity_uuid" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_number" text NOT NULL,
	"organization_code" text NOT NULL,
	"owner_identity_uuid" uuid NOT NULL,
	"status" text NOT NULL,
	"uw_decision" text,
	"uw_sub_decision" text,
	"bpo" text,
	"waiting_on_flood_cert" boolean,
	"manual_notary" boolean,
	"primary_participant_accept_complete" boolean,
	"checklist_status" text,
	"condition" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_crypto" boolean DEFAULT false NOT NULL,
	"is_inquiry" boolean DEFAULT false NOT NULL,
	"property_street1" text NOT NULL,
	"property_street2" text,
	"property_city" text NOT NULL,
	"property_state" text NOT NULL,
	"property_zip" text NOT NULL,
	"occupancy_type" text NOT NULL,
	"property_listed_for_sale" boolean,
	"home_address" jsonb,
	"annual_income" integer NOT NULL,
	"other_income" integer DEFAULT 0 NOT NULL,
	"employment_type" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"suffix" text,
	"email" text,
	"referrer_id" text,
	"referral_id" text,
	"utm_parameters" jsonb,
	"prequal_run" integer DEFAULT 1 NOT NULL,
	"credit_score" integer,
	"credit_report_id" text,
	"credit_frozen_at" timestamp with time zone,
	"adverse_action_reasons" jsonb,
	"property_record" jsonb,
	"home_value" bigint,
	"valuation_confidence" integer,
	"valuation_source" text,
	"offer_set" jsonb,
	"rate" numeric(6, 3),
	"rate_type" text,
	"amount" bigint,
	"uw_calculated_draw_amount" bigint,
	"adjusted_home_amount" bigint,
	"term" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_loan_number_unique" UNIQUE("loan_number")
);
--> statement-breakpoint
CREATE TABLE "liabilities" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"source" text NOT NULL,
	"account_type" text NOT NULL,
	"creditor_name" text NOT NULL,
	"monetary_balance" bigint NOT NULL,
	"monetary_calculated_next_payment_minimum_amount" bigint NOT NULL,
	"is_delinquent" boolean DEFAULT false NOT NULL,
	"pay_off_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"category_enum" text NOT NULL,
	"request_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"comments_to_borrower" text,
	"action_needed" boolean DEFAULT true NOT NULL,
	"xtra_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_identity_uuid" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by_identity_uuid" uuid,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_audit" ADD CONSTRAINT "application_audit_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liabilities" ADD CONSTRAINT "liabilities_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_audit_application_idx" ON "application_audit" USING btree ("application_uuid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_owner_idempotency_unique" ON "applications" USING btree ("owner_identity_uuid","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_per_org" ON "applications" USING btree ("owner_identity_uuid","organization_code") WHERE "applications"."active";--> statement-breakpoint
CREATE INDEX "applications_org_created_idx" ON "applications" USING btree ("organization_code","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "liabilities_application_idx" ON "liabilities" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "conditions_application_idx" ON "conditions" USING btree ("application_uuid","created_at");
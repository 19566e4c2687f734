CREATE TABLE "application_experiments" (
	"application_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"variation" text NOT NULL,
	"organization_code" text NOT NULL,
	"saved_by_identity_uuid" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_experiments_application_uuid_name_pk" PRIMARY KEY("application_uuid","name")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"organization_code" text NOT NULL,
	"key" text NOT NULL,
	"enabled" boolean NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_identity_uuid" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_organization_code_key_pk" PRIMARY KEY("organization_code","key")
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"event" text NOT NULL,
	"event_type" text,
	"product_type" text,
	"session_key" text,
	"identity_id" text,
	"application_uuid" text,
	"domain" text,
	"page_path" text,
	"query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_sessions" (
	"session_key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"tracker_uuid" text,
	"platform" text NOT NULL,
	"lib_version" text,
	"app_version" text,
	"referrer" text,
	"query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"screen_width" integer,
	"screen_height" integer,
	"window_width" integer,
	"window_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operating_hours" (
	"organization_code" text NOT NULL,
	"department" text NOT NULL,
	"weekday_value" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"is_open" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operating_hours_organization_code_department_weekday_value_pk" PRIMARY KEY("organization_code","department","weekday_value")
);
--> statement-breakpoint
CREATE TABLE "wait_list_entries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" text NOT NULL,
	"income" integer NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"consent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_prompts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"consent_type" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_consents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"consent_prompt_uuid" uuid NOT NULL,
	"consent_type" text NOT NULL,
	"opt_in_out" text NOT NULL,
	"source" text NOT NULL,
	"product_type" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_originators" (
	"organization_code" text NOT NULL,
	"uuid" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nmls" text NOT NULL,
	"wholesale_broker_nmls" text,
	"display_info" jsonb NOT NULL,
	"licensed_states" jsonb NOT NULL,
	"enforce_licensed_states_for_referral" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_originators_organization_code_uuid_pk" PRIMARY KEY("organization_code","uuid")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"organization_code" text NOT NULL,
	"uuid" uuid NOT NULL,
	"loan_originator_uuid" uuid,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_organization_code_uuid_pk" PRIMARY KEY("organization_code","uuid")
);
--> statement-breakpoint
CREATE TABLE "offer_codes" (
	"organization_code" text NOT NULL,
	"offer_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"in_home_date" text NOT NULL,
	"respond_by_date" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_codes_organization_code_offer_code_pk" PRIMARY KEY("organization_code","offer_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "telemetry_events_dedupe_unique" ON "telemetry_events" USING btree ("organization_code","dedupe_key");--> statement-breakpoint
CREATE INDEX "telemetry_events_org_event_idx" ON "telemetry_events" USING btree ("organization_code","event","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wait_list_entries_org_email_unique" ON "wait_list_entries" USING btree ("organization_code","email");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_prompts_org_type_version_unique" ON "consent_prompts" USING btree ("organization_code","consent_type","version");
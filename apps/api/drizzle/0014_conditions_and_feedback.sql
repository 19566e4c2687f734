CREATE TABLE "condition_reads" (
	"condition_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_reads_condition_uuid_identity_uuid_pk" PRIMARY KEY("condition_uuid","identity_uuid")
);
--> statement-breakpoint
CREATE TABLE "ceo_feedback" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"email" text NOT NULL,
	"application_uuid" uuid,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"pathname" text NOT NULL,
	"product_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_survey_answers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"application_uuid" uuid,
	"reason" text NOT NULL,
	"comment" text,
	"pathname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "condition_reads" ADD CONSTRAINT "condition_reads_condition_uuid_conditions_uuid_fk" FOREIGN KEY ("condition_uuid") REFERENCES "public"."conditions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ceo_feedback_org_created_idx" ON "ceo_feedback" USING btree ("organization_code","created_at");--> statement-breakpoint
CREATE INDEX "leave_survey_org_created_idx" ON "leave_survey_answers" USING btree ("organization_code","created_at");
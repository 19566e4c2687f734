CREATE TABLE "manual_notary_reservations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"address" jsonb NOT NULL,
	"windows" jsonb NOT NULL,
	"fee_dollars" integer NOT NULL,
	"status" text DEFAULT 'RESERVED' NOT NULL,
	"scan_document_uuid" uuid,
	"completed_by_identity_uuid" uuid,
	"by_applicant" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notary_commissions" (
	"identity_uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date NOT NULL,
	"county" text NOT NULL,
	"state" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"seen_org_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notary_journal" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"session_uuid" uuid,
	"notary_identity_uuid" uuid,
	"method" text NOT NULL,
	"signer_name" text NOT NULL,
	"document" text NOT NULL,
	"document_uuid" uuid,
	"identity_evidence" text NOT NULL,
	"fee_dollars" integer NOT NULL,
	"recording_document_uuid" uuid,
	"notarized_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notary_kba_attempts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_uuid" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"correct" integer,
	"outcome" text,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notary_participants" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"kba_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"kba_failed_attempts" integer DEFAULT 0 NOT NULL,
	"signature_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notary_sessions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"state" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"notary_identity_uuid" uuid,
	"ended_reason" text,
	"deed_document_uuid" uuid,
	"notarized_deed_document_uuid" uuid,
	"recording_document_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notary_signals" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "manual_notary_reservations_application_idx" ON "manual_notary_reservations" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "notary_journal_notary_idx" ON "notary_journal" USING btree ("notary_identity_uuid","notarized_at");--> statement-breakpoint
CREATE INDEX "notary_journal_session_idx" ON "notary_journal" USING btree ("session_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "notary_kba_attempts_number_idx" ON "notary_kba_attempts" USING btree ("participant_uuid","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "notary_participants_identity_idx" ON "notary_participants" USING btree ("session_uuid","identity_uuid");--> statement-breakpoint
CREATE INDEX "notary_sessions_application_idx" ON "notary_sessions" USING btree ("application_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notary_sessions_open_idx" ON "notary_sessions" USING btree ("application_uuid") WHERE state in ('WAITING', 'SCHEDULED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "notary_sessions_queue_idx" ON "notary_sessions" USING btree ("state","created_at");
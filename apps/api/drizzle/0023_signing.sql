CREATE TABLE "document_acknowledgements" (
	"signing_document_uuid" uuid NOT NULL,
	"signer_key" text NOT NULL,
	"application_uuid" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_signers" (
	"application_uuid" uuid NOT NULL,
	"signer_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"identity_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"signer_key" text NOT NULL,
	"identity_uuid" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"method" text NOT NULL,
	"typed_name" text,
	"image" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"location" jsonb,
	"consent_version" text,
	"consent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_places" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"signing_document_uuid" uuid NOT NULL,
	"signer_key" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"page" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"signature_event_uuid" uuid,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_consents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"signer_key" text NOT NULL,
	"identity_uuid" uuid,
	"version" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "signing_documents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"owner_key" text,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"document_uuid" uuid NOT NULL,
	"unsigned_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"signed_document_uuid" uuid,
	"sealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_acknowledgements_unique" ON "document_acknowledgements" USING btree ("signing_document_uuid","signer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "package_signers_unique" ON "package_signers" USING btree ("application_uuid","signer_key");--> statement-breakpoint
CREATE INDEX "signature_events_signer_idx" ON "signature_events" USING btree ("application_uuid","signer_key");--> statement-breakpoint
CREATE INDEX "signature_places_document_idx" ON "signature_places" USING btree ("signing_document_uuid","position");--> statement-breakpoint
CREATE INDEX "signature_places_signer_idx" ON "signature_places" USING btree ("application_uuid","signer_key");--> statement-breakpoint
CREATE INDEX "signing_consents_signer_idx" ON "signing_consents" USING btree ("application_uuid","signer_key","given_at");--> statement-breakpoint
CREATE INDEX "signing_documents_application_idx" ON "signing_documents" USING btree ("application_uuid","position");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_documents_document_unique" ON "signing_documents" USING btree ("document_uuid");
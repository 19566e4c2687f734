CREATE TABLE "documents" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"added_by_kind" text NOT NULL,
	"added_by_identity_uuid" uuid,
	"condition_uuid" uuid,
	"signed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_uuid","created_at");
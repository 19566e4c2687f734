CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"to_key" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"delivered_via" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to_key","created_at");
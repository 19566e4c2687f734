CREATE TABLE "chat_agents" (
	"identity_uuid" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"org_codes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"message_uuid" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"chat_mode" text NOT NULL,
	"status" text NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_identity_uuid" uuid,
	"application_uuid" uuid,
	"agent_identity_uuid" uuid,
	"agent_name" text,
	"target_agent_identity_uuid" uuid,
	"skill" text,
	"tag" text,
	"page_url" text,
	"contact_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_identity_uuid" uuid,
	"sender_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_conversation_sequence" UNIQUE("conversation_uuid","sequence")
);
--> statement-breakpoint
CREATE TABLE "chat_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_questions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"question" text NOT NULL,
	"response" text NOT NULL,
	"matched_id" text NOT NULL,
	"feedback_reason" text,
	"feedback_text" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_uuid");--> statement-breakpoint
CREATE INDEX "chat_conversations_org_status_idx" ON "chat_conversations" USING btree ("organization_code","status","created_at");--> statement-breakpoint
CREATE INDEX "chat_tokens_conversation_idx" ON "chat_tokens" USING btree ("conversation_uuid");--> statement-breakpoint
CREATE INDEX "chatbot_questions_conversation_idx" ON "chatbot_questions" USING btree ("conversation_uuid","created_at");
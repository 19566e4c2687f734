ALTER TABLE "additional_signers" ADD COLUMN "id_check_id_type" text;--> statement-breakpoint
ALTER TABLE "additional_signers" ADD COLUMN "id_front_document_uuid" uuid;--> statement-breakpoint
ALTER TABLE "additional_signers" ADD COLUMN "id_back_document_uuid" uuid;--> statement-breakpoint
ALTER TABLE "additional_signers" ADD COLUMN "id_checked_at" timestamp with time zone;
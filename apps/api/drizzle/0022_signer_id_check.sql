ALTER TABLE "additional_signers" ADD COLUMN "id_check_result" text;--> statement-breakpoint
ALTER TABLE "additional_signers" ADD COLUMN "id_check_reference" text;
ALTER TABLE "notary_participants" ADD COLUMN "signature_method" text;--> statement-breakpoint
ALTER TABLE "notary_participants" ADD COLUMN "signature_image" text;--> statement-breakpoint
ALTER TABLE "notary_participants" ADD COLUMN "signer_uuid" uuid;
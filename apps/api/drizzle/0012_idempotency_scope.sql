DROP INDEX "applications_owner_idempotency_unique";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "request_digest" text;--> statement-breakpoint
CREATE INDEX "applications_owner_idempotency_idx" ON "applications" USING btree ("owner_identity_uuid","organization_code","idempotency_key");
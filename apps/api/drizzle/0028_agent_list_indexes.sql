-- The agent's search reads a trigram index (decision 044); PGlite loads the extension at open (createPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applications_created_uuid_idx" ON "applications" USING btree ("created_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '') || ' ' || "loan_number") gin_trgm_ops);
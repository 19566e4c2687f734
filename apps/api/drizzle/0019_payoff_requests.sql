CREATE TABLE "payoff_requests" (
	"application_uuid" uuid NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payoff_requests_entry_idx" ON "payoff_requests" USING btree ("application_uuid","entered_at");
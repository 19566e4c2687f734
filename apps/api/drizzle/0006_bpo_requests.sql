CREATE TABLE "bpo_requests" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"estimated_value" bigint NOT NULL,
	"property_condition" text NOT NULL,
	"fee_cents" bigint,
	"fee_accepted_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"order_id" text,
	"ordered_at" timestamp with time zone,
	"value" bigint,
	"reported_condition" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

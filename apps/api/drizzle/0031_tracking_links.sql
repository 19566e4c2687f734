CREATE TABLE "optimizely_profiles" (
	"identity_uuid" uuid PRIMARY KEY NOT NULL,
	"optimizely_profile_uuid" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "full_story_link" text;
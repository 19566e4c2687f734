CREATE TABLE "signing_package_locks" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

CREATE TABLE "used_signature" (
	"signature_hash" varchar(64) PRIMARY KEY NOT NULL,
	"expires_time" timestamp with time zone NOT NULL
);

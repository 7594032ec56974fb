ALTER TABLE "app_user" ADD COLUMN "signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "report_document" ADD COLUMN "dcc" text;--> statement-breakpoint
ALTER TABLE "report_document" ADD COLUMN "dcc_sha256" varchar(64);
ALTER TABLE "lab_order" ADD COLUMN "object_state" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_sample" ADD COLUMN "settlement" smallint DEFAULT 0 NOT NULL;
ALTER TABLE "staff_ability" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_ability" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_ability" ADD COLUMN "withdrawn_by" uuid;--> statement-breakpoint
ALTER TABLE "staff_ability" ADD COLUMN "withdrawn_time" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_ability_id_idx" ON "staff_ability" USING btree ("tenant_id","id");
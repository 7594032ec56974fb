ALTER TABLE "item_result_condition" ADD COLUMN "uncertainty_budget" jsonb;--> statement-breakpoint
ALTER TABLE "item_result_point" ADD COLUMN "coverage_factor" varchar(8);--> statement-breakpoint
ALTER TABLE "lab_capability" ADD COLUMN "uncertainty_template" jsonb;
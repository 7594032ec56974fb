CREATE TABLE "lab_capability" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"ability_code" varchar(8) NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"measurand" varchar(16),
	"range_min" varchar(32),
	"range_max" varchar(32),
	"unit" varchar(16),
	"cmc" varchar(32),
	"decision_rule" smallint DEFAULT 1 NOT NULL,
	"guard_band" varchar(32),
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lab_capability_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lab_capability" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "item_result_point" ALTER COLUMN "verdict" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "item_result_point" ALTER COLUMN "verdict" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_result_condition" ADD COLUMN "decision_rule" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_result_condition" ADD COLUMN "guard_band" varchar(32);--> statement-breakpoint
ALTER TABLE "item_result_point" ADD COLUMN "as_found_error" varchar(32);--> statement-breakpoint
ALTER TABLE "item_result_point" ADD COLUMN "as_found_verdict" varchar(16);--> statement-breakpoint
CREATE INDEX "lab_capability_item_idx" ON "lab_capability" USING btree ("tenant_id","ability_code","item_name");--> statement-breakpoint
CREATE POLICY "lab_capability_tenant_isolation" ON "lab_capability" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
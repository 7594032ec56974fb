CREATE TABLE "item_result_condition" (
	"tenant_id" varchar(12) NOT NULL,
	"item_id" uuid NOT NULL,
	"temperature" varchar(16),
	"humidity" varchar(16),
	"place" varchar(8),
	"method_reference" varchar(200),
	CONSTRAINT "item_result_condition_tenant_id_item_id_pk" PRIMARY KEY("tenant_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "item_result_condition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "item_result_version" ADD COLUMN "conditions" jsonb;--> statement-breakpoint
ALTER TABLE "item_result_condition" ADD CONSTRAINT "item_result_condition_tenant_id_item_id_test_item_tenant_id_id_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."test_item"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "item_result_condition_tenant_isolation" ON "item_result_condition" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
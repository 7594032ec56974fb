CREATE TABLE "test_item" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"sample_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"ability_code" varchar(8) NOT NULL,
	"inspection_type" varchar(8),
	"state" smallint DEFAULT 100 NOT NULL,
	"group_id" uuid,
	"tester_id" uuid,
	"tester_name" varchar(64),
	"confirmer_id" uuid,
	"reviewer_id" uuid,
	"result_version" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "test_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "test_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workflow_audit" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"entity" varchar(16) NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"reason" varchar(500),
	"user_id" uuid NOT NULL,
	"user_name" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_audit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "workflow_audit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_sample" ADD COLUMN "sample_no" varchar(64);--> statement-breakpoint
ALTER TABLE "order_sample" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_sample" ADD COLUMN "received_by" uuid;--> statement-breakpoint
ALTER TABLE "order_sample" ADD COLUMN "receipt_condition" varchar(200);--> statement-breakpoint
ALTER TABLE "order_sample" ADD COLUMN "retention_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "order_sample" ADD COLUMN "retention_date" date;--> statement-breakpoint
ALTER TABLE "test_item" ADD CONSTRAINT "test_item_tenant_id_order_id_lab_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."lab_order"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_item" ADD CONSTRAINT "test_item_tenant_id_sample_id_order_sample_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sample_id") REFERENCES "public"."order_sample"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_item_sample_idx" ON "test_item" USING btree ("tenant_id","sample_id","sort");--> statement-breakpoint
CREATE INDEX "test_item_order_idx" ON "test_item" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "test_item_state_idx" ON "test_item" USING btree ("tenant_id","state","tester_id") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "workflow_audit_entity_idx" ON "workflow_audit" USING btree ("tenant_id","entity","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_sample_no_uq" ON "order_sample" USING btree ("tenant_id","sample_no");--> statement-breakpoint
CREATE POLICY "test_item_tenant_isolation" ON "test_item" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "workflow_audit_tenant_isolation" ON "workflow_audit" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
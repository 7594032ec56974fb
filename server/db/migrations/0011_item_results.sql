CREATE TABLE "item_device" (
	"tenant_id" varchar(12) NOT NULL,
	"item_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "item_device_tenant_id_item_id_device_id_pk" PRIMARY KEY("tenant_id","item_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "item_device" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_result_point" (
	"tenant_id" varchar(12) NOT NULL,
	"item_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"nominal" varchar(32) NOT NULL,
	"as_found" varchar(32),
	"as_left" varchar(32),
	"error" varchar(32) NOT NULL,
	"permitted_error" varchar(32) NOT NULL,
	"uncertainty" varchar(32),
	"unit" varchar(16),
	"verdict" varchar(8) NOT NULL,
	CONSTRAINT "item_result_point_tenant_id_item_id_seq_pk" PRIMARY KEY("tenant_id","item_id","seq")
);
--> statement-breakpoint
ALTER TABLE "item_result_point" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_result_version" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"points" jsonb NOT NULL,
	"device_ids" jsonb NOT NULL,
	"reason" varchar(500),
	"returned_by" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_result_version_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "item_result_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "standard_device" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"model" varchar(100),
	"serial_no" varchar(100),
	"certificate_no" varchar(100) NOT NULL,
	"valid_until" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "standard_device_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "standard_device" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "item_device" ADD CONSTRAINT "item_device_tenant_id_item_id_test_item_tenant_id_id_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."test_item"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_device" ADD CONSTRAINT "item_device_tenant_id_device_id_standard_device_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."standard_device"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_result_point" ADD CONSTRAINT "item_result_point_tenant_id_item_id_test_item_tenant_id_id_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."test_item"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_result_version_item_idx" ON "item_result_version" USING btree ("tenant_id","item_id","version");--> statement-breakpoint
CREATE POLICY "item_device_tenant_isolation" ON "item_device" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "item_result_point_tenant_isolation" ON "item_result_point" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "item_result_version_tenant_isolation" ON "item_result_version" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "standard_device_tenant_isolation" ON "standard_device" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE TABLE "document_serial" (
	"tenant_id" varchar(12) NOT NULL,
	"prefix" varchar(32) NOT NULL,
	"value" integer NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_serial_tenant_id_prefix_pk" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "document_serial" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lab_order" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"status" smallint DEFAULT 50 NOT NULL,
	"appointment_id" uuid,
	"customer_id" uuid,
	"enter_name" varchar(200) NOT NULL,
	"enter_type" varchar(64),
	"business_type" varchar(64) DEFAULT '1' NOT NULL,
	"is_temp" smallint DEFAULT 0 NOT NULL,
	"applicant" varchar(200),
	"agent" varchar(200),
	"mobile" varchar(20),
	"phone" varchar(32),
	"social_number" varchar(200),
	"address" varchar(200),
	"province_id" varchar(12),
	"province_name" varchar(100),
	"city_id" varchar(12),
	"city_name" varchar(100),
	"area_id" varchar(12),
	"area_name" varchar(100),
	"hope_test_date" date,
	"start_time" timestamp with time zone,
	"is_use_car" smallint DEFAULT 0 NOT NULL,
	"is_spot_back" smallint DEFAULT 0 NOT NULL,
	"spot_back_bill_id" uuid,
	"traffics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bus_spot_plan" jsonb,
	"business_staff_id" uuid,
	"business_staff_name" varchar(64),
	"acceptor_id" uuid,
	"acceptor_name" varchar(64),
	"signature_file_id" uuid,
	"affix" varchar(500),
	"remark" varchar(500),
	"scan_business_id" varchar(64),
	"bill_date" date,
	"bill_number_index" integer,
	"bill_pdf_path" varchar(255),
	"bill_state" smallint,
	"bill_type" varchar(64),
	"invoice_id" uuid,
	"is_cancel" smallint DEFAULT 0 NOT NULL,
	"cancel_reason" varchar(500),
	"cancel_time" timestamp with time zone,
	"cancel_user_id" uuid,
	"cancel_staff_name" varchar(64),
	"update_reason" varchar(500),
	"create_staff_name" varchar(64),
	"update_staff_name" varchar(64),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lab_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lab_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_file" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_sample" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"instrument_id" uuid,
	"name" varchar(200) NOT NULL,
	"model" varchar(100),
	"factory_number" varchar(100),
	"manufacturer" varchar(200),
	"inspection_type" varchar(64),
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 50 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_sample_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_sample" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"tenant_id" varchar(12) NOT NULL,
	"key" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"route" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"state" varchar(8) NOT NULL,
	"claim" uuid NOT NULL,
	"lease_until" timestamp with time zone,
	"status_code" smallint,
	"answer" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pickup_appointment" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "pickup_appointment" ADD COLUMN "acceptor_id" uuid;--> statement-breakpoint
ALTER TABLE "pickup_appointment" ADD COLUMN "acceptor_name" varchar(64);--> statement-breakpoint
ALTER TABLE "pickup_appointment" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "pickup_appointment" ADD COLUMN "cancel_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "lab_order" ADD CONSTRAINT "lab_order_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order" ADD CONSTRAINT "lab_order_tenant_id_appointment_id_pickup_appointment_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."pickup_appointment"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order" ADD CONSTRAINT "lab_order_tenant_id_signature_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","signature_file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_file" ADD CONSTRAINT "order_file_tenant_id_order_id_lab_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."lab_order"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_file" ADD CONSTRAINT "order_file_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sample" ADD CONSTRAINT "order_sample_tenant_id_order_id_lab_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."lab_order"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sample" ADD CONSTRAINT "order_sample_tenant_id_instrument_id_crm_instrument_tenant_id_id_fk" FOREIGN KEY ("tenant_id","instrument_id") REFERENCES "public"."crm_instrument"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_order_no_uq" ON "lab_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "lab_order_created_idx" ON "lab_order" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "lab_order_customer_idx" ON "lab_order" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "lab_order_status_idx" ON "lab_order" USING btree ("tenant_id","status") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "order_file_uq" ON "order_file" USING btree ("tenant_id","order_id","kind","file_id");--> statement-breakpoint
CREATE INDEX "order_file_file_idx" ON "order_file" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "order_sample_order_idx" ON "order_sample" USING btree ("tenant_id","order_id","sort");--> statement-breakpoint
CREATE INDEX "order_sample_instrument_idx" ON "order_sample" USING btree ("tenant_id","instrument_id");--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("create_time");--> statement-breakpoint
-- Content addressing (issue 5): one live file row per tenant and sha256. Where the same bytes were stored
-- twice before, the oldest row stays; materials offering a later copy offer the oldest instead, and the
-- later copies are retired (their bytes stay under their old keys, which their rows still name).
WITH ranked AS (
  SELECT tenant_id, id,
    first_value(id) OVER (PARTITION BY tenant_id, sha256 ORDER BY create_time, id) AS keeper
  FROM "file" WHERE is_deleted = false
)
UPDATE "material" m SET file_id = r.keeper
FROM ranked r
WHERE m.tenant_id = r.tenant_id AND m.file_id = r.id AND r.id <> r.keeper;--> statement-breakpoint
WITH ranked AS (
  SELECT tenant_id, id,
    first_value(id) OVER (PARTITION BY tenant_id, sha256 ORDER BY create_time, id) AS keeper
  FROM "file" WHERE is_deleted = false
)
UPDATE "file" f SET is_deleted = true, update_time = now()
FROM ranked r
WHERE f.tenant_id = r.tenant_id AND f.id = r.id AND r.id <> r.keeper;--> statement-breakpoint
CREATE UNIQUE INDEX "file_sha256_uq" ON "file" USING btree ("tenant_id","sha256") WHERE is_deleted = false;--> statement-breakpoint
CREATE POLICY "document_serial_tenant_isolation" ON "document_serial" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "lab_order_tenant_isolation" ON "lab_order" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "order_file_tenant_isolation" ON "order_file" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "order_sample_tenant_isolation" ON "order_sample" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "idempotency_key_tenant_isolation" ON "idempotency_key" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
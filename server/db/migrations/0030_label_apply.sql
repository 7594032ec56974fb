CREATE TABLE "label_apply" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"apply_no" varchar(32) NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"label_count" integer DEFAULT 0 NOT NULL,
	"applicant_name" varchar(64),
	"submitted_at" timestamp with time zone,
	"approver_id" uuid,
	"approver_name" varchar(64),
	"approved_at" timestamp with time zone,
	"refuse_reason" varchar(500),
	"issued_at" timestamp with time zone,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_dept" uuid,
	CONSTRAINT "label_apply_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "label_apply" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "label_apply_item" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"apply_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"instrument_id" uuid,
	"certificate_no" varchar(64) NOT NULL,
	"instrument_name" varchar(200) NOT NULL,
	"model" varchar(100),
	"factory_number" varchar(100),
	"valid_until" date,
	"label_no" varchar(64),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_dept" uuid,
	CONSTRAINT "label_apply_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "label_apply_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "label_apply" ADD CONSTRAINT "label_apply_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_apply_item" ADD CONSTRAINT "label_apply_item_tenant_id_apply_id_label_apply_tenant_id_id_fk" FOREIGN KEY ("tenant_id","apply_id") REFERENCES "public"."label_apply"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_apply_item" ADD CONSTRAINT "label_apply_item_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_apply_item" ADD CONSTRAINT "label_apply_item_tenant_id_report_id_lab_report_tenant_id_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."lab_report"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_apply_item" ADD CONSTRAINT "label_apply_item_tenant_id_instrument_id_crm_instrument_tenant_id_id_fk" FOREIGN KEY ("tenant_id","instrument_id") REFERENCES "public"."crm_instrument"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "label_apply_no_idx" ON "label_apply" USING btree ("tenant_id","apply_no");--> statement-breakpoint
CREATE INDEX "label_apply_status_idx" ON "label_apply" USING btree ("tenant_id","status") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "label_apply_customer_idx" ON "label_apply" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "label_apply_created_idx" ON "label_apply" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_apply_item_no_idx" ON "label_apply_item" USING btree ("tenant_id","label_no") WHERE label_no is not null;--> statement-breakpoint
CREATE INDEX "label_apply_item_apply_idx" ON "label_apply_item" USING btree ("tenant_id","apply_id");--> statement-breakpoint
CREATE INDEX "label_apply_item_customer_idx" ON "label_apply_item" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "label_apply_item_created_idx" ON "label_apply_item" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE POLICY "label_apply_tenant_isolation" ON "label_apply" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "label_apply_item_tenant_isolation" ON "label_apply_item" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE TRIGGER "label_apply_create_dept" BEFORE INSERT ON "label_apply"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();--> statement-breakpoint
CREATE TRIGGER "label_apply_item_create_dept" BEFORE INSERT ON "label_apply_item"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();

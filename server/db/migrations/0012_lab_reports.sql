CREATE TABLE "certificate_record" (
	"tenant_id" varchar(12) NOT NULL,
	"report_id" uuid NOT NULL,
	"certificate_no" varchar(64) NOT NULL,
	"check_code_hash" varchar(64) NOT NULL,
	"standing" varchar(16) DEFAULT 'valid' NOT NULL,
	"superseded_by" varchar(64),
	"holder" varchar(200) NOT NULL,
	"instrument_name" varchar(200) NOT NULL,
	"instrument_model" varchar(100),
	"factory_number" varchar(100),
	"issue_date" date NOT NULL,
	"next_due_date" date,
	"conclusion" varchar(500) NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"revoked_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_record_tenant_id_report_id_pk" PRIMARY KEY("tenant_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "certificate_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lab_report" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"sample_id" uuid NOT NULL,
	"state" smallint DEFAULT 300 NOT NULL,
	"report_no" varchar(64),
	"revision" integer DEFAULT 0 NOT NULL,
	"revision_of" uuid,
	"drafter_id" uuid,
	"drafter_name" varchar(64),
	"auditor_id" uuid,
	"auditor_name" varchar(64),
	"approver_id" uuid,
	"approver_name" varchar(64),
	"approved_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lab_report_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lab_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_document" (
	"tenant_id" varchar(12) NOT NULL,
	"report_id" uuid NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"byte_size" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_document_tenant_id_report_id_pk" PRIMARY KEY("tenant_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "report_document" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificate_record" ADD CONSTRAINT "certificate_record_tenant_id_report_id_lab_report_tenant_id_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."lab_report"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_report" ADD CONSTRAINT "lab_report_tenant_id_order_id_lab_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."lab_order"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_report" ADD CONSTRAINT "lab_report_tenant_id_sample_id_order_sample_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sample_id") REFERENCES "public"."order_sample"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_document" ADD CONSTRAINT "report_document_tenant_id_report_id_lab_report_tenant_id_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."lab_report"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_record_no_idx" ON "certificate_record" USING btree ("tenant_id","certificate_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_report_no_idx" ON "lab_report" USING btree ("tenant_id","report_no") WHERE report_no is not null;--> statement-breakpoint
CREATE INDEX "lab_report_order_idx" ON "lab_report" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "lab_report_sample_idx" ON "lab_report" USING btree ("tenant_id","sample_id");--> statement-breakpoint
CREATE INDEX "lab_report_state_idx" ON "lab_report" USING btree ("tenant_id","state") WHERE is_deleted = false;--> statement-breakpoint
CREATE POLICY "certificate_record_tenant_isolation" ON "certificate_record" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "lab_report_tenant_isolation" ON "lab_report" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "report_document_tenant_isolation" ON "report_document" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE TABLE "certificate_device" (
	"tenant_id" varchar(12) NOT NULL,
	"device_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"via_standard_id" uuid,
	CONSTRAINT "certificate_device_tenant_id_device_id_report_id_pk" PRIMARY KEY("tenant_id","device_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "certificate_device" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "certificate_review" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"containment_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"certificate_no" varchar(64) NOT NULL,
	"customer_id" uuid,
	"customer_name" varchar(200),
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_text" text,
	"notice_sent_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_by_name" varchar(64),
	"closed_at" timestamp with time zone,
	"close_reason" varchar(500),
	CONSTRAINT "certificate_review_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "certificate_review" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "device_containment" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"trigger_kind" varchar(16) NOT NULL,
	"trigger_id" uuid NOT NULL,
	"since" date,
	"found_on" date NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_by_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_containment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "device_containment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "device_due_notice" (
	"tenant_id" varchar(12) NOT NULL,
	"device_id" uuid NOT NULL,
	"valid_until" date NOT NULL,
	"lead" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_due_notice_tenant_id_device_id_valid_until_lead_pk" PRIMARY KEY("tenant_id","device_id","valid_until","lead")
);
--> statement-breakpoint
ALTER TABLE "device_due_notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "device_interim_check" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"check_date" date NOT NULL,
	"procedure_version_id" uuid,
	"check_values" text NOT NULL,
	"verdict" smallint NOT NULL,
	"remark" varchar(500),
	"checked_by" uuid NOT NULL,
	"checked_by_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_interim_check_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "device_interim_check" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "device_state_change" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"out_of_tolerance" boolean DEFAULT false NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_state_change_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "device_state_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_measuring_standard" (
	"tenant_id" varchar(12) NOT NULL,
	"item_id" uuid NOT NULL,
	"standard_id" uuid NOT NULL,
	CONSTRAINT "item_measuring_standard_tenant_id_item_id_standard_id_pk" PRIMARY KEY("tenant_id","item_id","standard_id")
);
--> statement-breakpoint
ALTER TABLE "item_measuring_standard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "measuring_standard" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"kind" smallint NOT NULL,
	"certificate_no" varchar(100) NOT NULL,
	"valid_until" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"abilities" text,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "measuring_standard_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "measuring_standard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "measuring_standard_device" (
	"tenant_id" varchar(12) NOT NULL,
	"standard_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "measuring_standard_device_tenant_id_standard_id_device_id_pk" PRIMARY KEY("tenant_id","standard_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "measuring_standard_device" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "standard_file" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"standard_id" uuid,
	"kind" smallint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "standard_file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "standard_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "standard_file_version" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"standard_file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"effective_date" date NOT NULL,
	"note" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_file_version_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "standard_file_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "trace_plan" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" varchar(64),
	"auditor_id" uuid,
	"auditor_name" varchar(64),
	"audited_at" timestamp with time zone,
	"audit_remark" varchar(500),
	"split_from" uuid,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trace_plan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "trace_plan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "trace_plan_line" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"planned_date" date NOT NULL,
	"check_way" smallint,
	"agency" varchar(200),
	"state" varchar(16) NOT NULL,
	"removal_reason" varchar(500),
	"result_id" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_plan_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "trace_plan_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "trace_result" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"plan_line_id" uuid,
	"trace_date" date NOT NULL,
	"trace_type" smallint NOT NULL,
	"agency" varchar(200),
	"procedure_version_id" uuid,
	"certificate_no" varchar(100) NOT NULL,
	"certificate_file_id" uuid,
	"result" smallint NOT NULL,
	"corrections" text,
	"valid_until" date,
	"recorded_by" uuid NOT NULL,
	"recorded_by_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_result_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "trace_result" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "record_history" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"resource" varchar(64) NOT NULL,
	"record_id" uuid NOT NULL,
	"action" varchar(16) NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" varchar(500),
	"user_id" uuid NOT NULL,
	"user_name" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "record_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "item_result_condition" ADD COLUMN "measurand" varchar(16);--> statement-breakpoint
ALTER TABLE "item_result_condition" ADD COLUMN "procedure_version_id" uuid;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "instrument_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "manufacturer" varchar(200);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "measurand" varchar(16);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "range_min" varchar(32);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "range_max" varchar(32);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "range_unit" varchar(16);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "accuracy_class" varchar(64);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "mpe" varchar(32);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "uncertainty" varchar(32);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "coverage_k" varchar(8);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "grade" smallint;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "count_unit" smallint;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "trace_type" smallint;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "verification_cycle" varchar(8);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "check_way" smallint;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "custodian_id" uuid;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "location" varchar(200);--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "last_trace_date" date;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "certificate_file_id" uuid;--> statement-breakpoint
ALTER TABLE "standard_device" ADD COLUMN "valid_until_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "certificate_review" ADD CONSTRAINT "certificate_review_tenant_id_containment_id_device_containment_tenant_id_id_fk" FOREIGN KEY ("tenant_id","containment_id") REFERENCES "public"."device_containment"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_containment" ADD CONSTRAINT "device_containment_tenant_id_device_id_standard_device_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."standard_device"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_interim_check" ADD CONSTRAINT "device_interim_check_tenant_id_device_id_standard_device_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."standard_device"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_state_change" ADD CONSTRAINT "device_state_change_tenant_id_device_id_standard_device_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."standard_device"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_measuring_standard" ADD CONSTRAINT "item_measuring_standard_tenant_id_standard_id_measuring_standard_tenant_id_id_fk" FOREIGN KEY ("tenant_id","standard_id") REFERENCES "public"."measuring_standard"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measuring_standard_device" ADD CONSTRAINT "measuring_standard_device_tenant_id_standard_id_measuring_standard_tenant_id_id_fk" FOREIGN KEY ("tenant_id","standard_id") REFERENCES "public"."measuring_standard"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measuring_standard_device" ADD CONSTRAINT "measuring_standard_device_tenant_id_device_id_standard_device_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."standard_device"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_file" ADD CONSTRAINT "standard_file_tenant_id_standard_id_measuring_standard_tenant_id_id_fk" FOREIGN KEY ("tenant_id","standard_id") REFERENCES "public"."measuring_standard"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_file_version" ADD CONSTRAINT "standard_file_version_tenant_id_standard_file_id_standard_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","standard_file_id") REFERENCES "public"."standard_file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_plan_line" ADD CONSTRAINT "trace_plan_line_tenant_id_plan_id_trace_plan_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."trace_plan"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_plan_line" ADD CONSTRAINT "trace_plan_line_tenant_id_device_id_standard_device_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."standard_device"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_result" ADD CONSTRAINT "trace_result_tenant_id_device_id_standard_device_tenant_id_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."standard_device"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_device_issue_idx" ON "certificate_device" USING btree ("tenant_id","device_id","issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_review_open_idx" ON "certificate_review" USING btree ("tenant_id","report_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "certificate_review_containment_idx" ON "certificate_review" USING btree ("tenant_id","containment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_containment_trigger_idx" ON "device_containment" USING btree ("tenant_id","trigger_kind","trigger_id");--> statement-breakpoint
CREATE INDEX "device_containment_device_idx" ON "device_containment" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE INDEX "device_interim_check_device_idx" ON "device_interim_check" USING btree ("tenant_id","device_id","check_date");--> statement-breakpoint
CREATE INDEX "device_state_change_device_idx" ON "device_state_change" USING btree ("tenant_id","device_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "measuring_standard_certificate_idx" ON "measuring_standard" USING btree ("tenant_id","certificate_no") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "measuring_standard_device_device_idx" ON "measuring_standard_device" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_file_code_idx" ON "standard_file" USING btree ("tenant_id","code") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "standard_file_version_idx" ON "standard_file_version" USING btree ("tenant_id","standard_file_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "trace_plan_code_idx" ON "trace_plan" USING btree ("tenant_id","code") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "trace_plan_line_plan_idx" ON "trace_plan_line" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "trace_plan_line_device_idx" ON "trace_plan_line" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE INDEX "trace_result_device_idx" ON "trace_result" USING btree ("tenant_id","device_id","trace_date");--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("tenant_id","resource","record_id","at");--> statement-breakpoint
-- A serial number is unique in a lab from now on: earlier duplicates keep their number with a visible mark.
UPDATE "standard_device" d SET "serial_no" = d."serial_no" || '#' || r.n FROM (
  SELECT "tenant_id", "id", row_number() OVER (PARTITION BY "tenant_id", "serial_no" ORDER BY "create_time", "id") AS n
  FROM "standard_device" WHERE "is_deleted" = false AND "serial_no" IS NOT NULL
) r WHERE d."tenant_id" = r."tenant_id" AND d."id" = r."id" AND r.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "standard_device_serial_idx" ON "standard_device" USING btree ("tenant_id","serial_no") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "standard_device_due_idx" ON "standard_device" USING btree ("tenant_id","valid_until") WHERE is_deleted = false;--> statement-breakpoint
CREATE POLICY "certificate_device_tenant_isolation" ON "certificate_device" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "certificate_review_tenant_isolation" ON "certificate_review" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "device_containment_tenant_isolation" ON "device_containment" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "device_due_notice_tenant_isolation" ON "device_due_notice" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "device_interim_check_tenant_isolation" ON "device_interim_check" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "device_state_change_tenant_isolation" ON "device_state_change" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "item_measuring_standard_tenant_isolation" ON "item_measuring_standard" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "measuring_standard_tenant_isolation" ON "measuring_standard" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "measuring_standard_device_tenant_isolation" ON "measuring_standard_device" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "standard_file_tenant_isolation" ON "standard_file" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "standard_file_version_tenant_isolation" ON "standard_file_version" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "trace_plan_tenant_isolation" ON "trace_plan" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "trace_plan_line_tenant_isolation" ON "trace_plan_line" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "trace_result_tenant_isolation" ON "trace_result" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "record_history_tenant_isolation" ON "record_history" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The certificates already issued, with the devices their items recorded (the suspect list reads only this).
INSERT INTO "certificate_device" ("tenant_id", "device_id", "report_id", "issue_date")
SELECT DISTINCT c."tenant_id", d."device_id", c."report_id", c."issue_date"
FROM "certificate_record" c
JOIN "lab_report" r ON r."tenant_id" = c."tenant_id" AND r."id" = c."report_id"
JOIN "test_item" i ON i."tenant_id" = r."tenant_id" AND i."sample_id" = r."sample_id" AND i."is_deleted" = false
JOIN "item_device" d ON d."tenant_id" = i."tenant_id" AND d."item_id" = i."id"
ON CONFLICT DO NOTHING;

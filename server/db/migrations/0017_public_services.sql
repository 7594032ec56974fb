CREATE TABLE "jewel_appraisal" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"certificate_no" varchar(64),
	"check_code_hash" varchar(64),
	"holder" varchar(200) NOT NULL,
	"holder_phone" varchar(20),
	"item_name" varchar(200) NOT NULL,
	"photo_file_id" uuid,
	"total_weight" numeric(10, 3) NOT NULL,
	"shape" varchar(64),
	"colour" varchar(64),
	"observations" varchar(1000),
	"conclusion" varchar(300) NOT NULL,
	"remark" varchar(500),
	"issue_date" date,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"pdf_sha256" varchar(64),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jewel_appraisal_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "jewel_appraisal" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "jewel_document" (
	"tenant_id" varchar(12) NOT NULL,
	"appraisal_id" uuid NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"byte_size" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jewel_document_tenant_id_appraisal_id_pk" PRIMARY KEY("tenant_id","appraisal_id")
);
--> statement-breakpoint
ALTER TABLE "jewel_document" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "metal_label" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"label_no" varchar(64),
	"check_code_hash" varchar(64),
	"holder" varchar(200) NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"fineness" varchar(32) NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"photo_file_id" uuid,
	"remark" varchar(500),
	"issue_date" date,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "metal_label_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "metal_label" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "charge_standard" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"taxon" varchar(64) NOT NULL,
	"instrument_name" varchar(200) NOT NULL,
	"specification" varchar(200),
	"inspection_type" varchar(64) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"unit" varchar(16) DEFAULT '台' NOT NULL,
	"basis" varchar(200),
	"record_status" varchar(64) DEFAULT '1' NOT NULL,
	"remark" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "charge_standard_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "charge_standard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questionnaire" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"intro" varchar(1000),
	"status" smallint DEFAULT 1 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "questionnaire_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questionnaire_answer" (
	"tenant_id" varchar(12) NOT NULL,
	"link_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_answer_tenant_id_link_id_pk" PRIMARY KEY("tenant_id","link_id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_answer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questionnaire_link" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"token" varchar(64) NOT NULL,
	"label" varchar(200),
	"answered_at" timestamp with time zone,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "questionnaire_link_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_link" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notice" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(64),
	"content" varchar(20000) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"release_time" timestamp with time zone,
	"released_by" uuid,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notice_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "jewel_appraisal" ADD CONSTRAINT "jewel_appraisal_tenant_id_photo_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","photo_file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jewel_document" ADD CONSTRAINT "jewel_document_tenant_id_appraisal_id_jewel_appraisal_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appraisal_id") REFERENCES "public"."jewel_appraisal"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_label" ADD CONSTRAINT "metal_label_tenant_id_photo_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","photo_file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer" ADD CONSTRAINT "questionnaire_answer_tenant_id_link_id_questionnaire_link_tenant_id_id_fk" FOREIGN KEY ("tenant_id","link_id") REFERENCES "public"."questionnaire_link"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_link" ADD CONSTRAINT "questionnaire_link_tenant_id_questionnaire_id_questionnaire_tenant_id_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."questionnaire"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jewel_appraisal_no_idx" ON "jewel_appraisal" USING btree ("tenant_id","certificate_no");--> statement-breakpoint
CREATE INDEX "jewel_appraisal_created_idx" ON "jewel_appraisal" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "metal_label_no_idx" ON "metal_label" USING btree ("tenant_id","label_no");--> statement-breakpoint
CREATE INDEX "metal_label_created_idx" ON "metal_label" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "charge_standard_taxon_idx" ON "charge_standard" USING btree ("tenant_id","taxon","sort");--> statement-breakpoint
CREATE INDEX "charge_standard_name_trgm" ON "charge_standard" USING gin ("instrument_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaire_created_idx" ON "questionnaire" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "questionnaire_answer_questionnaire_idx" ON "questionnaire_answer" USING btree ("tenant_id","questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_link_token_idx" ON "questionnaire_link" USING btree ("token");--> statement-breakpoint
CREATE INDEX "questionnaire_link_questionnaire_idx" ON "questionnaire_link" USING btree ("tenant_id","questionnaire_id");--> statement-breakpoint
CREATE INDEX "notice_release_idx" ON "notice" USING btree ("tenant_id","status","release_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_customer_phone_idx" ON "crm_customer" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "lab_order_mobile_idx" ON "lab_order" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "lab_order_phone_idx" ON "lab_order" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE POLICY "jewel_appraisal_tenant_isolation" ON "jewel_appraisal" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "jewel_document_tenant_isolation" ON "jewel_document" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "metal_label_tenant_isolation" ON "metal_label" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "charge_standard_tenant_isolation" ON "charge_standard" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "questionnaire_tenant_isolation" ON "questionnaire" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "questionnaire_answer_tenant_isolation" ON "questionnaire_answer" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "questionnaire_link_tenant_isolation" ON "questionnaire_link" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "notice_tenant_isolation" ON "notice" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE TABLE "staff_certificate" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(64) NOT NULL,
	"level" varchar(8),
	"certificate_no" varchar(100) NOT NULL,
	"issuer" varchar(200),
	"activities" text,
	"issue_date" date NOT NULL,
	"expiry_date" date,
	"file_id" uuid,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"withdraw_reason" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_certificate_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "staff_certificate" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_record" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sex" varchar(8),
	"ethnic" varchar(8),
	"birth_date" date,
	"education" varchar(8),
	"major" varchar(100),
	"title_post" varchar(8),
	"duty" varchar(8),
	"technicist" varchar(8),
	"entry_date" date,
	"photo_file_id" uuid,
	"id_card_no" varchar(18),
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "staff_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_training" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"topic" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"hours" numeric(6, 1),
	"trainer" varchar(100),
	"activities" text,
	"material_file_id" uuid,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_training_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "staff_training" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_training_participant" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"training_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attended" varchar(8) DEFAULT '1' NOT NULL,
	"evaluation" varchar(8),
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_training_participant_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "staff_training_participant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "staff_certificate_user_idx" ON "staff_certificate" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "staff_certificate_expiry_idx" ON "staff_certificate" USING btree ("tenant_id","expiry_date") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_record_user_idx" ON "staff_record" USING btree ("tenant_id","user_id") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_training_participant_idx" ON "staff_training_participant" USING btree ("tenant_id","training_id","user_id") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "staff_training_participant_user_idx" ON "staff_training_participant" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE POLICY "staff_certificate_tenant_isolation" ON "staff_certificate" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "staff_record_tenant_isolation" ON "staff_record" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "staff_training_tenant_isolation" ON "staff_training" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "staff_training_participant_tenant_isolation" ON "staff_training_participant" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE TABLE "notify_send_log" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"template_id" uuid,
	"event" varchar(64) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"channel" smallint NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"recipient_masked" varchar(200) NOT NULL,
	"subject" varchar(200),
	"body" varchar(4000),
	"variables" jsonb,
	"provider_template" varchar(64),
	"status" varchar(16) NOT NULL,
	"error" varchar(1000),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_time" timestamp with time zone,
	"sent_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_send_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "notify_send_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notify_template" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"code" varchar(64) NOT NULL,
	"template_type" smallint NOT NULL,
	"enable_status" smallint DEFAULT 0 NOT NULL,
	"title" varchar(200) NOT NULL,
	"body_zh" varchar(2000) NOT NULL,
	"body_en" varchar(2000),
	"provider_template" varchar(64),
	"remark" varchar(255),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notify_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "notify_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_send_log_once_uq" ON "notify_send_log" USING btree ("tenant_id","event","event_id","channel","recipient");--> statement-breakpoint
CREATE INDEX "notify_send_log_due_idx" ON "notify_send_log" USING btree ("tenant_id","next_attempt_time") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "notify_send_log_created_idx" ON "notify_send_log" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_template_event_uq" ON "notify_template" USING btree ("tenant_id","code","template_type") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "notify_template_created_idx" ON "notify_template" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE POLICY "notify_send_log_tenant_isolation" ON "notify_send_log" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "notify_template_tenant_isolation" ON "notify_template" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
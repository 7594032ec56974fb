CREATE TABLE "leave_request" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"leave_type" varchar(16) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "leave_request_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_request" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_definition" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"approver_role" varchar(64) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "process_definition_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "process_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_instance" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "process_instance_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "process_instance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_task" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"task_key" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"assignee_role" varchar(64),
	"assignee_user_id" uuid,
	"status" varchar(16) DEFAULT 'todo' NOT NULL,
	"outcome" varchar(16),
	"comment" varchar(500),
	"done_by" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"done_time" timestamp with time zone,
	CONSTRAINT "process_task_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "process_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pickup_appointment" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"pickup_no" varchar(32) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"contact_name" varchar(50),
	"contact_phone" varchar(20),
	"address" varchar(255),
	"area_code" varchar(12),
	"pickup_time" timestamp with time zone NOT NULL,
	"instrument_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pickup_appointment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pickup_appointment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "message" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(100),
	"text" varchar(1000) NOT NULL,
	"category" varchar(32) DEFAULT 'notice' NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_time" timestamp with time zone,
	CONSTRAINT "message_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "message" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_instance" ADD CONSTRAINT "process_instance_tenant_id_definition_id_process_definition_tenant_id_id_fk" FOREIGN KEY ("tenant_id","definition_id") REFERENCES "public"."process_definition"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_instance" ADD CONSTRAINT "process_instance_tenant_id_applicant_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","applicant_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_task" ADD CONSTRAINT "process_task_tenant_id_instance_id_process_instance_tenant_id_id_fk" FOREIGN KEY ("tenant_id","instance_id") REFERENCES "public"."process_instance"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_task" ADD CONSTRAINT "process_task_tenant_id_done_by_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","done_by") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_request_user_idx" ON "leave_request" USING btree ("tenant_id","user_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "process_definition_key_version_uq" ON "process_definition" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "process_instance_business_uq" ON "process_instance" USING btree ("tenant_id","business_id");--> statement-breakpoint
CREATE INDEX "process_instance_applicant_idx" ON "process_instance" USING btree ("tenant_id","applicant_id","start_time");--> statement-breakpoint
CREATE INDEX "process_task_instance_idx" ON "process_task" USING btree ("tenant_id","instance_id","create_time");--> statement-breakpoint
CREATE INDEX "process_task_todo_idx" ON "process_task" USING btree ("tenant_id","assignee_role","create_time") WHERE status = 'todo';--> statement-breakpoint
CREATE INDEX "process_task_done_by_idx" ON "process_task" USING btree ("tenant_id","done_by","done_time");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_appointment_no_uq" ON "pickup_appointment" USING btree ("tenant_id","pickup_no");--> statement-breakpoint
CREATE INDEX "pickup_appointment_time_idx" ON "pickup_appointment" USING btree ("tenant_id","pickup_time") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "message_user_idx" ON "message" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "message_unread_idx" ON "message" USING btree ("tenant_id","user_id") WHERE read_time is null;--> statement-breakpoint
CREATE POLICY "leave_request_tenant_isolation" ON "leave_request" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "process_definition_tenant_isolation" ON "process_definition" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "process_instance_tenant_isolation" ON "process_instance" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "process_task_tenant_isolation" ON "process_task" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "pickup_appointment_tenant_isolation" ON "pickup_appointment" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "message_tenant_isolation" ON "message" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
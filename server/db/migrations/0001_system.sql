CREATE TABLE "tenant" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"tenant_name_en" varchar(200),
	"contact_name" varchar(50),
	"contact_phone" varchar(30),
	"address" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"account_limit" integer,
	"expire_time" timestamp with time zone,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"account" varchar(64) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"name" varchar(64) NOT NULL,
	"real_name" varchar(64) NOT NULL,
	"nick_name" varchar(64),
	"email" varchar(128),
	"phone" varchar(20),
	"sex" smallint,
	"avatar" varchar(500),
	"dept_id" uuid,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "app_user_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "app_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dept" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"parent_id" uuid,
	"dept_name" varchar(100) NOT NULL,
	"full_name" varchar(200),
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dept_category" smallint DEFAULT 2 NOT NULL,
	"code" varchar(32),
	"abbr" varchar(32),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dept_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dept" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dict" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"parent_id" uuid,
	"category" smallint DEFAULT 1 NOT NULL,
	"code" varchar(64) NOT NULL,
	"dict_key" varchar(64) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"is_sealed" smallint DEFAULT 0 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dict_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dict" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menu" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"parent_id" uuid,
	"code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"source" varchar(64) DEFAULT '' NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"roles" text[],
	"target" varchar(16),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "menu_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "param" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"param_name" varchar(100) NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"param_key" varchar(100) NOT NULL,
	"param_value" varchar(1000) NOT NULL,
	"remark" varchar(255),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "param_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "param" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"parent_id" uuid,
	"role_name" varchar(64) NOT NULL,
	"role_alias" varchar(64) NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role_menu" (
	"tenant_id" varchar(12) NOT NULL,
	"role_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	CONSTRAINT "role_menu_tenant_id_role_id_menu_id_pk" PRIMARY KEY("tenant_id","role_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "role_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_role" (
	"tenant_id" varchar(12) NOT NULL,
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_role_tenant_id_user_id_role_id_pk" PRIMARY KEY("tenant_id","user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "user_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_session" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"grant_type" varchar(32) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_time" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_time" timestamp with time zone,
	"revoke_reason" varchar(32),
	"ip" varchar(64),
	"user_agent" varchar(255),
	CONSTRAINT "auth_session_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_session" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "captcha" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"success" boolean NOT NULL,
	"reason" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"tenant_id" varchar(12) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "refresh_token" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" varchar(16) DEFAULT 'login' NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_time" timestamp with time zone,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_code_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_code" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "third_app" (
	"tenant_id" varchar(12) NOT NULL,
	"access_key_id" varchar(64) NOT NULL,
	"secret" varchar(128) NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_app_tenant_id_access_key_id_pk" PRIMARY KEY("tenant_id","access_key_id")
);
--> statement-breakpoint
ALTER TABLE "third_app" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_tenant_id_dept_id_dept_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dept_id") REFERENCES "public"."dept"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dept" ADD CONSTRAINT "dept_tenant_id_parent_id_dept_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."dept"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict" ADD CONSTRAINT "dict_tenant_id_parent_id_dict_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."dict"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_tenant_id_parent_id_menu_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."menu"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu" ADD CONSTRAINT "role_menu_tenant_id_role_id_role_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu" ADD CONSTRAINT "role_menu_tenant_id_menu_id_menu_tenant_id_id_fk" FOREIGN KEY ("tenant_id","menu_id") REFERENCES "public"."menu"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_tenant_id_role_id_role_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_tenant_id_session_id_auth_session_tenant_id_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."auth_session"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_account_uq" ON "app_user" USING btree ("tenant_id","account") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "app_user_phone_idx" ON "app_user" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "dept_parent_idx" ON "dept" USING btree ("tenant_id","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_code_key_uq" ON "dict" USING btree ("tenant_id","category","code","dict_key") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "dict_parent_idx" ON "dict" USING btree ("tenant_id","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_code_uq" ON "menu" USING btree ("tenant_id","code") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "param_key_uq" ON "param" USING btree ("tenant_id","param_key") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "role_alias_uq" ON "role" USING btree ("tenant_id","role_alias") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "login_attempt_account_idx" ON "login_attempt" USING btree ("tenant_id","account","create_time");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_idx" ON "login_attempt" USING btree ("ip","create_time");--> statement-breakpoint
CREATE INDEX "login_attempt_time_idx" ON "login_attempt" USING btree ("create_time") WHERE success = false;--> statement-breakpoint
CREATE INDEX "refresh_token_session_idx" ON "refresh_token" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("tenant_id","phone","create_time");--> statement-breakpoint
CREATE POLICY "app_user_tenant_isolation" ON "app_user" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dept_tenant_isolation" ON "dept" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "dict_tenant_isolation" ON "dict" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "menu_tenant_isolation" ON "menu" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "param_tenant_isolation" ON "param" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "role_tenant_isolation" ON "role" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "role_menu_tenant_isolation" ON "role_menu" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "user_role_tenant_isolation" ON "user_role" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_session_tenant_isolation" ON "auth_session" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "refresh_token_tenant_isolation" ON "refresh_token" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_code_tenant_isolation" ON "sms_code" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "third_app_tenant_isolation" ON "third_app" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
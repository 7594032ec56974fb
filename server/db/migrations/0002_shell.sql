CREATE TABLE "client_error_log" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"url" varchar(2000) NOT NULL,
	"time" varchar(64) NOT NULL,
	"type" varchar(32) NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"info" text,
	"user_agent" varchar(255),
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_error_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "client_error_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_registration" (
	"tenant_id" varchar(12) NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" varchar(200),
	"phone" varchar(20) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_registration_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "customer_registration" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"name" varchar(200) NOT NULL,
	"file_id" uuid NOT NULL,
	"remark" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "material_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "material" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cart_item" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" varchar(32) NOT NULL,
	"item_id" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "cart_item_quantity_positive" CHECK ("cart_item"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cart_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "client_error_log" ADD CONSTRAINT "client_error_log_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_registration" ADD CONSTRAINT "customer_registration_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_error_log_time_idx" ON "client_error_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "material_sort_idx" ON "material" USING btree ("tenant_id","sort") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "material_file_idx" ON "material" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_user_item_uq" ON "cart_item" USING btree ("tenant_id","user_id","item_type","item_id");--> statement-breakpoint
CREATE POLICY "client_error_log_tenant_isolation" ON "client_error_log" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "customer_registration_tenant_isolation" ON "customer_registration" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "file_tenant_isolation" ON "file" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "material_tenant_isolation" ON "material" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "cart_item_tenant_isolation" ON "cart_item" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
-- Trigram indexes (contains search on the CRM tables) need pg_trgm; trusted since PostgreSQL 13, so the
-- database owner may create it. PGlite loads the extension's code when it opens (server/db/open.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "symbol" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid,
	"code" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "symbol_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "symbol" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "view_param" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"element_id" varchar(128) NOT NULL,
	"parameter" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_param_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "view_param" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_customer" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"social_credit_code" varchar(18),
	"business_type" varchar(64),
	"area_code" varchar(32),
	"area_code_name" varchar(200),
	"address" varchar(300),
	"contact" varchar(64),
	"phone" varchar(20),
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crm_customer_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_customer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_instrument" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"customer_id" uuid NOT NULL,
	"model" varchar(100),
	"factory_number" varchar(100),
	"manufacturer" varchar(200),
	"measure_range" varchar(100),
	"accuracy" varchar(100),
	"inspection_type" varchar(64),
	"compulsory_mark" varchar(64),
	"appliance_use" varchar(64),
	"cycle" integer,
	"classification" varchar(64),
	"charge_category" varchar(64),
	"imported" varchar(64),
	"fee" numeric(12, 2),
	"last_due_date" date,
	"next_due_date" date,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crm_instrument_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_instrument" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "symbol" ADD CONSTRAINT "symbol_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_param" ADD CONSTRAINT "view_param_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_instrument" ADD CONSTRAINT "crm_instrument_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "view_param_user_element_uq" ON "view_param" USING btree ("tenant_id","user_id","element_id");--> statement-breakpoint
CREATE INDEX "crm_customer_name_trgm" ON "crm_customer" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_credit_idx" ON "crm_customer" USING btree ("tenant_id","social_credit_code");--> statement-breakpoint
CREATE INDEX "crm_customer_created_idx" ON "crm_customer" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "crm_instrument_name_trgm" ON "crm_instrument" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_instrument_factory_trgm" ON "crm_instrument" USING gin ("factory_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_instrument_factory_idx" ON "crm_instrument" USING btree ("tenant_id","factory_number");--> statement-breakpoint
CREATE INDEX "crm_instrument_inspection_idx" ON "crm_instrument" USING btree ("tenant_id","inspection_type");--> statement-breakpoint
CREATE INDEX "crm_instrument_next_due_idx" ON "crm_instrument" USING btree ("tenant_id","next_due_date");--> statement-breakpoint
CREATE INDEX "crm_instrument_created_idx" ON "crm_instrument" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "crm_instrument_customer_idx" ON "crm_instrument" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE POLICY "symbol_tenant_isolation" ON "symbol" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "view_param_tenant_isolation" ON "view_param" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_customer_tenant_isolation" ON "crm_customer" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_instrument_tenant_isolation" ON "crm_instrument" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE TABLE "route_day" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"route_date" date NOT NULL,
	"plan_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "route_day_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "route_day" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "route_day_stop" (
	"tenant_id" varchar(12) NOT NULL,
	"route_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "route_day_stop_tenant_id_route_id_seq_pk" PRIMARY KEY("tenant_id","route_id","seq")
);
--> statement-breakpoint
ALTER TABLE "route_day_stop" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "route_plan" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"routeplan_type" smallint NOT NULL,
	"routeplan_state" smallint DEFAULT 0 NOT NULL,
	"node_count" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "route_plan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "route_plan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "route_plan_node" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"node_attribute" smallint NOT NULL,
	"area_code" varchar(32),
	"area_code_name" varchar(200),
	"address" varchar(300),
	"contact" varchar(64),
	"phone" varchar(20),
	CONSTRAINT "route_plan_node_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "route_plan_node" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vehicle" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"plate_number" varchar(16) NOT NULL,
	"model" varchar(100),
	"seats" integer,
	"load_tons" varchar(8),
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "vehicle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "route_day" ADD CONSTRAINT "route_day_tenant_id_plan_id_route_plan_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."route_plan"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_day" ADD CONSTRAINT "route_day_tenant_id_vehicle_id_vehicle_tenant_id_id_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicle"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_day" ADD CONSTRAINT "route_day_tenant_id_driver_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_day_stop" ADD CONSTRAINT "route_day_stop_tenant_id_route_id_route_day_tenant_id_id_fk" FOREIGN KEY ("tenant_id","route_id") REFERENCES "public"."route_day"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_day_stop" ADD CONSTRAINT "route_day_stop_tenant_id_appointment_id_pickup_appointment_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."pickup_appointment"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_plan_node" ADD CONSTRAINT "route_plan_node_tenant_id_plan_id_route_plan_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."route_plan"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_day_vehicle_uq" ON "route_day" USING btree ("tenant_id","route_date","vehicle_id") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "route_day_driver_uq" ON "route_day" USING btree ("tenant_id","route_date","driver_user_id") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "route_day_date_idx" ON "route_day" USING btree ("tenant_id","route_date") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "route_day_stop_appointment_uq" ON "route_day_stop" USING btree ("tenant_id","appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_plan_node_seq_uq" ON "route_plan_node" USING btree ("tenant_id","plan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_plate_idx" ON "vehicle" USING btree ("tenant_id","plate_number") WHERE is_deleted = false;--> statement-breakpoint
CREATE POLICY "route_day_tenant_isolation" ON "route_day" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "route_day_stop_tenant_isolation" ON "route_day_stop" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "route_plan_tenant_isolation" ON "route_plan" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "route_plan_node_tenant_isolation" ON "route_plan_node" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "vehicle_tenant_isolation" ON "vehicle" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
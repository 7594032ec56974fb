CREATE TABLE "staff_ability" (
	"tenant_id" varchar(12) NOT NULL,
	"user_id" uuid NOT NULL,
	"ability_code" varchar(8) NOT NULL,
	"valid_until" date,
	"granted_by" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_ability_tenant_id_user_id_ability_code_pk" PRIMARY KEY("tenant_id","user_id","ability_code")
);
--> statement-breakpoint
ALTER TABLE "staff_ability" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "staff_ability_tenant_isolation" ON "staff_ability" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
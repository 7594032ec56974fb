CREATE TABLE "tenant_signing_key" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"subject_cn" varchar(64) NOT NULL,
	"serial" varchar(40) NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_signing_key" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_signing_key_tenant_isolation" ON "tenant_signing_key" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
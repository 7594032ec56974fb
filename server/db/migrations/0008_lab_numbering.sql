CREATE TABLE "numbering_rule" (
	"tenant_id" varchar(12) NOT NULL,
	"document" varchar(16) NOT NULL,
	"items" jsonb NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "numbering_rule_tenant_id_document_pk" PRIMARY KEY("tenant_id","document")
);
--> statement-breakpoint
ALTER TABLE "numbering_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lab_order" ALTER COLUMN "order_no" SET DATA TYPE varchar(64);--> statement-breakpoint
CREATE POLICY "numbering_rule_tenant_isolation" ON "numbering_rule" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
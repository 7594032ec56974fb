CREATE TABLE "recall_reminder" (
	"tenant_id" varchar(12) NOT NULL,
	"instrument_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"sent_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_reminder_tenant_id_instrument_id_due_date_pk" PRIMARY KEY("tenant_id","instrument_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "recall_reminder" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "recall_reminder" ADD CONSTRAINT "recall_reminder_tenant_id_instrument_id_crm_instrument_tenant_id_id_fk" FOREIGN KEY ("tenant_id","instrument_id") REFERENCES "public"."crm_instrument"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_reminder" ADD CONSTRAINT "recall_reminder_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_reminder_customer_idx" ON "recall_reminder" USING btree ("tenant_id","customer_id","due_date");--> statement-breakpoint
CREATE POLICY "recall_reminder_tenant_isolation" ON "recall_reminder" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
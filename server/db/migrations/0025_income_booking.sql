CREATE TABLE "income_booking" (
	"tenant_id" varchar(12) NOT NULL,
	"order_id" uuid NOT NULL,
	"taxon" varchar(64) NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"month" varchar(7) NOT NULL,
	"income_source" varchar(64) NOT NULL,
	"dept_id" uuid,
	"customer_key" varchar(260) NOT NULL,
	"items" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "income_booking_tenant_id_order_id_taxon_pk" PRIMARY KEY("tenant_id","order_id","taxon")
);
--> statement-breakpoint
ALTER TABLE "income_booking" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "income_booking" ADD CONSTRAINT "income_booking_tenant_id_order_id_lab_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."lab_order"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_booking_settled_idx" ON "income_booking" USING btree ("tenant_id","settled_at");--> statement-breakpoint
CREATE POLICY "income_booking_tenant_isolation" ON "income_booking" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Bills settled before income was booked: booked as settling books them (server/modules/billing/income/booking.ts).
INSERT INTO "income_booking" ("tenant_id", "order_id", "taxon", "settled_at", "month", "income_source", "dept_id",
  "customer_key", "items", "amount")
SELECT o."tenant_id", o."id", coalesce(i."taxon", 'none'), o."settled_at",
  to_char(o."settled_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'), o."income_source", o."create_dept",
  coalesce(o."customer_id"::text, 'name:' || o."enter_name"), count(*), sum(i."amount")
FROM "lab_order" o
JOIN "test_item" i ON i."tenant_id" = o."tenant_id" AND i."order_id" = o."id"
WHERE o."is_deleted" = false AND o."object_state" IN (200, 300, 400) AND o."settled_at" IS NOT NULL
  AND i."is_deleted" = false AND i."state" <> 0
GROUP BY o."tenant_id", o."id", coalesce(i."taxon", 'none');

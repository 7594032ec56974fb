CREATE TABLE "payment" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"charge_type" varchar(64) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" varchar(100),
	"reason" varchar(500),
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "settled_by" uuid;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "was_guaranteed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_tenant_id_order_id_lab_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."lab_order"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "payment_created_idx" ON "payment" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE POLICY "payment_tenant_isolation" ON "payment" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Labs seeded before bills existed get 财务管理 › 结算管理 with its buttons, granted as the seed grants them
-- (server/seed/data/menus.ts): the administrators and finance.
INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "sort")
SELECT area."tenant_id", gen_random_uuid(), area."id", 'finance_bill', '结算管理', '{"en":"Bills"}'::jsonb,
  '/finance/bill', 'IconReceipt', 1, 2
FROM "menu" area
WHERE area."code" = 'finance' AND area."is_deleted" = false
  AND NOT EXISTS (SELECT 1 FROM "menu" existing
    WHERE existing."tenant_id" = area."tenant_id" AND existing."code" = 'finance_bill' AND existing."is_deleted" = false);
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "sort")
SELECT page."tenant_id", gen_random_uuid(), page."id", button.code, button.name, jsonb_build_object('en', button.en), '', '', 2,
  button.sort
FROM "menu" page
CROSS JOIN (VALUES
  ('bill_view', '查看', 'View', 1), ('bill_export', '导出', 'Export', 2), ('bill_settle', '结算', 'Settle', 3),
  ('payment_add', '登记收款', 'Record payment', 4), ('payment_confirm', '确认收款', 'Confirm payment', 5)
) AS button(code, name, en, sort)
WHERE page."code" = 'finance_bill' AND page."is_deleted" = false
  AND NOT EXISTS (SELECT 1 FROM "menu" existing
    WHERE existing."tenant_id" = page."tenant_id" AND existing."code" = button.code AND existing."is_deleted" = false);
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT r."tenant_id", r."id", m."id"
FROM "role" r
JOIN "menu" m ON m."tenant_id" = r."tenant_id" AND m."is_deleted" = false
  AND m."code" IN ('finance_bill', 'bill_view', 'bill_export', 'bill_settle', 'payment_add', 'payment_confirm')
WHERE r."is_deleted" = false AND r."role_alias" IN ('admin', 'administrator', 'finance')
ON CONFLICT DO NOTHING;

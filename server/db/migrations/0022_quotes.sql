CREATE TABLE "quote" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"customer_id" uuid,
	"customer_name" varchar(200) NOT NULL,
	"contact" varchar(64),
	"phone" varchar(32),
	"kind" smallint DEFAULT 1 NOT NULL,
	"valid_until" date,
	"examine_status" smallint DEFAULT 100 NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"supersedes" uuid,
	"superseded_by" uuid,
	"whole_discount_percent" numeric(5, 2),
	"discount_type" varchar(64),
	"discount_reason" varchar(500),
	"tax_rate_percent" numeric(5, 2) DEFAULT '6' NOT NULL,
	"tax_included" boolean DEFAULT true NOT NULL,
	"gross" numeric(12, 2) DEFAULT '0' NOT NULL,
	"allowances" numeric(12, 2) DEFAULT '0' NOT NULL,
	"whole_discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"net" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"remark" varchar(500),
	"create_dept" uuid,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quote_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "quote" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_line" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"charge_standard_id" uuid,
	"item_name" varchar(200) NOT NULL,
	"taxon" varchar(64),
	"specification" varchar(200),
	"inspection_type" varchar(64),
	"unit" varchar(16) DEFAULT '台' NOT NULL,
	"quantity" integer NOT NULL,
	"standard_price" numeric(12, 2),
	"unit_price" numeric(12, 2) NOT NULL,
	"discount_percent" numeric(5, 2),
	"discount_type" varchar(64),
	"reduction_percent" numeric(5, 2),
	"reduction_type" varchar(64),
	"amount" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"reduction" numeric(12, 2) NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	CONSTRAINT "quote_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "quote_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line" ADD CONSTRAINT "quote_line_tenant_id_quote_id_quote_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quote"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line" ADD CONSTRAINT "quote_line_tenant_id_charge_standard_id_charge_standard_tenant_id_id_fk" FOREIGN KEY ("tenant_id","charge_standard_id") REFERENCES "public"."charge_standard"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_code_uq" ON "quote" USING btree ("tenant_id","code") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "quote_created_idx" ON "quote" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "quote_customer_idx" ON "quote" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "quote_line_quote_idx" ON "quote_line" USING btree ("tenant_id","quote_id","line_no");--> statement-breakpoint
CREATE POLICY "quote_tenant_isolation" ON "quote" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "quote_line_tenant_isolation" ON "quote_line" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE TRIGGER "quote_create_dept" BEFORE INSERT ON "quote"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();
--> statement-breakpoint
-- Labs seeded before quotes existed get the 财务管理 area with its 报价管理 page and buttons (new labs get them
-- from their seed, server/seed/data/menus.ts), granted as the seed grants them: the administrators all of it,
-- reception making quotes, finance reviewing them.
INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "sort")
SELECT lab."tenant_id", gen_random_uuid(), NULL, 'finance', '财务管理', '{"en":"Finance"}'::jsonb, '/finance',
  'IconCash', 1, lab."sort" + 1
FROM "menu" lab
WHERE lab."code" = 'lab' AND lab."parent_id" IS NULL AND lab."is_deleted" = false
  AND NOT EXISTS (SELECT 1 FROM "menu" existing
    WHERE existing."tenant_id" = lab."tenant_id" AND existing."code" = 'finance' AND existing."is_deleted" = false);
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "sort")
SELECT area."tenant_id", gen_random_uuid(), area."id", 'finance_quote', '报价管理', '{"en":"Quotes"}'::jsonb,
  '/finance/quote', 'IconFileDollar', 1, 1
FROM "menu" area
WHERE area."code" = 'finance' AND area."is_deleted" = false
  AND NOT EXISTS (SELECT 1 FROM "menu" existing
    WHERE existing."tenant_id" = area."tenant_id" AND existing."code" = 'finance_quote' AND existing."is_deleted" = false);
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "sort")
SELECT page."tenant_id", gen_random_uuid(), page."id", button.code, button.name, jsonb_build_object('en', button.en), '', '', 2,
  button.sort
FROM "menu" page
CROSS JOIN (VALUES
  ('quote_add', '新增', 'Add', 1), ('quote_edit', '修改', 'Edit', 2), ('quote_delete', '删除', 'Delete', 3),
  ('quote_view', '查看', 'View', 4), ('quote_export', '导出', 'Export', 5), ('quote_review', '审核', 'Review', 6)
) AS button(code, name, en, sort)
WHERE page."code" = 'finance_quote' AND page."is_deleted" = false
  AND NOT EXISTS (SELECT 1 FROM "menu" existing
    WHERE existing."tenant_id" = page."tenant_id" AND existing."code" = button.code AND existing."is_deleted" = false);
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT r."tenant_id", r."id", m."id"
FROM "role" r
JOIN "menu" m ON m."tenant_id" = r."tenant_id" AND m."is_deleted" = false AND (
  (r."role_alias" IN ('admin', 'administrator') AND m."code" IN ('finance', 'finance_quote', 'quote_add', 'quote_edit',
    'quote_delete', 'quote_view', 'quote_export', 'quote_review'))
  OR (r."role_alias" = 'reception' AND m."code" IN ('finance', 'finance_quote', 'quote_add', 'quote_edit', 'quote_delete',
    'quote_view', 'quote_export'))
  OR (r."role_alias" = 'finance' AND m."code" IN ('finance', 'finance_quote', 'quote_view', 'quote_export', 'quote_review')))
WHERE r."is_deleted" = false
ON CONFLICT DO NOTHING;

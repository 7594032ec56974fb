CREATE TABLE "role_data_scope" (
	"tenant_id" varchar(12) NOT NULL,
	"role_id" uuid NOT NULL,
	"resource_code" varchar(64) NOT NULL,
	"scope" varchar(16) NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_data_scope_tenant_id_role_id_resource_code_pk" PRIMARY KEY("tenant_id","role_id","resource_code")
);
--> statement-breakpoint
ALTER TABLE "role_data_scope" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_account" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" varchar(200),
	"phone" varchar(20),
	"customer_id" uuid,
	"link_state" smallint DEFAULT 1 NOT NULL,
	"linked_by" uuid,
	"linked_time" timestamp with time zone,
	"remark" varchar(500),
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_account_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file_upload" (
	"tenant_id" varchar(12) NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_upload_tenant_id_file_id_user_id_pk" PRIMARY KEY("tenant_id","file_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "file_upload" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "security_event" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" varchar(48) NOT NULL,
	"actor_id" uuid,
	"actor_account" varchar(64),
	"actor_name" varchar(64),
	"ip" varchar(64),
	"user_agent" varchar(255),
	"target_type" varchar(32),
	"target_id" varchar(64),
	"target_label" varchar(200),
	"before" jsonb,
	"after" jsonb,
	"detail" jsonb,
	CONSTRAINT "security_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "security_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "create_dept" uuid;--> statement-breakpoint
ALTER TABLE "crm_instrument" ADD COLUMN "create_dept" uuid;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "create_dept" uuid;--> statement-breakpoint
ALTER TABLE "jewel_appraisal" ADD COLUMN "create_dept" uuid;--> statement-breakpoint
ALTER TABLE "metal_label" ADD COLUMN "create_dept" uuid;--> statement-breakpoint
ALTER TABLE "role_data_scope" ADD CONSTRAINT "role_data_scope_tenant_id_role_id_role_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account" ADD CONSTRAINT "customer_account_tenant_id_user_id_app_user_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."app_user"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account" ADD CONSTRAINT "customer_account_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload" ADD CONSTRAINT "file_upload_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_account_user_uq" ON "customer_account" USING btree ("tenant_id","user_id") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "customer_account_customer_idx" ON "customer_account" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_account_created_idx" ON "customer_account" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "security_event_at_idx" ON "security_event" USING btree ("tenant_id","at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "security_event_event_idx" ON "security_event" USING btree ("tenant_id","event","at");--> statement-breakpoint
CREATE INDEX "crm_customer_dept_created_idx" ON "crm_customer" USING btree ("tenant_id","create_dept","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "crm_instrument_dept_created_idx" ON "crm_instrument" USING btree ("tenant_id","create_dept","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "lab_order_dept_created_idx" ON "lab_order" USING btree ("tenant_id","create_dept","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE POLICY "role_data_scope_tenant_isolation" ON "role_data_scope" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "customer_account_tenant_isolation" ON "customer_account" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "file_upload_tenant_isolation" ON "file_upload" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "security_event_read" ON "security_event" AS PERMISSIVE FOR SELECT TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "security_event_append" ON "security_event" AS PERMISSIVE FOR INSERT TO "metrodesk_app" WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The read views expand SELECT * when made: they must show the new create_dept column too.
CREATE OR REPLACE VIEW "crm_customer_read" AS
  SELECT * FROM "crm_customer" WHERE tenant_id = current_setting('app.tenant_id', true)
  WITH CASCADED CHECK OPTION;--> statement-breakpoint
CREATE OR REPLACE VIEW "crm_instrument_read" AS
  SELECT * FROM "crm_instrument" WHERE tenant_id = current_setting('app.tenant_id', true)
  WITH CASCADED CHECK OPTION;--> statement-breakpoint
-- A record's department is its creator's when the insert does not say (the "own department" data scope):
-- no code path that creates customers, instruments, orders or jewellery documents can leave it out.
CREATE OR REPLACE FUNCTION fill_create_dept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.create_dept IS NULL AND NEW.create_user IS NOT NULL THEN
    SELECT u.dept_id INTO NEW.create_dept FROM app_user u
    WHERE u.tenant_id = NEW.tenant_id AND u.id = NEW.create_user;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "crm_customer_create_dept" BEFORE INSERT ON "crm_customer"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();--> statement-breakpoint
CREATE TRIGGER "crm_instrument_create_dept" BEFORE INSERT ON "crm_instrument"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();--> statement-breakpoint
CREATE TRIGGER "lab_order_create_dept" BEFORE INSERT ON "lab_order"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();--> statement-breakpoint
CREATE TRIGGER "jewel_appraisal_create_dept" BEFORE INSERT ON "jewel_appraisal"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();--> statement-breakpoint
CREATE TRIGGER "metal_label_create_dept" BEFORE INSERT ON "metal_label"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();--> statement-breakpoint
UPDATE "crm_customer" t SET "create_dept" = u."dept_id" FROM "app_user" u
  WHERE u."tenant_id" = t."tenant_id" AND u."id" = t."create_user" AND t."create_dept" IS NULL;--> statement-breakpoint
UPDATE "crm_instrument" t SET "create_dept" = u."dept_id" FROM "app_user" u
  WHERE u."tenant_id" = t."tenant_id" AND u."id" = t."create_user" AND t."create_dept" IS NULL;--> statement-breakpoint
UPDATE "lab_order" t SET "create_dept" = u."dept_id" FROM "app_user" u
  WHERE u."tenant_id" = t."tenant_id" AND u."id" = t."create_user" AND t."create_dept" IS NULL;--> statement-breakpoint
UPDATE "jewel_appraisal" t SET "create_dept" = u."dept_id" FROM "app_user" u
  WHERE u."tenant_id" = t."tenant_id" AND u."id" = t."create_user" AND t."create_dept" IS NULL;--> statement-breakpoint
UPDATE "metal_label" t SET "create_dept" = u."dept_id" FROM "app_user" u
  WHERE u."tenant_id" = t."tenant_id" AND u."id" = t."create_user" AND t."create_dept" IS NULL;--> statement-breakpoint
-- The security audit log is append-only, for everyone: the app role is also denied UPDATE and DELETE by
-- server/db/migrate.ts after each migration's grants.
CREATE OR REPLACE FUNCTION refuse_security_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'security_event is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "security_event_append_only" BEFORE UPDATE OR DELETE ON "security_event"
  FOR EACH ROW EXECUTE FUNCTION refuse_security_event_change();--> statement-breakpoint
CREATE TRIGGER "security_event_no_truncate" BEFORE TRUNCATE ON "security_event"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_security_event_change();--> statement-breakpoint
-- Tenants seeded before these menus existed get them (new tenants get them from server/db/seed): the view
-- buttons that now gate the system lists, 数据权限, 安全审计, 客户账号, the orders list and the customers'
-- portal (我的服务), which 我的预约 moves into. Ids by gen_random_uuid() (PostgreSQL 15 and PGlite have it).
CREATE TEMPORARY TABLE "new_menu" ("code" varchar(64), "parent_code" varchar(64), "name" varchar(64),
  "en" varchar(64), "path" varchar(255), "icon" varchar(64), "category" smallint, "roles" text[]);--> statement-breakpoint
INSERT INTO "new_menu" VALUES
  ('role_view', 'role', '查看', 'View', '', '', 2, NULL),
  ('role_scope', 'role', '数据权限', 'Data scopes', '', '', 2, NULL),
  ('dept_view', 'dept', '查看', 'View', '', '', 2, NULL),
  ('menu_view', 'menu', '查看', 'View', '', '', 2, NULL),
  ('dict_view', 'dict', '查看', 'View', '', '', 2, NULL),
  ('dictbiz_view', 'dictbiz', '查看', 'View', '', '', 2, NULL),
  ('param_view', 'param', '查看', 'View', '', '', 2, NULL),
  ('security_log', 'system', '安全审计', 'Security audit', '/system/security-log', 'IconShieldLock', 1, '{admin,administrator}'),
  ('security_log_view', 'security_log', '查看', 'View', '', '', 2, NULL),
  ('security_log_export', 'security_log', '导出', 'Export', '', '', 2, NULL),
  ('crm_customer_account', 'crm', '客户账号', 'Customer accounts', '/crm/customer-account', 'IconUserCheck', 1, NULL),
  ('customer_account_view', 'crm_customer_account', '查看', 'View', '', '', 2, NULL),
  ('customer_account_link', 'crm_customer_account', '关联客户', 'Link to a customer', '', '', 2, NULL),
  ('customer_account_export', 'crm_customer_account', '导出', 'Export', '', '', 2, NULL),
  ('order_view', 'lab', '委托单查看', 'View orders', '', '', 2, NULL),
  ('sample_view', 'lab', '样品查看', 'View samples', '', '', 2, NULL),
  ('test_item_view', 'lab', '检测项目查看', 'View test items', '', '', 2, NULL),
  ('lab_orders', 'lab', '委托单', 'Orders', '/lab/orders', 'IconFileDescription', 1, NULL),
  ('portal', NULL, '我的服务', 'My services', '/portal', 'IconUserCircle', 1, '{customer}'),
  ('my_orders', 'portal', '我的委托', 'My orders', '/portal/orders', 'IconFileCheck', 1, NULL),
  ('my_certificates', 'portal', '我的证书', 'My certificates', '/portal/certificates', 'IconCertificate', 1, NULL),
  ('my_instruments', 'portal', '我的器具', 'My instruments', '/portal/instruments', 'IconDashboard', 1, NULL);--> statement-breakpoint
-- The portal (no parent) goes to lab tenants only: those with a customer role.
INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "roles", "sort")
SELECT r."tenant_id", gen_random_uuid(), NULL, n."code", n."name", jsonb_build_object('en', n."en"), n."path",
  n."icon", n."category", n."roles",
  (SELECT coalesce(max(m."sort"), 0) + 1 FROM "menu" m WHERE m."tenant_id" = r."tenant_id" AND m."parent_id" IS NULL)
FROM "new_menu" n
JOIN "role" r ON r."role_alias" = 'customer' AND r."is_deleted" = false
WHERE n."parent_code" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = r."tenant_id" AND e."code" = n."code" AND e."is_deleted" = false);--> statement-breakpoint
-- Entries under older menus first, then those under the menus just added.
DO $$
DECLARE entry record;
BEGIN
  FOR entry IN SELECT * FROM "new_menu" n WHERE n."parent_code" IS NOT NULL
    ORDER BY EXISTS (SELECT 1 FROM "new_menu" p WHERE p."code" = n."parent_code") LOOP
    INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "roles", "sort")
    SELECT p."tenant_id", gen_random_uuid(), p."id", entry."code", entry."name", jsonb_build_object('en', entry."en"),
      entry."path", entry."icon", entry."category", entry."roles",
      (SELECT coalesce(max(c."sort"), 0) + 1 FROM "menu" c WHERE c."tenant_id" = p."tenant_id" AND c."parent_id" = p."id")
    FROM "menu" p
    WHERE p."code" = entry."parent_code" AND p."is_deleted" = false
      AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = entry."code" AND e."is_deleted" = false);
  END LOOP;
END
$$;--> statement-breakpoint
UPDATE "menu" mp SET "parent_id" = portal."id",
  "sort" = (SELECT coalesce(max(c."sort"), 0) + 1 FROM "menu" c WHERE c."tenant_id" = portal."tenant_id" AND c."parent_id" = portal."id")
FROM "menu" portal
WHERE mp."code" = 'my_pickup' AND mp."is_deleted" = false
  AND portal."tenant_id" = mp."tenant_id" AND portal."code" = 'portal' AND portal."is_deleted" = false;--> statement-breakpoint
-- Grants of the new entries: administrators get all of them, the demo roles what the seed gives them.
CREATE TEMPORARY TABLE "new_grant" ("role_alias" varchar(64), "code" varchar(64));--> statement-breakpoint
INSERT INTO "new_grant"
SELECT alias, n."code" FROM "new_menu" n, unnest(ARRAY['admin', 'administrator']) AS alias
UNION ALL SELECT 'reception', code FROM unnest(ARRAY['crm_customer_account', 'customer_account_view',
  'customer_account_link', 'customer_account_export', 'lab_orders', 'order_view', 'sample_view', 'test_item_view']) AS code
UNION ALL SELECT 'finance', code FROM unnest(ARRAY['lab', 'lab_orders', 'order_view', 'sample_view']) AS code
UNION ALL SELECT 'pickup', code FROM unnest(ARRAY['lab', 'lab_orders', 'order_view']) AS code
UNION ALL SELECT 'customer', code FROM unnest(ARRAY['portal', 'my_orders', 'my_certificates', 'my_instruments']) AS code;--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT r."tenant_id", r."id", m."id"
FROM "new_grant" g
JOIN "role" r ON r."role_alias" = g."role_alias" AND r."is_deleted" = false
JOIN "menu" m ON m."tenant_id" = r."tenant_id" AND m."code" = g."code" AND m."is_deleted" = false
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- 我的预约 now sits in the portal: customers no longer need the pickup area itself.
DELETE FROM "role_menu" rm USING "role" r, "menu" m
WHERE rm."tenant_id" = r."tenant_id" AND rm."role_id" = r."id" AND r."role_alias" = 'customer'
  AND m."tenant_id" = rm."tenant_id" AND m."id" = rm."menu_id" AND m."code" = 'pickup';--> statement-breakpoint
-- The demo roles' data scopes (server/db/seed/data/menus.ts roleDataScopes).
INSERT INTO "role_data_scope" ("tenant_id", "role_id", "resource_code", "scope")
SELECT r."tenant_id", r."id", s."resource_code", s."scope"
FROM (VALUES
  ('tester', 'test_item', 'dept'), ('tester', 'order_sample', 'dept'), ('tester', 'lab_report', 'dept'),
  ('tester', 'certificate', 'dept'),
  ('reviewer', 'test_item', 'dept'), ('reviewer', 'order_sample', 'dept'), ('reviewer', 'lab_report', 'dept'),
  ('reviewer', 'certificate', 'dept'),
  ('pickup', 'lab_order', 'own'),
  ('customer', 'crm_customer', 'customer'), ('customer', 'crm_instrument', 'customer'),
  ('customer', 'lab_order', 'customer'), ('customer', 'order_sample', 'customer'),
  ('customer', 'lab_report', 'customer'), ('customer', 'certificate', 'customer')
) AS s("role_alias", "resource_code", "scope")
JOIN "role" r ON r."role_alias" = s."role_alias" AND r."is_deleted" = false
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Customers who registered before accounts were linked: each gets an account awaiting the lab's link.
INSERT INTO "customer_account" ("tenant_id", "id", "user_id", "company_name", "phone", "link_state",
  "create_user", "update_user", "create_time")
SELECT cr."tenant_id", gen_random_uuid(), cr."user_id", cr."company_name", cr."phone", 1, cr."user_id", cr."user_id",
  cr."create_time"
FROM "customer_registration" cr
WHERE NOT EXISTS (SELECT 1 FROM "customer_account" ca
  WHERE ca."tenant_id" = cr."tenant_id" AND ca."user_id" = cr."user_id" AND ca."is_deleted" = false);--> statement-breakpoint
DROP TABLE "new_grant";--> statement-breakpoint
DROP TABLE "new_menu";
--> statement-breakpoint
-- Whoever stored a file so far is its uploader.
INSERT INTO "file_upload" ("tenant_id", "file_id", "user_id", "create_time")
SELECT f."tenant_id", f."id", f."create_user", f."create_time" FROM "file" f
WHERE f."create_user" IS NOT NULL
ON CONFLICT DO NOTHING;

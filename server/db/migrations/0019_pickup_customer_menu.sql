-- Customers book their own pickups (取件预约 › 我的预约). Tenants seeded before the page existed get its menu
-- entry under their pickup area, and their customer role is granted the area and the page; new tenants get
-- both from their seed (server/db/seed). Ids by gen_random_uuid(), which PostgreSQL 15 and PGlite both have
-- (the app makes UUIDv7 ids itself; these are only keys).
INSERT INTO "menu" ("tenant_id", "id", "parent_id", "code", "name", "i18n", "path", "source", "category", "sort")
SELECT area."tenant_id", gen_random_uuid(), area."id", 'my_pickup', '我的预约', '{"en":"My pickups"}'::jsonb,
  '/appointment-pickup-manage/my-appointment/index', 'IconCalendarPlus', 1,
  (SELECT coalesce(max(child."sort"), 0) + 1 FROM "menu" child
    WHERE child."tenant_id" = area."tenant_id" AND child."parent_id" = area."id")
FROM "menu" area
WHERE area."code" = 'pickup' AND area."is_deleted" = false
  AND NOT EXISTS (SELECT 1 FROM "menu" existing
    WHERE existing."tenant_id" = area."tenant_id" AND existing."code" = 'my_pickup' AND existing."is_deleted" = false);
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT customer."tenant_id", customer."id", entry."id"
FROM "role" customer
JOIN "menu" entry ON entry."tenant_id" = customer."tenant_id"
  AND entry."code" IN ('pickup', 'my_pickup') AND entry."is_deleted" = false
WHERE customer."role_alias" = 'customer' AND customer."is_deleted" = false
ON CONFLICT DO NOTHING;

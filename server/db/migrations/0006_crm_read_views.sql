DROP INDEX "crm_customer_created_idx";--> statement-breakpoint
DROP INDEX "crm_instrument_created_idx";--> statement-breakpoint
CREATE INDEX "crm_customer_created_idx" ON "crm_customer" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "crm_instrument_created_idx" ON "crm_instrument" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Tenant views for reads (pages, export, detail). Under row-level security PostgreSQL may use only
-- LEAKPROOF operators as index conditions before the policy has filtered; ILIKE (texticlike) is not, so
-- every "contains" search seq-scanned the whole table instead of using the trigram indexes. These views
-- run with their owner's rights (no security_invoker), whom the tables' policies do not apply to, and
-- filter the tenant themselves with the very predicate of the policies; they are not security_barrier, so
-- the planner may push the search into the scan and use any index. WITH CHECK OPTION: a write through a
-- view (the app role gets insert/update/delete on all tables, views included) must stay in the tenant.
-- Writes go to the tables, under row-level security, as before.
-- `SELECT *` is expanded when the view is made: a migration adding a column to these tables must
-- CREATE OR REPLACE the view too.
CREATE VIEW "crm_customer_read" AS
  SELECT * FROM "crm_customer" WHERE tenant_id = current_setting('app.tenant_id', true)
  WITH CASCADED CHECK OPTION;--> statement-breakpoint
CREATE VIEW "crm_instrument_read" AS
  SELECT * FROM "crm_instrument" WHERE tenant_id = current_setting('app.tenant_id', true)
  WITH CASCADED CHECK OPTION;--> statement-breakpoint
GRANT SELECT ON "crm_customer_read", "crm_instrument_read" TO metrodesk_app;

-- The change history of master records (ISO/IEC 17025 8.4) is append-only: its rows are never changed or
-- removed, by the app or by anyone else connected to the database (the table's owner bypasses the revoke of
-- server/db/migrate.ts, not a trigger). Nothing in MetroDesk updates or deletes them; a backup restores the
-- whole data folder, not rows.
CREATE OR REPLACE FUNCTION refuse_record_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_history is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "record_history_append_only" BEFORE UPDATE OR DELETE ON "record_history"
  FOR EACH ROW EXECUTE FUNCTION refuse_record_history_change();--> statement-breakpoint
CREATE TRIGGER "record_history_no_truncate" BEFORE TRUNCATE ON "record_history"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_record_history_change();

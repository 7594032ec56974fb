-- The role every request runs as (SET LOCAL ROLE). Row-level security applies to it because it is
-- neither a superuser nor a table owner. Roles are cluster-wide, so create it only once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'metrodesk_app') THEN
    CREATE ROLE metrodesk_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO metrodesk_app;
--> statement-breakpoint
-- The connecting user must be allowed to SET ROLE metrodesk_app (a no-op for superusers).
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
    WHERE r.rolname = 'metrodesk_app' AND u.rolname = current_user
  ) AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT metrodesk_app TO %I', current_user);
  END IF;
END
$$;

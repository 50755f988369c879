-- =============================================================================
-- Foundations shared by every later migration:
--   * the `private` schema: tables and helpers that the API must never expose
--     (PostgREST only serves `public`; anon and authenticated get no USAGE here);
--   * function EXECUTE revoked from PUBLIC by default, so every function must be
--     granted to the roles that may call it, one by one (basejump's habit);
--   * the trigger function that maintains `updated_at`.
-- Written for PostgreSQL 15+ (hosted Supabase, Debian 15 in CI, PGlite 18).
-- =============================================================================

create schema if not exists private;
comment on schema private is
  'Not exposed through the API. Holds tables only the service role may touch and the helpers behind policies and triggers.';

revoke all on schema private from public;
-- The service role reads private tables (billing_events) directly from SQL;
-- anon and authenticated never get USAGE: policies that call private helpers
-- are resolved at creation time and only need EXECUTE on the helper itself.
grant usage on schema private to service_role;

-- Postgres grants EXECUTE on new functions to PUBLIC, and hosted Supabase
-- additionally grants it to anon and authenticated through default privileges.
-- A security-definer function callable by anyone by accident is a privilege
-- escalation, so the default is "nobody" and each function states its callers.
alter default privileges in schema public revoke execute on functions from public;
alter default privileges in schema private revoke execute on functions from public;

-- ---------------------------------------------------------------- updated_at
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Trigger-maintained so no client can backdate or forget it. Column
  -- privileges are checked against the statement's target list only, so this
  -- works for roles that may not write updated_at themselves.
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is
  'BEFORE UPDATE trigger: stamps updated_at with the transaction time.';
revoke all on function private.set_updated_at() from public;

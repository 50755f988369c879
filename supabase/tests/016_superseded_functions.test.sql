-- =============================================================================
-- Superseded functions are gone (issue 19): no dead writer stays granted. Each
-- name below was replaced or never called; a migration that brings one back
-- fails here (and migration-files.test.ts reads this list to refuse it in the
-- migration files themselves). Add a name when a function is replaced.
-- =============================================================================
begin;
select plan(10);

create temporary table superseded (name text primary key) on commit drop;
insert into superseded (name) values
  -- superseded-functions: begin
  ('apply_subscription_event'),        -- by apply_paddle_subscription_event (per subscription, link wins)
  ('consume_search'),                  -- the app never consumed through it; the search function uses consume_search_for
  ('downgrade_expired_subscriptions'), -- a batch for a scheduled job that does not exist
  ('enrich_cache_get'),                -- by enrich_site_cache_get (per site, not per domain)
  ('enrich_cache_put')                 -- by enrich_site_cache_put
  -- superseded-functions: end
;

select hasnt_function('public', 'apply_subscription_event', 'apply_subscription_event is gone');
select hasnt_function('public', 'consume_search', 'consume_search() is gone');
select hasnt_function('public', 'downgrade_expired_subscriptions', 'downgrade_expired_subscriptions is gone');
select hasnt_function('public', 'enrich_cache_get', 'enrich_cache_get is gone');
select hasnt_function('public', 'enrich_cache_put', 'enrich_cache_put is gone');
select hasnt_table('private', 'enrich_cache', 'the per-domain enrich_cache table is gone');

select is_empty(
  $$ select p.oid::regprocedure::text from pg_proc p join superseded s on s.name = p.proname $$,
  'no schema holds a function of a superseded name'
);

-- Whatever its schema or argument types, no role keeps a grant on one.
select is_empty(
  $$ select p.proname from pg_proc p
      where has_function_privilege('service_role', p.oid, 'execute')
        and p.proname in (select name from superseded) $$,
  'service_role has EXECUTE on no superseded function'
);
select is_empty(
  $$ select p.proname from pg_proc p
      where has_function_privilege('authenticated', p.oid, 'execute')
        and p.proname in (select name from superseded) $$,
  'authenticated has EXECUTE on no superseded function'
);
select is_empty(
  $$ select p.proname from pg_proc p
      where has_function_privilege('anon', p.oid, 'execute')
        and p.proname in (select name from superseded) $$,
  'anon has EXECUTE on no superseded function'
);

select * from finish();
rollback;

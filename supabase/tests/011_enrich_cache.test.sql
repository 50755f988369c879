-- =============================================================================
-- The website enrichment cache (issue 12): private.enrich_cache and its two
-- functions are the service role's alone; reads honour the age limit; writes
-- upsert per domain and refuse malformed input.
-- =============================================================================
begin;
select plan(23);

select has_table('private', 'enrich_cache', 'enrich_cache exists in the private schema');
select ok((select relrowsecurity from pg_class where oid = 'private.enrich_cache'::regclass),
  'enrich_cache has row-level security on');

select tests.create_supabase_user('crawler_user');

-- ------------------------------------------------------------ anon and users
select tests.authenticate_as_anon();
select throws_ok($$ select * from private.enrich_cache $$, '42501', 'permission denied for schema private', 'enrich_cache | anon | select: refused');
select throws_ok($$ insert into private.enrich_cache (domain) values ('x.com') $$, '42501', 'permission denied for schema private', 'enrich_cache | anon | insert: refused');
select throws_ok($$ select public.enrich_cache_get('["x.com"]', 3600) $$, '42501', 'permission denied for function enrich_cache_get', 'enrich_cache_get | anon: refused');
select throws_ok($$ select public.enrich_cache_put('[{"domain":"x.com"}]') $$, '42501', 'permission denied for function enrich_cache_put', 'enrich_cache_put | anon: refused');

select tests.authenticate_as('crawler_user');
select throws_ok($$ select * from private.enrich_cache $$, '42501', 'permission denied for schema private', 'enrich_cache | user | select: refused');
select throws_ok($$ update private.enrich_cache set emails = '{}' $$, '42501', 'permission denied for schema private', 'enrich_cache | user | update: refused');
select throws_ok($$ delete from private.enrich_cache $$, '42501', 'permission denied for schema private', 'enrich_cache | user | delete: refused');
select throws_ok($$ select public.enrich_cache_get('["x.com"]', 3600) $$, '42501', 'permission denied for function enrich_cache_get', 'enrich_cache_get | user: refused');
select throws_ok($$ select public.enrich_cache_put('[{"domain":"x.com","emails":["a@x.com"]}]') $$, '42501', 'permission denied for function enrich_cache_put', 'enrich_cache_put | user: refused (no poisoning the cache)');
select tests.clear_authentication();

select ok(not has_table_privilege('anon', 'private.enrich_cache', 'select'), 'anon holds no grant on enrich_cache');
select ok(not has_table_privilege('authenticated', 'private.enrich_cache', 'select,insert,update,delete'), 'authenticated holds no grant on enrich_cache');

-- ------------------------------------------------------------ service_role
select tests.authenticate_as_service_role();
select is(public.enrich_cache_put('[
  {"domain":"Firma.com.tr","emails":["info@firma.com.tr","firma@gmail.com"],"instagram":"firma.kahve"},
  {"domain":"bos.com","emails":[],"instagram":null}
]'), 2, 'enrich_cache_put stores two domains (lower-cased)');
select is(
  public.enrich_cache_get('["firma.com.tr","bos.com","unknown.com"]', 3600),
  '[{"domain":"bos.com","emails":[],"instagram":null},{"domain":"firma.com.tr","emails":["info@firma.com.tr","firma@gmail.com"],"instagram":"firma.kahve"}]'::jsonb,
  'enrich_cache_get returns the stored findings, an empty result too, and nothing for unknown domains'
);
select is(public.enrich_cache_put('[{"domain":"firma.com.tr","emails":["yeni@firma.com.tr"]}]'), 1, 'a second put upserts');
select is(
  public.enrich_cache_get('["firma.com.tr"]', 3600),
  '[{"domain":"firma.com.tr","emails":["yeni@firma.com.tr"],"instagram":null}]'::jsonb,
  'the newer findings replace the older ones'
);
select lives_ok($$ update private.enrich_cache set fetched_at = now() - interval '2 hours' where domain = 'firma.com.tr' $$,
  'enrich_cache | service_role | update: allowed');
select is(public.enrich_cache_get('["firma.com.tr"]', 3600), '[]'::jsonb, 'an entry older than the age limit is not returned');
select is(jsonb_array_length(public.enrich_cache_get('["firma.com.tr"]', 3 * 3600)), 1, 'a longer age limit returns it');
select throws_ok($$ select public.enrich_cache_put('{"domain":"x.com"}') $$, '22023', null, 'a non-array is refused');
select throws_ok($$ select public.enrich_cache_put('[{"domain":"bad domain/"}]') $$, '23514', null, 'a malformed domain is refused');
select throws_ok($$ select public.enrich_cache_put('[{"domain":"x.com","instagram":"not a handle"}]') $$, '23514', null, 'a malformed handle is refused');
select tests.clear_authentication();

select * from finish();
rollback;

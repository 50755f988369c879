-- =============================================================================
-- The website enrichment cache per site (issues 12 and 20): private.enrich_site_cache
-- and its two functions are the service role's alone;
-- a site's key keeps its path on a shared host; reads honour the age limit; writes
-- upsert per site, carry every network and refuse malformed input.
-- =============================================================================
begin;
select plan(29);

select has_table('private', 'enrich_site_cache', 'enrich_site_cache exists in the private schema');
select ok((select relrowsecurity from pg_class where oid = 'private.enrich_site_cache'::regclass),
  'enrich_site_cache has row-level security on');

select tests.create_supabase_user('crawler_user');

-- ------------------------------------------------------------ anon and users
select tests.authenticate_as_anon();
select throws_ok($$ select * from private.enrich_site_cache $$, '42501', 'permission denied for schema private', 'enrich_site_cache | anon | select: refused');
select throws_ok($$ insert into private.enrich_site_cache (site) values ('x.com') $$, '42501', 'permission denied for schema private', 'enrich_site_cache | anon | insert: refused');
select throws_ok($$ select public.enrich_site_cache_get('["x.com"]', 3600) $$, '42501', 'permission denied for function enrich_site_cache_get', 'enrich_site_cache_get | anon: refused');
select throws_ok($$ select public.enrich_site_cache_put('[{"site":"x.com"}]') $$, '42501', 'permission denied for function enrich_site_cache_put', 'enrich_site_cache_put | anon: refused');

select tests.authenticate_as('crawler_user');
select throws_ok($$ select * from private.enrich_site_cache $$, '42501', 'permission denied for schema private', 'enrich_site_cache | user | select: refused');
select throws_ok($$ update private.enrich_site_cache set emails = '{}' $$, '42501', 'permission denied for schema private', 'enrich_site_cache | user | update: refused');
select throws_ok($$ delete from private.enrich_site_cache $$, '42501', 'permission denied for schema private', 'enrich_site_cache | user | delete: refused');
select throws_ok($$ select public.enrich_site_cache_get('["x.com"]', 3600) $$, '42501', 'permission denied for function enrich_site_cache_get', 'enrich_site_cache_get | user: refused');
select throws_ok($$ select public.enrich_site_cache_put('[{"site":"x.com","emails":["a@x.com"]}]') $$, '42501', 'permission denied for function enrich_site_cache_put', 'enrich_site_cache_put | user: refused (no poisoning the cache)');
select tests.clear_authentication();

select ok(not has_table_privilege('anon', 'private.enrich_site_cache', 'select'), 'anon holds no grant on enrich_site_cache');
select ok(not has_table_privilege('authenticated', 'private.enrich_site_cache', 'select,insert,update,delete'), 'authenticated holds no grant on enrich_site_cache');
select ok(has_table_privilege('service_role', 'private.enrich_site_cache', 'select,insert,update,delete'), 'service_role reads and writes enrich_site_cache');

-- ------------------------------------------------------------ service_role
select tests.authenticate_as_service_role();
select is(public.enrich_site_cache_put('[
  {"site":"firma.com.tr","emails":["info@firma.com.tr","firma@gmail.com"],"instagram":"firma.kahve",
   "facebook":"https://www.facebook.com/firmakahve","linkedin":"https://www.linkedin.com/company/firma",
   "tiktok":"https://www.tiktok.com/@firmakahve","x":"https://x.com/firmakahve",
   "youtube":"https://www.youtube.com/@firmakahve","whatsapp":"+905321234567"},
  {"site":"doktortakvimi.com/ayse-yilmaz","emails":[],"instagram":"dr.ayseyilmaz"},
  {"site":"doktortakvimi.com/mehmet-kaya","emails":[],"instagram":null}
]'), 3, 'enrich_site_cache_put stores three sites, two on one shared host');
select is(
  public.enrich_site_cache_get('["firma.com.tr","unknown.com"]', 3600),
  '[{"site":"firma.com.tr","emails":["info@firma.com.tr","firma@gmail.com"],"instagram":"firma.kahve","facebook":"https://www.facebook.com/firmakahve","linkedin":"https://www.linkedin.com/company/firma","tiktok":"https://www.tiktok.com/@firmakahve","x":"https://x.com/firmakahve","youtube":"https://www.youtube.com/@firmakahve","whatsapp":"+905321234567"}]'::jsonb,
  'enrich_site_cache_get returns every field, and nothing for unknown sites'
);
select is(
  public.enrich_site_cache_get('["doktortakvimi.com/ayse-yilmaz","doktortakvimi.com/mehmet-kaya"]', 3600),
  '[{"site":"doktortakvimi.com/ayse-yilmaz","emails":[],"instagram":"dr.ayseyilmaz","facebook":null,"linkedin":null,"tiktok":null,"x":null,"youtube":null,"whatsapp":null},{"site":"doktortakvimi.com/mehmet-kaya","emails":[],"instagram":null,"facebook":null,"linkedin":null,"tiktok":null,"x":null,"youtube":null,"whatsapp":null}]'::jsonb,
  'two businesses on one host keep their own findings'
);
select is(public.enrich_site_cache_get('["doktortakvimi.com"]', 3600), '[]'::jsonb, 'the bare host is not any of its businesses');
select is(public.enrich_site_cache_put('[{"site":"firma.com.tr","emails":["yeni@firma.com.tr"]}]'), 1, 'a second put upserts');
select is(
  public.enrich_site_cache_get('["firma.com.tr"]', 3600) -> 0 -> 'emails',
  '["yeni@firma.com.tr"]'::jsonb,
  'the newer findings replace the older ones'
);
select is(
  public.enrich_site_cache_get('["firma.com.tr"]', 3600) -> 0 ->> 'whatsapp',
  null,
  'a field the newer findings lack is cleared'
);
select lives_ok($$ update private.enrich_site_cache set fetched_at = now() - interval '2 hours' where site = 'firma.com.tr' $$,
  'enrich_site_cache | service_role | update: allowed');
select is(public.enrich_site_cache_get('["firma.com.tr"]', 3600), '[]'::jsonb, 'an entry older than the age limit is not returned');
select is(jsonb_array_length(public.enrich_site_cache_get('["firma.com.tr"]', 3 * 3600)), 1, 'a longer age limit returns it');
select throws_ok($$ select public.enrich_site_cache_put('{"site":"x.com"}') $$, '22023', null, 'a non-array is refused');
select throws_ok($$ select public.enrich_site_cache_put('[{"site":"Bad Host/"}]') $$, '23514', null, 'a malformed site is refused');
select throws_ok($$ select public.enrich_site_cache_put('[{"site":"x.com","instagram":"not a handle"}]') $$, '23514', null, 'a malformed handle is refused');
select throws_ok($$ select public.enrich_site_cache_put('[{"site":"x.com","facebook":"https://evil.example/x"}]') $$, '23514', null, 'a profile URL of another host is refused');
select throws_ok($$ select public.enrich_site_cache_put('[{"site":"x.com","whatsapp":"0532 123 45 67"}]') $$, '23514', null, 'a WhatsApp number not in E.164 is refused');
select tests.clear_authentication();

select * from finish();
rollback;

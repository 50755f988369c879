-- =============================================================================
-- Locations' viewports (issue 21): private.place_viewports and its two functions are
-- the service role's alone; reads honour the age limit; a write upserts and refuses a
-- malformed viewport or key.
-- =============================================================================
begin;
select plan(17);

select has_table('private', 'place_viewports', 'place_viewports exists in the private schema');
select ok((select relrowsecurity from pg_class where oid = 'private.place_viewports'::regclass),
  'place_viewports has row-level security on');

select tests.create_supabase_user('viewport_user');

-- ------------------------------------------------------------ anon and users
select tests.authenticate_as_anon();
select throws_ok($$ select * from private.place_viewports $$, '42501', 'permission denied for schema private', 'place_viewports | anon | select: refused');
select throws_ok($$ select public.place_viewport_get('tr|TR|istanbul', 3600) $$, '42501', 'permission denied for function place_viewport_get', 'place_viewport_get | anon: refused');
select throws_ok($$ select public.place_viewport_put('tr|TR|istanbul', '{"low":{"latitude":0,"longitude":0},"high":{"latitude":1,"longitude":1}}') $$, '42501', 'permission denied for function place_viewport_put', 'place_viewport_put | anon: refused');

select tests.authenticate_as('viewport_user');
select throws_ok($$ select * from private.place_viewports $$, '42501', 'permission denied for schema private', 'place_viewports | user | select: refused');
select throws_ok($$ select public.place_viewport_get('tr|TR|istanbul', 3600) $$, '42501', 'permission denied for function place_viewport_get', 'place_viewport_get | user: refused');
select throws_ok($$ select public.place_viewport_put('tr|TR|istanbul', '{"low":{"latitude":0,"longitude":0},"high":{"latitude":1,"longitude":1}}') $$, '42501', 'permission denied for function place_viewport_put', 'place_viewport_put | user: refused (no steering other users'' searches)');
select tests.clear_authentication();

-- ------------------------------------------------------------ service_role
select tests.authenticate_as_service_role();
select lives_ok($$ select public.place_viewport_put('tr|TR|istanbul', '{"low":{"latitude":40.8,"longitude":28.5},"high":{"latitude":41.3,"longitude":29.4}}') $$,
  'place_viewport_put keeps a viewport');
select is(public.place_viewport_get('tr|TR|istanbul', 3600),
  '{"low":{"latitude":40.8,"longitude":28.5},"high":{"latitude":41.3,"longitude":29.4}}'::jsonb,
  'place_viewport_get returns it');
select is(public.place_viewport_get('tr|TR|ankara', 3600), null, 'an unknown location has none');
select lives_ok($$ select public.place_viewport_put('tr|TR|istanbul', '{"low":{"latitude":40.9,"longitude":28.6},"high":{"latitude":41.2,"longitude":29.3}}') $$,
  'a second put for the location upserts');
select is(public.place_viewport_get('tr|TR|istanbul', 3600) #>> '{low,latitude}', '40.9', 'the newer viewport replaces the older');
update private.place_viewports set looked_up_at = now() - interval '2 days' where key = 'tr|TR|istanbul';
select is(public.place_viewport_get('tr|TR|istanbul', 86400), null, 'a viewport older than the age limit is not returned');
select throws_ok($$ select public.place_viewport_put('tr|TR|istanbul', '{"low":{"latitude":"40"},"high":{}}') $$, '23514', null, 'a malformed viewport is refused');
select throws_ok($$ select public.place_viewport_put('tr|TR|istanbul', '{"low":{"latitude":41,"longitude":28},"high":{"latitude":40,"longitude":29}}') $$, '23514', null, 'a viewport whose low is north of its high is refused');
select throws_ok($$ select public.place_viewport_put('', '{"low":{"latitude":0,"longitude":0},"high":{"latitude":1,"longitude":1}}') $$, '23514', null, 'an empty key is refused');
select tests.clear_authentication();

select * from finish();
rollback;

-- =============================================================================
-- recent_searches x {anon, owner, stranger, service_role} x {select, insert,
-- update, delete}, and record_recent_search_for: recorded by the service role
-- only, the same search moved to the top, ten kept a user (issue 18 item 5).
-- =============================================================================
begin;
select plan(35);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('stranger');
select tests.create_supabase_user('busy');

insert into public.recent_searches (id, user_id, location, business_type, result_count, searched_at) values
  ('00000000-0000-4000-8000-00000000c001', tests.get_supabase_uid('owner'), 'Kadıköy', 'dentist', 20, now() - interval '2 hours'),
  ('00000000-0000-4000-8000-00000000c002', tests.get_supabase_uid('owner'), 'Berlin', 'cafe', 40, now() - interval '1 hour'),
  ('00000000-0000-4000-8000-00000000c003', tests.get_supabase_uid('stranger'), 'Ankara', 'lawyer', 20, now());

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.recent_searches $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | anon | select: refused');
select throws_ok($$ insert into public.recent_searches (user_id, location, business_type, result_count) values (tests.get_supabase_uid('owner'), 'x', 'y', 20) $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | anon | insert: refused');
select throws_ok($$ update public.recent_searches set location = 'x' $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | anon | update: refused');
select throws_ok($$ delete from public.recent_searches $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | anon | delete: refused');
select throws_ok($$ select public.record_recent_search_for(tests.get_supabase_uid('owner'), 'x', 'y', 20) $$,
  '42501', 'permission denied for function record_recent_search_for', 'anon cannot record a search');

-- ============================================================ stranger
select tests.authenticate_as('stranger');
select results_eq(
  $$ select id from public.recent_searches $$,
  $$ values ('00000000-0000-4000-8000-00000000c003'::uuid) $$,
  'recent_searches | stranger | select: only their own, never the owner''s'
);
select throws_ok($$ insert into public.recent_searches (user_id, location, business_type, result_count) values (tests.get_supabase_uid('owner'), 'Planted', 'spam', 20) $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | stranger | insert: refused');
select throws_ok($$ update public.recent_searches set location = 'Hijacked' where id = '00000000-0000-4000-8000-00000000c001' $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | stranger | update: refused');
select throws_ok($$ delete from public.recent_searches where id = '00000000-0000-4000-8000-00000000c001' $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | stranger | delete: refused');
select throws_ok($$ select public.record_recent_search_for(tests.get_supabase_uid('owner'), 'Planted', 'spam', 20) $$,
  '42501', 'permission denied for function record_recent_search_for', 'a user cannot record into anyone''s history');

-- ============================================================ owner
select tests.authenticate_as('owner');
select results_eq(
  $$ select location, business_type, result_count from public.recent_searches order by searched_at desc $$,
  $$ values ('Berlin'::text, 'cafe'::text, 40), ('Kadıköy'::text, 'dentist'::text, 20) $$,
  'recent_searches | owner | select: their own, newest first, untouched by the stranger'
);
select throws_ok($$ insert into public.recent_searches (user_id, location, business_type, result_count) values (tests.get_supabase_uid('owner'), 'Not searched', 'x', 20) $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | owner | insert: only the search function records');
select throws_ok($$ update public.recent_searches set searched_at = now() + interval '1 year' $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | owner | update: refused');
select throws_ok($$ delete from public.recent_searches $$,
  '42501', 'permission denied for table recent_searches', 'recent_searches | owner | delete: refused');

-- ============================================================ service_role and recording
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.recent_searches), 3, 'recent_searches | service_role | select: every user''s');
select lives_ok(
  $$ select public.record_recent_search_for(tests.get_supabase_uid('owner'), '  Kadıköy,İstanbul ', ' dentist ', 20) $$,
  'recent_searches | service_role | record: a new search'
);
select lives_ok(
  $$ select public.record_recent_search_for(tests.get_supabase_uid('owner'), 'KADIKÖY', 'Dentist', 20) $$,
  'recent_searches | service_role | record: the same search as an older one, spelt otherwise'
);
select throws_ok(
  $$ select public.record_recent_search_for(tests.get_supabase_uid('owner'), '   ', 'dentist', 20) $$,
  '23514', null, 'a blank location is refused'
);
select throws_ok(
  $$ select public.record_recent_search_for(null, 'Berlin', 'cafe', 20) $$,
  '22004', 'A user id is required', 'a user id is required'
);
with changed as (
  update public.recent_searches set result_count = 60 where id = '00000000-0000-4000-8000-00000000c003' returning 1
)
select is((select count(*)::int from changed), 1, 'recent_searches | service_role | update: any row');
with removed as (
  delete from public.recent_searches where id = '00000000-0000-4000-8000-00000000c003' returning 1
)
select is((select count(*)::int from removed), 1, 'recent_searches | service_role | delete: any row');

select tests.authenticate_as('owner');
select results_eq(
  $$ select location, business_type, result_count from public.recent_searches order by searched_at desc $$,
  $$ values ('KADIKÖY'::text, 'Dentist'::text, 20), ('Kadıköy,İstanbul'::text, 'dentist'::text, 20), ('Berlin'::text, 'cafe'::text, 40) $$,
  'recorded trimmed; the same search (Turkish case, accents) moved to the top as last spelt, kept once'
);

-- ============================================================ ten kept
select tests.authenticate_as_service_role();
select public.record_recent_search_for(tests.get_supabase_uid('busy'), 'City ' || g, 'cafe', 20)
  from generate_series(1, 12) g;
select tests.authenticate_as('busy');
select is((select count(*)::int from public.recent_searches), 10, 'twelve searches keep ten');
select results_eq(
  $$ select location from public.recent_searches order by searched_at desc $$,
  $$ select 'City ' || g from generate_series(12, 3, -1) g $$,
  'the ten newest are kept, newest first; the two oldest are gone'
);
select tests.authenticate_as_service_role();
select public.record_recent_search_for(tests.get_supabase_uid('busy'), 'City 5', 'cafe', 20);
select tests.authenticate_as('busy');
select results_eq(
  $$ select location from public.recent_searches order by searched_at desc limit 2 $$,
  $$ values ('City 5'::text), ('City 12'::text) $$,
  'searching a kept search again moves it to the top and drops nothing'
);
select is((select count(*)::int from public.recent_searches), 10, 'still ten');
select tests.authenticate_as('owner');
select is((select count(*)::int from public.recent_searches), 3, 'another user''s ten never touch the owner''s');

-- ============================================================ after the fact
select tests.clear_authentication();
select tests.create_supabase_user('leaver');
select public.record_recent_search_for(tests.get_supabase_uid('leaver'), 'Izmir', 'hotel', 20);
delete from auth.users where id = tests.get_supabase_uid('leaver');
select is((select count(*)::int from public.recent_searches r
            where not exists (select 1 from auth.users u where u.id = r.user_id)), 0,
  'deleting a user deletes their recent searches');

select table_privs_are('public', 'recent_searches', 'anon', array[]::text[], 'anon holds no privilege on recent_searches');
select table_privs_are('public', 'recent_searches', 'authenticated', array[]::text[],
  'authenticated: nothing table-wide (select by column only)');
select column_privs_are('public', 'recent_searches', 'location', 'authenticated', array['SELECT'],
  'location: read only');
select column_privs_are('public', 'recent_searches', 'searched_at', 'authenticated', array['SELECT'],
  'searched_at: read only');
select table_privs_are('public', 'recent_searches', 'service_role', array['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
  'service_role: select, insert, update, delete');
select policies_are('public', 'recent_searches', array['Users can read their own recent searches'],
  'recent_searches has exactly the read policy');
select is_definer('public', 'record_recent_search_for', array['uuid', 'text', 'text', 'integer'],
  'record_recent_search_for is security definer');

select * from finish();
rollback;

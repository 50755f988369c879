-- =============================================================================
-- live_searches and live_search_sites x {anon, owner, stranger, service_role} x
-- {select, insert, update, delete}: the owner reads their own search's rows and
-- fill-ins, nobody but the service role writes; a site row belongs to its
-- search's owner; updated_at moves on every write (the browser's poll cursor);
-- a running claim has a lease and only a done site has a fill (issue 21 item 2).
-- =============================================================================
begin;
select plan(32);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('stranger');

insert into public.live_searches (id, user_id, sites_total) values
  ('00000000-0000-4000-8000-00000000d001', tests.get_supabase_uid('owner'), 2),
  ('00000000-0000-4000-8000-00000000d002', tests.get_supabase_uid('stranger'), 1);
insert into public.live_search_sites (search_id, user_id, place_id, site, host, status, lease_until, fill, updated_at) values
  ('00000000-0000-4000-8000-00000000d001', tests.get_supabase_uid('owner'), 'place-a', 'klinik-a.com.tr', 'klinik-a.com.tr',
   'done', null, '{"Email":"info@klinik-a.com.tr","Instagram":"@klinika"}', now() - interval '1 minute'),
  ('00000000-0000-4000-8000-00000000d001', tests.get_supabase_uid('owner'), 'place-b', 'klinik-b.com.tr', 'klinik-b.com.tr',
   'running', now() + interval '60 seconds', null, now() - interval '1 minute'),
  ('00000000-0000-4000-8000-00000000d002', tests.get_supabase_uid('stranger'), 'place-c', 'klinik-c.com.tr', 'klinik-c.com.tr',
   'pending', null, null, now() - interval '1 minute');

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.live_searches $$,
  '42501', 'permission denied for table live_searches', 'live_searches | anon | select: refused');
select throws_ok($$ select place_id from public.live_search_sites $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | anon | select: refused');
select throws_ok($$ insert into public.live_searches (user_id, sites_total) values (tests.get_supabase_uid('owner'), 1) $$,
  '42501', 'permission denied for table live_searches', 'live_searches | anon | insert: refused');
select throws_ok($$ update public.live_search_sites set status = 'done' $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | anon | update: refused');
select throws_ok($$ delete from public.live_search_sites $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | anon | delete: refused');

-- ============================================================ stranger
select tests.authenticate_as('stranger');
select results_eq(
  $$ select id from public.live_searches $$,
  $$ values ('00000000-0000-4000-8000-00000000d002'::uuid) $$,
  'live_searches | stranger | select: only their own search'
);
select results_eq(
  $$ select place_id from public.live_search_sites $$,
  $$ values ('place-c'::text) $$,
  'live_search_sites | stranger | select: never the owner''s fill-ins'
);
select throws_ok($$ insert into public.live_search_sites (search_id, user_id, place_id, site, host) values ('00000000-0000-4000-8000-00000000d001', tests.get_supabase_uid('owner'), 'planted', 'spam.example', 'spam.example') $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | stranger | insert: refused');
select throws_ok($$ update public.live_search_sites set fill = '{"Email":"x@spam.example"}' where place_id = 'place-a' $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | stranger | update: refused');
select throws_ok($$ delete from public.live_searches $$,
  '42501', 'permission denied for table live_searches', 'live_searches | stranger | delete: refused');

-- ============================================================ owner
select tests.authenticate_as('owner');
select results_eq(
  $$ select id, sites_total from public.live_searches $$,
  $$ values ('00000000-0000-4000-8000-00000000d001'::uuid, 2) $$,
  'live_searches | owner | select: their own search and its total'
);
select results_eq(
  $$ select place_id, status, fill ->> 'Email' from public.live_search_sites order by place_id $$,
  $$ values ('place-a'::text, 'done'::text, 'info@klinik-a.com.tr'::text), ('place-b', 'running', null) $$,
  'live_search_sites | owner | select: their search''s rows, statuses and fill-ins'
);
select results_eq(
  $$ select place_id from public.live_search_sites
      where search_id = '00000000-0000-4000-8000-00000000d001' and updated_at > now() - interval '2 minutes'
      order by place_id $$,
  $$ values ('place-a'::text), ('place-b') $$,
  'live_search_sites | owner | the poll: rows changed after a cursor'
);
select throws_ok($$ select site from public.live_search_sites $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | owner | the claim''s columns (site) are not theirs to read');
select throws_ok($$ select lease_until from public.live_search_sites $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | owner | the lease is not theirs to read');
select throws_ok($$ insert into public.live_searches (user_id, sites_total) values (tests.get_supabase_uid('owner'), 1) $$,
  '42501', 'permission denied for table live_searches', 'live_searches | owner | insert: only the search function');
select throws_ok($$ insert into public.live_search_sites (search_id, user_id, place_id, site, host) values ('00000000-0000-4000-8000-00000000d001', tests.get_supabase_uid('owner'), 'place-z', 'z.example', 'z.example') $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | owner | insert: refused');
select throws_ok($$ update public.live_search_sites set fill = '{"Email":"made-up@x.example"}', status = 'done' where place_id = 'place-b' $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | owner | update: no fill-in of their own making');
select throws_ok($$ update public.live_searches set sites_total = 0 $$,
  '42501', 'permission denied for table live_searches', 'live_searches | owner | update: refused');
select throws_ok($$ delete from public.live_search_sites $$,
  '42501', 'permission denied for table live_search_sites', 'live_search_sites | owner | delete: refused');
select throws_ok($$ delete from public.live_searches $$,
  '42501', 'permission denied for table live_searches', 'live_searches | owner | delete: refused');

-- ============================================================ service_role
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.live_search_sites), 3,
  'live_search_sites | service_role | select: every search''s sites');
select lives_ok($$ update public.live_search_sites
                      set status = 'done', lease_until = null, fill = '{"Email":"iletisim@klinik-b.com.tr"}'
                    where place_id = 'place-b' $$,
  'live_search_sites | service_role | update: a crawl''s fill-in');
select ok((select updated_at > now() - interval '1 second' from public.live_search_sites where place_id = 'place-b'),
  'live_search_sites | service_role | update: updated_at moves, so the next poll sees the row');
select lives_ok($$ insert into public.live_search_sites (search_id, user_id, place_id, site, host) values ('00000000-0000-4000-8000-00000000d002', tests.get_supabase_uid('stranger'), 'place-d', 'klinik-d.com.tr', 'klinik-d.com.tr') $$,
  'live_search_sites | service_role | insert: a pending site');
select throws_ok($$ insert into public.live_search_sites (search_id, user_id, place_id, site, host) values ('00000000-0000-4000-8000-00000000d002', tests.get_supabase_uid('owner'), 'place-e', 'e.example', 'e.example') $$,
  '23503', null, 'live_search_sites: a site row belongs to its search''s owner, never another user');
select throws_ok($$ update public.live_search_sites set status = 'running' where place_id = 'place-d' $$,
  '23514', null, 'live_search_sites: a running claim has a lease');
select throws_ok($$ update public.live_search_sites set fill = '{"Email":"guess@klinik-d.com.tr"}' where place_id = 'place-d' $$,
  '23514', null, 'live_search_sites: only a done site has a fill-in (a failed or cut-off one stays empty)');
select throws_ok($$ update public.live_search_sites set status = 'queued' where place_id = 'place-d' $$,
  '23514', null, 'live_search_sites: the statuses are pending, running, done, failed');
select lives_ok($$ delete from public.live_search_sites where place_id = 'place-d' $$,
  'live_search_sites | service_role | delete');
select lives_ok($$ delete from public.live_searches where id = '00000000-0000-4000-8000-00000000d002' $$,
  'live_searches | service_role | delete');
select is((select count(*)::int from public.live_search_sites where search_id = '00000000-0000-4000-8000-00000000d002'), 0,
  'live_search_sites: a search''s sites go with it');

select * from finish();
rollback;

-- =============================================================================
-- live_search_begin / live_search_claim / live_search_finish (issue 21 items 1 and 2):
-- service role only; the search's record and its sites in one call; the claim's caps
-- (one running site a host, 10 a user, 40 in all) counted from live running rows, a
-- lapsed lease claimable again; a fill-in reaches the site row and the owner's list
-- items of that place where empty, a failed site stays empty.
-- =============================================================================
begin;
select plan(15);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('other');

-- ============================================================ privileges
select tests.authenticate_as('owner');
select throws_ok($$ select public.live_search_claim() $$,
  '42501', null, 'live_search_claim | authenticated: refused');
select throws_ok($$ select public.live_search_finish('[]') $$,
  '42501', null, 'live_search_finish | authenticated: refused');
select throws_ok($$ select public.live_search_begin(auth.uid(), 'x', 'y', 20, '[]') $$,
  '42501', null, 'live_search_begin | authenticated: refused');
select tests.authenticate_as_anon();
select throws_ok($$ select public.live_search_claim() $$,
  '42501', null, 'live_search_claim | anon: refused');

-- ============================================================ begin
select tests.authenticate_as_service_role();
select is(
  public.live_search_begin(tests.get_supabase_uid('owner'), 'Kadıköy', 'diş hekimi', 20, '[]'),
  null, 'live_search_begin: nothing to crawl, no live search');
create temporary table ids (name text primary key, id uuid) on commit drop;
insert into ids values ('owner', public.live_search_begin(tests.get_supabase_uid('owner'), 'Kadıköy', 'diş hekimi', 20,
  (select jsonb_agg(jsonb_build_object('place_id', 'p' || g, 'site', h, 'host', h, 'website', 'https://' || h || '/'))
     from generate_series(1, 14) g,
          lateral (select case when g <= 3 then 'shared.test' else 'own' || g || '.test' end as h) x)));
select is((select sites_total from public.live_searches where id = (select id from ids where name = 'owner')), 14,
  'live_search_begin: one pending site a business');
select is((select count(*)::int from public.recent_searches where user_id = tests.get_supabase_uid('owner')), 1,
  'live_search_begin: the recent search recorded in the same call');

-- ============================================================ claim
select is((select count(*)::int from public.live_search_claim()), 5, 'claim: five at a time');
select is((select count(*)::int from public.live_search_claim()), 5, 'claim: five more');
select is((select count(*)::int from public.live_search_claim()), 0, 'claim: ten running for this user is the cap');
select is((select count(distinct host)::int from public.live_search_sites where status = 'running'), 10,
  'claim: never two running sites of one host');
update public.live_search_sites set lease_until = now() - interval '1 second' where place_id = 'p1';
select is((select array_agg(place_id) from public.live_search_claim()), array['p1'],
  'claim: a lapsed lease is claimable again (and still one a host)');

-- ============================================================ finish
insert into public.business_lists (id, user_id, name) values
  ('00000000-0000-4000-8000-0000000000a1', tests.get_supabase_uid('owner'), 'Mine'),
  ('00000000-0000-4000-8000-0000000000a2', tests.get_supabase_uid('other'), 'Theirs');
insert into public.business_list_items (list_id, name, place_id, email, instagram) values
  ('00000000-0000-4000-8000-0000000000a1', 'Klinik 4', 'p4', null, '@kept'),
  ('00000000-0000-4000-8000-0000000000a2', 'Klinik 4', 'p4', null, null);
select is(
  public.live_search_finish(jsonb_build_array(
    jsonb_build_object('search_id', (select id from ids where name = 'owner'), 'place_id', 'p4',
                       'fill', '{"Email":"info@own4.test","Instagram":"@own4"}'::jsonb),
    jsonb_build_object('search_id', (select id from ids where name = 'owner'), 'place_id', 'p5', 'fill', null))),
  4, 'finish: returns the sites still waiting');
select results_eq(
  $$ select place_id, status, fill ->> 'Email' from public.live_search_sites where place_id in ('p4', 'p5') order by place_id $$,
  $$ values ('p4'::text, 'done'::text, 'info@own4.test'::text), ('p5', 'failed', null) $$,
  'finish: a fill-in is done, a failed site has none');
select results_eq(
  $$ select l.name, i.email, i.instagram from public.business_list_items i join public.business_lists l on l.id = i.list_id order by l.name $$,
  $$ values ('Mine'::text, 'info@own4.test'::text, '@kept'::text), ('Theirs', null, null) $$,
  'finish: the owner''s list item filled where empty, nobody else''s');

select * from finish();
rollback;

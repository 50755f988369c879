-- =============================================================================
-- A list item saved after its site's crawl ended (issue 21 item 4): it takes the list
-- owner's fill-in of that place into empty fields at insert; never another user's, never
-- over a value it has, nothing from a failed site.
-- =============================================================================
begin;
select plan(4);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('other');

select tests.set_subscription('owner', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('other', 'pro', 'active', now() + interval '20 days');
select tests.authenticate_as_service_role();
create temporary table ids (name text primary key, id uuid) on commit drop;
grant select on ids to authenticated;
insert into ids values ('owner', public.live_search_begin(tests.get_supabase_uid('owner'), 'İstanbul', 'dentist', 20,
  (select jsonb_agg(jsonb_build_object('place_id', 'p' || g, 'site', 'k' || g || '.test', 'host', 'k' || g || '.test',
                                       'website', 'https://k' || g || '.test/'))
     from generate_series(1, 3) g)));
select public.live_search_claim();
select public.live_search_finish(jsonb_build_array(
  jsonb_build_object('search_id', (select id from ids), 'place_id', 'p1',
                     'fill', '{"Email":"info@k1.test","Instagram":"@k1"}'::jsonb),
  jsonb_build_object('search_id', (select id from ids), 'place_id', 'p2',
                     'fill', '{"Email":"info@k2.test","Instagram":""}'::jsonb),
  jsonb_build_object('search_id', (select id from ids), 'place_id', 'p3', 'fill', null)));
insert into public.business_lists (id, user_id, name) values
  ('00000000-0000-4000-8000-0000000000a1', tests.get_supabase_uid('owner'), 'Mine'),
  ('00000000-0000-4000-8000-0000000000a2', tests.get_supabase_uid('other'), 'Theirs');

-- Saved by the owner through the API (RLS), after the sites ended.
select tests.authenticate_as('owner');
insert into public.business_list_items (list_id, name, place_id, email, instagram) values
  ('00000000-0000-4000-8000-0000000000a1', 'Klinik 1', 'p1', null, null),
  ('00000000-0000-4000-8000-0000000000a1', 'Klinik 2', 'p2', 'kept@k2.test', null),
  ('00000000-0000-4000-8000-0000000000a1', 'Klinik 3', 'p3', null, null);
select tests.authenticate_as('other');
insert into public.business_list_items (list_id, name, place_id) values
  ('00000000-0000-4000-8000-0000000000a2', 'Klinik 1', 'p1');

select tests.authenticate_as_service_role();
select results_eq(
  $$ select i.email, i.instagram from public.business_list_items i
      where i.list_id = '00000000-0000-4000-8000-0000000000a1' and i.place_id = 'p1' $$,
  $$ values ('info@k1.test'::text, '@k1'::text) $$,
  'insert after the fill: the owner''s item takes the place''s e-mail and Instagram');
select results_eq(
  $$ select i.email, i.instagram from public.business_list_items i
      where i.list_id = '00000000-0000-4000-8000-0000000000a1' and i.place_id = 'p2' $$,
  $$ values ('kept@k2.test'::text, null::text) $$,
  'insert after the fill: a value the item has is kept, an empty found field stays empty');
select results_eq(
  $$ select i.email, i.instagram from public.business_list_items i
      where i.list_id = '00000000-0000-4000-8000-0000000000a1' and i.place_id = 'p3' $$,
  $$ values (null::text, null::text) $$,
  'insert after a failed site: nothing filled');
select results_eq(
  $$ select i.email, i.instagram from public.business_list_items i
      where i.list_id = '00000000-0000-4000-8000-0000000000a2' $$,
  $$ values (null::text, null::text) $$,
  'another user''s item of the same place: never the owner''s fill-in');

select * from finish();
rollback;

-- =============================================================================
-- Leads (issue 22): the identity private.lead_key and the list items' lead_key
-- and owner; public.leads x {anon, owner, stranger, downgraded, service role};
-- its check constraints, grants and stamps; and saved_leads(), the one request
-- that marks a page of search results as already saved.
-- =============================================================================
begin;
select plan(51);

select tests.create_supabase_user('lead_owner');
select tests.create_supabase_user('lead_stranger');
select tests.create_supabase_user('lead_downgraded');
select tests.set_subscription('lead_owner', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('lead_stranger', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('lead_downgraded', 'free', 'inactive');

insert into public.business_lists (id, user_id, name) values
  ('00000000-0000-4000-8000-0000000e0001', tests.get_supabase_uid('lead_owner'), 'Dentists'),
  ('00000000-0000-4000-8000-0000000e0002', tests.get_supabase_uid('lead_owner'), 'Calls this week'),
  ('00000000-0000-4000-8000-0000000e0003', tests.get_supabase_uid('lead_stranger'), 'Stranger list'),
  ('00000000-0000-4000-8000-0000000e0004', tests.get_supabase_uid('lead_downgraded'), 'Old list');
-- user_id is sent wrong on purpose: the trigger copies the list's owner.
insert into public.business_list_items (list_id, user_id, name, address, place_id) values
  ('00000000-0000-4000-8000-0000000e0001', tests.get_supabase_uid('lead_stranger'), 'MODA DİŞ KLİNİĞİ', 'Moda Cd. 1, KADIKÖY/İSTANBUL', null),
  ('00000000-0000-4000-8000-0000000e0002', null, 'Moda Diş Kliniği', 'moda cd 1 kadıköy istanbul', null),
  ('00000000-0000-4000-8000-0000000e0002', null, 'Kahve 6', 'Söğütlüçeşme 2', 'ChIJ-kahve6'),
  ('00000000-0000-4000-8000-0000000e0003', null, 'Moda Diş Kliniği', 'Moda Cd. 1, Kadıköy/İstanbul', null),
  ('00000000-0000-4000-8000-0000000e0004', null, 'Old item', 'Somewhere', null);
insert into public.leads (user_id, lead_key, status, notes) values
  (tests.get_supabase_uid('lead_owner'), 'n:moda dis klinigi|moda cd 1 kadikoy istanbul', 'Contacted', 'Call back after 2pm'),
  (tests.get_supabase_uid('lead_stranger'), 'n:moda dis klinigi|moda cd 1 kadikoy istanbul', 'Lost', 'stranger notes'),
  (tests.get_supabase_uid('lead_downgraded'), 'n:old item|somewhere', 'Won', 'kept');

-- ============================================================ identity
select is(private.lead_key(null, 'MODA DİŞ KLİNİĞİ', 'Moda Cd. 1, KADIKÖY/İSTANBUL'),
  'n:moda dis klinigi|moda cd 1 kadikoy istanbul', 'lead_key folds İ/I/ı, Ö, punctuation and spaces');
select is(private.lead_key(' ChIJ-x ', 'A', 'B'), 'p:ChIJ-x', 'a place id wins over name and address');
select is(private.lead_key('', 'A', null), 'n:a|', 'a blank place id is no place id');
select is(
  (select count(distinct lead_key)::int from public.business_list_items
    where list_id in ('00000000-0000-4000-8000-0000000e0001', '00000000-0000-4000-8000-0000000e0002')
      and name ilike 'moda%'),
  1, 'the same clinic written two ways is one lead');
select is(
  (select lead_key from public.business_list_items where name = 'Kahve 6'),
  'p:ChIJ-kahve6', 'an item with a place id is keyed by it');
select is(
  (select array_agg(distinct user_id) from public.business_list_items
    where list_id = '00000000-0000-4000-8000-0000000e0001'),
  array[tests.get_supabase_uid('lead_owner')], 'an item''s user_id is its list''s owner, whatever was sent');
select has_index('public', 'business_list_items', 'business_list_items_user_id_lead_key_idx',
  'items are indexed by owner and lead');
select is(private.lead_key(null, 'a', 'b') is not null and
          (select provolatile from pg_proc where oid = 'private.lead_key(text,text,text)'::regprocedure) = 'i',
  true, 'lead_key is immutable');

-- ============================================================ schema, constraints, grants
select has_table('public', 'leads', 'leads exists');
select col_default_is('public', 'leads', 'status', 'New'::text, 'status is New by default');
select col_is_null('public', 'leads', 'follow_up_on', 'follow_up_on is optional');
select col_type_is('public', 'leads', 'follow_up_on', 'date', 'follow_up_on is a date');
select throws_ok(
  $$ insert into public.leads (user_id, lead_key, status) values (tests.get_supabase_uid('lead_owner'), 'n:x|y', 'Done') $$,
  '23514', null, 'a status outside the six is refused (check constraint)');
select throws_ok(
  $$ insert into public.leads (user_id, lead_key, notes) values (tests.get_supabase_uid('lead_owner'), 'n:x|y', repeat('a', 10001)) $$,
  '23514', null, 'notes over 10,000 characters are refused');
select throws_ok(
  $$ insert into public.leads (user_id, lead_key) values (tests.get_supabase_uid('lead_owner'), 'not a key') $$,
  '23514', null, 'a lead_key not of the p:/n: form is refused');
select throws_ok(
  $$ insert into public.leads (user_id, lead_key) values (tests.get_supabase_uid('lead_owner'), 'n:moda dis klinigi|moda cd 1 kadikoy istanbul') $$,
  '23505', null, 'one row per user and lead');
select table_privs_are('public', 'leads', 'anon', array[]::text[], 'anon holds no privilege on leads');
select column_privs_are('public', 'leads', 'user_id', 'authenticated', array['SELECT'],
  'authenticated cannot write user_id (the default is the caller)');
select column_privs_are('public', 'leads', 'status', 'authenticated', array['INSERT', 'SELECT', 'UPDATE'],
  'authenticated writes status');
select column_privs_are('public', 'leads', 'updated_at', 'authenticated', array['SELECT'],
  'authenticated cannot write updated_at');
select column_privs_are('public', 'leads', 'notes_updated_at', 'authenticated', array['SELECT'],
  'authenticated cannot write notes_updated_at');
select column_privs_are('public', 'business_list_items', 'user_id', 'authenticated', array['SELECT'],
  'authenticated cannot write an item''s user_id');
select column_privs_are('public', 'business_list_items', 'place_id', 'authenticated', array['INSERT', 'SELECT'],
  'authenticated sends an item''s place_id');

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.leads $$, '42501', 'permission denied for table leads', 'leads | anon | select: refused');
select throws_ok($$ insert into public.leads (lead_key) values ('n:a|b') $$, '42501', 'permission denied for table leads', 'leads | anon | insert: refused');
select throws_ok($$ select * from public.saved_leads('[{"name": "Moda Diş Kliniği"}]') $$,
  '42501', 'permission denied for function saved_leads', 'saved_leads | anon: refused');

-- ============================================================ owner
select tests.authenticate_as('lead_owner');
select results_eq($$ select status from public.leads $$, $$ values ('Contacted'::text) $$,
  'leads | owner | select: only their own lead');
select lives_ok($$ insert into public.leads (lead_key, status, follow_up_on) values ('p:ChIJ-kahve6', 'Meeting', current_date) $$,
  'leads | owner | insert: a Pro owner adds a lead, user_id defaulting to them');
select is((select user_id from public.leads where lead_key = 'p:ChIJ-kahve6'), tests.get_supabase_uid('lead_owner'),
  'the new lead is the caller''s');
select throws_ok(
  $$ insert into public.leads (user_id, lead_key) values (tests.get_supabase_uid('lead_stranger'), 'n:planted|') $$,
  '42501', 'permission denied for table leads', 'leads | owner | insert: user_id cannot be sent');
select throws_ok(
  $$ insert into public.leads (lead_key, created_at) values ('n:old|', now() - interval '1 year') $$,
  '42501', 'permission denied for table leads', 'leads | owner | insert: timestamps cannot be sent');
select results_eq(
  $$ update public.leads set status = 'Replied', notes = 'Asked for a quote' where lead_key like 'n:moda%' returning status, notes_updated_at = now() $$,
  $$ values ('Replied'::text, true) $$, 'leads | owner | update: status and notes change; notes_updated_at stamped');
select throws_ok(
  $$ update public.leads set lead_key = 'n:other|' where lead_key like 'n:moda%' $$,
  '42501', 'a lead''s owner and key cannot change', 'leads | owner | update: the key cannot change');
select lives_ok(
  $$ insert into public.leads (lead_key, status) values ('p:ChIJ-kahve6', 'Won')
       on conflict (user_id, lead_key) do update set lead_key = excluded.lead_key, status = excluded.status $$,
  'leads | owner | upsert as PostgREST sends it (lead_key set to itself) works');
select results_eq(
  $$ select * from public.saved_leads('[
       {"place_id": null, "name": "Moda Diş Kliniği", "address": "Moda Cd. 1, Kadıköy/İstanbul"},
       {"place_id": "ChIJ-kahve6", "name": "Kahve Altı", "address": "elsewhere"},
       {"place_id": "ChIJ-moda", "name": "MODA DİŞ KLİNİĞİ", "address": "MODA CD 1 KADIKÖY İSTANBUL"},
       {"name": "Unknown", "address": "Nowhere"}
     ]'::jsonb) $$,
  $$ values
       (0, '[{"id": "00000000-0000-4000-8000-0000000e0002", "name": "Calls this week"}, {"id": "00000000-0000-4000-8000-0000000e0001", "name": "Dentists"}]'::jsonb, 'Replied'::text),
       (1, '[{"id": "00000000-0000-4000-8000-0000000e0002", "name": "Calls this week"}]'::jsonb, 'Won'::text),
       (2, '[{"id": "00000000-0000-4000-8000-0000000e0002", "name": "Calls this week"}, {"id": "00000000-0000-4000-8000-0000000e0001", "name": "Dentists"}]'::jsonb, 'Replied'::text),
       (3, '[]'::jsonb, null::text) $$,
  'saved_leads | owner: each row''s lists (by name) and status, by place id or by name and address; never the stranger''s');
select results_eq(
  $$ insert into public.business_list_items (list_id, name, address, place_id)
     values ('00000000-0000-4000-8000-0000000e0001', 'Yeni Klinik', 'Moda', 'ChIJ-yeni')
     returning lead_key, user_id = tests.get_supabase_uid('lead_owner') $$,
  $$ values ('p:ChIJ-yeni'::text, true) $$,
  'business_list_items | owner | insert: the app sends a place id; the key and owner follow');
select throws_ok(
  $$ insert into public.business_list_items (list_id, user_id, name) values ('00000000-0000-4000-8000-0000000e0001', tests.get_supabase_uid('lead_owner'), 'x') $$,
  '42501', 'permission denied for table business_list_items', 'business_list_items | owner | insert: user_id cannot be sent');
select throws_ok(
  $$ select * from public.saved_leads((select jsonb_agg(jsonb_build_object('name', g)) from generate_series(1, 201) g)) $$,
  '22023', 'at most 200 rows a call', 'saved_leads: more than 200 rows are refused');
select throws_ok($$ select * from public.saved_leads('{}') $$, '22023', 'rows must be a JSON array', 'saved_leads: an object is refused');

-- ============================================================ stranger
select tests.authenticate_as('lead_stranger');
select results_eq($$ select status from public.leads $$, $$ values ('Lost'::text) $$,
  'leads | stranger | select: never the owner''s leads');
select is_empty($$ update public.leads set status = 'Won' where user_id = tests.get_supabase_uid('lead_owner') returning 1 $$,
  'leads | stranger | update: the owner''s leads are not theirs to change');
select is_empty($$ delete from public.leads where user_id = tests.get_supabase_uid('lead_owner') returning 1 $$,
  'leads | stranger | delete: nor to delete');
select results_eq(
  $$ select idx, lists, status from public.saved_leads('[{"name": "Moda Diş Kliniği", "address": "Moda Cd. 1, Kadıköy/İstanbul"}, {"place_id": "ChIJ-kahve6"}]') $$,
  $$ values (0, '[{"id": "00000000-0000-4000-8000-0000000e0003", "name": "Stranger list"}]'::jsonb, 'Lost'::text),
            (1, '[]'::jsonb, null::text) $$,
  'saved_leads | stranger: their own list and status only, none of the owner''s');

-- ============================================================ downgraded
select tests.authenticate_as('lead_downgraded');
select results_eq($$ select status, notes from public.leads $$, $$ values ('Won'::text, 'kept'::text) $$,
  'leads | downgraded | select: still reads their leads');
select results_eq(
  $$ select lists, status from public.saved_leads('[{"name": "OLD ITEM", "address": "somewhere"}]') $$,
  $$ values ('[{"id": "00000000-0000-4000-8000-0000000e0004", "name": "Old list"}]'::jsonb, 'Won'::text) $$,
  'saved_leads | downgraded: still marks their saved leads');
select throws_ok($$ insert into public.leads (lead_key, status) values ('n:new|', 'New') $$,
  '42501', 'new row violates row-level security policy "Only Pro members can add leads" for table "leads"', 'leads | downgraded | insert: refused (Pro only)');
select is_empty($$ update public.leads set status = 'Lost' returning 1 $$,
  'leads | downgraded | update: refused (no row is theirs to change without Pro)');
select results_eq($$ delete from public.leads returning status $$, $$ values ('Won'::text) $$,
  'leads | downgraded | delete: forgetting a status stays open');

-- ============================================================ service role and stamps
select tests.clear_authentication();
set local session_replication_role = replica;
update public.leads set notes_updated_at = '2020-01-01T00:00:00Z', created_at = '2020-01-01T00:00:00Z'
 where lead_key like 'n:moda%' and user_id = tests.get_supabase_uid('lead_owner');
set local session_replication_role = origin;
select tests.authenticate_as('lead_owner');
select results_eq(
  $$ update public.leads set status = 'Meeting' where lead_key like 'n:moda%'
     returning notes_updated_at = '2020-01-01T00:00:00Z'::timestamptz, created_at = '2020-01-01T00:00:00Z'::timestamptz, updated_at = now() $$,
  $$ values (true, true, true) $$,
  'a status change keeps notes_updated_at and created_at, and stamps updated_at');
select tests.authenticate_as_service_role();
select results_eq($$ select count(*)::int from public.leads $$, $$ values (3) $$,
  'leads | service role | select: every lead');
select tests.clear_authentication();
delete from public.business_lists where id = '00000000-0000-4000-8000-0000000e0003';
select is((select count(*)::int from public.leads where user_id = tests.get_supabase_uid('lead_stranger')), 1,
  'a lead outlives the lists that held it');

select * from finish();
rollback;

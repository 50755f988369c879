-- =============================================================================
-- Leads (issue 22), what the app's lead pages rely on beyond 017: saved_leads()
-- taking the keys the app computed (src/domain/lead-key.ts savedLeadsRow) answers
-- as the folding path does; a keyed row never reaches another user's lists; the
-- /leads read (every item of the caller by user_id) and the status upsert as the
-- list page sends it (only the columns changed) under RLS.
-- =============================================================================
begin;
select plan(9);

select tests.create_supabase_user('keyed_owner');
select tests.create_supabase_user('keyed_stranger');
select tests.create_supabase_user('keyed_downgraded');
select tests.set_subscription('keyed_owner', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('keyed_stranger', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('keyed_downgraded', 'free', 'inactive');

insert into public.business_lists (id, user_id, name) values
  ('00000000-0000-4000-8000-0000000f0001', tests.get_supabase_uid('keyed_owner'), 'Dentists'),
  ('00000000-0000-4000-8000-0000000f0002', tests.get_supabase_uid('keyed_stranger'), 'Theirs'),
  ('00000000-0000-4000-8000-0000000f0003', tests.get_supabase_uid('keyed_downgraded'), 'Old');
insert into public.business_list_items (list_id, name, address, place_id) values
  ('00000000-0000-4000-8000-0000000f0001', 'Moda Diş Kliniği', 'Moda Cd. 1, Kadıköy/İstanbul', null),
  ('00000000-0000-4000-8000-0000000f0001', 'Kahve 6', 'Söğütlüçeşme 2', 'ChIJ-kahve6'),
  ('00000000-0000-4000-8000-0000000f0002', 'Moda Diş Kliniği', 'Moda Cd. 1, Kadıköy/İstanbul', null),
  ('00000000-0000-4000-8000-0000000f0003', 'Old item', 'Somewhere', null);
insert into public.leads (user_id, lead_key, status) values
  (tests.get_supabase_uid('keyed_owner'), 'n:moda dis klinigi|moda cd 1 kadikoy istanbul', 'Meeting'),
  (tests.get_supabase_uid('keyed_downgraded'), 'n:old item|somewhere', 'Won');

-- ============================================================ owner
select tests.authenticate_as('keyed_owner');
select results_eq(
  $$ select * from public.saved_leads('[
       {"key": "n:moda dis klinigi|moda cd 1 kadikoy istanbul", "name_key": "n:moda dis klinigi|moda cd 1 kadikoy istanbul"},
       {"key": "p:ChIJ-kahve6", "name_key": "n:kahve alti|elsewhere"},
       {"key": "p:ChIJ-moda", "name_key": "n:moda dis klinigi|moda cd 1 kadikoy istanbul"},
       {"key": "n:unknown|nowhere", "name_key": "n:unknown|nowhere"}
     ]'::jsonb) $$,
  $$ select * from public.saved_leads('[
       {"place_id": null, "name": "Moda Diş Kliniği", "address": "Moda Cd. 1, Kadıköy/İstanbul"},
       {"place_id": "ChIJ-kahve6", "name": "Kahve Altı", "address": "elsewhere"},
       {"place_id": "ChIJ-moda", "name": "MODA DİŞ KLİNİĞİ", "address": "MODA CD 1 KADIKÖY İSTANBUL"},
       {"name": "Unknown", "address": "Nowhere"}
     ]'::jsonb) $$,
  'saved_leads | owner: keyed rows answer as the rows it folds itself');
select results_eq(
  $$ select idx, jsonb_array_length(lists), status from public.saved_leads('[
       {"key": "n:moda dis klinigi|moda cd 1 kadikoy istanbul", "name_key": "n:moda dis klinigi|moda cd 1 kadikoy istanbul"},
       {"key": "p:ChIJ-kahve6", "name_key": "n:x|y"},
       {"key": "n:unknown|nowhere", "name_key": "n:unknown|nowhere"}
     ]'::jsonb) $$,
  $$ values (0, 1, 'Meeting'::text), (1, 1, null::text), (2, 0, null::text) $$,
  'saved_leads | owner: a keyed row finds the caller''s one list and status');
select results_eq(
  $$ select count(*)::int from public.business_list_items
      where user_id = tests.get_supabase_uid('keyed_owner') $$,
  $$ values (2) $$,
  'business_list_items | owner: the /leads read by user_id gives every item of theirs');
select lives_ok(
  $$ insert into public.leads as l (lead_key, follow_up_on) values ('p:ChIJ-kahve6', current_date)
       on conflict (user_id, lead_key) do update set lead_key = excluded.lead_key, follow_up_on = excluded.follow_up_on $$,
  'leads | owner | upsert of one column (a follow-up) creates the lead');
select results_eq(
  $$ select status, notes, follow_up_on = current_date from public.leads where lead_key = 'p:ChIJ-kahve6' $$,
  $$ values ('New'::text, null::text, true) $$,
  'the lead is New with no notes, its follow-up set');

-- ============================================================ stranger
select tests.authenticate_as('keyed_stranger');
select results_eq(
  $$ select idx, lists, status from public.saved_leads('[
       {"key": "p:ChIJ-kahve6", "name_key": "n:kahve 6|sogutlucesme 2"}
     ]'::jsonb) $$,
  $$ values (0, '[]'::jsonb, null::text) $$,
  'saved_leads | stranger: the owner''s key finds none of the owner''s lists or statuses');
select is_empty(
  $$ select 1 from public.business_list_items
      where user_id = tests.get_supabase_uid('keyed_owner') $$,
  'business_list_items | stranger: the owner''s items stay hidden, even asked by user_id');

-- ============================================================ downgraded
select tests.authenticate_as('keyed_downgraded');
select results_eq(
  $$ select i.lead_key, l.status from public.business_list_items i
       join public.leads l on l.lead_key = i.lead_key
      where i.user_id = tests.get_supabase_uid('keyed_downgraded') $$,
  $$ values ('n:old item|somewhere'::text, 'Won'::text) $$,
  'a downgraded user still reads their items and their statuses (/leads)');
select throws_ok(
  $$ insert into public.leads (lead_key, status) values ('n:old item|somewhere', 'Lost')
       on conflict (user_id, lead_key) do update set lead_key = excluded.lead_key, status = excluded.status $$,
  '42501', null, 'leads | downgraded | the status upsert is refused');

select * from finish();
rollback;

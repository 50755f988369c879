-- =============================================================================
-- business_list_items x {anon, owner, stranger, service_role} x {select,
-- insert, update, delete}. Ownership is the list's: nobody reads or writes
-- items of a list that is not theirs, nor adds items to it. Nobody but the
-- service role rewrites a saved item, whatever their plan: the app never
-- edits one, and a lapsed Pro user must not turn old items into new leads.
-- =============================================================================
begin;
select plan(38);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('stranger');
select tests.create_supabase_user('downgraded');
select tests.create_supabase_user('lapsed');
select tests.set_subscription('owner', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('stranger', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('downgraded', 'free', 'inactive');
-- Cancelled and past its end, not yet downgraded: the effective plan is Free.
select tests.set_subscription('lapsed', 'pro', 'cancelled', now() - interval '1 minute');

insert into public.business_lists (id, user_id, name) values
  ('00000000-0000-4000-8000-00000000c001', tests.get_supabase_uid('owner'), 'Owner list'),
  ('00000000-0000-4000-8000-00000000c002', tests.get_supabase_uid('stranger'), 'Stranger list'),
  ('00000000-0000-4000-8000-00000000c003', tests.get_supabase_uid('downgraded'), 'Old list'),
  ('00000000-0000-4000-8000-00000000c004', tests.get_supabase_uid('lapsed'), 'Lapsed list');
insert into public.business_list_items (id, list_id, name, address, google_rating, rating_count) values
  ('00000000-0000-4000-8000-0000000c0101', '00000000-0000-4000-8000-00000000c001', 'Dis Klinigi Moda', 'Moda Cd. 1, Kadikoy', '4.8', 120),
  ('00000000-0000-4000-8000-0000000c0102', '00000000-0000-4000-8000-00000000c001', 'Gulus Dental', 'Bahariye Cd. 5, Kadikoy', '4.1', 33),
  ('00000000-0000-4000-8000-0000000c0201', '00000000-0000-4000-8000-00000000c002', 'Kahve 6', 'Sogutlucesme 2, Kadikoy', '4.6', 980),
  ('00000000-0000-4000-8000-0000000c0301', '00000000-0000-4000-8000-00000000c003', 'Old item', 'Somewhere', null, null),
  ('00000000-0000-4000-8000-0000000c0302', '00000000-0000-4000-8000-00000000c003', 'Kept item', 'Elsewhere', null, null),
  ('00000000-0000-4000-8000-0000000c0401', '00000000-0000-4000-8000-00000000c004', 'Lapsed item', 'Caddebostan', null, null);

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.business_list_items $$,
  '42501', 'permission denied for table business_list_items', 'business_list_items | anon | select: refused');
select throws_ok($$ insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000c001', 'x') $$,
  '42501', 'permission denied for table business_list_items', 'business_list_items | anon | insert: refused');
select throws_ok(
  $$ update public.business_list_items set name = 'x', email = 'x@evil.example'
      where id = '00000000-0000-4000-8000-0000000c0101' $$,
  '42501', 'permission denied for table business_list_items', 'business_list_items | anon | update: refused');
select throws_ok($$ delete from public.business_list_items $$,
  '42501', 'permission denied for table business_list_items', 'business_list_items | anon | delete: refused');

-- ============================================================ stranger
select tests.authenticate_as('stranger');
select results_eq(
  $$ select id from public.business_list_items $$,
  $$ values ('00000000-0000-4000-8000-0000000c0201'::uuid) $$,
  'business_list_items | stranger | select: only the items of their own list'
);
select is_empty(
  $$ select 1 from public.business_list_items where list_id = '00000000-0000-4000-8000-00000000c001' $$,
  'business_list_items | stranger | select: asking for the owner''s list by id finds nothing'
);
select throws_ok(
  $$ insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000c001', 'Planted') $$,
  '42501', 'new row violates row-level security policy for table "business_list_items"',
  'business_list_items | stranger | insert: not into the owner''s list'
);
select throws_ok(
  $$ update public.business_list_items set name = 'Hijacked' where list_id = '00000000-0000-4000-8000-00000000c001' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | stranger | update: refused'
);
select throws_ok(
  $$ update public.business_list_items set name = 'Own edit' where id = '00000000-0000-4000-8000-0000000c0201' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | stranger | update: refused on their own item too'
);
with removed as (
  delete from public.business_list_items where list_id = '00000000-0000-4000-8000-00000000c001' returning 1
)
select is((select count(*)::int from removed), 0, 'business_list_items | stranger | delete: the owner''s items are filtered out (0 rows)');

-- ============================================================ owner
select tests.authenticate_as('owner');
select results_eq(
  $$ select name from public.business_list_items order by name $$,
  $$ values ('Dis Klinigi Moda'::text), ('Gulus Dental'::text) $$,
  'business_list_items | owner | select: their items, untouched by the stranger'
);
-- The lists page's embedded count (PostgREST business_list_items(count)) sees only visible rows.
select results_eq(
  $$ select l.id, (select count(*)::int from public.business_list_items i where i.list_id = l.id)
       from public.business_lists l order by l.created_at desc $$,
  $$ values ('00000000-0000-4000-8000-00000000c001'::uuid, 2) $$,
  'business_list_items | owner | select: the lists page''s item count'
);
-- As the app sends a search result: numeric text, "" for unknown.
select lives_ok(
  $$ insert into public.business_list_items
       (list_id, name, address, phone, email, instagram, website, google_rating, rating_count)
     values ('00000000-0000-4000-8000-00000000c001', 'Beyaz Dis', 'Caferaga 3, Kadikoy', '+90 216 000 00 00',
             'info@beyazdis.example', '@beyazdis', 'https://beyazdis.example', '', 7),
            ('00000000-0000-4000-8000-00000000c001', 'Tam Gulus', 'Osmanaga 9, Kadikoy', null, null, null, null, '3.9', null) $$,
  'business_list_items | owner | insert: into their own list, as the app sends it'
);
select results_eq(
  $$ select google_rating from public.business_list_items where name in ('Beyaz Dis', 'Tam Gulus') order by name $$,
  $$ values (null::text), ('3.9'::text) $$,
  'business_list_items | owner | select: "" was stored as null, "3.9" as is'
);
select throws_ok(
  $$ insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000c002', 'Gift') $$,
  '42501', 'new row violates row-level security policy for table "business_list_items"',
  'business_list_items | owner | insert: not into someone else''s list'
);
select throws_ok(
  $$ update public.business_list_items set name = 'Renamed', email = 'new@example.com'
      where id = '00000000-0000-4000-8000-0000000c0101' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | Pro owner | update: saved items are not edited (the app never does)'
);
select throws_ok(
  $$ update public.business_list_items set list_id = '00000000-0000-4000-8000-00000000c002'
      where id = '00000000-0000-4000-8000-0000000c0101' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | owner | update: an item cannot be moved to another list'
);
-- The app deletes by `id in (selected ids)`: a foreign id slipped in is ignored.
with removed as (
  delete from public.business_list_items
   where id in ('00000000-0000-4000-8000-0000000c0102', '00000000-0000-4000-8000-0000000c0201') returning 1
)
select is((select count(*)::int from removed), 1, 'business_list_items | owner | delete: their item only (1 of 2 ids)');

-- ============================================================ downgraded owner
select tests.authenticate_as('downgraded');
select results_eq(
  $$ select name from public.business_list_items order by name $$,
  $$ values ('Kept item'::text), ('Old item'::text) $$,
  'business_list_items | downgraded owner | select: still readable'
);
select throws_ok(
  $$ insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000c003', 'New item') $$,
  '42501', 'new row violates row-level security policy "Only Pro members can add items to lists" for table "business_list_items"',
  'business_list_items | downgraded owner | insert: adding items is a Pro feature'
);
select throws_ok(
  $$ update public.business_list_items set name = 'Fresh lead', email = 'lead@example.com'
      where id = '00000000-0000-4000-8000-0000000c0302' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | Free owner | update: an old item cannot be rewritten into a new lead'
);
with removed as (
  delete from public.business_list_items where id = '00000000-0000-4000-8000-0000000c0301' returning 1
)
select is((select count(*)::int from removed), 1, 'business_list_items | downgraded owner | delete: allowed');

-- ============================================================ lapsed Pro owner
select tests.authenticate_as('lapsed');
select throws_ok(
  $$ insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000c004', 'New item') $$,
  '42501', 'new row violates row-level security policy "Only Pro members can add items to lists" for table "business_list_items"',
  'business_list_items | lapsed Pro owner | insert: refused (effective plan Free)'
);
select throws_ok(
  $$ update public.business_list_items set name = 'Fresh lead', email = 'lead@example.com'
      where id = '00000000-0000-4000-8000-0000000c0401' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | lapsed Pro owner | update: refused like the insert'
);

-- ============================================================ service_role
select tests.authenticate_as_service_role();
select is(
  (select count(*)::int from public.business_list_items
    where list_id in ('00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c002')),
  4,
  'business_list_items | service_role | select: every list''s items'
);
select lives_ok(
  $$ insert into public.business_list_items (id, list_id, name)
     values ('00000000-0000-4000-8000-0000000c0901', '00000000-0000-4000-8000-00000000c003', 'Support added') $$,
  'business_list_items | service_role | insert: into any list, whatever the plan'
);
with changed as (
  update public.business_list_items set name = 'Support fixed' where id = '00000000-0000-4000-8000-0000000c0201' returning 1
)
select is((select count(*)::int from changed), 1, 'business_list_items | service_role | update: any item');
with removed as (
  delete from public.business_list_items where id = '00000000-0000-4000-8000-0000000c0901' returning 1
)
select is((select count(*)::int from removed), 1, 'business_list_items | service_role | delete: any item');

-- ============================================================ after the fact
select tests.clear_authentication();
select results_eq(
  $$ select id, name, email from public.business_list_items
      where id in ('00000000-0000-4000-8000-0000000c0101', '00000000-0000-4000-8000-0000000c0302',
                   '00000000-0000-4000-8000-0000000c0401')
      order by id $$,
  $$ values ('00000000-0000-4000-8000-0000000c0101'::uuid, 'Dis Klinigi Moda'::text, null::text),
            ('00000000-0000-4000-8000-0000000c0302'::uuid, 'Kept item'::text, null::text),
            ('00000000-0000-4000-8000-0000000c0401'::uuid, 'Lapsed item'::text, null::text) $$,
  'every refused update left the item''s name and e-mail as saved'
);
select isnt_empty(
  $$ select 1 from public.business_list_items where id = '00000000-0000-4000-8000-0000000c0201' $$,
  'the stranger''s item survived the owner''s delete'
);
select is_empty(
  $$ select 1 from public.business_list_items where name in ('Planted', 'Gift', 'New item') $$,
  'no refused insert left a row behind'
);

select table_privs_are('public', 'business_list_items', 'anon', array[]::text[], 'anon holds no privilege on business_list_items');
select table_privs_are('public', 'business_list_items', 'authenticated', array['DELETE', 'SELECT'],
  'authenticated: select and delete table-wide; insert by column');
select column_privs_are('public', 'business_list_items', 'list_id', 'authenticated', array['INSERT', 'SELECT'],
  'list_id: given on insert, never updated');
select column_privs_are('public', 'business_list_items', 'name', 'authenticated', array['INSERT', 'SELECT'],
  'name: given on insert, never updated');
select column_privs_are('public', 'business_list_items', 'email', 'authenticated', array['INSERT', 'SELECT'],
  'email: given on insert, never updated');
select table_privs_are('public', 'business_list_items', 'service_role', array['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
  'service_role: select, insert, update, delete');
select policies_are('public', 'business_list_items', array[
  'Users can read the items of their own lists',
  'Users can add items to their own lists',
  'Users can delete the items of their own lists',
  'Only Pro members can add items to lists'
], 'business_list_items has exactly the expected policies');

select * from finish();
rollback;

-- =============================================================================
-- business_lists x {anon, owner, stranger, service_role} x {select, insert,
-- update, delete}, plus the Pro rule for creating lists (spec section 6).
-- =============================================================================
begin;
select plan(38);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('stranger');
select tests.create_supabase_user('free_user');
select tests.create_supabase_user('expired_pro');
select tests.create_supabase_user('grace_pro');
select tests.create_supabase_user('trial_pro');
select tests.create_supabase_user('downgraded');
select tests.set_subscription('owner', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('stranger', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('expired_pro', 'pro', 'cancelled', now() - interval '1 minute');
select tests.set_subscription('grace_pro', 'pro', 'cancelled', now() + interval '3 days');
select tests.set_subscription('trial_pro', 'pro', 'trialing', now() + interval '7 days');
select tests.set_subscription('downgraded', 'free', 'inactive');

insert into public.business_lists (id, user_id, name, description) values
  ('00000000-0000-4000-8000-00000000b001', tests.get_supabase_uid('owner'), 'Owner''s dentists', null),
  ('00000000-0000-4000-8000-00000000b002', tests.get_supabase_uid('stranger'), 'Stranger''s cafes', null),
  ('00000000-0000-4000-8000-00000000b003', tests.get_supabase_uid('downgraded'), 'Kept from Pro days', null);

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.business_lists $$,
  '42501', 'permission denied for table business_lists', 'business_lists | anon | select: refused');
select throws_ok($$ insert into public.business_lists (user_id, name) values (tests.get_supabase_uid('owner'), 'x') $$,
  '42501', 'permission denied for table business_lists', 'business_lists | anon | insert: refused');
select throws_ok($$ update public.business_lists set name = 'x' where id = '00000000-0000-4000-8000-00000000b001' $$,
  '42501', 'permission denied for table business_lists', 'business_lists | anon | update: refused');
select throws_ok($$ delete from public.business_lists where id = '00000000-0000-4000-8000-00000000b001' $$,
  '42501', 'permission denied for table business_lists', 'business_lists | anon | delete: refused');

-- ============================================================ stranger
select tests.authenticate_as('stranger');
select results_eq(
  $$ select id from public.business_lists $$,
  $$ values ('00000000-0000-4000-8000-00000000b002'::uuid) $$,
  'business_lists | stranger | select: only their own list, never the owner''s'
);
select throws_ok(
  $$ insert into public.business_lists (user_id, name, description) values (tests.get_supabase_uid('owner'), 'Planted', null) $$,
  '42501', 'new row violates row-level security policy for table "business_lists"',
  'business_lists | stranger | insert: not in the owner''s name'
);
with changed as (
  update public.business_lists set name = 'Hijacked' where id = '00000000-0000-4000-8000-00000000b001' returning 1
)
select is((select count(*)::int from changed), 0, 'business_lists | stranger | update: the owner''s list is filtered out (0 rows)');
with removed as (
  delete from public.business_lists where id = '00000000-0000-4000-8000-00000000b001' returning 1
)
select is((select count(*)::int from removed), 0, 'business_lists | stranger | delete: the owner''s list is filtered out (0 rows)');

-- ============================================================ owner
select tests.authenticate_as('owner');
select results_eq(
  $$ select id, name from public.business_lists $$,
  $$ values ('00000000-0000-4000-8000-00000000b001'::uuid, 'Owner''s dentists'::text) $$,
  'business_lists | owner | select: their list, unchanged by the stranger'
);
-- As the app sends it (spec section 7): {user_id, name (trimmed), description null}, returning the row.
select lives_ok(
  $$ insert into public.business_lists (user_id, name, description)
     values (tests.get_supabase_uid('owner'), 'Istanbul agencies', null) $$,
  'business_lists | owner | insert: a list of their own'
);
select lives_ok(
  $$ insert into public.business_lists (name) values ('Default owner') $$,
  'business_lists | owner | insert: user_id defaults to the caller'
);
select is(
  (select user_id from public.business_lists where name = 'Default owner'),
  tests.get_supabase_uid('owner'),
  'business_lists | owner | select: the defaulted user_id is the caller'
);
select throws_ok(
  $$ insert into public.business_lists (user_id, name) values (tests.get_supabase_uid('stranger'), 'Gift') $$,
  '42501', 'new row violates row-level security policy for table "business_lists"',
  'business_lists | owner | insert: not for someone else'
);
select throws_ok(
  $$ insert into public.business_lists (id, user_id, name) values (gen_random_uuid(), tests.get_supabase_uid('owner'), 'x') $$,
  '42501', null,
  'business_lists | owner | insert: the id cannot be chosen (column grant)'
);
with changed as (
  update public.business_lists set name = 'Renamed', description = 'Clinics in Kadikoy'
   where name = 'Istanbul agencies' returning 1
)
select is((select count(*)::int from changed), 1, 'business_lists | owner | update: name and description (1 row)');
select throws_ok(
  $$ update public.business_lists set user_id = tests.get_supabase_uid('stranger') where name = 'Renamed' $$,
  '42501', 'permission denied for table business_lists',
  'business_lists | owner | update: a list never changes owner'
);
with removed as (
  delete from public.business_lists where name = 'Default owner' returning 1
)
select is((select count(*)::int from removed), 1, 'business_lists | owner | delete: their own list (1 row)');
select is(
  (select count(*)::int from public.business_lists),
  2,
  'business_lists | owner | select: the remaining lists are theirs'
);

-- ============================================================ the Pro rule
select tests.authenticate_as('free_user');
select throws_ok(
  $$ insert into public.business_lists (user_id, name) values (tests.get_supabase_uid('free_user'), 'Not allowed') $$,
  '42501', 'new row violates row-level security policy "Only Pro members can create lists" for table "business_lists"',
  'business_lists | free user | insert: lists are a Pro feature'
);
select tests.authenticate_as('expired_pro');
select throws_ok(
  $$ insert into public.business_lists (user_id, name) values (tests.get_supabase_uid('expired_pro'), 'Too late') $$,
  '42501', 'new row violates row-level security policy "Only Pro members can create lists" for table "business_lists"',
  'business_lists | cancelled Pro past its end | insert: refused (effective plan free)'
);
select tests.authenticate_as('grace_pro');
select lives_ok(
  $$ insert into public.business_lists (user_id, name) values (tests.get_supabase_uid('grace_pro'), 'Still paid up') $$,
  'business_lists | cancelled Pro before its end | insert: allowed'
);
select tests.authenticate_as('trial_pro');
select lives_ok(
  $$ insert into public.business_lists (user_id, name) values (tests.get_supabase_uid('trial_pro'), 'Trying it out') $$,
  'business_lists | trialing Pro | insert: allowed'
);
select tests.authenticate_as('downgraded');
select results_eq(
  $$ select id from public.business_lists $$,
  $$ values ('00000000-0000-4000-8000-00000000b003'::uuid) $$,
  'business_lists | downgraded owner | select: lists from Pro days stay readable'
);
with changed as (
  update public.business_lists set name = 'Renamed after downgrade' where id = '00000000-0000-4000-8000-00000000b003' returning 1
)
select is((select count(*)::int from changed), 1, 'business_lists | downgraded owner | update: allowed');
with removed as (
  delete from public.business_lists where id = '00000000-0000-4000-8000-00000000b003' returning 1
)
select is((select count(*)::int from removed), 1, 'business_lists | downgraded owner | delete: allowed');

-- ============================================================ service_role
select tests.authenticate_as_service_role();
select is(
  (select count(*)::int from public.business_lists
    where id in ('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000b002') or name = 'Renamed'),
  3,
  'business_lists | service_role | select: every user''s lists'
);
select lives_ok(
  $$ insert into public.business_lists (id, user_id, name)
     values ('00000000-0000-4000-8000-00000000b021', tests.get_supabase_uid('free_user'), 'Made by support') $$,
  'business_lists | service_role | insert: for anyone, whatever the plan'
);
with changed as (
  update public.business_lists set name = 'Support renamed' where id = '00000000-0000-4000-8000-00000000b002' returning 1
)
select is((select count(*)::int from changed), 1, 'business_lists | service_role | update: any list');
with removed as (
  delete from public.business_lists where id = '00000000-0000-4000-8000-00000000b021' returning 1
)
select is((select count(*)::int from removed), 1, 'business_lists | service_role | delete: any list');

-- ============================================================ after the fact
select tests.clear_authentication();
select results_eq(
  $$ select name, user_id from public.business_lists where id = '00000000-0000-4000-8000-00000000b001' $$,
  $$ values ('Owner''s dentists'::text, tests.get_supabase_uid('owner')) $$,
  'the owner''s list survived the stranger untouched'
);
select is(
  (select count(*)::int from public.business_lists where user_id = tests.get_supabase_uid('free_user')),
  0,
  'the free user''s refused insert left nothing behind'
);

select table_privs_are('public', 'business_lists', 'anon', array[]::text[], 'anon holds no privilege on business_lists');
select table_privs_are('public', 'business_lists', 'authenticated', array['DELETE', 'SELECT'],
  'authenticated: select and delete table-wide; insert and update by column');
select column_privs_are('public', 'business_lists', 'user_id', 'authenticated', array['INSERT', 'SELECT'],
  'user_id: given on insert, never updated');
select column_privs_are('public', 'business_lists', 'name', 'authenticated', array['INSERT', 'SELECT', 'UPDATE'],
  'name: insert and update');
select column_privs_are('public', 'business_lists', 'created_at', 'authenticated', array['SELECT'],
  'created_at: read only');
select table_privs_are('public', 'business_lists', 'service_role', array['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
  'service_role: select, insert, update, delete');
select policies_are('public', 'business_lists', array[
  'Users can read their own lists',
  'Users can create lists for themselves',
  'Users can update their own lists',
  'Users can delete their own lists',
  'Only Pro members can create lists'
], 'business_lists has exactly the expected policies');

select * from finish();
rollback;

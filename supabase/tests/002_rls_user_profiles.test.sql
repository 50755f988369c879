-- =============================================================================
-- user_profiles x {anon, owner, stranger, service_role} x {select, insert,
-- update, delete}: what each may do AND what each may not.
-- =============================================================================
begin;
select plan(42);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('stranger');
-- Two users whose profile does not exist yet (created before the trigger, or
-- deleted): the spec's client creates it on first sign-in.
select tests.create_supabase_user('newcomer');
select tests.create_supabase_user('newcomer_svc');
delete from public.user_profiles
 where id in (tests.get_supabase_uid('newcomer'), tests.get_supabase_uid('newcomer_svc'));

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok(
  $$ select * from public.user_profiles $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | anon | select: refused'
);
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan) values (tests.get_supabase_uid('newcomer'), 'x@example.com', 'free') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | anon | insert: refused'
);
select throws_ok(
  $$ update public.user_profiles set receive_email_notifications = false where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | anon | update: refused'
);
select throws_ok(
  $$ delete from public.user_profiles where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | anon | delete: refused'
);

-- ============================================================ owner
select tests.authenticate_as('owner');
select results_eq(
  $$ select id, plan from public.user_profiles $$,
  $$ values (tests.get_supabase_uid('owner'), 'free'::text) $$,
  'user_profiles | owner | select: exactly their own profile'
);
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan, daily_searches_used)
     values (tests.get_supabase_uid('owner'), 'owner@test.example', 'free', 0) $$,
  '23505', null,
  'user_profiles | owner | insert: a second profile is a duplicate (23505, the client reloads)'
);
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan, daily_searches_used)
     values (tests.get_supabase_uid('newcomer'), 'newcomer@test.example', 'free', 0) $$,
  '42501', 'new row violates row-level security policy for table "user_profiles"',
  'user_profiles | owner | insert: not for another user'
);
with changed as (
  update public.user_profiles set receive_email_notifications = false
   where id = tests.get_supabase_uid('owner') returning 1
)
select is((select count(*)::int from changed), 1, 'user_profiles | owner | update: receive_email_notifications (1 row)');
select is(
  (select receive_email_notifications from public.user_profiles where id = tests.get_supabase_uid('owner')),
  false,
  'user_profiles | owner | select: the new notification setting is stored'
);
-- The app's own auto-downgrade and quota writes (spec section 7) are refused:
-- those go through downgrade_expired_subscription() and the search function's
-- consume_search_for(uuid).
select throws_ok(
  $$ update public.user_profiles set plan = 'free', subscription_status = 'inactive', updated_at = now()
      where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: {plan, subscription_status, updated_at} refused'
);
select throws_ok(
  $$ update public.user_profiles set daily_searches_used = 0, last_search_date = now()
      where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: {daily_searches_used, last_search_date} refused'
);
select throws_ok(
  $$ update public.user_profiles set plan = 'pro' where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: plan refused'
);
select throws_ok(
  $$ update public.user_profiles set subscription_status = 'active' where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: subscription_status refused'
);
select throws_ok(
  $$ update public.user_profiles set subscription_ends_at = now() + interval '1 year' where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: subscription_ends_at refused'
);
select throws_ok(
  $$ update public.user_profiles set paddle_subscription_id = 'sub_stolen' where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: paddle_subscription_id refused'
);
select throws_ok(
  $$ update public.user_profiles set paddle_customer_id = 'ctm_x' where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: paddle_customer_id refused'
);
select throws_ok(
  $$ update public.user_profiles set email = 'other@example.com' where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: email refused'
);
select throws_ok(
  $$ update public.user_profiles set id = tests.get_supabase_uid('newcomer') where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | update: id refused'
);
select throws_ok(
  $$ delete from public.user_profiles where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | delete: refused (the profile goes with the account)'
);

-- ============================================================ stranger
select tests.authenticate_as('stranger');
select is_empty(
  $$ select 1 from public.user_profiles where id = tests.get_supabase_uid('owner') $$,
  'user_profiles | stranger | select: the owner''s profile is invisible'
);
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan, daily_searches_used)
     values (tests.get_supabase_uid('owner'), 'owner@test.example', 'free', 0) $$,
  '42501', 'new row violates row-level security policy for table "user_profiles"',
  'user_profiles | stranger | insert: cannot create a profile for the owner'
);
with changed as (
  update public.user_profiles set receive_email_notifications = true
   where id = tests.get_supabase_uid('owner') returning 1
)
select is((select count(*)::int from changed), 0, 'user_profiles | stranger | update: the owner''s row is filtered out (0 rows)');
select throws_ok(
  $$ delete from public.user_profiles where id = tests.get_supabase_uid('owner') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | stranger | delete: refused'
);

-- ============================================================ newcomer (profile creation)
select tests.authenticate_as('newcomer');
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan, daily_searches_used)
     values (tests.get_supabase_uid('newcomer'), 'newcomer@test.example', 'pro', 0) $$,
  '42501', 'new row violates row-level security policy for table "user_profiles"',
  'user_profiles | owner | insert: not with plan pro'
);
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan, daily_searches_used)
     values (tests.get_supabase_uid('newcomer'), 'newcomer@test.example', 'free', 5) $$,
  '42501', 'new row violates row-level security policy for table "user_profiles"',
  'user_profiles | owner | insert: not with searches already used'
);
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan, subscription_status)
     values (tests.get_supabase_uid('newcomer'), 'newcomer@test.example', 'free', 'active') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | insert: subscription columns cannot be given'
);
select throws_ok(
  $$ insert into public.user_profiles (id, email, last_search_date)
     values (tests.get_supabase_uid('newcomer'), 'newcomer@test.example', now() - interval '1 day') $$,
  '42501', 'permission denied for table user_profiles',
  'user_profiles | owner | insert: last_search_date cannot be given'
);
-- Exactly what the app sends (spec section 7): {id, email, plan, daily_searches_used, created_at, updated_at}.
select lives_ok(
  $$ insert into public.user_profiles (id, email, plan, daily_searches_used, created_at, updated_at)
     values (tests.get_supabase_uid('newcomer'), 'newcomer@test.example', 'free', 0, now(), now()) $$,
  'user_profiles | owner | insert: their own free profile, as the app sends it'
);
select results_eq(
  $$ select plan, daily_searches_used, subscription_status, receive_email_notifications from public.user_profiles $$,
  $$ values ('free'::text, 0, null::text, true) $$,
  'user_profiles | owner | select: the new profile is free, unused, notifications on'
);

-- ============================================================ service_role
select tests.authenticate_as_service_role();
select is(
  (select count(*)::int from public.user_profiles
    where id in (tests.get_supabase_uid('owner'), tests.get_supabase_uid('stranger'), tests.get_supabase_uid('newcomer'))),
  3,
  'user_profiles | service_role | select: every profile'
);
select lives_ok(
  $$ insert into public.user_profiles (id, email, plan, subscription_status)
     values (tests.get_supabase_uid('newcomer_svc'), 'svc@test.example', 'pro', 'active') $$,
  'user_profiles | service_role | insert: any profile, any plan'
);
with changed as (
  update public.user_profiles
     set plan = 'pro', subscription_status = 'active', paddle_subscription_id = 'sub_01', daily_searches_used = 2
   where id = tests.get_supabase_uid('stranger') returning 1
)
select is((select count(*)::int from changed), 1, 'user_profiles | service_role | update: billing and quota columns');
with removed as (
  delete from public.user_profiles where id = tests.get_supabase_uid('newcomer_svc') returning 1
)
select is((select count(*)::int from removed), 1, 'user_profiles | service_role | delete: allowed');

-- ============================================================ after the fact
select tests.clear_authentication();
select results_eq(
  $$ select plan, subscription_status, daily_searches_used, last_search_date, receive_email_notifications
       from public.user_profiles where id = tests.get_supabase_uid('owner') $$,
  $$ values ('free'::text, null::text, 0, null::timestamptz, false) $$,
  'the owner''s billing and quota columns are untouched; the stranger''s update changed nothing'
);

-- Defence in depth: even if a broader column grant slipped in, the trigger
-- refuses protected columns for API roles.
grant update (plan, daily_searches_used) on public.user_profiles to authenticated;
select tests.authenticate_as('owner');
select throws_ok(
  $$ update public.user_profiles set plan = 'pro' where id = tests.get_supabase_uid('owner') $$,
  '42501', 'Only receive_email_notifications can be changed on a profile',
  'user_profiles | owner | update: the guard trigger refuses plan behind a mistaken grant'
);
select throws_ok(
  $$ update public.user_profiles set daily_searches_used = 7 where id = tests.get_supabase_uid('owner') $$,
  '42501', 'Only receive_email_notifications can be changed on a profile',
  'user_profiles | owner | update: the guard trigger refuses the counter behind a mistaken grant'
);
select tests.clear_authentication();
revoke update (plan, daily_searches_used) on public.user_profiles from authenticated;

-- Grants, as a table: exactly what the app needs, nothing more.
select table_privs_are('public', 'user_profiles', 'anon', array[]::text[], 'anon holds no privilege on user_profiles');
select table_privs_are('public', 'user_profiles', 'authenticated', array['SELECT'], 'authenticated holds table-wide SELECT only');
select column_privs_are('public', 'user_profiles', 'receive_email_notifications', 'authenticated', array['SELECT', 'UPDATE'],
  'receive_email_notifications is the one updatable column');
select column_privs_are('public', 'user_profiles', 'plan', 'authenticated', array['INSERT', 'SELECT'],
  'plan: insertable (policy forces free), never updatable');
select column_privs_are('public', 'user_profiles', 'subscription_status', 'authenticated', array['SELECT'],
  'subscription_status: read only');
select table_privs_are('public', 'user_profiles', 'service_role', array['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
  'service_role: select, insert, update, delete');

select * from finish();
rollback;

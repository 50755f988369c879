-- =============================================================================
-- The auth.users triggers: a new user gets a free profile at once; an e-mail
-- change follows into the profile; deleting the user deletes the profile.
-- =============================================================================
begin;
select plan(8);

select has_trigger('auth', 'users', 'on_auth_user_created', 'auth.users has the profile trigger');

select tests.create_supabase_user('signup', 'Signup@Example.com');
select results_eq(
  $$ select email, plan, subscription_status, daily_searches_used, last_search_date, receive_email_notifications
       from public.user_profiles where id = tests.get_supabase_uid('signup') $$,
  $$ values ('Signup@Example.com'::text, 'free'::text, null::text, 0, null::timestamptz, true) $$,
  'a new user has a free profile with the spec''s defaults'
);

-- The client's own creation (spec section 4) then meets a duplicate and reloads.
select tests.authenticate_as('signup');
select throws_ok(
  $$ insert into public.user_profiles (id, email, plan, daily_searches_used, created_at, updated_at)
     values (tests.get_supabase_uid('signup'), 'Signup@Example.com', 'free', 0, now(), now()) $$,
  '23505', null,
  'the client''s insert is a duplicate (23505), which the spec handles by reloading'
);
select results_eq(
  $$ select id from public.user_profiles $$,
  $$ values (tests.get_supabase_uid('signup')) $$,
  'and the reload finds the profile'
);
select tests.clear_authentication();

update auth.users set email = 'new-address@example.com' where id = tests.get_supabase_uid('signup');
select is(
  (select email from public.user_profiles where id = tests.get_supabase_uid('signup')),
  'new-address@example.com',
  'an e-mail change reaches the profile'
);

-- GoTrue's own role (on Supabase it owns the auth schema) creates users
-- without any right on public tables: the trigger runs as its owner.
grant usage on schema auth to supabase_auth_admin;
grant insert on auth.users to supabase_auth_admin;
set local role supabase_auth_admin;
select lives_ok(
  $$ insert into auth.users (id, email, raw_user_meta_data) values
       ('00000000-0000-4000-8000-0000000000e1', 'gotrue@example.com', '{"test_identifier":"gotrue"}') $$,
  'GoTrue''s role creates a user although it holds no right on user_profiles'
);
reset role;
select isnt_empty(
  $$ select 1 from public.user_profiles where id = '00000000-0000-4000-8000-0000000000e1' $$,
  'and that user has a profile'
);

delete from auth.users where id = tests.get_supabase_uid('signup');
select is_empty(
  $$ select 1 from public.user_profiles where email = 'new-address@example.com' $$,
  'deleting the user deletes the profile'
);

select * from finish();
rollback;

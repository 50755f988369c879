-- =============================================================================
-- The caller's downgrade write-back (spec section 4). The Paddle webhook's
-- write is tested in 012_paddle_subscription_links.
-- =============================================================================
begin;
select plan(11);

select tests.create_supabase_user('expired');
select tests.create_supabase_user('grace');
select tests.create_supabase_user('active');
select tests.create_supabase_user('free');
select tests.create_supabase_user('other_expired');
select tests.set_subscription('expired', 'pro', 'cancelled', now() - interval '1 second');
select tests.set_subscription('grace', 'pro', 'cancelled', now() + interval '1 day');
select tests.set_subscription('active', 'pro', 'active', now() - interval '1 day');
select tests.set_subscription('other_expired', 'pro', 'cancelled', now() - interval '5 days');

-- ============================================================ who may call what
select tests.authenticate_as_anon();
select throws_ok($$ select public.downgrade_expired_subscription() $$, '42501',
  'permission denied for function downgrade_expired_subscription', 'anon cannot call downgrade_expired_subscription');

-- ============================================================ the caller's write-back
select tests.authenticate_as('expired');
select results_eq(
  $$ select plan, subscription_status from public.downgrade_expired_subscription() $$,
  $$ values ('free'::text, 'inactive'::text) $$,
  'a cancelled Pro past its end is downgraded: plan free, status inactive, and the row is returned'
);
select results_eq(
  $$ select plan, subscription_status from public.user_profiles $$,
  $$ values ('free'::text, 'inactive'::text) $$,
  'the downgrade is stored'
);
select results_eq(
  $$ select plan, subscription_status from public.downgrade_expired_subscription() $$,
  $$ values ('free'::text, 'inactive'::text) $$,
  'calling it again is harmless'
);
select tests.authenticate_as('grace');
select results_eq(
  $$ select plan, subscription_status from public.downgrade_expired_subscription() $$,
  $$ values ('pro'::text, 'cancelled'::text) $$,
  'a cancelled Pro before its end keeps Pro'
);
select tests.authenticate_as('active');
select results_eq(
  $$ select plan, subscription_status from public.downgrade_expired_subscription() $$,
  $$ values ('pro'::text, 'active'::text) $$,
  'an active Pro is never downgraded, whatever subscription_ends_at says'
);
select tests.authenticate_as('free');
select results_eq(
  $$ select plan, subscription_status from public.downgrade_expired_subscription() $$,
  $$ values ('free'::text, null::text) $$,
  'a free user is left as is'
);
select tests.clear_authentication();
select results_eq(
  $$ select plan, subscription_status from public.user_profiles where id = tests.get_supabase_uid('other_expired') $$,
  $$ values ('pro'::text, 'cancelled'::text) $$,
  'only the caller is downgraded: another expired user is untouched'
);
delete from public.user_profiles where id = tests.get_supabase_uid('free');
select tests.authenticate_as('free');
select is(
  (select p.id from public.downgrade_expired_subscription() p),
  null,
  'a caller without a profile gets a null row'
);

-- ============================================================ shapes
select function_returns('public', 'downgrade_expired_subscription', array[]::text[], 'user_profiles',
  'downgrade_expired_subscription() returns the profile row');
select is_definer('public', 'downgrade_expired_subscription', array[]::text[], 'downgrade_expired_subscription is security definer');

select * from finish();
rollback;

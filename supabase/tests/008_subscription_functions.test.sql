-- =============================================================================
-- Subscription writes: the caller's downgrade write-back (spec section 4),
-- the batch downgrade, and the Paddle webhook's apply_subscription_event
-- (idempotent on event id, refusing out-of-order events).
-- =============================================================================
begin;
select plan(36);

select tests.create_supabase_user('expired');
select tests.create_supabase_user('grace');
select tests.create_supabase_user('active');
select tests.create_supabase_user('free');
select tests.create_supabase_user('other_expired');
select tests.create_supabase_user('batch_expired');
select tests.create_supabase_user('subscriber');
select tests.set_subscription('expired', 'pro', 'cancelled', now() - interval '1 second');
select tests.set_subscription('grace', 'pro', 'cancelled', now() + interval '1 day');
select tests.set_subscription('active', 'pro', 'active', now() - interval '1 day');
select tests.set_subscription('other_expired', 'pro', 'cancelled', now() - interval '5 days');
select tests.set_subscription('batch_expired', 'pro', 'cancelled', now() - interval '2 days');

-- ============================================================ who may call what
select tests.authenticate_as_anon();
select throws_ok($$ select public.downgrade_expired_subscription() $$, '42501',
  'permission denied for function downgrade_expired_subscription', 'anon cannot call downgrade_expired_subscription');
select tests.authenticate_as('active');
select throws_ok($$ select public.downgrade_expired_subscriptions() $$, '42501',
  'permission denied for function downgrade_expired_subscriptions', 'a user cannot run the batch downgrade');
select throws_ok(
  $$ select public.apply_subscription_event('evt_forged', 'subscription.updated', now(), '{}', tests.get_supabase_uid('active'), 'pro', 'active') $$,
  '42501', 'permission denied for function apply_subscription_event', 'a user cannot forge a billing event');

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

-- ============================================================ batch
select tests.authenticate_as_service_role();
select is(public.downgrade_expired_subscriptions(), 2, 'the batch downgrades every expired cancelled Pro (2 left)');
select is(public.downgrade_expired_subscriptions(), 0, 'and then there is nothing left to do');
select tests.clear_authentication();
select results_eq(
  $$ select plan, subscription_status from public.user_profiles where id = tests.get_supabase_uid('grace') $$,
  $$ values ('pro'::text, 'cancelled'::text) $$,
  'the batch leaves a cancelled Pro in its paid period alone'
);

-- ============================================================ Paddle events
select tests.authenticate_as_service_role();
select is(
  public.apply_subscription_event(
    'evt_001', 'subscription.created', now() - interval '10 minutes', '{"event_id":"evt_001"}',
    tests.get_supabase_uid('subscriber'), 'pro', 'active', now() + interval '30 days', 'sub_001', 'ctm_001'),
  'applied',
  'a new subscription event is applied'
);
select results_eq(
  $$ select plan, subscription_status, subscription_ends_at, paddle_subscription_id, paddle_customer_id
       from public.user_profiles where id = tests.get_supabase_uid('subscriber') $$,
  $$ values ('pro'::text, 'active'::text, now() + interval '30 days', 'sub_001'::text, 'ctm_001'::text) $$,
  'the profile carries the subscription'
);
select is(
  public.apply_subscription_event(
    'evt_001', 'subscription.created', now() - interval '10 minutes', '{"event_id":"evt_001"}',
    tests.get_supabase_uid('subscriber'), 'pro', 'active', now() + interval '30 days', 'sub_001', 'ctm_001'),
  'duplicate',
  'a redelivered event is a duplicate'
);
select is(
  public.apply_subscription_event(
    'evt_003', 'subscription.canceled', now() - interval '1 minute', '{}',
    tests.get_supabase_uid('subscriber'), 'pro', 'cancelled', now() + interval '30 days', null, null),
  'applied',
  'a later cancellation is applied'
);
select is(
  public.apply_subscription_event(
    'evt_002', 'subscription.updated', now() - interval '5 minutes', '{}',
    tests.get_supabase_uid('subscriber'), 'pro', 'active', now() + interval '30 days', 'sub_001', 'ctm_001'),
  'stale',
  'an event older than the last applied one arrives late: stale'
);
select results_eq(
  $$ select plan, subscription_status, paddle_subscription_id from public.user_profiles where id = tests.get_supabase_uid('subscriber') $$,
  $$ values ('pro'::text, 'cancelled'::text, 'sub_001'::text) $$,
  'the late event did not roll the cancellation back; null Paddle ids kept the stored ones'
);
select is(
  public.apply_subscription_event('evt_004', 'transaction.completed', now(), '{"kind":"receipt"}'),
  'recorded',
  'an event for no user is only recorded'
);
select throws_ok(
  $$ select public.apply_subscription_event('evt_005', 'subscription.created', now(), '{}',
       '00000000-0000-4000-8000-0000000000ff', 'pro', 'active') $$,
  'P0002', null,
  'an unknown user is refused, so Paddle retries and the failure is visible'
);
select throws_ok(
  $$ select public.apply_subscription_event('evt_006', 'subscription.created', now(), '{}',
       tests.get_supabase_uid('subscriber'), null, 'active') $$,
  '22004', null,
  'a user event without a plan is refused'
);
select throws_ok(
  $$ select public.apply_subscription_event('evt_007', 'subscription.updated', now(), '{}',
       tests.get_supabase_uid('subscriber'), 'pro', 'canceled') $$,
  '23514', null,
  'Paddle''s "canceled" must be mapped to "cancelled" before it is written'
);
select is_empty(
  $$ select 1 from private.billing_events where event_id in ('evt_005', 'evt_006', 'evt_007') $$,
  'a refused event leaves no record, so its retry is not taken for a duplicate'
);
select results_eq(
  $$ select event_id, outcome, user_id from private.billing_events order by occurred_at $$,
  $$ values ('evt_001'::text, 'applied'::text, tests.get_supabase_uid('subscriber')),
            ('evt_002'::text, 'stale'::text, tests.get_supabase_uid('subscriber')),
            ('evt_003'::text, 'applied'::text, tests.get_supabase_uid('subscriber')),
            ('evt_004'::text, 'recorded'::text, null::uuid) $$,
  'every processed event is kept once, with its outcome'
);
select is(
  (select payload from private.billing_events where event_id = 'evt_001'),
  '{"event_id":"evt_001"}'::jsonb,
  'the payload is kept for audit'
);
select tests.clear_authentication();

-- A user created after checkout started but whose profile is missing still gets the subscription.
select tests.create_supabase_user('late_profile');
delete from public.user_profiles where id = tests.get_supabase_uid('late_profile');
select tests.authenticate_as_service_role();
select is(
  public.apply_subscription_event('evt_010', 'subscription.created', now(), '{}',
    tests.get_supabase_uid('late_profile'), 'pro', 'trialing', now() + interval '7 days', 'sub_010', 'ctm_010'),
  'applied',
  'an event for a user without a profile creates the profile and applies'
);
select tests.clear_authentication();
select results_eq(
  $$ select plan, subscription_status from public.user_profiles where id = tests.get_supabase_uid('late_profile') $$,
  $$ values ('pro'::text, 'trialing'::text) $$,
  'that profile is Pro (trialing)'
);
select throws_ok(
  $$ update public.user_profiles set paddle_subscription_id = 'sub_001' where id = tests.get_supabase_uid('late_profile') $$,
  '23505', null,
  'one Paddle subscription belongs to one user'
);

-- ============================================================ shapes
select function_returns('public', 'downgrade_expired_subscription', array[]::text[], 'user_profiles',
  'downgrade_expired_subscription() returns the profile row');
select function_returns('public', 'downgrade_expired_subscriptions', array[]::text[], 'integer',
  'downgrade_expired_subscriptions() returns a count');
select function_returns('public', 'apply_subscription_event',
  array['text', 'text', 'timestamp with time zone', 'jsonb', 'uuid', 'text', 'text', 'timestamp with time zone', 'text', 'text'],
  'text', 'apply_subscription_event(...) returns its outcome as text');
select is_definer('public', 'downgrade_expired_subscription', array[]::text[], 'downgrade_expired_subscription is security definer');
select is_definer('public', 'apply_subscription_event',
  array['text', 'text', 'timestamp with time zone', 'jsonb', 'uuid', 'text', 'text', 'timestamp with time zone', 'text', 'text'],
  'apply_subscription_event is security definer');
select tests.authenticate_as('subscriber');
select throws_ok(
  $$ select * from private.billing_events $$, '42501', null,
  'the subscriber cannot read their own billing events'
);
select tests.clear_authentication();

select * from finish();
rollback;

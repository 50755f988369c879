-- =============================================================================
-- The Paddle webhook's write ordered per subscription, the stored link that
-- wins over custom_data, and the cancel/reactivate write (issue 11).
-- =============================================================================
begin;
select plan(32);

select tests.create_supabase_user('buyer');
select tests.create_supabase_user('other');
select tests.create_supabase_user('stranger');
select tests.create_supabase_user('late_profile');
delete from public.user_profiles where id = tests.get_supabase_uid('late_profile');

-- ============================================================ who may call what
select tests.authenticate_as('buyer');
select throws_ok(
  $$ select public.apply_paddle_subscription_event('evt_forged', 'subscription.created', now(), '{}',
       'sub_forged', null, tests.get_supabase_uid('buyer'), 'pro', 'active', now() + interval '1 month') $$,
  '42501', 'permission denied for function apply_paddle_subscription_event', 'a user cannot forge a webhook event');
select throws_ok(
  $$ select public.record_paddle_subscription_change(tests.get_supabase_uid('buyer'), 'sub_1', 'active', null, now()) $$,
  '42501', 'permission denied for function record_paddle_subscription_change', 'a user cannot record a subscription change');
select throws_ok($$ select * from private.paddle_subscriptions $$, '42501', null,
  'a user cannot read subscription links');
select tests.clear_authentication();
select tests.authenticate_as_service_role();

-- ============================================================ unknown user
select is(
  public.apply_paddle_subscription_event('evt_ghost', 'subscription.created', '2026-01-01T10:00Z', '{}',
    'sub_ghost', 'ctm_ghost', gen_random_uuid(), 'pro', 'active', '2026-02-01T10:00Z'),
  'unknown_user', 'an event naming a user who does not exist is not applied');
select results_eq(
  $$ select outcome, user_id from private.billing_events where event_id = 'evt_ghost' $$,
  $$ values ('recorded'::text, null::uuid) $$, 'it is recorded, unapplied, for support');
select is_empty($$ select 1 from private.paddle_subscriptions where subscription_id = 'sub_ghost' $$,
  'and links nothing');

-- ============================================================ link, duplicate, order
select is(
  public.apply_paddle_subscription_event('evt_1', 'subscription.created', '2026-01-01T10:00Z', '{}',
    'sub_1', 'ctm_1', tests.get_supabase_uid('buyer'), 'pro', 'active', '2026-02-01T10:00Z'),
  'applied', 'the first event links the subscription to the named user and applies');
select results_eq(
  $$ select plan, subscription_status, subscription_ends_at, paddle_subscription_id, paddle_customer_id
       from public.user_profiles where id = tests.get_supabase_uid('buyer') $$,
  $$ values ('pro'::text, 'active'::text, '2026-02-01T10:00Z'::timestamptz, 'sub_1'::text, 'ctm_1'::text) $$,
  'the buyer is Pro');
select is(
  public.apply_paddle_subscription_event('evt_1', 'subscription.created', '2026-01-01T10:00Z', '{}',
    'sub_1', 'ctm_1', tests.get_supabase_uid('buyer'), 'free', 'inactive', null),
  'duplicate', 'the same event id again is a no-op');
select is(
  public.apply_paddle_subscription_event('evt_3', 'subscription.canceled', '2026-01-03T10:00Z', '{}',
    'sub_1', 'ctm_1', tests.get_supabase_uid('buyer'), 'free', 'inactive', '2026-01-03T10:00Z'),
  'applied', 'a cancellation applies');
select is(
  public.apply_paddle_subscription_event('evt_2', 'subscription.updated', '2026-01-02T10:00Z', '{}',
    'sub_1', 'ctm_1', tests.get_supabase_uid('buyer'), 'pro', 'active', '2026-02-01T10:00Z'),
  'stale', 'a late, older update is stale');
select results_eq(
  $$ select plan, subscription_status from public.user_profiles where id = tests.get_supabase_uid('buyer') $$,
  $$ values ('free'::text, 'inactive'::text) $$, 'and never restores Pro');

-- ============================================================ the link wins
select is(
  public.apply_paddle_subscription_event('evt_o1', 'subscription.created', '2026-01-01T10:00Z', '{}',
    'sub_o', 'ctm_o', tests.get_supabase_uid('other'), 'pro', 'active', '2026-02-01T10:00Z'),
  'applied', 'another subscription links to its own user');
select is(
  public.apply_paddle_subscription_event('evt_o2', 'subscription.updated', '2026-01-05T10:00Z', '{}',
    'sub_o', 'ctm_o', tests.get_supabase_uid('stranger'), 'pro', 'active', '2026-03-01T10:00Z'),
  'applied', 'a later event naming someone else applies');
select results_eq(
  $$ select (select plan from public.user_profiles where id = tests.get_supabase_uid('stranger')),
            (select subscription_ends_at from public.user_profiles where id = tests.get_supabase_uid('other')) $$,
  $$ values ('free'::text, '2026-03-01T10:00Z'::timestamptz) $$,
  'to the linked user, never to the one custom_data names');

-- ============================================================ a newer subscription is kept
select is(
  public.apply_paddle_subscription_event('evt_n1', 'subscription.created', '2026-02-10T10:00Z', '{}',
    'sub_new', 'ctm_1', tests.get_supabase_uid('buyer'), 'pro', 'active', '2026-03-10T10:00Z'),
  'applied', 'the buyer subscribes again');
select is(
  public.apply_paddle_subscription_event('evt_4', 'subscription.canceled', '2026-02-11T10:00Z', '{}',
    'sub_1', 'ctm_1', null, 'free', 'inactive', '2026-02-11T10:00Z'),
  'superseded', 'a late event of the old subscription does not touch the profile of the new one');

-- ============================================================ cancel / reactivate writes
select is(
  public.record_paddle_subscription_change(tests.get_supabase_uid('buyer'), 'sub_new', 'cancelled',
    '2026-03-10T10:00Z', '2026-02-12T10:00Z'),
  'applied', 'a cancel answered by Paddle is recorded');
select results_eq(
  $$ select plan, subscription_status, subscription_ends_at from public.user_profiles where id = tests.get_supabase_uid('buyer') $$,
  $$ values ('pro'::text, 'cancelled'::text, '2026-03-10T10:00Z'::timestamptz) $$,
  'cancelled, Pro kept until the effective date');
select throws_ok(
  $$ select public.record_paddle_subscription_change(tests.get_supabase_uid('stranger'), 'sub_new', 'cancelled', null, now()) $$,
  'P0002', null, 'no one records a change on a subscription that is not their own');

-- ============================================================ records, refusals, audit
select is(
  public.apply_paddle_subscription_event('evt_receipt', 'transaction.completed', now(), '{"kind":"receipt"}',
    null, null, null, null, null, null),
  'recorded', 'an event of no subscription is only recorded');
select throws_ok(
  $$ select public.apply_paddle_subscription_event('evt_noplan', 'subscription.created', now(), '{}',
       'sub_noplan', null, tests.get_supabase_uid('other'), null, 'active', null) $$,
  '22004', null, 'a subscription event without a plan is refused');
select throws_ok(
  $$ select public.apply_paddle_subscription_event('evt_spelling', 'subscription.updated', now(), '{}',
       'sub_o', 'ctm_o', null, 'pro', 'canceled', null) $$,
  '23514', null, 'Paddle''s "canceled" must be mapped to "cancelled" before it is written');
select is_empty(
  $$ select 1 from private.billing_events where event_id in ('evt_noplan', 'evt_spelling') $$,
  'a refused event leaves no record, so its retry is not taken for a duplicate');
select results_eq(
  $$ select outcome, user_id from private.billing_events where event_id in ('evt_1', 'evt_2', 'evt_receipt') order by event_id $$,
  $$ values ('applied'::text, tests.get_supabase_uid('buyer')),
            ('stale'::text, tests.get_supabase_uid('buyer')),
            ('recorded'::text, null::uuid) $$,
  'every processed event is kept once, with its outcome and its linked user');
select is(
  (select payload from private.billing_events where event_id = 'evt_receipt'),
  '{"kind":"receipt"}'::jsonb, 'the payload is kept for audit');

-- ============================================================ a user without a profile
select is(
  public.apply_paddle_subscription_event('evt_late', 'subscription.created', now(), '{}',
    'sub_late', 'ctm_late', tests.get_supabase_uid('late_profile'), 'pro', 'trialing', now() + interval '7 days'),
  'applied', 'an event for a user without a profile creates the profile and applies');
select results_eq(
  $$ select plan, subscription_status from public.user_profiles where id = tests.get_supabase_uid('late_profile') $$,
  $$ values ('pro'::text, 'trialing'::text) $$, 'that profile is Pro (trialing)');
select throws_ok(
  $$ update public.user_profiles set paddle_subscription_id = 'sub_o' where id = tests.get_supabase_uid('late_profile') $$,
  '23505', null, 'one Paddle subscription belongs to one user');

-- ============================================================ shapes
select function_returns('public', 'apply_paddle_subscription_event',
  array['text', 'text', 'timestamp with time zone', 'jsonb', 'text', 'text', 'uuid', 'text', 'text', 'timestamp with time zone'],
  'text', 'apply_paddle_subscription_event(...) returns its outcome as text');
select is_definer('public', 'apply_paddle_subscription_event',
  array['text', 'text', 'timestamp with time zone', 'jsonb', 'text', 'text', 'uuid', 'text', 'text', 'timestamp with time zone'],
  'apply_paddle_subscription_event is security definer');
select tests.authenticate_as('buyer');
select throws_ok($$ select * from private.billing_events $$, '42501', null,
  'the buyer cannot read their own billing events');

select tests.clear_authentication();
select * from finish();
rollback;

-- =============================================================================
-- consume_search_for(uuid) / refund_search_for(uuid): the free plan's daily
-- quota (spec sections 4, 5, 8, 9), as the search function spends it. Concurrency is tested separately on a real
-- multi-connection server (quota-race.test.ts); here the rule itself.
-- =============================================================================
begin;
select plan(42);

select tests.create_supabase_user('free_user');
select tests.create_supabase_user('searched_yesterday');
select tests.create_supabase_user('searched_at_midnight');
select tests.create_supabase_user('searched_just_before_midnight');
select tests.create_supabase_user('pro_user');
select tests.create_supabase_user('grace_pro');
select tests.create_supabase_user('trial_pro');
select tests.create_supabase_user('expired_pro');
select tests.create_supabase_user('pro_without_status');
select tests.create_supabase_user('past_due_pro');
select tests.create_supabase_user('service_user');
select tests.create_supabase_user('profileless');
delete from public.user_profiles where id = tests.get_supabase_uid('profileless');

update public.user_profiles set daily_searches_used = 3, last_search_date = now() - interval '1 day'
 where id = tests.get_supabase_uid('searched_yesterday');
-- Midnight UTC today: the same UTC day, so the limit holds.
update public.user_profiles set daily_searches_used = 3,
       last_search_date = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
 where id = tests.get_supabase_uid('searched_at_midnight');
-- One microsecond before midnight UTC: yesterday, so the counter restarts.
update public.user_profiles set daily_searches_used = 3,
       last_search_date = (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - interval '1 microsecond'
 where id = tests.get_supabase_uid('searched_just_before_midnight');
select tests.set_subscription('pro_user', 'pro', 'active', now() + interval '20 days');
update public.user_profiles set daily_searches_used = 2, last_search_date = now() - interval '1 hour'
 where id = tests.get_supabase_uid('pro_user');
select tests.set_subscription('grace_pro', 'pro', 'cancelled', now() + interval '2 days');
select tests.set_subscription('trial_pro', 'pro', 'trialing', now() + interval '7 days');
select tests.set_subscription('expired_pro', 'pro', 'cancelled', now() - interval '1 day');
select tests.set_subscription('pro_without_status', 'pro', null);
select tests.set_subscription('past_due_pro', 'pro', 'past_due', now() + interval '2 days');

-- The search function's call: the service role consumes for the user whose JWT it verified.
create function pg_temp.consume(p_label text) returns jsonb language sql
  as $$ select public.consume_search_for(tests.get_supabase_uid(p_label)) $$;
create function pg_temp.counter(p_label text) returns table (used integer, last timestamptz) language sql
  as $$ select daily_searches_used, last_search_date from public.user_profiles
         where id = tests.get_supabase_uid(p_label) $$;

-- ============================================================ who may call what
select tests.authenticate_as_anon();
select throws_ok($$ select public.consume_search_for(tests.get_supabase_uid('free_user')) $$, '42501',
  'permission denied for function consume_search_for', 'anon cannot call consume_search_for');
select tests.authenticate_as('free_user');
select throws_ok($$ select public.consume_search_for(tests.get_supabase_uid('free_user')) $$, '42501',
  'permission denied for function consume_search_for', 'a user cannot consume their own quota directly');
select throws_ok($$ select public.consume_search_for(tests.get_supabase_uid('pro_user')) $$, '42501',
  'permission denied for function consume_search_for', 'a user cannot consume (or probe) someone else''s quota');

select tests.authenticate_as_service_role();

-- ============================================================ free plan: 3 a day
select is(pg_temp.consume('free_user') - 'last_search_date', '{"plan":"free","used":1,"limit":3,"remaining":2}'::jsonb,
  'free: the first search of the day counts 1');
select is(pg_temp.consume('free_user') - 'last_search_date', '{"plan":"free","used":2,"limit":3,"remaining":1}'::jsonb,
  'free: the second counts 2');
select is(pg_temp.consume('free_user') - 'last_search_date', '{"plan":"free","used":3,"limit":3,"remaining":0}'::jsonb,
  'free: the third counts 3');
select throws_ok($$ select pg_temp.consume('free_user') $$, 'P0001',
  'Daily search limit reached. Upgrade to Pro for unlimited searches.',
  'free: the fourth is refused with the spec''s message');
select throws_ok($$ select pg_temp.consume('free_user') $$, 'P0001',
  'Daily search limit reached. Upgrade to Pro for unlimited searches.',
  'free: and so is the fifth');
select results_eq(
  $$ select used, last from pg_temp.counter('free_user') $$,
  $$ values (3, now()) $$,
  'free: refused searches do not move the counter; last_search_date is the last counted search'
);

-- ============================================================ the UTC day
-- A session in UTC+14 must not move the day boundary: the rule is UTC.
set local timezone = 'Pacific/Kiritimati';
select is((pg_temp.consume('searched_yesterday') ->> 'used')::int, 1, 'a new UTC day restarts the counter at 1');
select is((pg_temp.consume('searched_just_before_midnight') ->> 'used')::int, 1,
  'a search at 23:59:59.999999 UTC yesterday belongs to yesterday');
select throws_ok($$ select pg_temp.consume('searched_at_midnight') $$, 'P0001', null,
  'three searches since 00:00 UTC today: refused, whatever the session time zone');
reset timezone;

-- ============================================================ effective plan
select is(pg_temp.consume('pro_user') - 'last_search_date', '{"plan":"pro","used":2,"limit":null,"remaining":null}'::jsonb,
  'pro: unlimited, and the free counter is left alone');
select lives_ok($$ select pg_temp.consume('pro_user') from generate_series(1, 10) $$, 'pro: ten more searches are fine');
select results_eq(
  $$ select used, last from pg_temp.counter('pro_user') $$,
  $$ values (2, now() - interval '1 hour') $$,
  'pro: searches do not touch daily_searches_used or last_search_date'
);
select lives_ok($$ select pg_temp.consume('grace_pro') from generate_series(1, 5) $$, 'cancelled Pro before its end: still unlimited');
select is(pg_temp.consume('grace_pro') ->> 'plan', 'pro', 'cancelled Pro before its end: effective plan pro');
select lives_ok($$ select pg_temp.consume('trial_pro') from generate_series(1, 5) $$, 'trialing Pro: unlimited');
select is(pg_temp.consume('expired_pro') ->> 'plan', 'free', 'cancelled Pro past its end counts as free');
select lives_ok($$ select pg_temp.consume('expired_pro') from generate_series(1, 2) $$, 'cancelled Pro past its end: two more');
select throws_ok($$ select pg_temp.consume('expired_pro') $$, 'P0001', null, 'cancelled Pro past its end: the fourth is refused');
select is(pg_temp.consume('pro_without_status') ->> 'plan', 'free', 'pro plan without a subscription status counts as free');
select is(pg_temp.consume('past_due_pro') ->> 'plan', 'free', 'past_due counts as free (spec: anything else is free)');

-- ============================================================ the given user
select is(public.consume_search_for(tests.get_supabase_uid('service_user')) - 'last_search_date',
  '{"plan":"free","used":1,"limit":3,"remaining":2}'::jsonb,
  'consume_search_for counts for the given user');
select is((public.consume_search_for(tests.get_supabase_uid('service_user')) ->> 'last_search_date')::timestamptz, now(),
  'consume_search_for returns the new last_search_date');
select is(public.consume_search_for(tests.get_supabase_uid('profileless')) ->> 'used', '1',
  'a user without a profile gets their free profile and a first search');
select throws_ok($$ select public.consume_search_for('00000000-0000-4000-8000-0000000000ff') $$, 'P0002', 'No such user',
  'an unknown user id is refused');
select throws_ok($$ select public.consume_search_for(null) $$, '22004', 'A user id is required',
  'a null user id is refused');

-- ============================================================ refunds (the search itself failed)
select is(public.refund_search_for(tests.get_supabase_uid('free_user')) - 'last_search_date',
  '{"plan":"free","used":2,"limit":3,"remaining":1}'::jsonb,
  'refund_search_for gives one of today''s searches back');
select is(public.refund_search_for(tests.get_supabase_uid('searched_yesterday')) ->> 'used', '0',
  'refunds go down to 0');
select is(public.refund_search_for(tests.get_supabase_uid('searched_yesterday')) ->> 'used', '0',
  'and never below');
select is(public.refund_search_for(tests.get_supabase_uid('pro_user')) - 'last_search_date',
  '{"plan":"pro","used":2,"limit":null,"remaining":null}'::jsonb,
  'refunding a Pro search changes nothing');
select throws_ok($$ select public.refund_search_for('00000000-0000-4000-8000-0000000000ff') $$, 'P0002', 'No such user',
  'refunding for an unknown user is refused');
select is(pg_temp.consume('free_user') ->> 'used', '3', 'after a refund the free user has exactly one more search');
select throws_ok($$ select pg_temp.consume('free_user') $$, 'P0001', null, 'and then the limit holds again');
select tests.authenticate_as('free_user');
select throws_ok($$ select public.refund_search_for(tests.get_supabase_uid('free_user')) $$, '42501',
  'permission denied for function refund_search_for', 'a user cannot refund their own searches');
select tests.authenticate_as_service_role();
update public.user_profiles set daily_searches_used = 3, last_search_date = now() - interval '1 day'
 where id = tests.get_supabase_uid('service_user');
select is(public.refund_search_for(tests.get_supabase_uid('service_user')) ->> 'used', '3',
  'a count from an earlier UTC day is not refunded (it resets on the next search anyway)');
update public.user_profiles set daily_searches_used = 2, last_search_date = now()
 where id = tests.get_supabase_uid('service_user');
select tests.clear_authentication();

select results_eq(
  $$ select plan, daily_searches_used from public.user_profiles where id = tests.get_supabase_uid('profileless') $$,
  $$ values ('free'::text, 1) $$,
  'the profile created on the way is free with one search used'
);
select is(
  (select daily_searches_used from public.user_profiles where id = tests.get_supabase_uid('service_user')),
  2,
  'consume_search_for stored the count'
);
select is(
  (select daily_searches_used from public.user_profiles where id = tests.get_supabase_uid('free_user')),
  3,
  'the free user''s count is stored as 3'
);

-- ============================================================ the shape of the functions
select function_returns('public', 'consume_search_for', array['uuid'], 'jsonb', 'consume_search_for(uuid) returns jsonb');
select is_definer('public', 'consume_search_for', array['uuid'], 'consume_search_for is security definer');

select * from finish();
rollback;

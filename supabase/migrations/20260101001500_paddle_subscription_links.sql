-- =============================================================================
-- Paddle subscriptions -> users, and the webhook's write ordered per
-- subscription (issue 11).
--
-- Events are ordered per subscription, as Paddle advises, not per user; and
-- the user named in custom_data comes from the browser, so it is not trusted
-- beyond the first event: the first event of a
-- subscription that names an existing user links the subscription to that
-- user, and from then on the stored link decides, whatever a later event's
-- custom_data says. Nothing is ever linked by e-mail.
--
--   * private.paddle_subscriptions: the link and the occurred_at of the last
--     state written for the subscription (an event or a Paddle API answer);
--   * apply_paddle_subscription_event(...): the webhook's only write;
--   * record_paddle_subscription_change(...): cancel-subscription's and
--     reactivate-subscription's write, from Paddle's API answer.
-- Both are service role only; the profile changes through them alone.
-- =============================================================================

create table private.paddle_subscriptions (
  subscription_id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_id text,
  last_occurred_at timestamptz not null,
  created_at timestamptz not null default now()
);
alter table private.paddle_subscriptions enable row level security;
comment on table private.paddle_subscriptions is
  'Which user a Paddle subscription belongs to (set once, by its first event naming an existing user) and when its last applied state happened. No policy: service role and billing functions only.';
comment on column private.paddle_subscriptions.last_occurred_at is
  'occurred_at of the newest event (or Paddle API answer) written to the profile for this subscription; older ones are stale.';
create index paddle_subscriptions_user_id_idx on private.paddle_subscriptions (user_id);
revoke all on table private.paddle_subscriptions from public, anon, authenticated;
grant select, insert, update, delete on table private.paddle_subscriptions to service_role;

-- ---------------------------------------------------------------- the webhook's write
create or replace function public.apply_paddle_subscription_event(
  p_event_id text,
  p_event_type text,
  p_occurred_at timestamptz,
  p_payload jsonb,
  p_subscription_id text,
  p_customer_id text,
  p_claimed_user_id uuid,
  p_plan text,
  p_subscription_status text,
  p_subscription_ends_at timestamptz
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted bigint;
  v_link private.paddle_subscriptions;
  v_profile_subscription text;
begin
  if p_event_id is null or p_event_type is null or p_occurred_at is null then
    raise exception 'p_event_id, p_event_type and p_occurred_at are required' using errcode = '22004';
  end if;
  if p_subscription_id is not null and (p_plan is null or p_subscription_status is null) then
    raise exception 'p_plan and p_subscription_status are required with p_subscription_id' using errcode = '22004';
  end if;

  -- Delivery is at least once, and a replay or a second destination repeats
  -- the event id: a known one is a no-op.
  insert into private.billing_events (event_id, event_type, occurred_at, payload, outcome)
  values (p_event_id, p_event_type, p_occurred_at, coalesce(p_payload, '{}'::jsonb), 'recorded')
  on conflict (event_id) do nothing
  returning id into v_inserted;
  if v_inserted is null then
    return 'duplicate';
  end if;
  if p_subscription_id is null then
    return 'recorded';
  end if;

  -- The stored link wins; without one, the claimed user must exist.
  select * into v_link from private.paddle_subscriptions
   where subscription_id = p_subscription_id for update;
  if not found then
    if p_claimed_user_id is null
       or not exists (select 1 from auth.users u where u.id = p_claimed_user_id) then
      return 'unknown_user';
    end if;
    insert into private.paddle_subscriptions (subscription_id, user_id, customer_id, last_occurred_at)
    values (p_subscription_id, p_claimed_user_id, p_customer_id, '-infinity')
    on conflict (subscription_id) do nothing;
    -- A concurrent first event may have linked it meanwhile: read the winner, locked.
    select * into v_link from private.paddle_subscriptions
     where subscription_id = p_subscription_id for update;
  end if;

  update private.billing_events set user_id = v_link.user_id where id = v_inserted;

  -- Paddle does not deliver in order: an event older than the state already
  -- written for this subscription changes nothing.
  if p_occurred_at < v_link.last_occurred_at then
    update private.billing_events set outcome = 'stale' where id = v_inserted;
    return 'stale';
  end if;
  update private.paddle_subscriptions
     set last_occurred_at = p_occurred_at,
         customer_id = coalesce(p_customer_id, customer_id)
   where subscription_id = p_subscription_id;

  insert into public.user_profiles (id, email)
  select u.id, u.email from auth.users u where u.id = v_link.user_id
  on conflict (id) do nothing;
  select paddle_subscription_id into v_profile_subscription
    from public.user_profiles where id = v_link.user_id for update;

  -- A user's profile follows one subscription: an older subscription ending
  -- late must not take away the Pro a newer one pays for.
  if v_profile_subscription is not null
     and v_profile_subscription <> p_subscription_id
     and p_plan <> 'pro' then
    update private.billing_events set outcome = 'stale' where id = v_inserted;
    return 'superseded';
  end if;

  update public.user_profiles
     set plan = p_plan,
         subscription_status = p_subscription_status,
         subscription_ends_at = p_subscription_ends_at,
         paddle_subscription_id = p_subscription_id,
         paddle_customer_id = coalesce(p_customer_id, paddle_customer_id)
   where id = v_link.user_id;
  update private.billing_events set outcome = 'applied' where id = v_inserted;
  return 'applied';
end;
$$;
comment on function public.apply_paddle_subscription_event(text, text, timestamptz, jsonb, text, text, uuid, text, text, timestamptz) is
  'The Paddle webhook''s write. Records the event (unique event id); for a subscription event, finds the user by the stored link (else the claimed user, if they exist, and links them), refuses events older than the subscription''s last applied state, and sets plan, status, end date and Paddle ids. Returns applied | stale | superseded | duplicate | recorded | unknown_user. Service role only.';
revoke all on function public.apply_paddle_subscription_event(text, text, timestamptz, jsonb, text, text, uuid, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.apply_paddle_subscription_event(text, text, timestamptz, jsonb, text, text, uuid, text, text, timestamptz)
  to service_role;

-- ---------------------------------------------------------------- cancel / reactivate
create or replace function public.record_paddle_subscription_change(
  p_user_id uuid,
  p_subscription_id text,
  p_subscription_status text,
  p_subscription_ends_at timestamptz,
  p_occurred_at timestamptz
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link private.paddle_subscriptions;
begin
  if p_user_id is null or p_subscription_id is null or p_subscription_status is null
     or p_occurred_at is null then
    raise exception 'every argument but p_subscription_ends_at is required' using errcode = '22004';
  end if;
  if p_subscription_status not in ('active', 'cancelled') then
    raise exception 'only active or cancelled can be recorded' using errcode = '22023';
  end if;

  -- Only the user's own, current subscription.
  perform 1 from public.user_profiles
   where id = p_user_id and paddle_subscription_id = p_subscription_id
   for update;
  if not found then
    raise exception 'Subscription % is not the current one of user %', p_subscription_id, p_user_id
      using errcode = 'P0002';
  end if;

  -- Profiles written before the links existed (or by hand) get theirs now.
  insert into private.paddle_subscriptions (subscription_id, user_id, last_occurred_at)
  values (p_subscription_id, p_user_id, '-infinity')
  on conflict (subscription_id) do nothing;
  select * into v_link from private.paddle_subscriptions
   where subscription_id = p_subscription_id for update;
  if v_link.user_id <> p_user_id then
    raise exception 'Subscription % belongs to another user', p_subscription_id using errcode = 'P0002';
  end if;
  -- A webhook event newer than Paddle's answer already wrote a newer state.
  if p_occurred_at < v_link.last_occurred_at then
    return 'stale';
  end if;

  update private.paddle_subscriptions set last_occurred_at = p_occurred_at
   where subscription_id = p_subscription_id;
  update public.user_profiles
     set plan = 'pro',
         subscription_status = p_subscription_status,
         subscription_ends_at = coalesce(p_subscription_ends_at, subscription_ends_at)
   where id = p_user_id;
  return 'applied';
end;
$$;
comment on function public.record_paddle_subscription_change(uuid, text, text, timestamptz, timestamptz) is
  'cancel-subscription and reactivate-subscription: records Paddle''s answer (cancelled until its effective_at, or active again) on the user''s own current subscription, unless a newer event was already applied. Returns applied | stale. Service role only.';
revoke all on function public.record_paddle_subscription_change(uuid, text, text, timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_paddle_subscription_change(uuid, text, text, timestamptz, timestamptz)
  to service_role;

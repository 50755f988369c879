-- =============================================================================
-- Subscription writes. Users never write billing columns (see user_profiles);
-- these functions are the only ways they change, besides the service role:
--   * downgrade_expired_subscription(): the spec's write-back (section 4) for
--     the caller only, and only when their cancelled Pro has ended;
--   * downgrade_expired_subscriptions(): the same for everyone, for a
--     scheduled job (service role);
--   * apply_subscription_event(...): the Paddle webhook's single write,
--     idempotent on the event id and refusing events older than the last
--     one applied (service role).
-- =============================================================================

-- ---------------------------------------------------------------- caller's write-back
create or replace function public.downgrade_expired_subscription()
returns public.user_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := (select auth.uid());
  v_profile public.user_profiles;
begin
  if v_user_id is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  update public.user_profiles
     set plan = 'free',
         subscription_status = 'inactive'
   where id = v_user_id
     and plan = 'pro'
     and subscription_status = 'cancelled'
     and subscription_ends_at < now()
  returning * into v_profile;

  if not found then
    select * into v_profile from public.user_profiles where id = v_user_id;
    if not found then
      return null;
    end if;
  end if;
  return v_profile;
end;
$$;
comment on function public.downgrade_expired_subscription() is
  'For the caller only: a cancelled Pro whose subscription_ends_at has passed becomes plan free, status inactive. Anything else is left unchanged. Returns the caller''s profile after the call (null when they have none).';
revoke all on function public.downgrade_expired_subscription() from public, anon, service_role;
grant execute on function public.downgrade_expired_subscription() to authenticated;

-- ---------------------------------------------------------------- batch write-back
create or replace function public.downgrade_expired_subscriptions()
returns integer
language sql
security definer
set search_path = ''
as $$
  with downgraded as (
    update public.user_profiles
       set plan = 'free',
           subscription_status = 'inactive'
     where plan = 'pro'
       and subscription_status = 'cancelled'
       and subscription_ends_at < now()
    returning 1
  )
  select count(*)::integer from downgraded
$$;
comment on function public.downgrade_expired_subscriptions() is
  'Downgrades every cancelled Pro whose period has ended; returns how many. For a scheduled job. Service role only.';
revoke all on function public.downgrade_expired_subscriptions() from public, anon, authenticated;
grant execute on function public.downgrade_expired_subscriptions() to service_role;

-- ---------------------------------------------------------------- Paddle events
create or replace function public.apply_subscription_event(
  p_event_id text,
  p_event_type text,
  p_occurred_at timestamptz,
  p_payload jsonb,
  p_user_id uuid default null,
  p_plan text default null,
  p_subscription_status text default null,
  p_subscription_ends_at timestamptz default null,
  p_paddle_subscription_id text default null,
  p_paddle_customer_id text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted bigint;
begin
  if p_event_id is null or p_event_type is null or p_occurred_at is null then
    raise exception 'p_event_id, p_event_type and p_occurred_at are required' using errcode = '22004';
  end if;
  if p_user_id is not null and (p_plan is null or p_subscription_status is null) then
    raise exception 'p_plan and p_subscription_status are required with p_user_id' using errcode = '22004';
  end if;

  if p_user_id is not null then
    -- Serialise every event of one user on their profile row, so "is there a
    -- newer applied event?" and the write happen as one step.
    insert into public.user_profiles (id, email)
    select u.id, u.email from auth.users u where u.id = p_user_id
    on conflict (id) do nothing;
    perform 1 from public.user_profiles where id = p_user_id for update;
    if not found then
      raise exception 'No such user: %', p_user_id using errcode = 'P0002';
    end if;
  end if;

  -- Delivery is at least once: a known event id is a no-op.
  insert into private.billing_events (event_id, event_type, occurred_at, user_id, payload, outcome)
  values (
    p_event_id, p_event_type, p_occurred_at, p_user_id, coalesce(p_payload, '{}'::jsonb),
    case when p_user_id is null then 'recorded' else 'applied' end
  )
  on conflict (event_id) do nothing
  returning id into v_inserted;

  if v_inserted is null then
    return 'duplicate';
  end if;
  if p_user_id is null then
    return 'recorded';
  end if;

  -- Paddle does not deliver in order: never let an older event overwrite
  -- the state written by a newer one.
  if exists (
    select 1 from private.billing_events e
     where e.user_id = p_user_id
       and e.outcome = 'applied'
       and e.occurred_at > p_occurred_at
       and e.id <> v_inserted
  ) then
    update private.billing_events set outcome = 'stale' where id = v_inserted;
    return 'stale';
  end if;

  update public.user_profiles
     set plan = p_plan,
         subscription_status = p_subscription_status,
         subscription_ends_at = p_subscription_ends_at,
         paddle_subscription_id = coalesce(p_paddle_subscription_id, paddle_subscription_id),
         paddle_customer_id = coalesce(p_paddle_customer_id, paddle_customer_id)
   where id = p_user_id;
  return 'applied';
end;
$$;
comment on function public.apply_subscription_event(text, text, timestamptz, jsonb, uuid, text, text, timestamptz, text, text) is
  'The Paddle webhook''s write. Records the event (unique event id) and, with p_user_id, sets the profile''s plan, status, end date and Paddle ids unless a newer event was already applied. Returns applied | stale | duplicate | recorded. Service role only.';
revoke all on function public.apply_subscription_event(text, text, timestamptz, jsonb, uuid, text, text, timestamptz, text, text)
  from public, anon, authenticated;
grant execute on function public.apply_subscription_event(text, text, timestamptz, jsonb, uuid, text, text, timestamptz, text, text)
  to service_role;

-- =============================================================================
-- The free plan's daily search limit in one place (issue 9). It was written as
-- a constant in consume_search_for, in refund_search_for and in the app's
-- src/config/plans.ts; now the database holds it and everything else reads it:
-- the two quota functions call public.free_daily_search_limit(), and the app
-- reads it through /rest/v1/rpc/free_daily_search_limit (anon and signed-in
-- users alike: the pricing page shows it before sign-in).
-- =============================================================================

create or replace function public.free_daily_search_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 3
$$;
comment on function public.free_daily_search_limit() is
  'Searches a free user may run per UTC day (spec sections 4, 5, 9). The one source: the quota functions and the app read it here.';
revoke all on function public.free_daily_search_limit() from public;
grant execute on function public.free_daily_search_limit() to anon, authenticated, service_role;

-- The same bodies as 20260101001000 / 20260101001200, with the limit read from
-- free_daily_search_limit() instead of a constant of their own.
create or replace function public.consume_search_for(p_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.user_profiles;
  v_plan text;
  v_today date := (now() at time zone 'UTC')::date;
  v_free_limit constant integer := public.free_daily_search_limit();
begin
  if p_user_id is null then
    raise exception 'A user id is required' using errcode = '22004';
  end if;

  select * into v_profile from public.user_profiles where id = p_user_id for update;
  if not found then
    -- A user from before the profile trigger, or one whose first sign-in has
    -- not created the profile yet: create the free profile the app would.
    insert into public.user_profiles (id, email)
    select u.id, u.email from auth.users u where u.id = p_user_id
    on conflict (id) do nothing;
    select * into v_profile from public.user_profiles where id = p_user_id for update;
    if not found then
      raise exception 'No such user' using errcode = 'P0002';
    end if;
  end if;

  v_plan := private.effective_plan(v_profile.plan, v_profile.subscription_status, v_profile.subscription_ends_at);

  if v_plan = 'pro' then
    return jsonb_build_object(
      'plan', 'pro',
      'used', v_profile.daily_searches_used,
      'limit', null,
      'remaining', null,
      'last_search_date', v_profile.last_search_date
    );
  end if;

  if v_profile.last_search_date is null
     or (v_profile.last_search_date at time zone 'UTC')::date <> v_today then
    v_profile.daily_searches_used := 1;
  elsif v_profile.daily_searches_used >= v_free_limit then
    -- Text of the spec's error catalogue (section 8), shown as is by the app.
    raise exception 'Daily search limit reached. Upgrade to Pro for unlimited searches.'
      using errcode = 'P0001',
            detail = 'daily_search_limit',
            hint = format('The free plan allows %s searches per UTC day.', v_free_limit);
  else
    v_profile.daily_searches_used := v_profile.daily_searches_used + 1;
  end if;

  update public.user_profiles
     set daily_searches_used = v_profile.daily_searches_used,
         last_search_date = now()
   where id = p_user_id
  returning * into v_profile;

  return jsonb_build_object(
    'plan', 'free',
    'used', v_profile.daily_searches_used,
    'limit', v_free_limit,
    'remaining', v_free_limit - v_profile.daily_searches_used,
    'last_search_date', v_profile.last_search_date
  );
end;
$$;

create or replace function public.refund_search_for(p_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.user_profiles;
  v_plan text;
  v_free_limit constant integer := public.free_daily_search_limit();
begin
  if p_user_id is null then
    raise exception 'A user id is required' using errcode = '22004';
  end if;

  select * into v_profile from public.user_profiles where id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;

  v_plan := private.effective_plan(v_profile.plan, v_profile.subscription_status, v_profile.subscription_ends_at);
  if v_plan = 'pro' then
    return jsonb_build_object(
      'plan', 'pro', 'used', v_profile.daily_searches_used, 'limit', null, 'remaining', null,
      'last_search_date', v_profile.last_search_date
    );
  end if;

  -- Only today's searches can be given back: yesterday's count no longer matters.
  if v_profile.last_search_date is not null
     and (v_profile.last_search_date at time zone 'UTC')::date = (now() at time zone 'UTC')::date
     and v_profile.daily_searches_used > 0
  then
    update public.user_profiles
       set daily_searches_used = daily_searches_used - 1
     where id = p_user_id
    returning * into v_profile;
  end if;

  return jsonb_build_object(
    'plan', 'free',
    'used', v_profile.daily_searches_used,
    'limit', v_free_limit,
    'remaining', greatest(v_free_limit - v_profile.daily_searches_used, 0),
    'last_search_date', v_profile.last_search_date
  );
end;
$$;

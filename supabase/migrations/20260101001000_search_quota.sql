-- =============================================================================
-- The free plan's daily search quota (spec sections 4, 5, 9), consumed on the
-- server, atomically:
--   effective plan free: if last_search_date's UTC date is not today the
--   counter restarts at 1; otherwise a fourth search is refused, else +1.
--   effective plan pro: unlimited; the counter is left as it is (the spec
--   counts free users' searches only).
-- The profile row is locked (select ... for update) for the whole decision, so
-- concurrent searches by one user queue up: twenty at once on a fresh day give
-- exactly three successes.
--
-- The limit itself is public.free_daily_search_limit(), its one source (issue
-- 9): the quota functions call it, and the app reads it through
-- /rest/v1/rpc/free_daily_search_limit (anon and signed-in users alike: the
-- pricing page shows it before sign-in).
--
-- consume_search_for(user) is for the `search` edge function (service role,
-- acting for the user whose JWT it verified); nothing else consumes a search.
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
comment on function public.consume_search_for(uuid) is
  'Counts one search for the user under the free plan''s daily limit (3 per UTC day; pro unlimited). Returns {plan, used, limit, remaining, last_search_date}; raises P0001 "Daily search limit reached. Upgrade to Pro for unlimited searches." (detail daily_search_limit). Service role only.';
revoke all on function public.consume_search_for(uuid) from public, anon, authenticated;
grant execute on function public.consume_search_for(uuid) to service_role;

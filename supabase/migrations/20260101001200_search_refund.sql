-- =============================================================================
-- Giving a search back. The spec counts a search "after a successful search"
-- (section 4), but the quota must be taken before the search runs, or twenty
-- parallel requests would all pass the check. So the `search` edge function
-- consumes first (consume_search_for) and, when the provider then fails,
-- returns the search with refund_search_for: the user pays only for searches
-- that produced an answer.
-- =============================================================================

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
comment on function public.refund_search_for(uuid) is
  'Gives back one of today''s free searches after the search itself failed. Same return shape as consume_search_for; no-op for Pro and for a count from an earlier day. Service role only.';
revoke all on function public.refund_search_for(uuid) from public, anon, authenticated;
grant execute on function public.refund_search_for(uuid) to service_role;

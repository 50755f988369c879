-- =============================================================================
-- The caller's subscription write-back. Users never write billing columns (see
-- user_profiles): downgrade_expired_subscription() is the spec's write-back
-- (section 4) for the caller only, and only when their cancelled Pro has
-- ended. What a user may do follows private.effective_plan whether or not the
-- row was written back. Paddle's writes are in paddle_subscription_links.
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

-- =============================================================================
-- The effective plan (spec section 4), in SQL, so that the rules that must
-- really hold (list creation, the search quota) use the same reading as the UI:
--   no profile: free; cancelled with an end date in the past: free;
--   active or trialing: the plan; cancelled ending in the future: the plan;
--   anything else (inactive, past_due, paused, null, cancelled without an end
--   date): free.
-- =============================================================================

create or replace function private.effective_plan(
  p_plan text,
  p_subscription_status text,
  p_subscription_ends_at timestamptz
)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_subscription_status in ('active', 'trialing') then coalesce(p_plan, 'free')
    when p_subscription_status = 'cancelled' and p_subscription_ends_at > now() then coalesce(p_plan, 'free')
    else 'free'
  end
$$;
comment on function private.effective_plan(text, text, timestamptz) is
  'The spec''s effective plan (section 4) from a profile''s plan, subscription_status and subscription_ends_at. Stable: depends on now().';
revoke all on function private.effective_plan(text, text, timestamptz) from public;

create or replace function private.has_pro_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- Security definer so that policies calling it do not depend on the
  -- caller's view of user_profiles (and do not recurse through its RLS).
  select coalesce(
    (select private.effective_plan(p.plan, p.subscription_status, p.subscription_ends_at) = 'pro'
       from public.user_profiles p
      where p.id = (select auth.uid())),
    false
  )
$$;
comment on function private.has_pro_access() is
  'True when the calling user''s effective plan is pro. Used by the policies that keep lists a Pro feature.';
revoke all on function private.has_pro_access() from public;
grant execute on function private.has_pro_access() to authenticated;

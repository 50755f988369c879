-- =============================================================================
-- user_profiles: one row per auth user (spec section 3).
--
-- Who may write what (issue 2, "Security in the database"):
--   * a signed-in user reads their own row, creates it once (plan free, no
--     subscription, no searches used) and changes receive_email_notifications;
--   * plan, subscription_*, paddle_* and the search counters change only
--     through the service role (paddle-webhook, cancel-subscription, search) or
--     the security-definer functions of later migrations (consume_search_for,
--     downgrade_expired_subscription).
-- Enforced three ways: column privileges (the primary rule), RLS (whose row),
-- and a trigger that refuses protected-column changes by API roles (defence
-- in depth should a broader grant ever be added by mistake).
-- =============================================================================

create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  plan text not null default 'free',
  subscription_status text,
  subscription_ends_at timestamptz,
  paddle_subscription_id text,
  paddle_customer_id text,
  daily_searches_used integer not null default 0,
  last_search_date timestamptz,
  receive_email_notifications boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint user_profiles_plan_check check (plan in ('free', 'pro')),
  -- The spec names active, trialing, cancelled and inactive and says other
  -- values exist but are not shown; past_due and paused are Paddle Billing's
  -- remaining subscription states. A closed list catches the one mistake that
  -- would silently break the effective-plan rule: Paddle spells it "canceled",
  -- the product "cancelled". The webhook maps Paddle's spelling.
  constraint user_profiles_subscription_status_check check (
    subscription_status in ('active', 'trialing', 'cancelled', 'inactive', 'past_due', 'paused')
  ),
  constraint user_profiles_daily_searches_used_check check (daily_searches_used >= 0)
);
alter table public.user_profiles enable row level security;

comment on table public.user_profiles is
  'One row per auth user: plan, subscription state, free-plan search quota and preferences. Created by the auth.users trigger or by the user on first sign-in.';
comment on column public.user_profiles.id is 'The auth user id (auth.users.id); the row goes when the user does.';
comment on column public.user_profiles.email is 'The user''s e-mail, copied from auth.users for display and support. Never used to link payments.';
comment on column public.user_profiles.plan is 'free or pro: the subscribed plan. What the user may do follows the effective plan (private.effective_plan).';
comment on column public.user_profiles.subscription_status is 'Paddle subscription state in the product''s spelling (cancelled, not canceled); null before any subscription.';
comment on column public.user_profiles.subscription_ends_at is 'End of the paid period: a cancelled Pro keeps access until then.';
comment on column public.user_profiles.paddle_subscription_id is 'Paddle subscription id (sub_...), needed to cancel. Written only by the service role.';
comment on column public.user_profiles.paddle_customer_id is 'Paddle customer id (ctm_...). Written only by the service role.';
comment on column public.user_profiles.daily_searches_used is 'Free-plan searches used on the UTC day of last_search_date (limit 3). Written only by consume_search_for and refund_search_for.';
comment on column public.user_profiles.last_search_date is 'Time of the last counted search; its UTC date decides whether the counter resets.';
comment on column public.user_profiles.receive_email_notifications is 'E-mail notifications opt-in; the only column a user may change directly.';
comment on column public.user_profiles.created_at is 'Row creation time.';
comment on column public.user_profiles.updated_at is 'Last change, maintained by trigger.';

-- Billing looks a profile up by its Paddle subscription; one subscription
-- belongs to one user.
create unique index user_profiles_paddle_subscription_id_key
  on public.user_profiles (paddle_subscription_id)
  where paddle_subscription_id is not null;
-- Finding cancelled subscriptions whose period has ended (the batch downgrade).
create index user_profiles_cancelled_ends_at_idx
  on public.user_profiles (subscription_ends_at)
  where subscription_status = 'cancelled';

-- ---------------------------------------------------------------- privileges
-- Hosted Supabase grants everything on new public tables to anon and
-- authenticated by default: take it all back, then grant what the app needs.
revoke all on table public.user_profiles from public, anon, authenticated;
grant select on table public.user_profiles to authenticated;
-- Exactly the columns the app's profile creation sends (spec section 7).
grant insert (id, email, plan, daily_searches_used, created_at, updated_at)
  on table public.user_profiles to authenticated;
grant update (receive_email_notifications) on table public.user_profiles to authenticated;
grant select, insert, update, delete on table public.user_profiles to service_role;

-- ---------------------------------------------------------------- policies
create policy "Users can read their own profile"
  on public.user_profiles for select
  to authenticated
  using (id = (select auth.uid()));

create policy "Users can create their own free profile"
  on public.user_profiles for insert
  to authenticated
  with check (
    id = (select auth.uid())
    and plan = 'free'
    and daily_searches_used = 0
    and last_search_date is null
    and subscription_status is null
    and subscription_ends_at is null
    and paddle_subscription_id is null
    and paddle_customer_id is null
  );

create policy "Users can update their own profile"
  on public.user_profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- No delete policy: a profile goes with its auth user (on delete cascade).

-- ---------------------------------------------------------------- triggers
create or replace function private.guard_user_profile_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- API roles reach this only through the column grant on
  -- receive_email_notifications; security-definer functions run as their
  -- owner and the service role is trusted, so both pass.
  if current_user in ('anon', 'authenticated')
     and (new.id, new.email, new.plan, new.subscription_status, new.subscription_ends_at,
          new.paddle_subscription_id, new.paddle_customer_id, new.daily_searches_used,
          new.last_search_date, new.created_at)
         is distinct from
         (old.id, old.email, old.plan, old.subscription_status, old.subscription_ends_at,
          old.paddle_subscription_id, old.paddle_customer_id, old.daily_searches_used,
          old.last_search_date, old.created_at)
  then
    raise exception 'Only receive_email_notifications can be changed on a profile'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.guard_user_profile_columns() is
  'BEFORE UPDATE trigger on user_profiles: API roles may change receive_email_notifications only (defence in depth behind the column grant).';
revoke all on function private.guard_user_profile_columns() from public;

create trigger user_profiles_guard_columns
  before update on public.user_profiles
  for each row execute function private.guard_user_profile_columns();

create trigger user_profiles_set_updated_at
  before update on public.user_profiles
  for each row execute function private.set_updated_at();

-- =============================================================================
-- Sign-ups that cannot be pre-claimed (README, "E-mail confirmation and auth rate
-- limits").
--
-- GoTrue keeps the password of the FIRST sign-up of an unconfirmed address and
-- ignores the password of every later one; each later sign-up mails a new link
-- and voids the older ones. So an attacker who signs up first with someone
-- else's address keeps a working password once the owner confirms.
--
-- The `signup` function therefore records each sign-up here: the bcrypt hash of
-- its password, under the SHA-256 of a random nonce that travels only inside
-- that sign-up's confirmation link. begin_signup_for also takes away the
-- password an unconfirmed account holds, since whoever chose it has not proved
-- the address. When a link is followed, the function hands its nonce to
-- finish_signup_for, which gives the account that sign-up's password and ends
-- every other pending sign-up of the address. A nonce is good for one hour,
-- GoTrue's e-mail link lifetime, and once.
--
-- Only the service role may call the two functions; nobody reads the table
-- through the API.
-- =============================================================================

create table private.pending_signups (
  nonce_hash text primary key check (nonce_hash ~ '^[0-9a-f]{64}$'),
  email text not null check (length(email) between 3 and 254),
  password_hash text not null check (password_hash ~ '^\$2[aby]\$[0-9]{2}\$[./A-Za-z0-9]{53}$'),
  -- The app page the link finally lands on; '' for the auth service's Site URL.
  redirect_to text not null check (redirect_to = '' or redirect_to ~ '^https?://'),
  created_at timestamptz not null default now()
);
comment on table private.pending_signups is
  'One row per sign-up through the signup function whose link may still be followed: the password it chose, keyed by the SHA-256 of its link''s nonce.';

create index pending_signups_email_idx on private.pending_signups (lower(email));

alter table private.pending_signups enable row level security;
revoke all on private.pending_signups from public, anon, authenticated, service_role;

create or replace function public.begin_signup_for(
  p_email text,
  p_password_hash text,
  p_nonce_hash text,
  p_redirect_to text
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.pending_signups where created_at < now() - interval '1 hour';
  -- Runs before GoTrue is asked to mail the link, so no link of this sign-up can
  -- meet a password an earlier sign-up chose.
  update auth.users u
     set encrypted_password = '', updated_at = now()
   where lower(u.email) = lower(p_email)
     and u.email_confirmed_at is null
     and u.is_sso_user = false
     and coalesce(u.encrypted_password, '') <> '';
  insert into private.pending_signups (nonce_hash, email, password_hash, redirect_to)
  values (p_nonce_hash, p_email, p_password_hash, p_redirect_to);
  return true;
end;
$$;
comment on function public.begin_signup_for(text, text, text, text) is
  'signup function (service role), before GoTrue''s /signup: records the sign-up''s password hash under its nonce and clears the password of an unconfirmed account.';
revoke all on function public.begin_signup_for(text, text, text, text) from public, anon, authenticated;
grant execute on function public.begin_signup_for(text, text, text, text) to service_role;

create or replace function public.finish_signup_for(p_nonce_hash text)
returns table (user_id uuid, email text, redirect_to text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pending private.pending_signups;
  v_user_id uuid;
begin
  select * into v_pending
    from private.pending_signups p
   where p.nonce_hash = p_nonce_hash
     and p.created_at >= now() - interval '1 hour'
     for update;
  if not found then
    return;
  end if;

  -- The first link followed wins: every pending sign-up of the address ends.
  delete from private.pending_signups p where lower(p.email) = lower(v_pending.email);

  -- Never an account that was confirmed before this sign-up was made (GoTrue mails
  -- no link for one, so its nonce cannot be known; this says so in the data too).
  update auth.users u
     set encrypted_password = v_pending.password_hash, updated_at = now()
   where lower(u.email) = lower(v_pending.email)
     and u.is_sso_user = false
     and (u.email_confirmed_at is null or u.email_confirmed_at >= v_pending.created_at)
  returning u.id into v_user_id;
  if v_user_id is null then
    return;
  end if;

  return query select v_user_id, v_pending.email, v_pending.redirect_to;
end;
$$;
comment on function public.finish_signup_for(text) is
  'signup function (service role), when a confirmation link is followed: gives the account the password of the sign-up that mailed the link and ends the address''s other pending sign-ups.';
revoke all on function public.finish_signup_for(text) from public, anon, authenticated;
grant execute on function public.finish_signup_for(text) to service_role;

-- =============================================================================
-- A profile for every auth user, created by the database when the user is.
--
-- The spec's client creates a missing profile on sign-in and, when that insert
-- hits a duplicate (23505), reloads the existing one: that path stays valid.
-- Creating the row here as well means every user has a profile from the first
-- moment, so server-side code (the search quota, the Paddle webhook) never
-- meets a user without one, and users created by the admin API or by Supabase
-- Studio are covered too. Supabase's own "user management" starter does the same.
-- =============================================================================

create or replace function private.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Runs as the function owner: GoTrue's role (supabase_auth_admin) has no
  -- rights on public tables. Plan and quota take their column defaults.
  insert into public.user_profiles (id, email)
  values (new.id, new.email)
  on conflict (id) do nothing;
  return new;
end;
$$;
comment on function private.create_profile_for_new_user() is
  'AFTER INSERT trigger on auth.users: creates the free profile of a new user.';
revoke all on function private.create_profile_for_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

create or replace function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_profiles set email = new.email where id = new.id;
  return new;
end;
$$;
comment on function private.sync_profile_email() is
  'AFTER UPDATE OF email trigger on auth.users: keeps user_profiles.email equal to the account''s e-mail.';
revoke all on function private.sync_profile_email() from public;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.sync_profile_email();

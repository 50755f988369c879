-- =============================================================================
-- Test helpers (after basejump's supabase_test_helpers), installed in a `tests`
-- schema and COMMITTED so that every later file can use them. Each later file
-- runs in one transaction that it rolls back.
--
--   tests.create_supabase_user(identifier, email?) -> uuid   (profile via trigger)
--   tests.get_supabase_uid(identifier)             -> uuid
--   tests.authenticate_as(identifier)    role authenticated + that user's claims
--   tests.authenticate_as_anon()         role anon, claims {"role":"anon"}
--   tests.authenticate_as_service_role() role service_role
--   tests.clear_authentication()         back to the session user (postgres)
--   tests.set_subscription(identifier, plan, status, ends_at)   as superuser
--
-- Identity is switched with set_config('role' / 'request.jwt.claims', ..., true),
-- exactly as PostgREST (and the local stack's runAsRequest) does per request.
-- =============================================================================
begin;

create extension if not exists pgtap;

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

create or replace function tests.create_supabase_user(identifier text, email text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values (
    v_id, 'authenticated', 'authenticated',
    coalesce(email, identifier || '@test.example'),
    '{"provider":"email","providers":["email"]}'::jsonb,
    jsonb_build_object('test_identifier', identifier),
    now(), now()
  );
  return v_id;
end;
$$;

create or replace function tests.get_supabase_user(identifier text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user jsonb;
begin
  select jsonb_build_object('id', u.id, 'email', u.email) into v_user
    from auth.users u
   where u.raw_user_meta_data ->> 'test_identifier' = identifier;
  if v_user is null then
    raise exception 'tests: no user with identifier %', identifier;
  end if;
  return v_user;
end;
$$;

create or replace function tests.get_supabase_uid(identifier text)
returns uuid
language sql
stable
as $$
  select (tests.get_supabase_user(identifier) ->> 'id')::uuid
$$;

-- Not security definer: set_config('role') is refused inside one.
create or replace function tests.authenticate_as(identifier text)
returns void
language plpgsql
as $$
declare
  v_user jsonb := tests.get_supabase_user(identifier);
begin
  perform set_config('role', 'authenticated', true);
  perform set_config(
    'request.jwt.claims',
    jsonb_build_object(
      'sub', v_user ->> 'id',
      'email', v_user ->> 'email',
      'role', 'authenticated',
      'aud', 'authenticated',
      'aal', 'aal1',
      'is_anonymous', false
    )::text,
    true
  );
end;
$$;

create or replace function tests.authenticate_as_anon()
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
end;
$$;

create or replace function tests.authenticate_as_service_role()
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'service_role', true);
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
end;
$$;

create or replace function tests.clear_authentication()
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
end;
$$;

create or replace function tests.set_subscription(
  identifier text,
  plan text,
  status text,
  ends_at timestamptz default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_profiles
     set plan = set_subscription.plan,
         subscription_status = set_subscription.status,
         subscription_ends_at = set_subscription.ends_at
   where id = tests.get_supabase_uid(identifier);
end;
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

select plan(1);
select has_function('tests', 'authenticate_as', array['text'], 'the test helpers are installed');
select * from finish();
commit;

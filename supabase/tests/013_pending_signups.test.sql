-- =============================================================================
-- private.pending_signups and its two functions (migration 20260101001750):
-- nobody reaches the table through the API, only the service role calls the
-- functions, a sign-up clears the password of an unconfirmed account and only
-- the followed link's password is applied, once, within the hour, never to an
-- account confirmed before that sign-up.
-- =============================================================================
begin;
select plan(34);

select tests.create_supabase_user('pending', 'pending@test.example');
select tests.create_supabase_user('confirmed', 'confirmed@test.example');
update auth.users set encrypted_password = '$2a$10$' || repeat('p', 53)
 where id = tests.get_supabase_uid('pending');
update auth.users set encrypted_password = '$2a$10$' || repeat('c', 53), email_confirmed_at = now() - interval '1 day'
 where id = tests.get_supabase_uid('confirmed');

select has_table('private', 'pending_signups', 'pending_signups exists in the private schema');
select ok(
  (select relrowsecurity from pg_class where oid = 'private.pending_signups'::regclass),
  'pending_signups has row level security on'
);

-- ------------------------------------------------------------ anon and authenticated
select tests.authenticate_as_anon();
select throws_ok($$ select * from private.pending_signups $$, '42501', 'permission denied for schema private', 'pending_signups | anon | select: refused');
select throws_ok($$ insert into private.pending_signups (nonce_hash, email, password_hash, redirect_to) values (repeat('a', 64), 'x@test.example', '$2a$10$' || repeat('x', 53), 'http://localhost/') $$, '42501', 'permission denied for schema private', 'pending_signups | anon | insert: refused');
select throws_ok($$ update private.pending_signups set email = 'x' $$, '42501', 'permission denied for schema private', 'pending_signups | anon | update: refused');
select throws_ok($$ delete from private.pending_signups $$, '42501', 'permission denied for schema private', 'pending_signups | anon | delete: refused');
select throws_ok($$ select public.begin_signup_for('pending@test.example', '$2a$10$' || repeat('x', 53), repeat('a', 64), 'http://localhost/') $$, '42501', 'permission denied for function begin_signup_for', 'begin_signup_for | anon: refused');
select throws_ok($$ select * from public.finish_signup_for(repeat('a', 64)) $$, '42501', 'permission denied for function finish_signup_for', 'finish_signup_for | anon: refused');

select tests.authenticate_as('pending');
select throws_ok($$ select * from private.pending_signups $$, '42501', 'permission denied for schema private', 'pending_signups | authenticated | select: refused');
select throws_ok($$ insert into private.pending_signups (nonce_hash, email, password_hash, redirect_to) values (repeat('a', 64), 'x@test.example', '$2a$10$' || repeat('x', 53), 'http://localhost/') $$, '42501', 'permission denied for schema private', 'pending_signups | authenticated | insert: refused');
select throws_ok($$ update private.pending_signups set email = 'x' $$, '42501', 'permission denied for schema private', 'pending_signups | authenticated | update: refused');
select throws_ok($$ delete from private.pending_signups $$, '42501', 'permission denied for schema private', 'pending_signups | authenticated | delete: refused');
select throws_ok($$ select public.begin_signup_for('pending@test.example', '$2a$10$' || repeat('x', 53), repeat('a', 64), 'http://localhost/') $$, '42501', 'permission denied for function begin_signup_for', 'begin_signup_for | authenticated: refused');
select throws_ok($$ select * from public.finish_signup_for(repeat('a', 64)) $$, '42501', 'permission denied for function finish_signup_for', 'finish_signup_for | authenticated: refused');

-- ------------------------------------------------------------ service_role: the table stays shut
select tests.authenticate_as_service_role();
select throws_ok($$ select * from private.pending_signups $$, '42501', 'permission denied for table pending_signups', 'pending_signups | service_role | select: refused (functions only)');
select throws_ok($$ insert into private.pending_signups (nonce_hash, email, password_hash, redirect_to) values (repeat('a', 64), 'x@test.example', '$2a$10$' || repeat('x', 53), 'http://localhost/') $$, '42501', 'permission denied for table pending_signups', 'pending_signups | service_role | insert: refused (functions only)');

-- ------------------------------------------------------------ begin_signup_for
select ok(public.begin_signup_for('PENDING@test.example', '$2a$10$' || repeat('a', 53), repeat('a', 64), 'http://localhost:5173/dashboard'),
  'begin_signup_for: the service role records a sign-up');
select ok(public.begin_signup_for('pending@test.example', '$2a$10$' || repeat('b', 53), repeat('b', 64), 'http://localhost:5173/dashboard'),
  'begin_signup_for: a second sign-up of the address is recorded too');
select ok(public.begin_signup_for('confirmed@test.example', '$2a$10$' || repeat('z', 53), repeat('c', 64), 'http://localhost:5173/dashboard'),
  'begin_signup_for: a sign-up of a confirmed address is recorded (its nonce is never mailed)');
select throws_ok($$ select public.begin_signup_for('pending@test.example', 'plain-text', repeat('d', 64), 'http://localhost/') $$, '23514', null,
  'begin_signup_for: anything but a bcrypt hash is refused');
select throws_ok($$ select public.begin_signup_for('pending@test.example', '$2a$10$' || repeat('x', 53), 'not-a-hash', 'http://localhost/') $$, '23514', null,
  'begin_signup_for: a nonce hash must be 64 hex digits');

select tests.clear_authentication();
select is((select encrypted_password::text from auth.users where id = tests.get_supabase_uid('pending')), '',
  'begin_signup_for: the unconfirmed account keeps no password from an earlier sign-up');
select is((select encrypted_password::text from auth.users where id = tests.get_supabase_uid('confirmed')), '$2a$10$' || repeat('c', 53),
  'begin_signup_for: a confirmed account keeps its password');

-- ------------------------------------------------------------ finish_signup_for
select tests.authenticate_as_service_role();
select results_eq(
  $$ select user_id, email, redirect_to from public.finish_signup_for(repeat('a', 64)) $$,
  $$ values (tests.get_supabase_uid('pending'), 'PENDING@test.example'::text, 'http://localhost:5173/dashboard'::text) $$,
  'finish_signup_for: the older link of two answers its account and landing page'
);
select is_empty($$ select * from public.finish_signup_for(repeat('a', 64)) $$, 'finish_signup_for: a link works once');
select is_empty($$ select * from public.finish_signup_for(repeat('b', 64)) $$, 'finish_signup_for: the other sign-up of the address ended with it');
select is_empty($$ select * from public.finish_signup_for(repeat('c', 64)) $$, 'finish_signup_for: never for an account confirmed before the sign-up');
select is_empty($$ select * from public.finish_signup_for(repeat('e', 64)) $$, 'finish_signup_for: an unknown nonce gives nothing');

select tests.clear_authentication();
select is((select encrypted_password::text from auth.users where id = tests.get_supabase_uid('pending')), '$2a$10$' || repeat('a', 53),
  'finish_signup_for: the account has the password of the sign-up whose link was followed');
select is((select encrypted_password::text from auth.users where id = tests.get_supabase_uid('confirmed')), '$2a$10$' || repeat('c', 53),
  'finish_signup_for: the confirmed account''s password is untouched');
select is((select count(*)::int from private.pending_signups), 0, 'no pending sign-up is left');

-- An hour old: past GoTrue's e-mail link lifetime, and swept by the next sign-up.
insert into private.pending_signups (nonce_hash, email, password_hash, redirect_to, created_at)
values (repeat('f', 64), 'pending@test.example', '$2a$10$' || repeat('f', 53), 'http://localhost/', now() - interval '61 minutes');
select tests.authenticate_as_service_role();
select is_empty($$ select * from public.finish_signup_for(repeat('f', 64)) $$, 'finish_signup_for: not after an hour');
select ok(public.begin_signup_for('other@test.example', '$2a$10$' || repeat('o', 53), repeat('0', 64), 'http://localhost/'), 'another sign-up');
select tests.clear_authentication();
select is((select count(*)::int from private.pending_signups where nonce_hash = repeat('f', 64)), 0,
  'begin_signup_for sweeps sign-ups older than an hour');

select * from finish();
rollback;

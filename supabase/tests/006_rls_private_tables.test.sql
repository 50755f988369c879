-- =============================================================================
-- The tables nobody but the service role may touch: private.billing_events
-- (Paddle payloads) and the directory (search data, served only through the
-- search function). x {anon, owner, stranger, service_role} x {select,
-- insert, update, delete}: 3 tables x 4 roles x 4 operations.
-- =============================================================================
begin;
select plan(54);

select tests.create_supabase_user('owner');
select tests.create_supabase_user('stranger');
insert into private.billing_events (event_id, event_type, occurred_at, user_id, payload, outcome)
values ('evt_owner_1', 'subscription.created', now() - interval '1 day', tests.get_supabase_uid('owner'), '{"data":{}}', 'applied');
insert into public.directory_businesses (name, business_type, city, district, country, address, google_rating, rating_count)
values ('Moda Dental', 'dentist', 'Istanbul', 'Kadikoy', 'Turkey', 'Moda Cd. 10, Kadikoy, Istanbul', 4.7, 210);
insert into public.directory_places (label, city, district, country)
values ('Kadikoy, Istanbul, Turkey', 'Istanbul', 'Kadikoy', 'Turkey');

-- ------------------------------------------------------------ anon, owner, stranger
-- The same 12 refusals for each of the three API identities.
select tests.authenticate_as_anon();
select throws_ok($$ select * from private.billing_events $$, '42501', 'permission denied for schema private', 'billing_events | anon | select: refused');
select throws_ok($$ insert into private.billing_events (event_id, event_type, occurred_at, outcome) values ('evt_x', 'x', now(), 'recorded') $$, '42501', 'permission denied for schema private', 'billing_events | anon | insert: refused');
select throws_ok($$ update private.billing_events set outcome = 'stale' $$, '42501', 'permission denied for schema private', 'billing_events | anon | update: refused');
select throws_ok($$ delete from private.billing_events $$, '42501', 'permission denied for schema private', 'billing_events | anon | delete: refused');
select throws_ok($$ select * from public.directory_businesses $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | anon | select: refused');
select throws_ok($$ insert into public.directory_businesses (name, business_type, city, country, address) values ('x', 'x', 'x', 'x', 'x') $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | anon | insert: refused');
select throws_ok($$ update public.directory_businesses set phone = null $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | anon | update: refused');
select throws_ok($$ delete from public.directory_businesses $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | anon | delete: refused');
select throws_ok($$ select * from public.directory_places $$, '42501', 'permission denied for table directory_places', 'directory_places | anon | select: refused');
select throws_ok($$ insert into public.directory_places (label, city, country) values ('x', 'x', 'x') $$, '42501', 'permission denied for table directory_places', 'directory_places | anon | insert: refused');
select throws_ok($$ update public.directory_places set district = null $$, '42501', 'permission denied for table directory_places', 'directory_places | anon | update: refused');
select throws_ok($$ delete from public.directory_places $$, '42501', 'permission denied for table directory_places', 'directory_places | anon | delete: refused');

select tests.authenticate_as('owner');
select throws_ok($$ select * from private.billing_events $$, '42501', 'permission denied for schema private', 'billing_events | owner | select: refused, even their own events');
select throws_ok($$ insert into private.billing_events (event_id, event_type, occurred_at, outcome) values ('evt_x', 'x', now(), 'recorded') $$, '42501', 'permission denied for schema private', 'billing_events | owner | insert: refused');
select throws_ok($$ update private.billing_events set outcome = 'stale' $$, '42501', 'permission denied for schema private', 'billing_events | owner | update: refused');
select throws_ok($$ delete from private.billing_events $$, '42501', 'permission denied for schema private', 'billing_events | owner | delete: refused');
select throws_ok($$ select * from public.directory_businesses $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | owner | select: refused (search goes through the function)');
select throws_ok($$ insert into public.directory_businesses (name, business_type, city, country, address) values ('x', 'x', 'x', 'x', 'x') $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | owner | insert: refused');
select throws_ok($$ update public.directory_businesses set phone = null $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | owner | update: refused');
select throws_ok($$ delete from public.directory_businesses $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | owner | delete: refused');
select throws_ok($$ select * from public.directory_places $$, '42501', 'permission denied for table directory_places', 'directory_places | owner | select: refused');
select throws_ok($$ insert into public.directory_places (label, city, country) values ('x', 'x', 'x') $$, '42501', 'permission denied for table directory_places', 'directory_places | owner | insert: refused');
select throws_ok($$ update public.directory_places set district = null $$, '42501', 'permission denied for table directory_places', 'directory_places | owner | update: refused');
select throws_ok($$ delete from public.directory_places $$, '42501', 'permission denied for table directory_places', 'directory_places | owner | delete: refused');

select tests.authenticate_as('stranger');
select throws_ok($$ select * from private.billing_events $$, '42501', 'permission denied for schema private', 'billing_events | stranger | select: refused');
select throws_ok($$ insert into private.billing_events (event_id, event_type, occurred_at, outcome) values ('evt_x', 'x', now(), 'recorded') $$, '42501', 'permission denied for schema private', 'billing_events | stranger | insert: refused');
select throws_ok($$ update private.billing_events set outcome = 'stale' $$, '42501', 'permission denied for schema private', 'billing_events | stranger | update: refused');
select throws_ok($$ delete from private.billing_events $$, '42501', 'permission denied for schema private', 'billing_events | stranger | delete: refused');
select throws_ok($$ select * from public.directory_businesses $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | stranger | select: refused');
select throws_ok($$ insert into public.directory_businesses (name, business_type, city, country, address) values ('x', 'x', 'x', 'x', 'x') $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | stranger | insert: refused');
select throws_ok($$ update public.directory_businesses set phone = null $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | stranger | update: refused');
select throws_ok($$ delete from public.directory_businesses $$, '42501', 'permission denied for table directory_businesses', 'directory_businesses | stranger | delete: refused');
select throws_ok($$ select * from public.directory_places $$, '42501', 'permission denied for table directory_places', 'directory_places | stranger | select: refused');
select throws_ok($$ insert into public.directory_places (label, city, country) values ('x', 'x', 'x') $$, '42501', 'permission denied for table directory_places', 'directory_places | stranger | insert: refused');
select throws_ok($$ update public.directory_places set district = null $$, '42501', 'permission denied for table directory_places', 'directory_places | stranger | update: refused');
select throws_ok($$ delete from public.directory_places $$, '42501', 'permission denied for table directory_places', 'directory_places | stranger | delete: refused');

-- ------------------------------------------------------------ service_role
select tests.authenticate_as_service_role();
select results_eq($$ select event_id from private.billing_events $$, $$ values ('evt_owner_1'::text) $$,
  'billing_events | service_role | select: allowed');
select lives_ok($$ insert into private.billing_events (event_id, event_type, occurred_at, outcome) values ('evt_svc', 'transaction.completed', now(), 'recorded') $$,
  'billing_events | service_role | insert: allowed');
with changed as (update private.billing_events set payload = '{"note":"replayed"}' where event_id = 'evt_svc' returning 1)
select is((select count(*)::int from changed), 1, 'billing_events | service_role | update: allowed');
with removed as (delete from private.billing_events where event_id = 'evt_svc' returning 1)
select is((select count(*)::int from removed), 1, 'billing_events | service_role | delete: allowed');

-- The search function's query: case-insensitive city and type.
select results_eq(
  $$ select name, google_rating from public.directory_businesses
      where lower(city) = lower('ISTANBUL') and lower(business_type) = lower('Dentist') $$,
  $$ values ('Moda Dental'::text, 4.7::numeric(2,1)) $$,
  'directory_businesses | service_role | select: the provider''s city + type query'
);
select lives_ok(
  $$ insert into public.directory_businesses (name, business_type, city, country, address, phone)
     values ('Kadikoy Kahve', 'cafe', 'Istanbul', 'Turkey', 'Bahariye 1', '+90 216 123 45 67') $$,
  'directory_businesses | service_role | insert: allowed (id from the identity)'
);
with changed as (update public.directory_businesses set website = 'https://kadikoykahve.example' where name = 'Kadikoy Kahve' returning 1)
select is((select count(*)::int from changed), 1, 'directory_businesses | service_role | update: allowed');
with removed as (delete from public.directory_businesses where name = 'Kadikoy Kahve' returning 1)
select is((select count(*)::int from removed), 1, 'directory_businesses | service_role | delete: allowed');

select results_eq(
  $$ select label from public.directory_places where lower(label) like 'kad%' $$,
  $$ values ('Kadikoy, Istanbul, Turkey'::text) $$,
  'directory_places | service_role | select: prefix suggestions'
);
select lives_ok($$ insert into public.directory_places (label, city, country) values ('Izmir, Turkey', 'Izmir', 'Turkey') $$,
  'directory_places | service_role | insert: allowed');
with changed as (update public.directory_places set district = null where label = 'Izmir, Turkey' returning 1)
select is((select count(*)::int from changed), 1, 'directory_places | service_role | update: allowed');
with removed as (delete from public.directory_places where label = 'Izmir, Turkey' returning 1)
select is((select count(*)::int from removed), 1, 'directory_places | service_role | delete: allowed');
select tests.clear_authentication();

-- ------------------------------------------------------------ why: no policy at all
select policies_are('private', 'billing_events', array[]::text[], 'billing_events has no policy: service role only');
select policies_are('public', 'directory_businesses', array[]::text[], 'directory_businesses has no policy: service role only');
select policies_are('public', 'directory_places', array[]::text[], 'directory_places has no policy: service role only');
select table_privs_are('public', 'directory_businesses', 'authenticated', array[]::text[], 'authenticated holds nothing on directory_businesses');
select table_privs_are('public', 'directory_places', 'anon', array[]::text[], 'anon holds nothing on directory_places');
select table_privs_are('private', 'billing_events', 'service_role', array['DELETE', 'INSERT', 'SELECT', 'UPDATE'], 'service_role: all four on billing_events');

select * from finish();
rollback;

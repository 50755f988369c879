-- =============================================================================
-- Export settings (issue 22 item 4): public.export_settings x {anon, owner,
-- stranger}; the owner reads and writes only its own row (an upsert on
-- user_id, as the app sends it), a stranger sees and changes nothing of it,
-- anon has no access; the check constraints refuse unknown formats and
-- columns.
-- =============================================================================
begin;
select plan(20);

select has_table('public', 'export_settings', 'export_settings exists');
select col_is_pk('public', 'export_settings', 'user_id', 'one row per user');
select col_type_is('public', 'export_settings', 'columns', 'text[]', 'columns is text[]');
select col_default_is('public', 'export_settings', 'format', 'xlsx', 'format defaults to the spec''s .xlsx');

select tests.create_supabase_user('export_owner');
select tests.create_supabase_user('export_stranger');

-- ============================================================ owner
select tests.authenticate_as('export_owner');
select lives_ok(
  $$ insert into public.export_settings (format, columns)
       values ('hubspot', array['name', 'facebook', 'status'])
       on conflict (user_id) do update set format = excluded.format, columns = excluded.columns $$,
  'export_settings | owner | insert: its own choice (user_id is the caller)'
);
select results_eq(
  $$ select user_id, format, columns from public.export_settings $$,
  $$ values (tests.get_supabase_uid('export_owner'), 'hubspot'::text, array['name', 'facebook', 'status']) $$,
  'export_settings | owner | select: reads its own row back'
);
select lives_ok(
  $$ insert into public.export_settings (format, columns) values ('csv-semicolon', array['name'])
       on conflict (user_id) do update set format = excluded.format, columns = excluded.columns $$,
  'export_settings | owner | upsert: a new choice replaces the old'
);
select results_eq(
  $$ select format, columns from public.export_settings $$,
  $$ values ('csv-semicolon'::text, array['name']) $$,
  'export_settings | owner | select: one row, the latest choice'
);
select throws_ok(
  $$ insert into public.export_settings (format) values ('pdf')
       on conflict (user_id) do update set format = excluded.format $$,
  '23514', null,
  'export_settings | owner | check: an unknown format is refused'
);
select throws_ok(
  $$ update public.export_settings set columns = array['name', 'password'] $$,
  '23514', null,
  'export_settings | owner | check: an unknown column is refused'
);
select throws_ok(
  $$ update public.export_settings set columns = array[]::text[] $$,
  '23514', null,
  'export_settings | owner | check: at least one column'
);
select throws_ok(
  $$ insert into public.export_settings (user_id, format)
       values (tests.get_supabase_uid('export_stranger'), 'csv') $$,
  '42501', null,
  'export_settings | owner | insert: cannot write a row for another user'
);

-- ============================================================ stranger
select tests.authenticate_as('export_stranger');
select is_empty(
  $$ select 1 from public.export_settings $$,
  'export_settings | stranger | select: sees no other user''s row'
);
select is_empty(
  $$ update public.export_settings set format = 'csv' returning 1 $$,
  'export_settings | stranger | update: changes nothing of the owner''s row'
);
select is_empty(
  $$ delete from public.export_settings returning 1 $$,
  'export_settings | stranger | delete: removes nothing of the owner''s row'
);
select lives_ok(
  $$ insert into public.export_settings (format, columns) values ('pipedrive', array['name'])
       on conflict (user_id) do update set format = excluded.format, columns = excluded.columns $$,
  'export_settings | stranger | insert: its own row, beside the owner''s'
);

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok(
  $$ select 1 from public.export_settings $$,
  '42501', null,
  'export_settings | anon | select: no access'
);
select throws_ok(
  $$ insert into public.export_settings (format) values ('csv') $$,
  '42501', null,
  'export_settings | anon | insert: no access'
);

-- ============================================================ afterwards
select tests.clear_authentication();
select results_eq(
  $$ select format, columns from public.export_settings
      where user_id = tests.get_supabase_uid('export_owner') $$,
  $$ values ('csv-semicolon'::text, array['name']) $$,
  'export_settings | owner''s row untouched by the stranger'
);
select is(
  (select count(*)::int from public.export_settings),
  2,
  'export_settings | one row per user'
);

select * from finish();
rollback;

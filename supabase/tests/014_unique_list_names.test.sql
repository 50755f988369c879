-- =============================================================================
-- A user's list names are unique whatever their case (issue 18): the key
-- private.list_name_key, the unique index, and what each writer meets (23505,
-- which PostgREST answers as 409 and the app shows as its own message).
-- =============================================================================
begin;
select plan(17);

select tests.create_supabase_user('namer');
select tests.create_supabase_user('other_namer');
select tests.set_subscription('namer', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('other_namer', 'pro', 'active', now() + interval '20 days');

-- ---------------------------------------------------------------- the key
select is(private.list_name_key('  İSTANBUL Dentists '), 'istanbul dentists', 'the key trims and lowers, İ -> i');
select is(private.list_name_key('ISTANBUL'), private.list_name_key('ıstanbul'), 'I and ı are one letter');
select is(private.list_name_key('ŞİŞLİ ÇĞÖÜ'), 'şişli çğöü', 'the Turkish capitals lower whatever the server''s locale');
select is(private.list_name_key('I' || chr(775) || 'zmir'), private.list_name_key('İzmir'), 'a decomposed İ is the same name');
select isnt(private.list_name_key('Cafés'), private.list_name_key('Cafes'), 'accents still tell names apart');
select has_index('public', 'business_lists', 'business_lists_user_id_name_key', 'the rule is a unique index');

-- ---------------------------------------------------------------- the owner, through the API roles
select tests.authenticate_as('namer');
select lives_ok(
  $$ insert into public.business_lists (user_id, name, description)
     values (tests.get_supabase_uid('namer'), 'İstanbul dentists', null) $$,
  'a first list named "İstanbul dentists"'
);
select throws_ok(
  $$ insert into public.business_lists (user_id, name, description)
     values (tests.get_supabase_uid('namer'), 'istanbul DENTISTS', null) $$,
  '23505', null,
  'the same name in other letters is refused (23505)'
);
select throws_ok(
  $$ insert into public.business_lists (user_id, name, description)
     values (tests.get_supabase_uid('namer'), 'ıstanbul dentists', null) $$,
  '23505', null,
  'the same name with a dotless ı is refused'
);
select lives_ok(
  $$ insert into public.business_lists (user_id, name, description)
     values (tests.get_supabase_uid('namer'), 'Ankara cafés', null) $$,
  'a different name is accepted'
);
select throws_ok(
  $$ update public.business_lists set name = 'ANKARA CAFÉS' where name = 'İstanbul dentists' $$,
  '23505', null,
  'renaming a list to a name the user already has is refused'
);
select lives_ok(
  $$ update public.business_lists set name = 'ISTANBUL DENTISTS' where name = 'İstanbul dentists' $$,
  'a list may be renamed to its own name in other letters'
);

-- ---------------------------------------------------------------- other users and the service role
select tests.authenticate_as('other_namer');
select lives_ok(
  $$ insert into public.business_lists (user_id, name, description)
     values (tests.get_supabase_uid('other_namer'), 'İstanbul dentists', null) $$,
  'another user may have a list of the same name'
);
select tests.authenticate_as_service_role();
select throws_ok(
  $$ insert into public.business_lists (user_id, name)
     values (tests.get_supabase_uid('namer'), 'Ankara Cafés') $$,
  '23505', null,
  'the service role meets the same rule'
);
select tests.clear_authentication();
select throws_ok(
  $$ insert into public.business_lists (user_id, name)
     values (tests.get_supabase_uid('other_namer'), ' istanbul dentists ') $$,
  '23505', null,
  'so does the database owner, with the name untrimmed'
);
select is(
  (select count(*)::int from public.business_lists where user_id = tests.get_supabase_uid('namer')),
  2,
  'the refused writes left nothing behind'
);
select is(
  (select name from public.business_lists
    where user_id = tests.get_supabase_uid('namer') and private.list_name_key(name) = 'istanbul dentists'),
  'ISTANBUL DENTISTS',
  'the renamed list kept its new spelling'
);

select * from finish();
rollback;

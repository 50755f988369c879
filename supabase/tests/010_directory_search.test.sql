-- =============================================================================
-- The search's SQL (issue 9): free_daily_search_limit() as the one source of the
-- free limit, private.fold_key, the generated search keys, search_directory and
-- suggest_places, and who may call them.
-- =============================================================================
begin;
select plan(27);

-- ------------------------------------------------------------ the free limit
select is(public.free_daily_search_limit(), 3, 'the free plan allows 3 searches a day');
select is(
  (select provolatile from pg_proc where oid = 'public.free_daily_search_limit()'::regprocedure),
  'i'::"char", 'free_daily_search_limit is immutable');
select ok(has_function_privilege('anon', 'public.free_daily_search_limit()', 'execute'), 'anon may read the limit (pricing page)');
select ok(has_function_privilege('authenticated', 'public.free_daily_search_limit()', 'execute'), 'signed-in users may read the limit');
select is_empty(
  $$ select p.proname from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and p.proname in ('consume_search_for', 'refund_search_for')
        and (p.prosrc !~ 'free_daily_search_limit\(\)' or p.prosrc ~ 'constant integer := 3') $$,
  'consume_search_for and refund_search_for read the limit from free_daily_search_limit()');

select tests.create_supabase_user('limit_user');
select tests.authenticate_as_service_role();
select public.consume_search_for(tests.get_supabase_uid('limit_user'));
select public.consume_search_for(tests.get_supabase_uid('limit_user'));
select is((public.consume_search_for(tests.get_supabase_uid('limit_user')) ->> 'limit')::integer, 3,
  'consume_search_for reports the limit it enforces');
select throws_ok($$ select public.consume_search_for(tests.get_supabase_uid('limit_user')) $$, 'P0001',
  'Daily search limit reached. Upgrade to Pro for unlimited searches.', 'the fourth search is refused');
select is((public.refund_search_for(tests.get_supabase_uid('limit_user')) ->> 'remaining')::integer, 1,
  'a refund gives one search back under the same limit');
select tests.clear_authentication();

-- ------------------------------------------------------------ folding
select is(private.fold_key('İstanbul'), 'istanbul', 'İ folds to i');
select is(private.fold_key('ISTANBUL'), 'istanbul', 'I folds to i');
select is(private.fold_key('ıstanbul'), 'istanbul', 'ı folds to i');
select is(private.fold_key('KADIKÖY'), 'kadikoy', 'upper-case Turkish letters fold');
select is(private.fold_key('Kadıköy, İstanbul/Türkiye'), 'kadikoy istanbul turkiye', 'punctuation becomes single spaces');
select is(private.fold_key('Çiğli Şişli Ğ Ü'), 'cigli sisli g u', 'ç ğ ş ü fold');
select is(private.fold_key(' %_ '), null, 'nothing left is null (and LIKE wildcards are gone)');

-- ------------------------------------------------------------ search
insert into public.directory_businesses (name, business_type, city, district, country, address, google_rating, rating_count)
values ('Moda Diş', 'Dentist', 'İstanbul', 'Kadıköy', 'Türkiye', 'Moda 1', 4.5, 10),
       ('Levent Diş', 'dentist', 'İstanbul', 'Beşiktaş', 'Türkiye', 'Levent 1', 4.9, 900),
       ('Kafe', 'cafe', 'İstanbul', 'Kadıköy', 'Türkiye', 'Moda 2', 4.0, 5);
insert into public.directory_places (label, city, district, country)
values ('İstanbul, Türkiye', 'İstanbul', null, 'Türkiye'),
       ('Kadıköy, İstanbul, Türkiye', 'İstanbul', 'Kadıköy', 'Türkiye'),
       ('Beşiktaş, İstanbul, Türkiye', 'İstanbul', 'Beşiktaş', 'Türkiye');

select is(
  (select array[city_key, district_key, type_key] from public.directory_businesses where name = 'Moda Diş'),
  array['istanbul', 'kadikoy', 'dentist'], 'the search keys are generated on insert');
select has_index('public', 'directory_businesses', 'directory_businesses_city_key_type_key_idx', 'the search is indexed on (city_key, type_key)');

select tests.authenticate_as_service_role();
select results_eq(
  $$ select name, in_district from public.search_directory('[{"district": "KADIKÖY", "city": "istanbul"}, {"city": "KADIKÖY"}]', array['DENTIST'], 100) $$,
  $$ values ('Moda Diş', true), ('Levent Diş', false) $$,
  'a district reading: its businesses first, then the rest of the city');
select results_eq(
  $$ select name from public.search_directory('[{"city": "Kadıköy"}, {"district": "Kadıköy"}]', array['dentist'], 1) $$,
  $$ values ('Moda Diş') $$,
  'the first reading that names a place wins, and the limit holds');
select results_eq(
  $$ select name from public.search_directory('[{"city": "İSTANBUL"}]', array['dentist'], 100) $$,
  $$ values ('Levent Diş'), ('Moda Diş') $$,
  'a city reading: by rating count');
select results_eq(
  $$ select google_rating, rating_count from public.search_directory('[{"city": "istanbul"}]', array['cafe'], 100) $$,
  $$ values ('4.0', '5') $$,
  'rating and count come back as text');
select is_empty(
  $$ select * from public.search_directory('[{"city": "Atlantis"}]', array['dentist'], 100) $$,
  'an unknown place finds nothing');
select is_empty(
  $$ select * from public.search_directory('"not an array"', array['dentist'], 100) $$,
  'a malformed readings value finds nothing instead of failing');

select results_eq(
  $$ select label from public.suggest_places('KADI') $$,
  $$ values ('Kadıköy, İstanbul, Türkiye') $$,
  'suggestions match a word prefix, Turkish-aware');
select results_eq(
  $$ select label from public.suggest_places('ist') $$,
  $$ values ('İstanbul, Türkiye'), ('Beşiktaş, İstanbul, Türkiye'), ('Kadıköy, İstanbul, Türkiye') $$,
  'cities before districts, then by label');
select tests.clear_authentication();

-- ------------------------------------------------------------ who may call
select tests.authenticate_as('limit_user');
select throws_ok($$ select * from public.search_directory('[]', array['dentist'], 20) $$, '42501',
  'permission denied for function search_directory', 'users search only through the search function');
select throws_ok($$ select * from public.suggest_places('kad') $$, '42501',
  'permission denied for function suggest_places', 'users get suggestions only through the function');
select tests.clear_authentication();

select * from finish();
rollback;

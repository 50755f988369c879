-- =============================================================================
-- Schema: every table exists with RLS enabled, the columns the app and the
-- seed generator rely on have the right types and defaults, constraints
-- refuse bad values, and every function is locked down (fixed search_path,
-- execute only where granted).
-- =============================================================================
begin;
select plan(60);

-- ---------------------------------------------------------------- tables and RLS
select has_table('public', 'user_profiles', 'user_profiles exists');
select has_table('public', 'business_lists', 'business_lists exists');
select has_table('public', 'business_list_items', 'business_list_items exists');
select has_table('public', 'blog_posts', 'blog_posts exists');
select has_table('private', 'billing_events', 'billing_events exists in the private schema');
select has_table('public', 'directory_businesses', 'directory_businesses exists');
select has_table('public', 'directory_places', 'directory_places exists');

select is_empty(
  $$ select c.oid::regclass::text from pg_class c
      where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace)
        and c.relkind in ('r', 'p') and not c.relrowsecurity $$,
  'row-level security is enabled on every table in public and private'
);
select is_empty(
  $$ select c.oid::regclass::text from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e') $$,
  'no views in public (a view would bypass RLS as its owner)'
);

-- ---------------------------------------------------------------- user_profiles
select col_type_is('public', 'user_profiles', 'id', 'uuid', 'user_profiles.id is uuid');
select col_is_pk('public', 'user_profiles', 'id', 'user_profiles.id is the primary key');
select fk_ok('public', 'user_profiles', 'id', 'auth', 'users', 'id', 'user_profiles.id references auth.users');
select col_default_is('public', 'user_profiles', 'plan', 'free', 'plan defaults to free');
select col_not_null('public', 'user_profiles', 'plan', 'plan is not null');
select col_default_is('public', 'user_profiles', 'daily_searches_used', '0', 'daily_searches_used defaults to 0');
select col_default_is('public', 'user_profiles', 'receive_email_notifications', 'true', 'notifications default to on');
select col_type_is('public', 'user_profiles', 'subscription_ends_at', 'timestamp with time zone', 'subscription_ends_at is timestamptz');
select col_type_is('public', 'user_profiles', 'last_search_date', 'timestamp with time zone', 'last_search_date is timestamptz');
select col_is_null('public', 'user_profiles', 'subscription_status', 'subscription_status may be null');

-- ---------------------------------------------------------------- lists and items
select col_default_is('public', 'business_lists', 'id', 'gen_random_uuid()', 'list ids are generated');
select col_is_null('public', 'business_lists', 'description', 'description may be null');
select fk_ok('public', 'business_list_items', 'list_id', 'public', 'business_lists', 'id', 'items reference their list');
select col_type_is('public', 'business_list_items', 'google_rating', 'text', 'google_rating is text (the app sends numeric text or "")');
select col_type_is('public', 'business_list_items', 'rating_count', 'integer', 'rating_count is integer');
select has_index('public', 'business_lists', 'business_lists_user_id_created_at_idx', 'lists are indexed by owner and date');
select has_index('public', 'business_list_items', 'business_list_items_list_id_created_at_idx', 'items are indexed by list and date');

-- ---------------------------------------------------------------- blog
select col_default_is('public', 'blog_posts', 'is_published', 'false', 'posts are drafts by default');
select col_is_unique('public', 'blog_posts', 'slug', 'slugs are unique');
select has_index('public', 'blog_posts', 'blog_posts_is_published_published_at_idx', 'posts are indexed for the public listing');

-- ---------------------------------------------------------------- private and directory
select col_is_unique('private', 'billing_events', 'event_id', 'Paddle event ids are unique');
select columns_are('public', 'directory_businesses', array[
  'id', 'name', 'business_type', 'city', 'district', 'country', 'address', 'phone', 'email',
  'instagram', 'website', 'google_rating', 'rating_count', 'latitude', 'longitude', 'search_text',
  'city_key', 'district_key', 'type_key'
], 'directory_businesses has the columns the seed generator writes and the generated search keys');
select col_type_is('public', 'directory_businesses', 'id', 'bigint', 'directory id is bigint');
select col_type_is('public', 'directory_businesses', 'google_rating', 'numeric(2,1)', 'directory rating is numeric(2,1)');
select col_type_is('public', 'directory_businesses', 'latitude', 'double precision', 'latitude is double precision');
select has_index('public', 'directory_businesses', 'directory_businesses_city_type_idx', 'directory is indexed on lower(city), lower(business_type)');
select has_index('public', 'directory_businesses', 'directory_businesses_type_idx', 'directory is indexed on lower(business_type)');
select has_table('public', 'directory_places', 'place names exist for suggestions');

-- ---------------------------------------------------------------- constraints
select tests.create_supabase_user('schema_user');

select throws_ok(
  $$ update public.user_profiles set plan = 'enterprise' where id = tests.get_supabase_uid('schema_user') $$,
  '23514', null, 'plan must be free or pro'
);
select throws_ok(
  $$ update public.user_profiles set subscription_status = 'canceled' where id = tests.get_supabase_uid('schema_user') $$,
  '23514', null, 'Paddle''s spelling "canceled" is refused: the product stores "cancelled"'
);
select lives_ok(
  $$ update public.user_profiles set subscription_status = 'past_due' where id = tests.get_supabase_uid('schema_user') $$,
  'other known Paddle states are accepted'
);
select throws_ok(
  $$ update public.user_profiles set daily_searches_used = -1 where id = tests.get_supabase_uid('schema_user') $$,
  '23514', null, 'daily_searches_used cannot be negative'
);
select throws_ok(
  $$ insert into public.business_lists (user_id, name) values (tests.get_supabase_uid('schema_user'), '   ') $$,
  '23514', null, 'a blank list name is refused'
);
insert into public.business_lists (id, user_id, name)
values ('00000000-0000-4000-8000-00000000a001', tests.get_supabase_uid('schema_user'), 'Schema list');
select throws_ok(
  $$ insert into public.business_list_items (list_id, name, google_rating)
     values ('00000000-0000-4000-8000-00000000a001', 'Bad rating', '7.5') $$,
  '23514', null, 'a rating above 5 is refused'
);
select throws_ok(
  $$ insert into public.business_list_items (list_id, name, google_rating)
     values ('00000000-0000-4000-8000-00000000a001', 'Not a number', 'great') $$,
  '23514', null, 'a rating that is not a number is refused'
);
insert into public.business_list_items (list_id, name, google_rating, rating_count)
values ('00000000-0000-4000-8000-00000000a001', 'Blank rating', '', null),
       ('00000000-0000-4000-8000-00000000a001', 'Spaced rating', ' 4.5 ', 12);
select results_eq(
  $$ select google_rating from public.business_list_items
      where list_id = '00000000-0000-4000-8000-00000000a001' order by name $$,
  $$ values (null::text), ('4.5'::text) $$,
  'blank ratings are stored as null, others trimmed'
);
select throws_ok(
  $$ insert into public.blog_posts (slug, title, is_published) values ('no-date', 'No date', true) $$,
  '23514', null, 'a published post needs a publication date'
);
select throws_ok(
  $$ insert into public.blog_posts (slug, title) values ('Not A Slug', 'Bad slug') $$,
  '23514', null, 'slugs are lower-case words joined by hyphens'
);
select throws_ok(
  $$ insert into public.directory_businesses (name, business_type, city, country, address, google_rating)
     values ('X', 'cafe', 'Izmir', 'Turkey', 'Somewhere 1', 0.5) $$,
  '23514', null, 'directory ratings are between 1.0 and 5.0'
);
insert into public.directory_businesses (name, business_type, city, district, country, address)
values ('Kahve Durağı', 'Cafe', 'Izmir', 'Alsancak', 'Turkey', 'Kıbrıs Şehitleri Cd. 1');
select is(
  (select search_text from public.directory_businesses where name = 'Kahve Durağı'),
  lower('Kahve Durağı Cafe Alsancak Izmir Turkey'),
  'search_text is derived when the writer does not give one'
);
insert into public.directory_businesses (name, business_type, city, country, address, search_text)
values ('Given', 'cafe', 'Izmir', 'Turkey', 'Street 2', 'custom text');
select is(
  (select search_text from public.directory_businesses where name = 'Given'),
  'custom text',
  'a search_text given by the writer is kept'
);

-- ---------------------------------------------------------------- updated_at
update public.business_lists set updated_at = '2020-01-01' where id = '00000000-0000-4000-8000-00000000a001';
select is(
  (select updated_at from public.business_lists where id = '00000000-0000-4000-8000-00000000a001'),
  now(),
  'updated_at is stamped by the trigger, whatever the writer sends'
);
update public.user_profiles set receive_email_notifications = false where id = tests.get_supabase_uid('schema_user');
select is(
  (select updated_at from public.user_profiles where id = tests.get_supabase_uid('schema_user')),
  now(),
  'user_profiles.updated_at is maintained by trigger'
);
select has_trigger('public', 'blog_posts', 'blog_posts_set_updated_at', 'blog_posts.updated_at is maintained by trigger');

-- ---------------------------------------------------------------- cascades
select tests.create_supabase_user('cascade_user');
insert into public.business_lists (id, user_id, name)
values ('00000000-0000-4000-8000-00000000a002', tests.get_supabase_uid('cascade_user'), 'To be deleted');
insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000a002', 'Item');
delete from public.business_lists where id = '00000000-0000-4000-8000-00000000a002';
select is_empty(
  $$ select 1 from public.business_list_items where list_id = '00000000-0000-4000-8000-00000000a002' $$,
  'deleting a list deletes its items'
);
insert into public.business_lists (id, user_id, name)
values ('00000000-0000-4000-8000-00000000a003', tests.get_supabase_uid('cascade_user'), 'Goes with the user');
insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000a003', 'Item');
delete from auth.users where id = tests.get_supabase_uid('cascade_user');
select is_empty(
  $$ select 1 from public.business_list_items where list_id = '00000000-0000-4000-8000-00000000a003'
     union all select 1 from public.business_lists where id = '00000000-0000-4000-8000-00000000a003' $$,
  'deleting a user deletes their lists and items'
);

-- ---------------------------------------------------------------- functions
select is_empty(
  $$ select p.oid::regprocedure::text from pg_proc p
      where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
        and p.prosecdef
        and not coalesce(p.proconfig @> array['search_path=""'], false) $$,
  'every security-definer function fixes search_path to empty'
);
select set_eq(
  $$ select p.oid::regprocedure::text from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and has_function_privilege('anon', p.oid, 'execute') $$,
  array['free_daily_search_limit()'],
  'anon may execute only free_daily_search_limit (a public constant)'
);
select set_eq(
  $$ select p.oid::regprocedure::text from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and has_function_privilege('authenticated', p.oid, 'execute') $$,
  array['downgrade_expired_subscription()', 'private.has_pro_access()', 'free_daily_search_limit()', 'private.list_name_key(text)',
        'private.lead_key(text,text,text)', 'saved_leads(jsonb)'],
  'authenticated may execute exactly downgrade_expired_subscription, the policy helper, free_daily_search_limit, the list-name index key, the lead key of list items and saved_leads'
);
select set_eq(
  $$ select p.oid::regprocedure::text from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and has_function_privilege('service_role', p.oid, 'execute') $$,
  array[
    'private.lead_key(text,text,text)',
    'consume_search_for(uuid)',
    'refund_search_for(uuid)',
    'free_daily_search_limit()',
    'search_directory(jsonb,text[],integer)',
    'suggest_places(text,integer)',
    'enrich_site_cache_get(jsonb,integer)',
    'enrich_site_cache_put(jsonb)',
    'private.is_viewport(jsonb)',
    'place_viewport_get(text,integer)',
    'place_viewport_put(text,jsonb)',
    'private.fold_key(text)',
    'private.list_name_key(text)',
    'apply_paddle_subscription_event(text,text,timestamp with time zone,jsonb,text,text,uuid,text,text,timestamp with time zone)',
    'record_paddle_subscription_change(uuid,text,text,timestamp with time zone,timestamp with time zone)',
    'begin_signup_for(text,text,text,text)',
    'finish_signup_for(text)',
    'record_recent_search_for(uuid,text,text,integer)',
    'live_search_begin(uuid,text,text,integer,jsonb)',
    'live_search_claim(integer,integer,integer,integer,uuid)',
    'live_search_finish(jsonb)'
  ],
  'service_role may execute exactly the server-side functions'
);
select ok(
  not has_schema_privilege('anon', 'private', 'usage') and not has_schema_privilege('authenticated', 'private', 'usage'),
  'anon and authenticated have no usage on the private schema'
);

select * from finish();
rollback;

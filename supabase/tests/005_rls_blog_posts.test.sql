-- =============================================================================
-- blog_posts x {anon, signed-in user, another signed-in user, service_role} x
-- {select, insert, update, delete}. Posts have no owner: both signed-in users
-- play the "owner" and "stranger" columns of the matrix and must see what
-- anon sees. Only published posts whose time has come are public.
-- =============================================================================
begin;
select plan(23);

select tests.create_supabase_user('reader');
select tests.create_supabase_user('other_reader');

insert into public.blog_posts (id, slug, title, content, is_published, published_at) values
  ('00000000-0000-4000-8000-00000000d001', 'published-post', 'Published', '<p>Live</p>', true, now() - interval '2 days'),
  ('00000000-0000-4000-8000-00000000d002', 'newer-post', 'Newer', '<p>Live too</p>', true, now() - interval '1 hour'),
  ('00000000-0000-4000-8000-00000000d003', 'draft-post', 'Draft', '<p>Not yet</p>', false, null),
  ('00000000-0000-4000-8000-00000000d004', 'scheduled-post', 'Scheduled', '<p>Tomorrow</p>', true, now() + interval '1 day'),
  ('00000000-0000-4000-8000-00000000d005', 'unpublished-dated', 'Unpublished with a date', '<p>Pulled</p>', false, now() - interval '1 day');

-- ============================================================ anon
select tests.authenticate_as_anon();
select results_eq(
  $$ select slug from public.blog_posts order by published_at desc $$,
  $$ values ('newer-post'::text), ('published-post'::text) $$,
  'blog_posts | anon | select: only published posts whose time has come, even without a filter'
);
-- The app's query (spec section 7): published, not in the future, newest first.
select results_eq(
  $$ select slug from public.blog_posts
      where is_published and published_at <= now() order by published_at desc $$,
  $$ values ('newer-post'::text), ('published-post'::text) $$,
  'blog_posts | anon | select: the app''s listing, newest first'
);
select is_empty(
  $$ select 1 from public.blog_posts where slug in ('draft-post', 'scheduled-post', 'unpublished-dated') $$,
  'blog_posts | anon | select: drafts, scheduled and unpublished posts stay hidden by slug'
);
select throws_ok($$ insert into public.blog_posts (slug, title) values ('spam', 'Spam') $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | anon | insert: refused');
select throws_ok($$ update public.blog_posts set title = 'Defaced' $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | anon | update: refused');
select throws_ok($$ delete from public.blog_posts $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | anon | delete: refused');

-- ============================================================ signed-in users
select tests.authenticate_as('reader');
select results_eq(
  $$ select slug from public.blog_posts order by published_at desc $$,
  $$ values ('newer-post'::text), ('published-post'::text) $$,
  'blog_posts | signed-in user | select: the same public posts as anon'
);
select throws_ok($$ insert into public.blog_posts (slug, title) values ('mine', 'Mine') $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | signed-in user | insert: refused');
select throws_ok($$ update public.blog_posts set title = 'Defaced' where slug = 'published-post' $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | signed-in user | update: refused');
select throws_ok($$ delete from public.blog_posts where slug = 'published-post' $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | signed-in user | delete: refused');

select tests.authenticate_as('other_reader');
select is_empty(
  $$ select 1 from public.blog_posts where slug = 'draft-post' or published_at > now() $$,
  'blog_posts | another signed-in user | select: no draft or scheduled post'
);
select throws_ok($$ insert into public.blog_posts (slug, title) values ('mine-too', 'Mine') $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | another signed-in user | insert: refused');
select throws_ok($$ update public.blog_posts set is_published = true where slug = 'draft-post' $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | another signed-in user | update: refused');
select throws_ok($$ delete from public.blog_posts where slug = 'draft-post' $$,
  '42501', 'permission denied for table blog_posts', 'blog_posts | another signed-in user | delete: refused');

-- ============================================================ service_role
select tests.authenticate_as_service_role();
select is(
  (select count(*)::int from public.blog_posts where id::text like '00000000-0000-4000-8000-00000000d00%'),
  5,
  'blog_posts | service_role | select: every post, drafts and scheduled included'
);
select lives_ok(
  $$ insert into public.blog_posts (slug, title, content, is_published, published_at)
     values ('from-the-editor', 'From the editor', '<p>Hi</p>', true, now()) $$,
  'blog_posts | service_role | insert: allowed'
);
with changed as (
  update public.blog_posts set is_published = true, published_at = now() - interval '1 minute'
   where slug = 'draft-post' returning 1
)
select is((select count(*)::int from changed), 1, 'blog_posts | service_role | update: publishing a draft');
with removed as (
  delete from public.blog_posts where slug = 'unpublished-dated' returning 1
)
select is((select count(*)::int from removed), 1, 'blog_posts | service_role | delete: allowed');

-- ============================================================ after the fact
select tests.authenticate_as_anon();
select results_eq(
  $$ select slug from public.blog_posts
      where is_published and published_at <= now() order by published_at desc $$,
  $$ values ('from-the-editor'::text), ('draft-post'::text), ('newer-post'::text), ('published-post'::text) $$,
  'blog_posts | anon | select: the newly published posts appear, the scheduled one still does not'
);
select tests.clear_authentication();

select table_privs_are('public', 'blog_posts', 'anon', array['SELECT'], 'anon: select only');
select table_privs_are('public', 'blog_posts', 'authenticated', array['SELECT'], 'authenticated: select only');
select table_privs_are('public', 'blog_posts', 'service_role', array['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
  'service_role: select, insert, update, delete');
select policies_are('public', 'blog_posts', array['Anyone can read published posts'],
  'blog_posts has exactly one policy, for reading');

select * from finish();
rollback;

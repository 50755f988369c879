-- =============================================================================
-- blog_posts: the public blog (spec section 3). Everyone reads published posts
-- whose publication time has come; drafts and scheduled posts stay hidden.
-- Posts are written by the service role only (seed, admin scripts).
-- =============================================================================

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  content text not null default '',
  image_url text,
  meta_title text,
  meta_description text,
  is_published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint blog_posts_slug_key unique (slug),
  -- Slugs are URL path segments (/blog/{slug}).
  constraint blog_posts_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- A published post without a date would never be shown (published_at <= now()
  -- is null): refuse it instead of hiding it silently.
  constraint blog_posts_published_at_check check (not is_published or published_at is not null)
);
alter table public.blog_posts enable row level security;

comment on table public.blog_posts is
  'Blog articles. Public when is_published and published_at <= now(); written by the service role only.';
comment on column public.blog_posts.id is 'Post id (uuid).';
comment on column public.blog_posts.slug is 'URL segment of /blog/{slug}: lower-case words joined by hyphens, unique.';
comment on column public.blog_posts.title is 'Article title.';
comment on column public.blog_posts.content is 'Article body as HTML; the app sanitises it before rendering.';
comment on column public.blog_posts.image_url is 'Cover image URL, optional.';
comment on column public.blog_posts.meta_title is 'SEO title, optional (falls back to title).';
comment on column public.blog_posts.meta_description is 'SEO description, optional.';
comment on column public.blog_posts.is_published is 'False for drafts.';
comment on column public.blog_posts.published_at is 'Publication time; a future time schedules the post.';
comment on column public.blog_posts.created_at is 'Row creation time.';
comment on column public.blog_posts.updated_at is 'Last change, maintained by trigger.';

-- The policy and the blog list filter on is_published and published_at and
-- order by published_at desc; the slug lookup uses the unique index.
create index blog_posts_is_published_published_at_idx
  on public.blog_posts (is_published, published_at desc);

-- ---------------------------------------------------------------- privileges
revoke all on table public.blog_posts from public, anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;
grant select, insert, update, delete on table public.blog_posts to service_role;

-- ---------------------------------------------------------------- policies
create policy "Anyone can read published posts"
  on public.blog_posts for select
  to anon, authenticated
  using (is_published and published_at <= now());

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function private.set_updated_at();

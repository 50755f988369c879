-- =============================================================================
-- Live contacts (issue 21 item 2; the design is README's "Live contacts: how the
-- crawl continues after the answer"): a live search answers at once and the
-- sites not in the cache are crawled afterwards, five at a time, by `enrich`
-- invocations. These two tables hold that work and its results per search:
--
-- live_searches       one row per live search that left sites to crawl
-- live_search_sites   one row per business of that search still to be filled in:
--                     its site, its status, the claim's lease, and the fill-in
--                     (Email, Instagram, Contacts) once found
--
-- The search's owner reads their own rows (the browser polls them by
-- updated_at); nobody but the service role (the search and enrich functions)
-- writes. The caps (per host, per user, global) count the `running` rows.
-- =============================================================================

create table public.live_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  sites_total integer not null check (sites_total between 0 and 100),
  created_at timestamptz not null default now(),
  -- The target of live_search_sites' (search_id, user_id) key: a site row always
  -- belongs to its search's owner.
  constraint live_searches_id_user_id_key unique (id, user_id)
);
alter table public.live_searches enable row level security;

comment on table public.live_searches is
  'A live search whose sites are still being crawled after its answer (written by the search function).';
comment on column public.live_searches.user_id is 'Owner (auth.users.id): the user who searched.';
comment on column public.live_searches.sites_total is 'Businesses of the answer that were left to crawl: the M of "N of M businesses checked".';

create index live_searches_user_id_idx on public.live_searches (user_id);

create table public.live_search_sites (
  search_id uuid not null,
  user_id uuid not null,
  -- The row's "Place ID": what the browser matches a fill-in to.
  place_id text not null check (btrim(place_id) <> '' and char_length(place_id) <= 300),
  -- private.enrich_site_cache's key for the row's website, and its host (politeness).
  site text not null check (btrim(site) <> '' and char_length(site) <= 800),
  host text not null check (host ~ '^[a-z0-9.:\[\]-]{1,253}$'),
  status text not null default 'pending'
    check (status in ('pending', 'running', 'done', 'failed')),
  -- A running site whose lease has passed is claimable again (a lost invocation).
  lease_until timestamptz,
  -- What the row gets once found: {"Email","Instagram","Contacts"}; null until then,
  -- and for a failed or cut-off crawl (an empty field, never a guess).
  fill jsonb check (fill is null or jsonb_typeof(fill) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (search_id, place_id),
  constraint live_search_sites_search_fkey foreign key (search_id, user_id)
    references public.live_searches (id, user_id) on delete cascade,
  constraint live_search_sites_lease_when_running check ((status = 'running') = (lease_until is not null)),
  constraint live_search_sites_fill_when_done check (fill is null or status = 'done')
);
alter table public.live_search_sites enable row level security;

comment on table public.live_search_sites is
  'Per business of a live search: the site to crawl, its status and, once found, its fill-in (service role writes, the owner reads).';
comment on column public.live_search_sites.user_id is 'The search''s owner (kept equal to live_searches.user_id by the foreign key).';
comment on column public.live_search_sites.place_id is 'The row''s "Place ID" in the search answer.';
comment on column public.live_search_sites.site is 'The site''s key in private.enrich_site_cache.';
comment on column public.live_search_sites.host is 'The site''s host: one site of a host runs at a time.';
comment on column public.live_search_sites.status is 'pending, running (claimed by an enrich invocation), done or failed.';
comment on column public.live_search_sites.lease_until is 'When a running claim lapses and the site may be claimed again.';
comment on column public.live_search_sites.fill is 'The row''s found fields: {"Email","Instagram","Contacts"}; null until done.';
comment on column public.live_search_sites.updated_at is 'Trigger-maintained: the browser polls for rows changed after its last poll.';

-- The browser's poll: one search's rows changed since the last one.
create index live_search_sites_search_id_updated_at_idx
  on public.live_search_sites (search_id, updated_at);
-- The claim: pending sites oldest first, and the caps' counts of running sites.
create index live_search_sites_pending_idx
  on public.live_search_sites (created_at) where status = 'pending';
create index live_search_sites_running_host_idx
  on public.live_search_sites (host) where status = 'running';
create index live_search_sites_running_user_id_idx
  on public.live_search_sites (user_id) where status = 'running';

create trigger live_search_sites_set_updated_at
  before update on public.live_search_sites
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------- privileges
revoke all on table public.live_searches from public, anon, authenticated;
revoke all on table public.live_search_sites from public, anon, authenticated;
-- Read only, and only what the page shows: every write is the functions'.
grant select (id, user_id, sites_total, created_at) on table public.live_searches to authenticated;
grant select (search_id, user_id, place_id, status, fill, updated_at)
  on table public.live_search_sites to authenticated;
grant select, insert, update, delete on table public.live_searches to service_role;
grant select, insert, update, delete on table public.live_search_sites to service_role;

-- ---------------------------------------------------------------- policies
create policy "Users can read their own live searches"
  on public.live_searches for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can read their own live searches' sites"
  on public.live_search_sites for select
  to authenticated
  using (user_id = (select auth.uid()));

-- =============================================================================
-- Website enrichment cache (issue 12): what a business's website showed (its
-- contact e-mails and Instagram handle), per domain, so every instance of the
-- search function reuses one crawl for ENRICH_CACHE_TTL_HOURS instead of
-- fetching the same site again for each search. Only the service role reads
-- and writes it, through the two functions below (PostgREST does not serve the
-- private schema); nothing here is ever exposed to a browser.
-- Failed crawls are not stored: the next search tries the site again.
-- =============================================================================

create table private.enrich_cache (
  -- The site's host name, lower-cased, without "www." (punycode for IDNs).
  domain text primary key check (domain ~ '^[a-z0-9.:\[\]-]{1,255}$'),
  emails text[] not null default '{}' check (cardinality(emails) <= 10),
  instagram text check (instagram ~ '^[a-z0-9._]{1,30}$'),
  fetched_at timestamptz not null default now()
);
comment on table private.enrich_cache is
  'Per-domain findings of the website crawler (e-mails best first, Instagram handle). Service role only.';

-- Row-level security on with no policy: even a grant by mistake exposes nothing.
alter table private.enrich_cache enable row level security;
revoke all on private.enrich_cache from public, anon, authenticated;
grant select, insert, update, delete on private.enrich_cache to service_role;

create index enrich_cache_fetched_at on private.enrich_cache (fetched_at);

-- --------------------------------------------------------------- read
create or replace function public.enrich_cache_get(p_domains jsonb, p_max_age_seconds integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('domain', c.domain, 'emails', to_jsonb(c.emails), 'instagram', c.instagram)
      order by c.domain),
    '[]'::jsonb
  )
    from private.enrich_cache c
   where jsonb_typeof(p_domains) = 'array'
     and c.domain in (select jsonb_array_elements_text(p_domains))
     and c.fetched_at > now() - make_interval(secs => greatest(coalesce(p_max_age_seconds, 0), 0));
$$;
comment on function public.enrich_cache_get(jsonb, integer) is
  'The cached findings of these domains that are at most p_max_age_seconds old: [{domain, emails, instagram}]. Service role only.';
revoke all on function public.enrich_cache_get(jsonb, integer) from public, anon, authenticated;
grant execute on function public.enrich_cache_get(jsonb, integer) to service_role;

-- --------------------------------------------------------------- write
create or replace function public.enrich_cache_put(p_entries jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if jsonb_typeof(p_entries) is distinct from 'array' or jsonb_array_length(p_entries) > 200 then
    raise exception 'p_entries must be an array of at most 200 entries' using errcode = '22023';
  end if;
  insert into private.enrich_cache as c (domain, emails, instagram, fetched_at)
  -- One row a domain, or the upsert would touch a row twice.
  select distinct on (lower(e->>'domain')) lower(e->>'domain'),
         coalesce(array(select jsonb_array_elements_text(
           case when jsonb_typeof(e->'emails') = 'array' then e->'emails' else '[]'::jsonb end)), '{}'),
         nullif(e->>'instagram', ''),
         now()
    from jsonb_array_elements(p_entries) e
  on conflict (domain) do update
    set emails = excluded.emails, instagram = excluded.instagram, fetched_at = excluded.fetched_at;
  get diagnostics v_count = row_count;
  -- Old entries are never read again (the TTL is hours or days): keep the table small.
  delete from private.enrich_cache where fetched_at < now() - interval '90 days';
  return v_count;
end;
$$;
comment on function public.enrich_cache_put(jsonb) is
  'Stores (or refreshes) the findings of up to 200 domains: [{domain, emails, instagram}]. Returns the number stored. Service role only.';
revoke all on function public.enrich_cache_put(jsonb) from public, anon, authenticated;
grant execute on function public.enrich_cache_put(jsonb) to service_role;

-- =============================================================================
-- Website enrichment cache (issues 12, 20): what a business's website showed
-- (its contact e-mails, one profile per network, the WhatsApp number), per
-- SITE, so every instance of the search function reuses one crawl for
-- ENRICH_CACHE_TTL_HOURS instead of fetching the same site again for each
-- search. A site is its host plus its path prefix: on a host shared by many
-- businesses (a booking platform, a link-in-bio service, a free builder's
-- sub-path) the key keeps the path ("doktortakvimi.com/ayse-yilmaz"), so one
-- business never gets another's findings. Only the service role reads and
-- writes it, through the two functions below (PostgREST does not serve the
-- private schema); nothing here is ever exposed to a browser. Failed crawls
-- are not stored: the next search tries the site again.
-- =============================================================================

create table private.enrich_site_cache (
  -- Host name lower-cased without "www." (punycode for IDNs), then the site's path
  -- prefix as the URL spells it (percent-encoded), or nothing for a whole host.
  site text primary key
    check (site ~ '^[a-z0-9.:\[\]-]{1,253}(/[!-~]*)?$' and char_length(site) <= 800),
  emails text[] not null default '{}' check (cardinality(emails) <= 10),
  instagram text check (instagram ~ '^[a-z0-9._]{1,30}$'),
  facebook text check (facebook ~ '^https://www\.facebook\.com/[^\s/]{1,120}$'),
  linkedin text check (linkedin ~ '^https://www\.linkedin\.com/(company|school|in)/[^\s/]{1,120}$'),
  tiktok text check (tiktok ~ '^https://www\.tiktok\.com/@[a-z0-9._]{2,24}$'),
  x text check (x ~ '^https://x\.com/[a-z0-9_]{1,15}$'),
  youtube text check (youtube ~ '^https://www\.youtube\.com/(@[^\s/]{3,30}|channel/UC[A-Za-z0-9_-]{22}|c/[^\s/]{2,60}|user/[^\s/]{2,60})$'),
  whatsapp text check (whatsapp ~ '^\+[1-9][0-9]{7,14}$'),
  fetched_at timestamptz not null default now()
);
comment on table private.enrich_site_cache is
  'Per-site findings of the website crawler (e-mails best first, one profile per network, WhatsApp in E.164). Service role only.';

-- Row-level security on with no policy: even a grant by mistake exposes nothing.
alter table private.enrich_site_cache enable row level security;
revoke all on private.enrich_site_cache from public, anon, authenticated;
grant select, insert, update, delete on private.enrich_site_cache to service_role;

create index enrich_site_cache_fetched_at on private.enrich_site_cache (fetched_at);

-- --------------------------------------------------------------- read
create or replace function public.enrich_site_cache_get(p_sites jsonb, p_max_age_seconds integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object(
      'site', c.site, 'emails', to_jsonb(c.emails), 'instagram', c.instagram,
      'facebook', c.facebook, 'linkedin', c.linkedin, 'tiktok', c.tiktok, 'x', c.x,
      'youtube', c.youtube, 'whatsapp', c.whatsapp)
      order by c.site),
    '[]'::jsonb
  )
    from private.enrich_site_cache c
   where jsonb_typeof(p_sites) = 'array'
     and c.site in (select jsonb_array_elements_text(p_sites))
     and c.fetched_at > now() - make_interval(secs => greatest(coalesce(p_max_age_seconds, 0), 0));
$$;
comment on function public.enrich_site_cache_get(jsonb, integer) is
  'The cached findings of these sites that are at most p_max_age_seconds old: [{site, emails, instagram, facebook, linkedin, tiktok, x, youtube, whatsapp}]. Service role only.';
revoke all on function public.enrich_site_cache_get(jsonb, integer) from public, anon, authenticated;
grant execute on function public.enrich_site_cache_get(jsonb, integer) to service_role;

-- --------------------------------------------------------------- write
create or replace function public.enrich_site_cache_put(p_entries jsonb)
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
  insert into private.enrich_site_cache as c
    (site, emails, instagram, facebook, linkedin, tiktok, x, youtube, whatsapp, fetched_at)
  -- One row a site, or the upsert would touch a row twice.
  select distinct on (e->>'site') e->>'site',
         coalesce(array(select jsonb_array_elements_text(
           case when jsonb_typeof(e->'emails') = 'array' then e->'emails' else '[]'::jsonb end)), '{}'),
         nullif(e->>'instagram', ''),
         nullif(e->>'facebook', ''),
         nullif(e->>'linkedin', ''),
         nullif(e->>'tiktok', ''),
         nullif(e->>'x', ''),
         nullif(e->>'youtube', ''),
         nullif(e->>'whatsapp', ''),
         now()
    from jsonb_array_elements(p_entries) e
  on conflict (site) do update
    set emails = excluded.emails, instagram = excluded.instagram, facebook = excluded.facebook,
        linkedin = excluded.linkedin, tiktok = excluded.tiktok, x = excluded.x,
        youtube = excluded.youtube, whatsapp = excluded.whatsapp, fetched_at = excluded.fetched_at;
  get diagnostics v_count = row_count;
  -- Old entries are never read again (the TTL is hours or days): keep the table small.
  delete from private.enrich_site_cache where fetched_at < now() - interval '90 days';
  return v_count;
end;
$$;
comment on function public.enrich_site_cache_put(jsonb) is
  'Stores (or refreshes) the findings of up to 200 sites: [{site, emails, instagram, facebook, linkedin, tiktok, x, youtube, whatsapp}]. Returns the number stored. Service role only.';
revoke all on function public.enrich_site_cache_put(jsonb) from public, anon, authenticated;
grant execute on function public.enrich_site_cache_put(jsonb) to service_role;

-- =============================================================================
-- Live contacts, the work on live_search_sites (issue 21 items 1 and 2; README's
-- "Live contacts: how the crawl continues after the answer"). Service role only:
--
-- live_search_begin   the search's record and its sites to crawl, in one
--                     transaction: the recent search, a live_searches row and
--                     one pending live_search_sites row per business
-- live_search_claim   up to p_limit sites for one `enrich` invocation, under the
--                     caps (one running site per host, p_global_cap in all,
--                     p_user_cap a user: live-rules.ts sets them), counted from
--                     the running rows themselves, fewest-running users first; with a search id
--                     (an owner's re-kick) that search's only, if it stalled
-- live_search_finish  each claimed site's outcome (a fill-in, or failed with no
--                     fill), the owner's list items of the same place filled
--                     where still empty; returns how many sites wait
-- =============================================================================

-- The row's website as the answer carries it: what `enrich` crawls (site is only
-- the cache's key). Not granted to the owner, like site and host.
alter table public.live_search_sites
  add column website text not null default ''
    check (char_length(website) <= 2000);
comment on column public.live_search_sites.website is 'The business''s website as the search answered it: what enrich crawls.';

create or replace function public.live_search_begin(
  p_user_id uuid,
  p_location text,
  p_business_type text,
  p_result_count integer,
  p_sites jsonb
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer;
begin
  perform public.record_recent_search_for(p_user_id, p_location, p_business_type, p_result_count);
  v_count := coalesce(jsonb_array_length(p_sites), 0);
  if v_count = 0 then
    return null;
  end if;
  insert into public.live_searches (user_id, sites_total)
  values (p_user_id, v_count)
  returning id into v_id;
  insert into public.live_search_sites (search_id, user_id, place_id, site, host, website)
  select v_id, p_user_id, s.value ->> 'place_id', s.value ->> 'site', s.value ->> 'host',
         coalesce(s.value ->> 'website', '')
    from jsonb_array_elements(p_sites) s
  on conflict (search_id, place_id) do nothing;
  return v_id;
end;
$$;
comment on function public.live_search_begin(uuid, text, text, integer, jsonb) is
  'Records a search that answered and, for its sites still to crawl [{place_id, site, host, website}], a live search of pending sites; returns its id (null when none). Service role only: the search function calls it.';
revoke all on function public.live_search_begin(uuid, text, text, integer, jsonb)
  from public, anon, authenticated;
grant execute on function public.live_search_begin(uuid, text, text, integer, jsonb)
  to service_role;

create or replace function public.live_search_claim(
  p_limit integer default 5,
  p_lease_seconds integer default 60,
  p_global_cap integer default 40,
  p_user_cap integer default 10,
  p_search_id uuid default null
)
returns table (search_id uuid, user_id uuid, place_id text, site text, host text, website text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_candidate record;
  v_taken integer := 0;
  v_global integer;
  v_hosts text[];
  v_users jsonb;
  v_running integer;
begin
  -- One claim at a time: two concurrent claims would each count the other's running
  -- rows as free and overrun the caps. A claim takes milliseconds.
  perform pg_advisory_xact_lock(hashtext('public.live_search_claim'));

  -- A re-kick (the owner's browser, through enrich) claims for its own search only, and
  -- only when that search has stalled: a lease lapsed, or sites pending and none running.
  -- While a live invocation holds one of its sites, the chain is moving: nothing to do.
  if p_search_id is not null and not exists (
    select 1 from public.live_search_sites s
     where s.search_id = p_search_id
       and (s.status = 'running' and s.lease_until <= now()
            or s.status = 'pending' and not exists (
                 select 1 from public.live_search_sites r
                  where r.search_id = p_search_id and r.status = 'running'
                    and r.lease_until > now()))
  ) then
    return;
  end if;

  -- A running row whose lease has passed is a lost invocation's: it counts for nothing.
  select count(*)::integer, coalesce(array_agg(distinct s.host), '{}')
    into v_global, v_hosts
    from public.live_search_sites s
   where s.status = 'running' and s.lease_until > now();
  select coalesce(jsonb_object_agg(r.user_id::text, r.n), '{}'::jsonb)
    into v_users
    from (select s.user_id, count(*)::integer as n
            from public.live_search_sites s
           where s.status = 'running' and s.lease_until > now()
           group by s.user_id) r;

  -- The users with the fewest running sites first (fair shares of the global cap), then
  -- oldest first.
  for v_candidate in
    select s.search_id, s.user_id, s.place_id, s.site, s.host, s.website
      from public.live_search_sites s
     where (s.status = 'pending' or (s.status = 'running' and s.lease_until <= now()))
       and (p_search_id is null or s.search_id = p_search_id)
     order by coalesce((v_users ->> s.user_id::text)::integer, 0), s.created_at, s.search_id, s.place_id
       for update skip locked
  loop
    exit when v_taken >= p_limit or v_global >= p_global_cap;
    continue when v_candidate.host = any (v_hosts);
    v_running := coalesce((v_users ->> v_candidate.user_id::text)::integer, 0);
    continue when v_running >= p_user_cap;

    update public.live_search_sites s
       set status = 'running', lease_until = now() + make_interval(secs => p_lease_seconds)
     where s.search_id = v_candidate.search_id and s.place_id = v_candidate.place_id;
    v_taken := v_taken + 1;
    v_global := v_global + 1;
    v_hosts := v_hosts || v_candidate.host;
    v_users := v_users || jsonb_build_object(v_candidate.user_id::text, v_running + 1);

    search_id := v_candidate.search_id;
    user_id := v_candidate.user_id;
    place_id := v_candidate.place_id;
    site := v_candidate.site;
    host := v_candidate.host;
    website := v_candidate.website;
    return next;
  end loop;
end;
$$;
comment on function public.live_search_claim(integer, integer, integer, integer, uuid) is
  'Claims up to p_limit pending (or lease-lapsed) sites, oldest first, for one enrich invocation: a lease of p_lease_seconds, one running site a host, at most p_global_cap running in all and p_user_cap a user. With p_search_id, only that search''s sites and only when it has stalled (a lapsed lease, or pending sites and none running). Service role only.';
revoke all on function public.live_search_claim(integer, integer, integer, integer, uuid)
  from public, anon, authenticated;
grant execute on function public.live_search_claim(integer, integer, integer, integer, uuid)
  to service_role;

create or replace function public.live_search_finish(p_results jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_waiting integer;
begin
  -- [{search_id, place_id, fill}]: a fill object is a done site, null a failed or cut-off
  -- one (its fields stay empty, never a guess).
  with outcome as (
    select (r.value ->> 'search_id')::uuid as search_id,
           r.value ->> 'place_id' as place_id,
           case when jsonb_typeof(r.value -> 'fill') = 'object' then r.value -> 'fill' end as fill
      from jsonb_array_elements(coalesce(p_results, '[]'::jsonb)) r
  ),
  written as (
    update public.live_search_sites s
       set status = case when o.fill is null then 'failed' else 'done' end,
           lease_until = null,
           fill = o.fill
      from outcome o
     where s.search_id = o.search_id and s.place_id = o.place_id
       and s.status in ('pending', 'running')
    returning s.user_id, s.place_id, s.fill
  )
  -- List items saved before the fill arrived, under the owner's rules: only that owner's
  -- lists, only the same place, only fields still empty.
  update public.business_list_items i
     set email = case when nullif(btrim(coalesce(i.email, '')), '') is null
                      then nullif(w.fill ->> 'Email', '') else i.email end,
         instagram = case when nullif(btrim(coalesce(i.instagram, '')), '') is null
                          then nullif(w.fill ->> 'Instagram', '') else i.instagram end
    from written w, public.business_lists l
   where w.fill is not null
     and l.user_id = w.user_id
     and i.list_id = l.id
     and i.place_id = w.place_id
     and (nullif(btrim(coalesce(i.email, '')), '') is null
          or nullif(btrim(coalesce(i.instagram, '')), '') is null);

  select count(*)::integer into v_waiting
    from public.live_search_sites s
   where s.status = 'pending' or (s.status = 'running' and s.lease_until <= now());
  return v_waiting;
end;
$$;
comment on function public.live_search_finish(jsonb) is
  'Writes claimed sites'' outcomes [{search_id, place_id, fill}] (fill null: failed, left empty), fills the owner''s list items of the same place where empty, and returns how many sites wait to be claimed. Service role only.';
revoke all on function public.live_search_finish(jsonb) from public, anon, authenticated;
grant execute on function public.live_search_finish(jsonb) to service_role;

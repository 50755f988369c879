-- =============================================================================
-- Locations' viewports (issue 21, first rows in time): a search of 80 or 100
-- results splits its location's viewport into cells, and looking the viewport
-- up at Google is a request the result pages must wait for. A city's viewport
-- does not change, so it is kept here for every function instance (an isolate
-- lives minutes; its own memo rarely sees the same location twice). Keyed by
-- the search's language, region and location as typed, lower-cased. Only the
-- service role reads and writes it, through the two functions below.
-- =============================================================================

create function private.is_viewport(p_viewport jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(p_viewport -> 'low' -> 'latitude') = 'number'
    and jsonb_typeof(p_viewport -> 'low' -> 'longitude') = 'number'
    and jsonb_typeof(p_viewport -> 'high' -> 'latitude') = 'number'
    and jsonb_typeof(p_viewport -> 'high' -> 'longitude') = 'number'
    and (p_viewport #>> '{low,latitude}')::float8 between -90 and 90
    and (p_viewport #>> '{high,latitude}')::float8 between -90 and 90
    and (p_viewport #>> '{low,longitude}')::float8 between -180 and 180
    and (p_viewport #>> '{high,longitude}')::float8 between -180 and 180
    and (p_viewport #>> '{low,latitude}')::float8 <= (p_viewport #>> '{high,latitude}')::float8,
    false);
$$;
comment on function private.is_viewport(jsonb) is
  'A Places viewport: {low: {latitude, longitude}, high: {latitude, longitude}} within the globe, low south of high.';
revoke all on function private.is_viewport(jsonb) from public, anon, authenticated;
grant execute on function private.is_viewport(jsonb) to service_role;

create table private.place_viewports (
  key text primary key check (char_length(key) between 3 and 300),
  viewport jsonb not null check (private.is_viewport(viewport)),
  looked_up_at timestamptz not null default now()
);
comment on table private.place_viewports is
  'The viewport Google gave for a location ("tr|TR|kadıköy, istanbul"), kept for every function instance. Service role only.';

-- Row-level security on with no policy: even a grant by mistake exposes nothing.
alter table private.place_viewports enable row level security;
revoke all on private.place_viewports from public, anon, authenticated;
grant select, insert, update, delete on private.place_viewports to service_role;

-- --------------------------------------------------------------- read
create function public.place_viewport_get(p_key text, p_max_age_seconds integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select v.viewport
    from private.place_viewports v
   where v.key = p_key
     and v.looked_up_at > now() - make_interval(secs => greatest(coalesce(p_max_age_seconds, 0), 0));
$$;
comment on function public.place_viewport_get(text, integer) is
  'The viewport kept for this location key if at most p_max_age_seconds old, else null. Service role only.';
revoke all on function public.place_viewport_get(text, integer) from public, anon, authenticated;
grant execute on function public.place_viewport_get(text, integer) to service_role;

-- --------------------------------------------------------------- write
create function public.place_viewport_put(p_key text, p_viewport jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.place_viewports as v (key, viewport, looked_up_at)
  values (p_key, p_viewport, now())
  on conflict (key) do update set viewport = excluded.viewport, looked_up_at = excluded.looked_up_at;
$$;
comment on function public.place_viewport_put(text, jsonb) is
  'Keeps (or refreshes) a location''s viewport; a malformed key or viewport is refused (23514). Service role only.';
revoke all on function public.place_viewport_put(text, jsonb) from public, anon, authenticated;
grant execute on function public.place_viewport_put(text, jsonb) to service_role;

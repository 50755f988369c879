-- =============================================================================
-- The local search provider's data (architecture section 4): a business
-- directory, generated deterministically for the local stack (supabase/seed.sql)
-- and importable from CSV for a real deployment, plus the place names behind
-- location suggestions.
--
-- In `public` because the `search` and `places-autocomplete` edge functions
-- read it through PostgREST with the service role, and PostgREST serves only
-- exposed schemas. RLS is enabled with NO policy and anon/authenticated hold
-- no privilege: only the service role reads it. Users get results only
-- through the search function, which applies the plan's quota and limits.
-- =============================================================================

create table public.directory_businesses (
  id bigint generated always as identity primary key,
  name text not null,
  business_type text not null,
  city text not null,
  district text,
  country text not null,
  address text not null,
  phone text,
  email text,
  instagram text,
  website text,
  google_rating numeric(2, 1),
  rating_count integer,
  latitude double precision,
  longitude double precision,
  search_text text,

  constraint directory_businesses_google_rating_check check (google_rating between 1.0 and 5.0),
  constraint directory_businesses_rating_count_check check (rating_count >= 0)
);
alter table public.directory_businesses enable row level security;

comment on table public.directory_businesses is
  'Businesses served by the search function''s directory provider. No policy on purpose: service role only.';
comment on column public.directory_businesses.id is 'Surrogate key.';
comment on column public.directory_businesses.name is 'Business name as displayed (the app title-cases it).';
comment on column public.directory_businesses.business_type is 'Kind of business, e.g. "dentist", "cafe"; matched case-insensitively.';
comment on column public.directory_businesses.city is 'City; matched case-insensitively.';
comment on column public.directory_businesses.district is 'District or neighbourhood within the city, optional.';
comment on column public.directory_businesses.country is 'Country name.';
comment on column public.directory_businesses.address is 'Full postal address.';
comment on column public.directory_businesses.phone is 'Phone number; null when unknown.';
comment on column public.directory_businesses.email is 'E-mail address; null when unknown.';
comment on column public.directory_businesses.instagram is 'Instagram handle or URL; null when unknown.';
comment on column public.directory_businesses.website is 'Website URL; null when unknown.';
comment on column public.directory_businesses.google_rating is 'Rating 1.0-5.0; null when unrated.';
comment on column public.directory_businesses.rating_count is 'Number of ratings; null when unrated.';
comment on column public.directory_businesses.latitude is 'WGS 84 latitude, optional.';
comment on column public.directory_businesses.longitude is 'WGS 84 longitude, optional.';
comment on column public.directory_businesses.search_text is
  'lower("name business_type district city country") for ilike matching; filled by trigger when not given.';

-- The provider's main query: where lower(city) = $1 and lower(business_type) = $2.
-- The composite index also serves lower(city) alone (leading column).
create index directory_businesses_city_type_idx
  on public.directory_businesses (lower(city), lower(business_type));
create index directory_businesses_type_idx
  on public.directory_businesses (lower(business_type));
create index directory_businesses_district_idx
  on public.directory_businesses (lower(district))
  where district is not null;

create or replace function private.fill_directory_search_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.search_text is null then
    new.search_text := lower(concat_ws(' ', new.name, new.business_type, new.district, new.city, new.country));
  end if;
  return new;
end;
$$;
comment on function private.fill_directory_search_text() is
  'BEFORE INSERT trigger on directory_businesses: derives search_text when the writer did not give one.';
revoke all on function private.fill_directory_search_text() from public;

create trigger directory_businesses_fill_search_text
  before insert on public.directory_businesses
  for each row execute function private.fill_directory_search_text();

revoke all on table public.directory_businesses from public, anon, authenticated;
grant select, insert, update, delete on table public.directory_businesses to service_role;

-- ---------------------------------------------------------------- places
create table public.directory_places (
  label text primary key,
  city text not null,
  district text,
  country text not null
);
alter table public.directory_places enable row level security;

comment on table public.directory_places is
  'Place names offered as location suggestions by the places-autocomplete function. No policy on purpose: service role only.';
comment on column public.directory_places.label is 'What the suggestion shows and the search receives, e.g. "Kadikoy, Istanbul, Turkey".';
comment on column public.directory_places.city is 'City of the place.';
comment on column public.directory_places.district is 'District, null for a whole city.';
comment on column public.directory_places.country is 'Country of the place.';

-- Prefix suggestions: where lower(label) like 'kad%'.
create index directory_places_label_prefix_idx
  on public.directory_places (lower(label) text_pattern_ops);

revoke all on table public.directory_places from public, anon, authenticated;
grant select, insert, update, delete on table public.directory_places to service_role;

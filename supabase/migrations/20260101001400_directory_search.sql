-- =============================================================================
-- The directory provider's matching (issue 9): folded keys, their indexes, and
-- the two queries the edge functions run through /rest/v1/rpc.
--
-- private.fold_key(text) is the one folding rule: Turkish- and accent-aware
-- (I/ı/İ/i -> i, ş -> s, ğ -> g, ü -> u, ö -> o, ç -> c, é -> e, ß -> ss ...),
-- lower case, every run of spaces and punctuation one space. It maps characters
-- explicitly instead of trusting lower(), whose result depends on the server's
-- locale (PGlite runs with C, Debian with C.UTF-8): stored keys and query keys
-- are folded by the same function, on the same server, so they always agree.
--
-- The keys are stored generated columns, so every writer (the seed, a CSV
-- import, the service role) gets them without knowing about them, and the
-- provider's search is one query on the (city_key, type_key) index.
-- =============================================================================

create or replace function private.fold_key(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select nullif(btrim(regexp_replace(lower(translate(
           replace(replace(replace(replace(replace(replace(replace(p_text,
             'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
             -- The combining dot that JavaScript's toLowerCase() leaves after an "i" from "İ".
             chr(775), ''),
           'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏİIÑÒÓÔÕÖØÙÚÛÜÝŸĞŞȘȚĆČĎĚŁŃŇŘŚŠŤŮŹŻŽĄĘàáâãäåçèéêëìíîïıñòóôõöøùúûüýÿğşșțćčďěłńňřśšťůźżžąęőűŐŰāēīōū',
           'aaaaaaceeeeiiiiiinoooooouuuuyygsstccdelnnrsstuzzzaeaaaaaaceeeeiiiiinoooooouuuuyygsstccdelnnrsstuzzzaeououaeiou')),
         -- Spaces and ASCII and typographic punctuation: "Saint-Germain-des-Prés",
         -- "St. Pauli", "Presqu'île" and "kadikoy,istanbul" split into words.
         '[[:space:]!-/:-@[-`{-~‘’“”«»–—…·]+', ' ', 'g')), '')
$$;
comment on function private.fold_key(text) is
  'Search key of a text: Turkish- and accent-aware ASCII fold, lower case, punctuation as single spaces; null for a blank result. Immutable: used by generated columns.';
revoke all on function private.fold_key(text) from public;
-- Generated columns evaluate it as the writing role: the service role imports.
grant execute on function private.fold_key(text) to service_role;

-- ---------------------------------------------------------------- businesses
alter table public.directory_businesses
  add column city_key text generated always as (private.fold_key(city)) stored,
  add column district_key text generated always as (private.fold_key(district)) stored,
  add column type_key text generated always as (private.fold_key(business_type)) stored;
comment on column public.directory_businesses.city_key is 'private.fold_key(city): what the search matches.';
comment on column public.directory_businesses.district_key is 'private.fold_key(district): what the search matches.';
comment on column public.directory_businesses.type_key is 'private.fold_key(business_type): what the search matches.';

-- The search: a city (or several) and a type, ordered in memory (a city holds
-- at most a few hundred businesses of one type).
create index directory_businesses_city_key_type_key_idx
  on public.directory_businesses (city_key, type_key);

-- ---------------------------------------------------------------- places
alter table public.directory_places
  add column label_key text generated always as (private.fold_key(label)) stored,
  add column city_key text generated always as (private.fold_key(city)) stored,
  add column district_key text generated always as (private.fold_key(district)) stored;
comment on column public.directory_places.label_key is 'private.fold_key(label): what suggestions match by word prefix.';
comment on column public.directory_places.city_key is 'private.fold_key(city): how a typed location finds its city.';
comment on column public.directory_places.district_key is 'private.fold_key(district): how a typed location finds its district.';
create index directory_places_city_key_idx on public.directory_places (city_key);
create index directory_places_district_key_idx on public.directory_places (district_key);

-- ---------------------------------------------------------------- search
-- p_places: the readings of the typed location, best first, as the provider
-- parses it: [{"district": "Kadıköy", "city": "İstanbul"}, {"city": "Kadıköy"}, ...].
-- The first reading that names a known place wins; its cities are searched,
-- businesses in its district (if it names one) first, then the rest of the city,
-- each by rating count, rating and id.
create or replace function public.search_directory(
  p_places jsonb,
  p_business_types text[],
  p_limit integer
)
returns table (
  name text,
  address text,
  phone text,
  email text,
  instagram text,
  website text,
  google_rating text,
  rating_count text,
  in_district boolean
)
language sql
stable
set search_path = ''
as $$
  with readings as (
    select r.ord,
           private.fold_key(r.reading ->> 'district') as district_key,
           private.fold_key(r.reading ->> 'city') as city_key
      from jsonb_array_elements(case when jsonb_typeof(p_places) = 'array' then p_places else '[]'::jsonb end)
           with ordinality as r(reading, ord)
     where jsonb_typeof(r.reading) = 'object'
  ),
  matches as (
    select r.ord, p.city_key, r.district_key
      from readings r
      join public.directory_places p
        on (r.city_key is not null or r.district_key is not null)
       and (r.city_key is null or p.city_key = r.city_key)
       and (case when r.district_key is null then p.district is null
                 else p.district_key = r.district_key end)
  ),
  best as (
    select distinct m.city_key, m.district_key
      from matches m
     where m.ord = (select min(ord) from matches)
  ),
  types as (
    select distinct private.fold_key(t) as type_key from unnest(p_business_types) as t
  )
  select b.name, b.address, b.phone, b.email, b.instagram, b.website,
         b.google_rating::text, b.rating_count::text,
         exists (select 1 from best x where x.city_key = b.city_key and x.district_key = b.district_key) as in_district
    from public.directory_businesses b
   where b.city_key in (select city_key from best)
     and b.type_key in (select type_key from types where type_key is not null)
   order by in_district desc, b.rating_count desc nulls last, b.google_rating desc nulls last, b.id
   limit least(greatest(coalesce(p_limit, 0), 0), 100)
$$;
comment on function public.search_directory(jsonb, text[], integer) is
  'The directory provider''s search (issue 9): the first location reading that names a known place, its district first, then its city; business types by folded name; at most 100 rows. Service role only (the search function applies plan and quota).';
revoke all on function public.search_directory(jsonb, text[], integer) from public, anon, authenticated;
grant execute on function public.search_directory(jsonb, text[], integer) to service_role;

-- ---------------------------------------------------------------- suggestions
-- A prefix of any word of the label ("kad", "ist", "kadikoy ist"), cities
-- before districts, then labels that start with the input, then by label.
create or replace function public.suggest_places(p_input text, p_limit integer default 5)
returns table (label text, city text, district text, country text)
language sql
stable
set search_path = ''
as $$
  with q as (select private.fold_key(p_input) as k)
  select p.label, p.city, p.district, p.country
    from public.directory_places p, q
   where length(q.k) >= 2
     and (p.label_key like q.k || '%' or p.label_key like '% ' || q.k || '%')
   order by p.district is not null, p.label_key like q.k || '%' desc, p.label_key, p.label
   limit least(greatest(coalesce(p_limit, 5), 0), 5)
$$;
comment on function public.suggest_places(text, integer) is
  'Location suggestions for the places-autocomplete function: word-prefix match on the folded label, cities first, at most 5. Service role only.';
revoke all on function public.suggest_places(text, integer) from public, anon, authenticated;
grant execute on function public.suggest_places(text, integer) to service_role;

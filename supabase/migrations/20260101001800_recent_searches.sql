-- =============================================================================
-- recent_searches: a user's last ten searches, shown under the search form so a
-- search can be started again in one click (issue 18 item 5). Kept per user, not
-- per browser.
--
-- Written only by the `search` edge function, through the service-role function
-- record_recent_search_for, after the search has answered: a search the server
-- refused (limit, bad input) or whose provider failed is never recorded, and the
-- browser cannot plant entries. Users read their own rows; nobody else's.
-- At most ten rows a user: the insert trigger drops the oldest beyond ten.
-- =============================================================================

create table public.recent_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  location text not null,
  business_type text not null,
  result_count integer not null,
  searched_at timestamptz not null default now(),
  -- The directory's folding rule (Turkish- and accent-aware, punctuation as spaces):
  -- "Kadıköy/İstanbul", "kadikoy, istanbul" and "KADIKÖY İSTANBUL" are one search.
  location_key text generated always as (private.fold_key(location)) stored,
  business_type_key text generated always as (private.fold_key(business_type)) stored,

  -- What the search function accepts (its request rules): non-blank, 200 characters.
  constraint recent_searches_location_check
    check (btrim(location) <> '' and char_length(location) <= 200),
  constraint recent_searches_business_type_check
    check (btrim(business_type) <> '' and char_length(business_type) <= 200),
  constraint recent_searches_result_count_check check (result_count between 1 and 100)
);
alter table public.recent_searches enable row level security;

comment on table public.recent_searches is
  'A user''s last ten searches (newest searched_at first), recorded by the search function.';
comment on column public.recent_searches.user_id is 'Owner (auth.users.id).';
comment on column public.recent_searches.location is 'The location as searched (slashes already commas).';
comment on column public.recent_searches.business_type is 'The business type as searched.';
comment on column public.recent_searches.result_count is 'The result count the search ran with (20 for free users).';
comment on column public.recent_searches.location_key is 'private.fold_key(location): what "the same search" compares.';
comment on column public.recent_searches.business_type_key is 'private.fold_key(business_type): what "the same search" compares.';
comment on column public.recent_searches.searched_at is 'When this search last answered; searching it again moves it to the top.';

-- One row per search: the same location, type and count again (however spelt) moves
-- the row to the top instead of adding a second one.
create unique index recent_searches_same_search_idx
  on public.recent_searches (user_id, location_key, business_type_key, result_count);
-- The policy filters on user_id; the dashboard reads newest first.
create index recent_searches_user_id_searched_at_idx
  on public.recent_searches (user_id, searched_at desc);

-- ---------------------------------------------------------------- privileges
revoke all on table public.recent_searches from public, anon, authenticated;
-- Read only, column by column: every write goes through the search function.
grant select (id, user_id, location, business_type, result_count, searched_at)
  on table public.recent_searches to authenticated;
grant select, insert, update, delete on table public.recent_searches to service_role;

-- ---------------------------------------------------------------- policies
create policy "Users can read their own recent searches"
  on public.recent_searches for select
  to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- at most ten
create or replace function private.keep_ten_recent_searches()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Serialise one user's inserts: two searches answering at once must not each keep
  -- eleven rows because neither saw the other's (each statement below re-reads).
  perform pg_advisory_xact_lock(hashtextextended('recent_searches:' || new.user_id::text, 0));
  delete from public.recent_searches r
   where r.user_id = new.user_id
     and r.id not in (
       select k.id from public.recent_searches k
        where k.user_id = new.user_id
        order by k.searched_at desc, k.id desc
        limit 10
     );
  return null;
end;
$$;
comment on function private.keep_ten_recent_searches() is
  'AFTER INSERT trigger on recent_searches: keeps the user''s ten newest rows, deletes the rest.';
revoke all on function private.keep_ten_recent_searches() from public;

create trigger recent_searches_keep_ten
  after insert on public.recent_searches
  for each row execute function private.keep_ten_recent_searches();

-- ---------------------------------------------------------------- recording
create or replace function public.record_recent_search_for(
  p_user_id uuid,
  p_location text,
  p_business_type text,
  p_result_count integer
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_at timestamptz;
begin
  if p_user_id is null then
    raise exception 'A user id is required' using errcode = '22004';
  end if;
  -- Strictly after the user's newest entry, so "most recent" is never a tie: some
  -- clocks (PGlite's) tick in milliseconds, and one transaction may record several.
  select greatest(clock_timestamp(), max(r.searched_at) + interval '1 microsecond')
    into v_at
    from public.recent_searches r
   where r.user_id = p_user_id;
  insert into public.recent_searches (user_id, location, business_type, result_count, searched_at)
  values (p_user_id, btrim(p_location), btrim(p_business_type), p_result_count, v_at)
  on conflict (user_id, location_key, business_type_key, result_count)
  do update set location = excluded.location,
                business_type = excluded.business_type,
                searched_at = excluded.searched_at;
end;
$$;
comment on function public.record_recent_search_for(uuid, text, text, integer) is
  'Records a search that answered as the user''s most recent (the same search again moves to the top; ten kept). Service role only: the search function calls it.';
revoke all on function public.record_recent_search_for(uuid, text, text, integer)
  from public, anon, authenticated;
grant execute on function public.record_recent_search_for(uuid, text, text, integer)
  to service_role;

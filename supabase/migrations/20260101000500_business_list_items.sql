-- =============================================================================
-- business_list_items: the businesses saved into a list (spec section 3).
-- Ownership is the list's: a user reads, adds and removes the items of their
-- own lists only. Items cannot be rewritten through the API (issue 17): the
-- app never edits one, and an UPDATE grant would let a lapsed Pro user,
-- refused new items by "Only Pro members can add items to lists", rewrite an
-- old item's name and e-mail into new leads. There is no UPDATE grant and no
-- UPDATE policy (so a grant given by mistake still matches no row); the
-- service role keeps UPDATE for support fixes.
-- =============================================================================

create table public.business_list_items (
  id uuid primary key default gen_random_uuid(),
  list_id uuid not null references public.business_lists (id) on delete cascade,
  name text not null,
  address text,
  phone text,
  email text,
  instagram text,
  website text,
  google_rating text,
  rating_count integer,
  created_at timestamptz not null default now(),

  -- The app copies "Google Rating" from a search result as numeric text, and
  -- sends "" when there is none (spec: "numeric, possibly stored as text"). A
  -- numeric column would refuse "" with 22P02 and lose the whole add-to-list,
  -- so the column is text; blanks become null (trigger below) and anything
  -- else must be a rating from 0 to 5.
  constraint business_list_items_google_rating_check check (
    google_rating is null
    or case
         when google_rating ~ '^[0-9]+(\.[0-9]+)?$' then google_rating::numeric between 0 and 5
         else false
       end
  ),
  constraint business_list_items_rating_count_check check (rating_count >= 0)
);
alter table public.business_list_items enable row level security;

comment on table public.business_list_items is
  'Businesses saved into a list; a copy of the search result at the time it was added. Deleted with their list.';
comment on column public.business_list_items.id is 'Item id (uuid).';
comment on column public.business_list_items.list_id is 'The list (business_lists.id); ownership follows the list''s user_id.';
comment on column public.business_list_items.name is 'Business name. With address, the key the app uses to skip duplicates (case-insensitive).';
comment on column public.business_list_items.address is 'Postal address as returned by the search.';
comment on column public.business_list_items.phone is 'Phone number, if known.';
comment on column public.business_list_items.email is 'E-mail address, if known.';
comment on column public.business_list_items.instagram is 'Instagram handle or URL, if known.';
comment on column public.business_list_items.website is 'Website URL, if known.';
comment on column public.business_list_items.google_rating is 'Rating 0-5 as numeric text (e.g. "4.5"), null when unknown; "" is stored as null.';
comment on column public.business_list_items.rating_count is 'Number of ratings, null when unknown.';
comment on column public.business_list_items.created_at is 'When the item was added; items are shown newest first.';

-- The policies filter on list_id; the list page orders by created_at desc.
create index business_list_items_list_id_created_at_idx
  on public.business_list_items (list_id, created_at desc);

-- ---------------------------------------------------------------- privileges
revoke all on table public.business_list_items from public, anon, authenticated;
grant select, delete on table public.business_list_items to authenticated;
grant insert (list_id, name, address, phone, email, instagram, website, google_rating, rating_count)
  on table public.business_list_items to authenticated;
grant select, insert, update, delete on table public.business_list_items to service_role;

-- ---------------------------------------------------------------- policies
-- `list_id in (select ...)` evaluates the caller's lists once per statement
-- (Supabase's RLS performance advice) instead of once per row.
create policy "Users can read the items of their own lists"
  on public.business_list_items for select
  to authenticated
  using (list_id in (select l.id from public.business_lists l where l.user_id = (select auth.uid())));

create policy "Users can add items to their own lists"
  on public.business_list_items for insert
  to authenticated
  with check (list_id in (select l.id from public.business_lists l where l.user_id = (select auth.uid())));

create policy "Users can delete the items of their own lists"
  on public.business_list_items for delete
  to authenticated
  using (list_id in (select l.id from public.business_lists l where l.user_id = (select auth.uid())));

-- ---------------------------------------------------------------- triggers
create or replace function private.normalise_list_item()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Search results use "" for "unknown"; store null so "has"/"no" filters
  -- and exports treat both the same.
  new.google_rating := nullif(btrim(new.google_rating), '');
  return new;
end;
$$;
comment on function private.normalise_list_item() is
  'BEFORE INSERT OR UPDATE trigger on business_list_items: blank google_rating becomes null.';
revoke all on function private.normalise_list_item() from public;

create trigger business_list_items_normalise
  before insert or update on public.business_list_items
  for each row execute function private.normalise_list_item();

-- =============================================================================
-- business_lists: a user's named prospect lists (spec section 3). Owner-only
-- in every direction: lists are fetched and read only for their owner (spec
-- section 6). Creating lists is a Pro feature: see the lists_require_pro
-- migration for the restrictive policies that say so.
-- =============================================================================

create table public.business_lists (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- The app trims the name and refuses blanks (spec section 5); so does the database.
  constraint business_lists_name_check check (btrim(name) <> '')
);
alter table public.business_lists enable row level security;

comment on table public.business_lists is
  'Prospect lists. Each belongs to one user; its items are in business_list_items.';
comment on column public.business_lists.id is 'List id (uuid).';
comment on column public.business_lists.user_id is 'Owner (auth.users.id). Defaults to the caller; policies require it to be the caller.';
comment on column public.business_lists.description is 'Optional description; null on creation.';
comment on column public.business_lists.created_at is 'Creation time; lists are shown newest first.';
comment on column public.business_lists.updated_at is 'Last change, maintained by trigger.';

-- The policies filter on user_id and every screen orders by created_at desc.
create index business_lists_user_id_created_at_idx
  on public.business_lists (user_id, created_at desc);

-- ---------------------------------------------------------------- privileges
revoke all on table public.business_lists from public, anon, authenticated;
grant select, delete on table public.business_lists to authenticated;
grant insert (user_id, name, description) on table public.business_lists to authenticated;
-- Not user_id: a list never changes owner.
grant update (name, description) on table public.business_lists to authenticated;
grant select, insert, update, delete on table public.business_lists to service_role;

-- ---------------------------------------------------------------- policies
create policy "Users can read their own lists"
  on public.business_lists for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can create lists for themselves"
  on public.business_lists for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own lists"
  on public.business_lists for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete their own lists"
  on public.business_lists for delete
  to authenticated
  using (user_id = (select auth.uid()));

create trigger business_lists_set_updated_at
  before update on public.business_lists
  for each row execute function private.set_updated_at();

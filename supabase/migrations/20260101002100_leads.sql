-- =============================================================================
-- Leads (issue 22): the identity of a business across lists and searches, the
-- status, notes and follow-up a user keeps for it, and the one-request
-- "already saved" look-up for a page of search results.
--
-- private.lead_key folds a name or an address:
--   1. NFC, so a decomposed "ö" or "İ" is the composed letter;
--   2. the Turkish and Latin letters of private.fold_key's map to ASCII
--      (I, ı, İ and i all become "i"; ö -> o, ş -> s, ğ -> g ...; ß -> ss),
--      and the combining dot above that JavaScript leaves after an "i" dropped:
--      "İSTANBUL", "Istanbul", "istanbul" and "ıstanbul" are one word, and so are
--      "KADIKÖY", "Kadıköy" and "Kadikoy";
--   3. lower case for A-Z only (COLLATE "C"), so the key is the same on every
--      server whatever its locale: it is stored, and a dump restored under
--      another locale must find the same keys. Letters outside the map keep
--      their case;
--   4. every run of whitespace (the explicit list below, as JavaScript's \s),
--      ASCII punctuation and typographic marks becomes one space; trimmed.
-- The identity is 'p:' || place id when a Google place id is present, else
-- 'n:' || name key || '|' || address key ("|" folds to a space inside a key, so
-- the parts cannot run into each other).
-- The TypeScript twin is src/domain/lead-key.ts; supabase/tests/lead-key.test.ts
-- runs the same inputs through both.
--
-- The spec's add-to-list duplicate rule ("name plus address, case-insensitive",
-- src/domain/business.ts businessKey) is not this key and does not change.
-- =============================================================================

-- One function, whose body names only built-ins: the generated column inlines
-- it into the writer's insert, and the writer (authenticated) has no USAGE on the
-- private schema, so it could not call a private helper from there. The fold is
-- written once and applied to the name and the address in turn.
create function private.lead_key(p_place_id text, p_name text, p_address text)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when nullif(btrim(p_place_id, E' \t\n\r'), '') is not null
      then 'p:' || btrim(p_place_id, E' \t\n\r')
    else 'n:' || array_to_string(array(
      select coalesce(btrim(regexp_replace(lower(translate(
               replace(replace(replace(replace(replace(replace(replace(normalize(part.text, NFC),
                 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
                 chr(775), ''),
               'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏİIÑÒÓÔÕÖØÙÚÛÜÝŸĞŞȘȚĆČĎĚŁŃŇŘŚŠŤŮŹŻŽĄĘàáâãäåçèéêëìíîïıñòóôõöøùúûüýÿğşșțćčďěłńňřśšťůźżžąęőűŐŰāēīōū',
               'aaaaaaceeeeiiiiiinoooooouuuuyygsstccdelnnrsstuzzzaeaaaaaaceeeeiiiiinoooooouuuuyygsstccdelnnrsstuzzzaeououaeiou')
               collate "C"),
             '[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff!-/:-@[-`{-~‘’“”«»–—…·]+',
             ' ', 'g')), '')
        from unnest(array[p_name, p_address]) with ordinality as part (text, position)
       order by part.position), '|')
  end
$$;
comment on function private.lead_key(text, text, text) is
  'A lead''s identity: p:<Google place id> when there is one, else n:<name key>|<address key>, each part folded as the header says. Immutable: business_list_items.lead_key is generated from it. Twin: src/domain/lead-key.ts.';
revoke all on function private.lead_key(text, text, text) from public;
-- The generated column evaluates it as the writing role.
grant execute on function private.lead_key(text, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------- list items
alter table public.business_list_items
  add column place_id text,
  add column user_id uuid,
  add column lead_key text generated always as (private.lead_key(place_id, name, address)) stored;
comment on column public.business_list_items.place_id is
  'Google place id of the business, when the search gave one; the lead''s identity then.';
comment on column public.business_list_items.user_id is
  'The list''s owner, copied by a trigger on insert (never sent by the app), so one index finds a user''s items by lead.';
comment on column public.business_list_items.lead_key is
  'private.lead_key(place_id, name, address): the lead this item is, shared by every list that holds it.';

grant insert (place_id) on table public.business_list_items to authenticated;

create function private.copy_list_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Definer: the caller may be adding to someone else's list, which RLS then
  -- refuses (WITH CHECK runs after BEFORE triggers) with its usual 42501.
  new.user_id := (select l.user_id from public.business_lists l where l.id = new.list_id);
  return new;
end;
$$;
comment on function private.copy_list_owner() is
  'BEFORE INSERT OR UPDATE OF list_id trigger on business_list_items: user_id is the list''s owner, whatever the writer sent.';
revoke all on function private.copy_list_owner() from public;

create trigger business_list_items_copy_list_owner
  before insert or update of list_id, user_id on public.business_list_items
  for each row execute function private.copy_list_owner();

update public.business_list_items i
   set user_id = l.user_id
  from public.business_lists l
 where l.id = i.list_id;

create index business_list_items_user_id_lead_key_idx
  on public.business_list_items (user_id, lead_key);

-- ---------------------------------------------------------------- leads
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  lead_key text not null,
  status text not null default 'New',
  notes text,
  notes_updated_at timestamptz,
  follow_up_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_user_id_lead_key_key unique (user_id, lead_key),
  constraint leads_status_check check (status in ('New', 'Contacted', 'Replied', 'Meeting', 'Won', 'Lost')),
  constraint leads_notes_length_check check (char_length(notes) <= 10000),
  constraint leads_lead_key_check check (lead_key ~ '^(p:.+|n:.*\|.*)$' and char_length(lead_key) <= 2000)
);
alter table public.leads enable row level security;

comment on table public.leads is
  'What a user keeps for a lead (issue 22): status, notes, follow-up. One row per user and lead_key, shared by every list that holds the lead.';
comment on column public.leads.user_id is 'Owner (auth.users.id); the caller by default, never another user.';
comment on column public.leads.lead_key is 'private.lead_key of the business, as business_list_items.lead_key.';
comment on column public.leads.status is 'New, Contacted, Replied, Meeting, Won or Lost; New by default.';
comment on column public.leads.notes is 'Free-text notes, at most 10,000 characters (src/domain/leads.ts).';
comment on column public.leads.notes_updated_at is 'When the notes last changed, maintained by trigger.';
comment on column public.leads.follow_up_on is 'Follow-up date, if any.';
comment on column public.leads.created_at is 'When the lead was first given a status or notes.';
comment on column public.leads.updated_at is 'Last change, maintained by trigger.';

-- ---------------------------------------------------------------- privileges
-- No user_id (the default is the caller) and no timestamps. lead_key may be
-- "updated" because PostgREST's upsert sets every column it was sent; the
-- trigger refuses a real change of it.
revoke all on table public.leads from public, anon, authenticated;
grant select, delete on table public.leads to authenticated;
grant insert (lead_key, status, notes, follow_up_on) on table public.leads to authenticated;
grant update (lead_key, status, notes, follow_up_on) on table public.leads to authenticated;
grant select, insert, update, delete on table public.leads to service_role;

-- ---------------------------------------------------------------- policies
create policy "Users can read their own leads"
  on public.leads for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add their own leads"
  on public.leads for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own leads"
  on public.leads for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete their own leads"
  on public.leads for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- As lists (20260101000600): writing needs an effective Pro plan; a downgraded
-- user keeps reading, and deleting (which only forgets a status) stays open.
create policy "Only Pro members can add leads"
  on public.leads
  as restrictive
  for insert
  to authenticated
  with check ((select private.has_pro_access()));

create policy "Only Pro members can update leads"
  on public.leads
  as restrictive
  for update
  to authenticated
  using ((select private.has_pro_access()))
  with check ((select private.has_pro_access()));

-- ---------------------------------------------------------------- triggers
create function private.stamp_lead()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    new.notes_updated_at := case when new.notes is null then null else now() end;
    return new;
  end if;
  if new.lead_key is distinct from old.lead_key or new.user_id is distinct from old.user_id then
    raise exception 'a lead''s owner and key cannot change' using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  new.updated_at := now();
  new.notes_updated_at := case when new.notes is distinct from old.notes then now()
                               else old.notes_updated_at end;
  return new;
end;
$$;
comment on function private.stamp_lead() is
  'BEFORE INSERT OR UPDATE trigger on leads: stamps created_at, updated_at and notes_updated_at; refuses a change of user_id or lead_key.';
revoke all on function private.stamp_lead() from public;

create trigger leads_stamp
  before insert or update on public.leads
  for each row execute function private.stamp_lead();

-- ---------------------------------------------------------------- saved_leads
-- Security definer, because the keys are folded by private.lead_key, which the
-- API roles cannot name in a query (they have no USAGE on the private schema). It reads
-- only rows whose user_id is the caller's, an index condition on both tables,
-- and refuses a call without a user; anon has no EXECUTE. supabase/tests/
-- 017_leads.test.sql shows another user's lists and statuses never appear.
-- An input with a place id matches items saved with that id and items saved
-- without one under the same name and address (saved before items kept place
-- ids); an input without one matches by name and address only.
create function public.saved_leads(rows jsonb)
returns table (idx integer, lists jsonb, status text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'saved_leads needs a signed-in user' using errcode = '42501';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' then
    raise exception 'rows must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(rows) > 200 then
    raise exception 'at most 200 rows a call' using errcode = '22023';
  end if;
  -- Set-based: every key of the page in one index scan of the caller's items and
  -- one of their leads, joined back to the rows (not one probe per row).
  return query
  -- Each row's own key (the place id's when there is one, else the name key) and its
  -- name key. The app sends both, computed by the TypeScript twin (src/domain/lead-key.ts
  -- savedLeadsRow), so a call folds nothing and goes straight to the indexes (the
  -- saved-leads bench); a row without them is folded here (coalesce evaluates the fold
  -- only then).
  with input as (
    select (r.ordinality - 1)::integer as idx,
           coalesce(r.value ->> 'key',
                    private.lead_key(r.value ->> 'place_id', r.value ->> 'name', r.value ->> 'address')) as own_key,
           coalesce(r.value ->> 'name_key',
                    private.lead_key(null, r.value ->> 'name', r.value ->> 'address')) as name_key
      from jsonb_array_elements(rows) with ordinality as r
  ),
  wanted as (
    select w.idx, w.own_key as key, 0 as rank from input w
    union all
    select w.idx, w.name_key, 1 from input w where w.name_key <> w.own_key
  ),
  saved as (
    select it.lead_key, it.list_id
      from public.business_list_items it
     where it.user_id = caller
       and it.lead_key = any (array(select distinct w.key from wanted w))
  ),
  hits as (
    select distinct w.idx, l.id, l.name
      from wanted w
      join saved s on s.lead_key = w.key
      join public.business_lists l on l.id = s.list_id and l.user_id = caller
  ),
  marked as (
    select h.idx, jsonb_agg(jsonb_build_object('id', h.id, 'name', h.name) order by h.name, h.id) as lists
      from hits h
     group by h.idx
  ),
  statuses as (
    select distinct on (w.idx) w.idx, ld.status
      from wanted w
      join public.leads ld on ld.lead_key = w.key
     where ld.user_id = caller
       and ld.lead_key = any (array(select distinct k.key from wanted k))
     order by w.idx, w.rank
  )
  select i.idx, coalesce(m.lists, '[]'::jsonb), st.status
    from input i
    left join marked m on m.idx = i.idx
    left join statuses st on st.idx = i.idx
   order by i.idx;
end;
$$;
comment on function public.saved_leads(jsonb) is
  'For up to 200 search results [{key, name_key}] (lead keys from src/domain/lead-key.ts) or [{place_id, name, address}], by index: the caller''s lists holding each lead ([{id, name}]) and its status (null if none). Security definer, the caller''s rows only.';
revoke all on function public.saved_leads(jsonb) from public, anon;
grant execute on function public.saved_leads(jsonb) to authenticated;

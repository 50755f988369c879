-- =============================================================================
-- Live contacts, list items saved after their site was crawled (issue 21 item 4).
-- live_search_finish fills the owner's list items that exist when a site ends; an item
-- saved after that (the browser's rows lag the crawl by up to a poll, or do not poll at
-- all) would stay empty for good. So an item inserted with a place id takes the newest
-- fill-in of that place from its list owner's own live searches, only into empty fields.
-- =============================================================================

create index live_search_sites_user_id_place_id_idx
  on public.live_search_sites (user_id, place_id) where status = 'done';

create or replace function private.fill_list_item_from_live_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fill jsonb;
begin
  if nullif(btrim(coalesce(new.place_id, '')), '') is null
     or (nullif(btrim(coalesce(new.email, '')), '') is not null
         and nullif(btrim(coalesce(new.instagram, '')), '') is not null) then
    return new;
  end if;
  select s.fill into v_fill
    from public.business_lists l
    join public.live_search_sites s on s.user_id = l.user_id
   where l.id = new.list_id
     and s.place_id = new.place_id
     and s.status = 'done'
   order by s.updated_at desc
   limit 1;
  if v_fill is null then
    return new;
  end if;
  if nullif(btrim(coalesce(new.email, '')), '') is null then
    new.email := nullif(v_fill ->> 'Email', '');
  end if;
  if nullif(btrim(coalesce(new.instagram, '')), '') is null then
    new.instagram := nullif(v_fill ->> 'Instagram', '');
  end if;
  return new;
end;
$$;
comment on function private.fill_list_item_from_live_search() is
  'Before insert on business_list_items: empty e-mail/Instagram of an item with a place id take the list owner''s newest live-search fill-in of that place.';
revoke all on function private.fill_list_item_from_live_search() from public, anon, authenticated;

create trigger business_list_items_fill_from_live_search
  before insert on public.business_list_items
  for each row execute function private.fill_list_item_from_live_search();

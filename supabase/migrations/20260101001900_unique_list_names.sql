-- =============================================================================
-- A user's list names are unique, whatever their case (issue 18): the create
-- dialog refuses "You already have a list with this name.", and the database
-- refuses it too, for every writer (the app, two tabs racing, a rename through
-- the API, the service role).
--
-- private.list_name_key(text) is the comparison key: the name trimmed, in NFC,
-- lower case, with the dotted and dotless i folded together as the app's
-- business duplicate rule does (src/domain/business.ts): "İSTANBUL", "Istanbul",
-- "istanbul" and "ıstanbul" are one name. The Turkish capitals are mapped
-- explicitly because lower() depends on the server's locale ('I' -> 'i' but
-- 'ı' stays; a C locale lowers ASCII only); the rest is lower()'s. The app's
-- check before sending folds the same way (src/domain/list-items.ts).
--
-- A deployed database may already hold such duplicates: the later ones (by
-- created_at, then id) get " (2)", " (3)" ... so the unique index can be built;
-- the oldest keeps its name, and no list or item is lost.
-- =============================================================================

create function private.list_name_key(p_name text)
returns text
language sql
immutable
parallel safe
as $$
  -- chr(775), the combining dot above, is what JavaScript's toLowerCase() leaves after
  -- the "i" of an "İ", and how a decomposed "İ" that NFC cannot compose ends.
  select lower(translate(replace(normalize(btrim(p_name), NFC), chr(775), ''),
                         'İIıÇĞÖŞÜ', 'iiiçğöşü'))
$$;
comment on function private.list_name_key(text) is
  'Comparison key of a list name: trimmed, NFC, lower case, I/ı/İ/i as one letter. Immutable: the unique index on business_lists uses it.';
revoke all on function private.list_name_key(text) from public;
-- An index expression runs with the writing role's privileges: every role that
-- may insert or rename a list needs it.
grant execute on function private.list_name_key(text) to authenticated, service_role;

-- ---------------------------------------------------------------- existing duplicates
do $$
declare
  duplicate record;
  suffix int;
  candidate text;
begin
  for duplicate in
    select ranked.id, ranked.user_id, ranked.name
      from (select l.id, l.user_id, l.name,
                   row_number() over (partition by l.user_id, private.list_name_key(l.name)
                                      order by l.created_at, l.id) as position
              from public.business_lists l) ranked
     where ranked.position > 1
     order by ranked.user_id, ranked.position
  loop
    -- The first free suffix: "Leads (2)" may itself be taken already.
    suffix := 2;
    loop
      candidate := btrim(duplicate.name) || ' (' || suffix || ')';
      exit when not exists (
        select 1 from public.business_lists l
         where l.user_id = duplicate.user_id
           and private.list_name_key(l.name) = private.list_name_key(candidate));
      suffix := suffix + 1;
    end loop;
    update public.business_lists set name = candidate where id = duplicate.id;
  end loop;
end;
$$;

-- ---------------------------------------------------------------- the rule
-- A violation answers 23505 (PostgREST: 409), which the app shows as its message.
create unique index business_lists_user_id_name_key
  on public.business_lists (user_id, private.list_name_key(name));
comment on index public.business_lists_user_id_name_key is
  'One list per name and owner, compared by private.list_name_key (case-insensitive, Turkish-aware).';
comment on column public.business_lists.name is
  'List name, trimmed by the app, never blank, no maximum length (spec section 5); unique per owner whatever its case.';

-- =============================================================================
-- Export settings (issue 22 item 4, issue 20 item 6): the export a user chose -
-- a format and the picked columns - kept on the server, so the choice follows
-- the user to every device. One row per user, owner-only under RLS. The
-- allowed values are those of src/domain/export-choice.ts; the app reads an
-- absent row as the spec's default (.xlsx with its eight columns).
-- =============================================================================

create table public.export_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  format text not null default 'xlsx',
  columns text[] not null default array[
    'name', 'address', 'phone', 'email', 'instagram', 'website', 'google_rating', 'rating_count'
  ],
  updated_at timestamptz not null default now(),
  constraint export_settings_format_check
    check (format in ('xlsx', 'csv', 'csv-semicolon', 'hubspot', 'pipedrive')),
  constraint export_settings_columns_check check (
    cardinality(columns) between 1 and 21
    and array_position(columns, null) is null
    and columns <@ array[
      'name', 'address', 'phone', 'email', 'instagram', 'website', 'google_rating', 'rating_count',
      'facebook', 'linkedin', 'tiktok', 'x', 'youtube', 'whatsapp', 'phone_international',
      'phone_type', 'email_status', 'place_id', 'status', 'notes', 'follow_up_on'
    ]::text[]
  )
);
alter table public.export_settings enable row level security;

comment on table public.export_settings is
  'The export format and columns a user chose (issue 22 item 4); absent means the spec''s .xlsx with eight columns.';
comment on column public.export_settings.user_id is 'Owner (auth.users.id); the caller by default, never another user.';
comment on column public.export_settings.format is 'xlsx, csv, csv-semicolon, hubspot or pipedrive.';
comment on column public.export_settings.columns is 'Picked column ids (src/domain/export-choice.ts); the CRM presets ignore them.';
comment on column public.export_settings.updated_at is 'Last change, maintained by trigger.';

-- ---------------------------------------------------------------- privileges
-- The owner sends only the choice; user_id is the caller by default and the
-- policies refuse any other.
revoke all on table public.export_settings from public, anon, authenticated;
grant select, delete on table public.export_settings to authenticated;
grant insert (format, columns) on table public.export_settings to authenticated;
grant update (format, columns) on table public.export_settings to authenticated;
grant select, insert, update, delete on table public.export_settings to service_role;

-- ---------------------------------------------------------------- policies
create policy "Users can read their own export settings"
  on public.export_settings for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add their own export settings"
  on public.export_settings for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own export settings"
  on public.export_settings for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete their own export settings"
  on public.export_settings for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- trigger
-- The shared stamp (20260101000000_private_schema_and_helpers.sql), on insert too.
create trigger export_settings_stamp
  before insert or update on public.export_settings
  for each row execute function private.set_updated_at();

-- =============================================================================
-- private.billing_events: every Paddle webhook event processed, keyed by
-- Paddle's event id. Delivery is at least once, so the unique id makes a
-- redelivery a no-op; occurred_at orders events so a late one cannot roll a
-- subscription back (see apply_paddle_subscription_event).
--
-- In the private schema, which the API does not expose, with RLS enabled and
-- NO policy on purpose: only the service role (which bypasses RLS) and the
-- security-definer billing functions may read or write it. Users never see
-- payment payloads, not even their own.
-- =============================================================================

create table private.billing_events (
  id bigint generated always as identity primary key,
  event_id text not null,
  event_type text not null,
  occurred_at timestamptz not null,
  user_id uuid references auth.users (id) on delete set null,
  payload jsonb not null default '{}'::jsonb,
  outcome text not null,
  processed_at timestamptz not null default now(),

  constraint billing_events_event_id_key unique (event_id),
  constraint billing_events_outcome_check check (outcome in ('applied', 'stale', 'recorded'))
);
alter table private.billing_events enable row level security;

comment on table private.billing_events is
  'Processed Paddle webhook events (unique event id). No policy on purpose: service role and billing functions only.';
comment on column private.billing_events.id is 'Surrogate key.';
comment on column private.billing_events.event_id is 'Paddle''s event id (evt_...): a redelivered event is recognised by it.';
comment on column private.billing_events.event_type is 'Paddle''s event type, e.g. subscription.updated.';
comment on column private.billing_events.occurred_at is 'When Paddle says the event happened; later events win.';
comment on column private.billing_events.user_id is 'The user of the event''s subscription (its stored link), if any.';
comment on column private.billing_events.payload is 'The event body as received, for audit and replay.';
comment on column private.billing_events.outcome is 'applied: written to the profile; stale: older than what was applied; recorded: kept only.';
comment on column private.billing_events.processed_at is 'When this database processed it.';

-- Deleting a user sets their events' user_id to null: find them by index.
create index billing_events_user_id_idx on private.billing_events (user_id);

revoke all on table private.billing_events from public, anon, authenticated;
grant select, insert, update, delete on table private.billing_events to service_role;

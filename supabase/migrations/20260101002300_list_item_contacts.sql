-- =============================================================================
-- Issue 20 item 6: list items keep the contacts the search answer adds after
-- the spec's eight keys, so a saved business shows its profiles, WhatsApp,
-- typed phone and e-mail status as the results did. A copy at the time the
-- item was added, like the other contact columns: the owner inserts them (a
-- column grant, as for phone and email), reads them through the list's
-- policies, and nobody but the service role rewrites them. The place id has
-- its column already (20260101002100_leads).
-- =============================================================================

alter table public.business_list_items
  add column facebook text,
  add column linkedin text,
  add column tiktok text,
  add column x text,
  add column youtube text,
  add column whatsapp text,
  add column phone_international text,
  add column phone_type text,
  add column email_status text;

comment on column public.business_list_items.facebook is 'Facebook page URL (https://www.facebook.com/<page>), if known.';
comment on column public.business_list_items.linkedin is 'LinkedIn company page URL, if known.';
comment on column public.business_list_items.tiktok is 'TikTok profile URL (https://www.tiktok.com/@<handle>), if known.';
comment on column public.business_list_items.x is 'X profile URL (https://x.com/<handle>), if known.';
comment on column public.business_list_items.youtube is 'YouTube channel URL, if known.';
comment on column public.business_list_items.whatsapp is 'WhatsApp number in E.164, if known.';
comment on column public.business_list_items.phone_international is 'The phone in E.164, if the search could read it.';
comment on column public.business_list_items.phone_type is 'The phone''s libphonenumber-js type (MOBILE, FIXED_LINE, UAN...), if known.';
comment on column public.business_list_items.email_status is 'The e-mail''s check at the time (verified domain, no mail server, unchecked), if any.';

grant insert (facebook, linkedin, tiktok, x, youtube, whatsapp, phone_international, phone_type, email_status)
  on table public.business_list_items to authenticated;

-- =============================================================================
-- Issue 20 item 6: the contact columns of business_list_items x {anon, owner,
-- stranger} x {select, insert, update}. The owner saves and reads them as the
-- app sends them; a stranger neither reads nor plants them in the owner's
-- list; anon has no access; nobody but the service role rewrites them.
-- =============================================================================
begin;
select plan(31);

select has_column('public', 'business_list_items', c, format('business_list_items.%s exists', c))
  from unnest(array['facebook', 'linkedin', 'tiktok', 'x', 'youtube', 'whatsapp',
                    'phone_international', 'phone_type', 'email_status']) as c;
select col_type_is('public', 'business_list_items', c, 'text', format('business_list_items.%s is text', c))
  from unnest(array['facebook', 'linkedin', 'tiktok', 'x', 'youtube', 'whatsapp',
                    'phone_international', 'phone_type', 'email_status']) as c;

select tests.create_supabase_user('owner');
select tests.create_supabase_user('stranger');
select tests.set_subscription('owner', 'pro', 'active', now() + interval '20 days');
select tests.set_subscription('stranger', 'pro', 'active', now() + interval '20 days');
insert into public.business_lists (id, user_id, name) values
  ('00000000-0000-4000-8000-00000000d001', tests.get_supabase_uid('owner'), 'Owner list'),
  ('00000000-0000-4000-8000-00000000d002', tests.get_supabase_uid('stranger'), 'Stranger list');

-- ============================================================ owner
select tests.authenticate_as('owner');
select lives_ok(
  $$ insert into public.business_list_items
       (list_id, name, address, phone, email, place_id, facebook, linkedin, tiktok, x, youtube,
        whatsapp, phone_international, phone_type, email_status)
     values ('00000000-0000-4000-8000-00000000d001', 'Moda Dis', 'Moda Cd. 1, Kadikoy',
        '0532 123 45 67', 'info@modadis.com.tr', 'ChIJmoda',
        'https://www.facebook.com/modadis', 'https://www.linkedin.com/company/modadis',
        'https://www.tiktok.com/@modadis', 'https://x.com/modadis', 'https://www.youtube.com/@modadis',
        '+905321234567', '+905321234567', 'MOBILE', 'verified domain') $$,
  'business_list_items | owner | insert: the contact columns, as the app sends them'
);
select results_eq(
  $$ select facebook, linkedin, tiktok, x, youtube, whatsapp, phone_international, phone_type,
            email_status, place_id
       from public.business_list_items where name = 'Moda Dis' $$,
  $$ values ('https://www.facebook.com/modadis', 'https://www.linkedin.com/company/modadis',
             'https://www.tiktok.com/@modadis', 'https://x.com/modadis',
             'https://www.youtube.com/@modadis', '+905321234567', '+905321234567', 'MOBILE',
             'verified domain', 'ChIJmoda') $$,
  'business_list_items | owner | select: reads the contact columns back'
);
select lives_ok(
  $$ insert into public.business_list_items (list_id, name) values ('00000000-0000-4000-8000-00000000d001', 'Bare') $$,
  'business_list_items | owner | insert: without them (an item as saved before issue 20)'
);
select is(
  (select row(facebook, whatsapp, phone_type, email_status)::text from public.business_list_items where name = 'Bare'),
  '(,,,)',
  'business_list_items | owner | select: absent contacts read as null'
);
select throws_ok(
  $$ update public.business_list_items set whatsapp = '+905000000000', email_status = 'verified domain'
      where name = 'Moda Dis' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | owner | update: the contacts of a saved item are not rewritten'
);
select throws_ok(
  $$ insert into public.business_list_items (list_id, name, facebook)
     values ('00000000-0000-4000-8000-00000000d002', 'Planted', 'https://www.facebook.com/x') $$,
  '42501', 'new row violates row-level security policy for table "business_list_items"',
  'business_list_items | owner | insert: not into someone else''s list'
);

-- ============================================================ stranger
select tests.authenticate_as('stranger');
select is_empty(
  $$ select facebook, whatsapp, phone_international, email_status from public.business_list_items
      where list_id = '00000000-0000-4000-8000-00000000d001' $$,
  'business_list_items | stranger | select: none of the owner''s contacts'
);
select throws_ok(
  $$ insert into public.business_list_items (list_id, name, whatsapp, email_status)
     values ('00000000-0000-4000-8000-00000000d001', 'Planted', '+905000000000', 'verified domain') $$,
  '42501', 'new row violates row-level security policy for table "business_list_items"',
  'business_list_items | stranger | insert: no contacts planted in the owner''s list'
);
select throws_ok(
  $$ update public.business_list_items set facebook = 'https://www.facebook.com/evil'
      where list_id = '00000000-0000-4000-8000-00000000d001' $$,
  '42501', 'permission denied for table business_list_items',
  'business_list_items | stranger | update: refused'
);

-- ============================================================ anon
select tests.authenticate_as_anon();
select throws_ok($$ select whatsapp, email_status from public.business_list_items $$,
  '42501', 'permission denied for table business_list_items', 'business_list_items | anon | select contacts: refused');
select throws_ok(
  $$ insert into public.business_list_items (list_id, name, facebook)
     values ('00000000-0000-4000-8000-00000000d001', 'x', 'https://www.facebook.com/x') $$,
  '42501', 'permission denied for table business_list_items', 'business_list_items | anon | insert contacts: refused');

-- ============================================================ service role
select tests.authenticate_as_service_role();
select lives_ok(
  $$ update public.business_list_items set phone_type = 'FIXED_LINE' where name = 'Moda Dis' $$,
  'business_list_items | service_role | update: support may correct a saved contact'
);
select is(
  (select phone_type from public.business_list_items where name = 'Moda Dis'),
  'FIXED_LINE',
  'business_list_items | service_role | the correction is stored'
);

select * from finish();
rollback;

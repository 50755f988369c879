-- =============================================================================
-- Saved list items cannot be rewritten through the API (issue 17).
-- The app only ever adds, reads and removes items: nothing edits one. Yet the
-- UPDATE grant and policy let a lapsed Pro user, refused new items by
-- "Only Pro members can add items to lists", PATCH an old item's name and
-- e-mail into whatever they liked, which is adding leads by another name.
-- Taking the grant away (and the policy with it, so a grant given back by
-- mistake still matches no row) closes that for every plan; the service role
-- keeps UPDATE for support fixes.
-- =============================================================================

revoke update on table public.business_list_items from public, anon, authenticated;

drop policy "Users can update the items of their own lists" on public.business_list_items;

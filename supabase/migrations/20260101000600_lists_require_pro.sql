-- =============================================================================
-- Lists are a Pro feature (spec section 6: free users have "no lists"; lists
-- follow the effective plan). The UI hides them from free users, but the UI
-- is not a boundary: these RESTRICTIVE policies are ANDed with the ownership
-- policies, so creating a list or adding items needs an effective Pro plan.
-- Reading, renaming and deleting stay open to the owner after a downgrade:
-- their data is theirs, and nothing of value is gained by hiding it.
-- =============================================================================

create policy "Only Pro members can create lists"
  on public.business_lists
  as restrictive
  for insert
  to authenticated
  with check ((select private.has_pro_access()));

create policy "Only Pro members can add items to lists"
  on public.business_list_items
  as restrictive
  for insert
  to authenticated
  with check ((select private.has_pro_access()));

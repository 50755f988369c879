import {
  businessKey,
  CONTACT_FIELDS,
  fieldNumber,
  fieldText,
  type Business,
  type ContactField,
} from './business';

// Spec 5 "Adding to an existing list": businesses already in the list are skipped, a
// duplicate being the same name plus address, case-insensitive.

export const addToListMessages = {
  allDuplicates: 'All selected businesses are already in this list.',
  noLists: 'No lists found. Create your first list above.',
} as const;

/** The candidates not yet in the list (and not repeated within the candidates). */
export function newBusinessesFor<T extends Pick<Business, 'name' | 'address'>>(
  existing: readonly Pick<Business, 'name' | 'address'>[],
  candidates: readonly T[],
): T[] {
  const seen = new Set(existing.map(businessKey));
  const out: T[] = [];
  for (const candidate of candidates) {
    const key = businessKey(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(candidate);
  }
  return out;
}

/** Issue 20's contacts a list item keeps (migration 20260101002300), besides its place id. */
export const LIST_ITEM_CONTACTS = CONTACT_FIELDS;
type ListItemContact = ContactField;

/** A business_list_items row to insert: the business's text fields, typed numbers. */
export interface ListItemInsert
  extends
    Pick<Business, 'name' | 'address' | 'phone' | 'email' | 'instagram' | 'website'>,
    Record<ListItemContact, string | null> {
  list_id: string;
  google_rating: string | null;
  rating_count: number | null;
}

/** A business as a business_list_items row (rating as numeric text, count as integer). */
export function toListItem(listId: string, business: Business): ListItemInsert {
  const rating = fieldNumber(business.google_rating);
  const count = fieldNumber(business.rating_count);
  return {
    list_id: listId,
    name: fieldText(business.name) ?? '',
    address: fieldText(business.address),
    phone: fieldText(business.phone),
    email: fieldText(business.email),
    instagram: fieldText(business.instagram),
    website: fieldText(business.website),
    google_rating: rating !== null && rating >= 0 && rating <= 5 ? String(rating) : null,
    rating_count: count !== null && Number.isInteger(count) && count >= 0 ? count : null,
    ...contactsOf(business),
  };
}

function contactsOf(business: Business): Record<ListItemContact, string | null> {
  return Object.fromEntries(
    LIST_ITEM_CONTACTS.map((field) => [field, fieldText(business[field])]),
  ) as Record<ListItemContact, string | null>;
}

/** Spec 5: a new list's name is trimmed and must be non-empty. */
export function listNameOrNull(input: string): string | null {
  const name = input.trim();
  return name === '' ? null : name;
}

/** Issue 18: a user's list names are unique whatever their case. */
export const listNameTaken = 'You already have a list with this name.';

/**
 * The comparison key of a list name, folded as the database's private.list_name_key folds
 * it (migration 20260101001900_unique_list_names): trimmed, NFC, lower case, and the
 * dotted and dotless i as one letter ("İSTANBUL", "Istanbul" and "ıstanbul" are one name).
 */
export function listNameKey(name: string): string {
  return name
    .trim()
    .normalize('NFC')
    .replace(/\u0307/g, '')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i');
}

/** True when `name` is already one of `names`, compared by listNameKey. */
export function isListNameTaken(names: readonly string[], name: string): boolean {
  const key = listNameKey(name);
  return names.some((existing) => listNameKey(existing) === key);
}

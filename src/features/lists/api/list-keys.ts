/**
 * The lists feature's query keys, one factory (TanStack's key-factory habit). Every key starts
 * with the user's id, so one user's lists can never answer for another's, and
 * `listKeys.all(userId)` invalidates everything the feature cached.
 */
export const listKeys = {
  all: (userId: string) => ['lists', userId] as const,
  /** Every list with its item count (the /lists cards). */
  overview: (userId: string) => [...listKeys.all(userId), 'overview'] as const,
  /** One list's name, description and date. */
  detail: (userId: string, listId: string) => [...listKeys.all(userId), 'detail', listId] as const,
  /** One list's items, page by page until `complete`. */
  items: (userId: string, listId: string) => [...listKeys.all(userId), 'items', listId] as const,
};

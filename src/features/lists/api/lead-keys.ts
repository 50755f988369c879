/** Query keys of what the user keeps per lead; every key starts with the user's id. */
export const leadKeys = {
  all: (userId: string) => ['leads', userId] as const,
  /** Every lead's status, notes and follow-up (one cache, so every list shows the same). */
  kept: (userId: string) => [...leadKeys.all(userId), 'kept'] as const,
  /** Every saved item of every list (the /leads page). */
  items: (userId: string) => [...leadKeys.all(userId), 'items'] as const,
};

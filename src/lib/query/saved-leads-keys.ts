// The search results' "already saved" marks (issue 22) live under the user's lead keys
// (['leads', userId], the lists feature's leadKeys.all), so the lists' writes that change
// them (an add to a list, a lead's status) invalidate them without importing the search
// feature.

export const savedLeadsKeys = {
  all: (userId: string) => ['leads', userId, 'saved'] as const,
  /** One search's rows, by their lead keys: a filter or a sort keeps the same entry. */
  rows: (userId: string, leadKeys: string) => [...savedLeadsKeys.all(userId), leadKeys] as const,
};

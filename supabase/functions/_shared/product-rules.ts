// The product's rules that both sides of the HTTP hop apply (spec 5, 8, 9; issue 19 item 3):
// the plan numbers, the messages the app and the search function both show, and how a
// typed location is read. The app imports this file through the `@rules` alias, the edge
// functions relatively; it imports nothing, so Vite and the functions' bundler both take it
// as it is (README, "One copy of each rule"). Texts that state a limit are built from it.

/** Searches a free user may run per UTC day (the database's free_daily_search_limit()). */
export const FREE_DAILY_SEARCHES = 3;
/** Results a free search returns: the first FREE_VISIBLE_RESULTS in clear, the rest locked. */
export const FREE_RESULT_COUNT = 20;
export const FREE_VISIBLE_RESULTS = 10;
/** The counts a Pro user may ask for, smallest first; the largest is the most per search. */
export const PRO_RESULT_COUNTS: readonly number[] = Object.freeze([20, 40, 60, 100]);
export const PRO_MAX_RESULTS = Math.max(...PRO_RESULT_COUNTS);
export const DEFAULT_RESULT_COUNT = 20;

/** "20, 40, 60 or 100". */
export function numbersInWords(numbers: readonly number[]): string {
  const head = numbers.slice(0, -1);
  const last = numbers[numbers.length - 1];
  return head.length === 0 ? String(last ?? '') : `${head.join(', ')} or ${last}`;
}

/** What the search function answers and the app shows (spec 8, word for word). */
export const searchMessages = {
  dailyLimit: 'Daily search limit reached. Upgrade to Pro for unlimited searches.',
  invalidSearch: 'Please enter valid address or store type information.',
  proResultCount: `Result count must be ${numbersInWords(PRO_RESULT_COUNTS)}.`,
} as const;

/**
 * Spec 5: a location with slashes names its parts with commas ("Kadıköy/İstanbul" ->
 * "Kadıköy,İstanbul"), trimmed. The app sends it so; the search function reads it so.
 */
export function normaliseLocation(location: string): string {
  return location.trim().replace(/\//g, ',');
}

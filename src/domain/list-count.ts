// The count texts of the lists pages (spec 2): a card's "1 business" / "N businesses",
// and the list page's "N businesses" or "X of N businesses (filtered)".

export function businessCount(count: number): string {
  return `${count} ${count === 1 ? 'business' : 'businesses'}`;
}

/**
 * The list page's count line; the filtered form only while a filter is active. Spec 2 gives
 * the page "N businesses" without the cards' singular form, like the search's count line.
 */
export function listCountLine(shown: number, total: number, filtering: boolean): string {
  return filtering ? `${shown} of ${total} businesses (filtered)` : `${total} businesses`;
}

// PostgREST answers at most db-max-rows rows a request (1,000 on hosted Supabase and in
// the local stand-in); a larger read is made of pages.

export const PAGE_SIZE = 1000;

/**
 * Reads page after page (`fetchPage(from, to)`, inclusive bounds) until one comes back
 * short. `onPage` sees the rows read so far after each full page.
 */
export async function collectPages<Row>(
  fetchPage: (from: number, to: number) => Promise<readonly Row[]>,
  onPage?: (rowsSoFar: Row[]) => void,
  pageSize: number = PAGE_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += pageSize) {
    const page = await fetchPage(from, from + pageSize - 1);
    rows.push(...page);
    if (page.length < pageSize) return rows;
    onPage?.([...rows]);
  }
}

// How the shared business views (search results, a list's items) put their rows on the page.

/**
 * Up to this many items every row ends up in the DOM (tests, screen readers and the
 * browser's find see every search result: a search answers at most 100), rendered in
 * chunks. Above it (a list of up to 5,000 items) only the rows in view are rendered: 250
 * rows of the table are about 4,000 nodes, past which the first frame and every filter
 * change grow with the list instead of the screen.
 */
export const PROGRESSIVE_LIMIT = 250;

/** Items added per frame after the first, viewport-filling chunk. */
export const PROGRESSIVE_STEP = 30;

/**
 * Estimated heights (px) before a row is measured, the same as the CSS intrinsic sizes: a
 * table row at 1280 px wraps its name and address over three lines (about 4.75 rem); a
 * card is about 17 rem.
 */
export const TABLE_ROW_ESTIMATE = 76;
export const CARD_ESTIMATE = 272;
/** The cards grid's gap (Tailwind gap-4). */
export const CARD_GAP = 16;

/**
 * The sticky site header and results toolbar cover about this much of the top of the
 * window: a row brought into view by the keyboard stops below them.
 */
export const STICKY_TOP = 176;

/** Table rows, and grid rows of cards, rendered beyond the window's edges when virtualized. */
export const VIRTUAL_OVERSCAN = 6;
export const CARD_ROW_OVERSCAN = 2;

/** The cards grid's columns at a window width (Tailwind's sm:grid-cols-2 lg:grid-cols-3). */
export function cardColumns(windowWidth: number): number {
  if (windowWidth >= 1024) return 3;
  if (windowWidth >= 640) return 2;
  return 1;
}

/**
 * How many items fill the window in one commit: rows of `perRow` items. The list never
 * starts at the window's top (the header, the search form and the toolbar are above it),
 * so a window's height of items always covers what is in view.
 */
export function firstChunk(windowHeight: number, itemHeight: number, perRow = 1): number {
  return Math.ceil(windowHeight / itemHeight) * perRow;
}

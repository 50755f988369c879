// The live search's numbers (issue 21; README "Live contacts: how the crawl continues
// after the answer"): what one `enrich` invocation takes on and the caps the claim keeps.

/** Sites one invocation claims: 5 heavy sites stay within half the hosted CPU (the bench). */
export const LIVE_BATCH_SITES = 5;
/** A claim's lease: past it, a lost invocation's sites are claimable again. */
export const LIVE_LEASE_SECONDS = 60;
/**
 * Sites running at once, in all and for one user. A site takes about 4 s (robots.txt, home
 * and contact pages at up to 3 s each) and one in twelve hangs to its budget, so 90 % of a
 * 100-result search's e-mails by 20 s needs about 30 at once (README's figures); the claim
 * hands each freed slot to the user with the fewest running, so ten users share the
 * global cap instead of the first four taking it.
 */
export const LIVE_GLOBAL_CAP = 120;
export const LIVE_USER_CAP = 30;
/**
 * A site's time budget: the batch's sites crawl side by side, so the batch stops this long
 * after its claim; a site cut off there is failed, its fields left empty.
 */
export const LIVE_SITE_BUDGET_MS = 20_000;
/** The response header that names the live search (the answer's body stays the spec's rows). */
export const LIVE_SEARCH_HEADER = 'X-Live-Search';

// Live mode without Google (issue 21 item 5): a Places API stand-in on loopback holding a
// city of dentists whose websites are stand-in sites, and the environment that points the
// stack's functions at them, exactly as they would find Google. `npm run dev:live` and the
// live browser journey (playwright.live.config.ts) both start it. Variables already set in
// the environment win.
import { standInCity, startPlacesStandIn } from './places-stand-in.ts';
import { SLOWEST_SITE_MS, standInSite, startStandInSites } from './stand-in-sites.ts';

/**
 * Places a quarter of the city; every seventh has no website. A city's quarter holds more
 * dentists than one and a half pages of Google's: with 30, a quarter's second page came
 * short and a 100-result search needed a round of requests real Google would not.
 */
const PER_QUARTER = 45;
/** Google's own latency a request, roughly. */
export const PLACES_DELAY_MS = 300;

export interface LiveStandIns {
  /** How many dentists the city holds. */
  places: number;
  placesUrl: string;
  stop(): Promise<void>;
}

/** The e-mail a person finds on "Dentist n"'s website, or null (no site, none shown, hangs). */
export function findableEmail(n: number): string | null {
  return n % 7 === 0 ? null : standInSite(n).email;
}

/**
 * Starts both stand-ins and sets SEARCH_PROVIDER, GOOGLE_PLACES_API_KEY/URL and
 * ENRICH_ALLOW_PRIVATE_NETWORK for the stack started after it. `slowestSiteMs` (default
 * 3 s, or STAND_IN_SITES_SLOWEST_MS) bounds the sites' latencies.
 */
export async function startLiveStandIns(
  slowestSiteMs = Number(process.env.STAND_IN_SITES_SLOWEST_MS) || SLOWEST_SITE_MS,
): Promise<LiveStandIns> {
  const city = standInCity({ keyword: 'dentist', perQuarter: PER_QUARTER });
  const sites = await startStandInSites(city.places.length, slowestSiteMs);
  city.places.forEach((place, i) => {
    place.website = (i + 1) % 7 === 0 ? undefined : sites.urls[i];
  });
  const places = await startPlacesStandIn(city);
  places.setDelay(PLACES_DELAY_MS);

  process.env.SEARCH_PROVIDER ??= 'google';
  process.env.GOOGLE_PLACES_API_KEY ??= places.apiKey;
  process.env.GOOGLE_PLACES_API_URL ??= places.url;
  process.env.ENRICH_ALLOW_PRIVATE_NETWORK ??= '1';
  return {
    places: city.places.length,
    placesUrl: places.url,
    async stop() {
      await Promise.all([places.stop(), sites.stop()]);
    },
  };
}

// `npm run dev:live` (issue 21 item 5): `npm run dev` in live mode without a Google key.
// A Places API stand-in on loopback holds a city of dentists whose websites are stand-in
// sites (stand-in-sites.ts); the functions find it through GOOGLE_PLACES_API_URL, exactly
// as they would find Google, and crawl the sites after each answer. Search "dentist" in
// "İstanbul". Variables already set in the environment win.
import { standInCity, startPlacesStandIn } from './places/places-stand-in.ts';
import { startStandInSites } from './places/stand-in-sites.ts';

/** Places a quarter of the city; every seventh has no website. */
const PER_QUARTER = 30;
/** Google's own latency a request, roughly. */
const PLACES_DELAY_MS = 300;

const city = standInCity({ keyword: 'dentist', perQuarter: PER_QUARTER });
const sites = await startStandInSites(city.places.length);
city.places.forEach((place, i) => {
  place.website = (i + 1) % 7 === 0 ? undefined : sites.urls[i];
});
const places = await startPlacesStandIn(city);
places.setDelay(PLACES_DELAY_MS);

process.env.SEARCH_PROVIDER ??= 'google';
process.env.GOOGLE_PLACES_API_KEY ??= places.apiKey;
process.env.GOOGLE_PLACES_API_URL ??= places.url;
process.env.ENRICH_ALLOW_PRIVATE_NETWORK ??= '1';
console.log(
  `Live mode: Places stand-in at ${places.url} (${city.places.length} dentists in İstanbul), ` +
    `their websites on 127.0.0.10 and up. Search "dentist" in "İstanbul".`,
);
process.once('exit', () => {
  void places.stop();
  void sites.stop();
});

await import('../../scripts/dev.ts');

// `npm run dev:live` (issue 21 item 5): `npm run dev` in live mode without a Google key.
// A Places API stand-in on loopback holds a city of dentists whose websites are stand-in
// sites (stand-in-sites.ts); the functions find it through GOOGLE_PLACES_API_URL, exactly
// as they would find Google, and crawl the sites after each answer. Search "dentist" in
// "İstanbul". Variables already set in the environment win.
import { startLiveStandIns } from './places/live-stand-ins.ts';

const live = await startLiveStandIns();
console.log(
  `Live mode: Places stand-in at ${live.placesUrl} (${live.places} dentists in İstanbul), ` +
    `their websites on 127.0.0.10 and up. Search "dentist" in "İstanbul".`,
);
process.once('exit', () => void live.stop());

await import('../../scripts/dev.ts');

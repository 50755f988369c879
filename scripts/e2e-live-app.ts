// The app the live browser journey runs against (playwright.live.config.ts): the stand-in
// Places API and business sites of `npm run dev:live`, then the stack in live mode and the
// built app exactly as the main journeys get them (scripts/e2e-app.ts).
import { startLiveStandIns } from '../supabase/local/places/live-stand-ins.ts';

const live = await startLiveStandIns();
process.once('exit', () => void live.stop());

await import('./e2e-app.ts');

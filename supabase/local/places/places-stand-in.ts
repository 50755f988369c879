// A stand-in for the Places API (New) on loopback, for tests and the bench: Text Search
// (field mask required and applied, pageSize, pageToken bound to the first request's
// body, nextPageToken only when the mask asks for it, at most 60 results a query,
// locationRestriction rectangles only), Place Details (viewport), Autocomplete (New)
// (`(regions)` keeps businesses out), Google's error bodies, and faults on demand
// (an error status, an answer of choice, a hang). Every request is recorded. Test-only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { foldForSearchKey } from '../../functions/_shared/search/fold.ts';
import type { LatLng, Rectangle } from '../../functions/_shared/search/google/grid.ts';

export interface StandInPlace {
  id: string;
  name: string;
  address: string;
  phone?: string;
  website?: string;
  rating?: number;
  ratingCount?: number;
  location: LatLng;
  /** What a query must contain to find it ("dentist"). */
  keyword: string;
  /** Names of the areas it lies in ("Kadıköy", "İstanbul"): an unrestricted query naming one finds it. */
  areas: string[];
}

export interface StandInArea {
  id: string;
  name: string;
  /** text.text of its suggestion ("Kadıköy/İstanbul, Türkiye"). */
  label: string;
  mainText: string;
  secondaryText: string;
  viewport: Rectangle;
  types: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

export type StandInFault =
  | { kind: 'error'; status: number; googleStatus: string; message?: string }
  | { kind: 'respond'; status: number; body: unknown }
  | { kind: 'hang' };

export interface FaultRule {
  fault: StandInFault;
  /** Which requests it hits (default: all). */
  when?: (request: RecordedRequest) => boolean;
  /** How many times (default: every time). */
  times?: number;
}

export interface PlacesStandIn {
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  fault(rule: FaultRule): void;
  /** Milliseconds every answer waits before it is sent. */
  setDelay(ms: number): void;
  reset(): void;
  stop(): Promise<void>;
}

const REGION_TYPES = new Set([
  'locality',
  'sublocality',
  'postal_code',
  'country',
  'administrative_area_level_1',
  'administrative_area_level_2',
]);
const MAX_RESULTS = 60;

function googleError(res: ServerResponse, status: number, googleStatus: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { code: status, message, status: googleStatus } }));
}

function inside(point: LatLng, { low, high }: Rectangle): boolean {
  const lngInside =
    low.longitude <= high.longitude
      ? point.longitude >= low.longitude && point.longitude <= high.longitude
      : point.longitude >= low.longitude || point.longitude <= high.longitude;
  return point.latitude >= low.latitude && point.latitude <= high.latitude && lngInside;
}

/** A place under a Text Search mask (`places.` prefix) or a Place Details mask (none). */
function project(
  place: StandInPlace | StandInArea,
  fields: Set<string>,
  prefix: string,
  languageCode: string,
): Record<string, unknown> {
  const all = fields.has('*') || fields.has(`${prefix}*`);
  const want = (name: string) => all || fields.has(`${prefix}${name}`);
  const out: Record<string, unknown> = {};
  const business = 'keyword' in place;
  if (want('id')) out.id = place.id;
  if (want('name')) out.name = `places/${place.id}`;
  if (want('displayName')) out.displayName = { text: place.name, languageCode };
  if (business) {
    if (want('formattedAddress')) out.formattedAddress = place.address;
    if (want('nationalPhoneNumber') && place.phone) out.nationalPhoneNumber = place.phone;
    if (want('websiteUri') && place.website) out.websiteUri = place.website;
    if (want('rating') && place.rating !== undefined) out.rating = place.rating;
    if (want('userRatingCount') && place.ratingCount !== undefined) {
      out.userRatingCount = place.ratingCount;
    }
    if (want('location')) out.location = place.location;
  } else {
    if (want('formattedAddress')) out.formattedAddress = place.label;
    if (want('viewport')) out.viewport = place.viewport;
    if (want('location')) {
      out.location = {
        latitude: (place.viewport.low.latitude + place.viewport.high.latitude) / 2,
        longitude: (place.viewport.low.longitude + place.viewport.high.longitude) / 2,
      };
    }
    if (want('types')) out.types = place.types;
  }
  return out;
}

export async function startPlacesStandIn(options: {
  places: StandInPlace[];
  areas: StandInArea[];
  apiKey?: string;
}): Promise<PlacesStandIn> {
  const apiKey = options.apiKey ?? 'stand-in-key';
  const requests: RecordedRequest[] = [];
  let rules: FaultRule[] = [];
  let delayMs = 0;
  const tokens = new Map<string, { fingerprint: string; offset: number }>();
  let tokenCounter = 0;

  function searchText(req: RecordedRequest, res: ServerResponse, fields: Set<string>) {
    const body = req.body ?? {};
    const { pageToken, ...rest } = body;
    if (typeof rest.textQuery !== 'string' || rest.textQuery.trim() === '') {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'textQuery is required.');
    }
    const restriction = rest.locationRestriction as { rectangle?: Rectangle; circle?: unknown };
    if (restriction && !restriction.rectangle) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'locationRestriction must be a rectangle.');
    }
    const pageSize = Math.min(20, Math.max(1, Number(rest.pageSize ?? 20)));
    const fingerprint = JSON.stringify(rest);
    let offset = 0;
    if (pageToken !== undefined) {
      const known = typeof pageToken === 'string' ? tokens.get(pageToken) : undefined;
      if (!known || known.fingerprint !== fingerprint) {
        return googleError(
          res,
          400,
          'INVALID_ARGUMENT',
          'The page token does not match the request (other parameters must match).',
        );
      }
      offset = known.offset;
    }

    const text = foldForSearchKey(rest.textQuery);
    const languageCode = typeof rest.languageCode === 'string' ? rest.languageCode : 'en';
    const businesses = options.places.filter((p) => text.includes(foldForSearchKey(p.keyword)));
    let found: (StandInPlace | StandInArea)[];
    if (businesses.length > 0) {
      found = restriction?.rectangle
        ? businesses.filter((p) => inside(p.location, restriction.rectangle!))
        : businesses.filter((p) => p.areas.some((area) => text.includes(foldForSearchKey(area))));
    } else {
      // A query naming only places finds those places, the one named first first
      // ("Kadıköy, İstanbul" is Kadıköy); other words ("bakery in ...") find nothing here.
      let rest = ` ${text} `;
      for (const word of [...options.areas.map((a) => foldForSearchKey(a.name)), 'turkiye', 'in']) {
        rest = rest.replaceAll(` ${word} `, ' ');
      }
      found = options.areas
        .filter(() => rest.trim() === '')
        .filter((a) => text.includes(foldForSearchKey(a.name)))
        .sort(
          (a, b) => text.indexOf(foldForSearchKey(a.name)) - text.indexOf(foldForSearchKey(b.name)),
        );
    }
    found = found.slice(0, MAX_RESULTS);
    const page = found.slice(offset, offset + pageSize);
    const answer: Record<string, unknown> = {
      places: page.map((p) => project(p, fields, 'places.', languageCode)),
    };
    if (offset + pageSize < found.length && (fields.has('nextPageToken') || fields.has('*'))) {
      tokenCounter += 1;
      const token = `page-${tokenCounter}`;
      tokens.set(token, { fingerprint, offset: offset + pageSize });
      answer.nextPageToken = token;
    }
    if (page.length === 0) delete answer.places;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer));
  }

  function placeDetails(req: RecordedRequest, res: ServerResponse, fields: Set<string>) {
    const id = decodeURIComponent(req.path.slice('/v1/places/'.length));
    const place = options.areas.find((a) => a.id === id) ?? options.places.find((p) => p.id === id);
    if (!place) return googleError(res, 404, 'NOT_FOUND', `Place ${id} not found.`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(project(place, fields, '', 'en')));
  }

  function autocomplete(req: RecordedRequest, res: ServerResponse) {
    const body = req.body ?? {};
    if (typeof body.input !== 'string') {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'input is required.');
    }
    const input = foldForSearchKey(body.input);
    const types = Array.isArray(body.includedPrimaryTypes) ? body.includedPrimaryTypes : [];
    const starts = (text: string) =>
      foldForSearchKey(text)
        .split(' ')
        .some((_, i, words) => words.slice(i).join(' ').startsWith(input));
    const areas = options.areas.filter(
      (a) =>
        starts(a.label) &&
        (types.length === 0 ||
          (types.includes('(regions)') && a.types.some((t) => REGION_TYPES.has(t)))),
    );
    // Without a type restriction businesses are suggested too, as Google does.
    const businesses = types.length === 0 ? options.places.filter((p) => starts(p.name)) : [];
    const suggestions = [
      ...areas.map((a) => ({
        placePrediction: {
          place: `places/${a.id}`,
          placeId: a.id,
          text: { text: a.label, matches: [] },
          structuredFormat: {
            mainText: { text: a.mainText, matches: [] },
            secondaryText: { text: a.secondaryText },
          },
          types: a.types,
        },
      })),
      ...businesses.map((p) => ({
        placePrediction: {
          place: `places/${p.id}`,
          placeId: p.id,
          text: { text: `${p.name}, ${p.address}` },
          structuredFormat: { mainText: { text: p.name }, secondaryText: { text: p.address } },
          types: ['establishment'],
        },
      })),
    ];
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(suggestions.length > 0 ? { suggestions } : {}));
  }

  function route(recorded: RecordedRequest, res: ServerResponse) {
    const rule = rules.find((r) => (r.when ? r.when(recorded) : true));
    if (rule) {
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) rules = rules.filter((r) => r !== rule);
      }
      const { fault } = rule;
      if (fault.kind === 'hang') return; // never answers; stop() closes the socket
      if (fault.kind === 'error') {
        return googleError(
          res,
          fault.status,
          fault.googleStatus,
          fault.message ?? 'Stand-in fault.',
        );
      }
      res.writeHead(fault.status, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(fault.body));
    }
    if (recorded.headers['x-goog-api-key'] !== apiKey) {
      return googleError(res, 403, 'PERMISSION_DENIED', 'The provided API key is invalid.');
    }
    const mask = recorded.headers['x-goog-fieldmask'];
    const fields = new Set(
      (mask ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    );
    if (recorded.method === 'POST' && recorded.path === '/v1/places:autocomplete') {
      return autocomplete(recorded, res);
    }
    if (!mask)
      return googleError(res, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    if (recorded.method === 'POST' && recorded.path === '/v1/places:searchText') {
      return searchText(recorded, res, fields);
    }
    if (recorded.method === 'GET' && recorded.path.startsWith('/v1/places/')) {
      return placeDetails(recorded, res, fields);
    }
    return googleError(res, 404, 'NOT_FOUND', `No route ${recorded.method} ${recorded.path}.`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers[name.toLowerCase()] = value;
      }
      let body: Record<string, unknown> | null = null;
      const raw = Buffer.concat(chunks).toString('utf8');
      if (raw !== '') {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload.');
        }
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        headers,
        body,
      };
      requests.push(recorded);
      if (delayMs > 0) setTimeout(() => route(recorded, res), delayMs);
      else route(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    fault(rule) {
      rules.push({ ...rule });
    },
    setDelay(ms) {
      delayMs = ms;
    },
    reset() {
      requests.length = 0;
      rules = [];
      delayMs = 0;
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A city of `perCell` x 4 businesses of one kind spread over the 4 quarters of its
 * viewport (plus `outside` ones beyond it), with a district inside it. Ids are
 * "<keyword>-<n>"; names "<Keyword> <n>".
 */
export function standInCity(options: {
  keyword: string;
  perQuarter: number;
  city?: string;
  district?: string;
  outside?: number;
}): { places: StandInPlace[]; areas: StandInArea[] } {
  const city = options.city ?? 'İstanbul';
  const district = options.district ?? 'Kadıköy';
  const viewport: Rectangle = {
    low: { latitude: 40.8, longitude: 28.6 },
    high: { latitude: 41.2, longitude: 29.4 },
  };
  const quarters = [
    { lat: 40.9, lng: 28.8 },
    { lat: 40.9, lng: 29.2 },
    { lat: 41.1, lng: 28.8 },
    { lat: 41.1, lng: 29.2 },
  ];
  const places: StandInPlace[] = [];
  const label = options.keyword.charAt(0).toUpperCase() + options.keyword.slice(1);
  // Interleaved so the unrestricted ranking mixes the quarters, as a real ranking would.
  for (let i = 0; i < options.perQuarter; i += 1) {
    quarters.forEach((q, quarter) => {
      const n = places.length + 1;
      places.push({
        id: `${options.keyword}-${n}`,
        name: `${label} ${n}`,
        address: `Street ${n}, ${quarter === 0 ? district : `Quarter ${quarter}`}, ${city}`,
        phone: `0216 555 ${String(n).padStart(4, '0')}`,
        website: `https://www.${options.keyword}${n}.example`,
        rating: 3 + (n % 20) / 10,
        ratingCount: 1000 - n,
        location: { latitude: q.lat + (i % 10) * 0.005, longitude: q.lng + (i % 7) * 0.005 },
        keyword: options.keyword,
        areas: quarter === 0 ? [city, district] : [city],
      });
    });
  }
  for (let i = 0; i < (options.outside ?? 0); i += 1) {
    const n = places.length + 1;
    places.push({
      id: `${options.keyword}-${n}`,
      name: `${label} ${n}`,
      address: `Road ${n}, Elsewhere`,
      location: { latitude: 39.9, longitude: 32.8 },
      keyword: options.keyword,
      areas: ['Elsewhere'],
    });
  }
  const areas: StandInArea[] = [
    {
      id: 'area-city',
      name: city,
      label: `${city}, Türkiye`,
      mainText: city,
      secondaryText: 'Türkiye',
      viewport,
      types: ['locality', 'political'],
    },
    {
      id: 'area-district',
      name: district,
      label: `${district}/${city}, Türkiye`,
      mainText: district,
      secondaryText: `${city}, Türkiye`,
      viewport: {
        low: { latitude: 40.8, longitude: 28.6 },
        high: { latitude: 41.0, longitude: 29.0 },
      },
      types: ['administrative_area_level_2', 'political'],
    },
  ];
  return { places, areas };
}

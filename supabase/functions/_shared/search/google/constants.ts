// Google Places API (New): every endpoint, field, limit and price the `google` provider
// relies on, in one place, each with the page it was checked against (issue 12; research
// notes in docs/paddle-and-places-facts.md, section B).

export const PLACES_API_BASE_URL = 'https://places.googleapis.com';

/** Text Search (New): POST, headers X-Goog-Api-Key and X-Goog-FieldMask (required, no default).
 * https://developers.google.com/maps/documentation/places/web-service/text-search */
export const TEXT_SEARCH_PATH = '/v1/places:searchText';
/** Autocomplete (New): POST; the field mask is optional.
 * https://developers.google.com/maps/documentation/places/web-service/place-autocomplete */
export const AUTOCOMPLETE_PATH = '/v1/places:autocomplete';

/**
 * Exactly the row's fields, and `nextPageToken`: without it in the mask Google returns no
 * token and paging silently stops (googleapis/google-cloud-node#5385). Phone, website,
 * rating and rating count make this the Text Search Enterprise SKU; asking for them here
 * is what saves a Place Details call per result.
 * https://developers.google.com/maps/documentation/places/web-service/data-fields
 */
export const RESULT_FIELD_MASK =
  'places.id,places.displayName,places.formattedAddress,places.nationalPhoneNumber,places.websiteUri,places.rating,places.userRatingCount,nextPageToken';

/**
 * The location's rectangle, from one Text Search: `viewport` makes it the Text Search Pro
 * SKU. An IDs-only search (free) and then Place Details Essentials ($0.005) cost less but
 * take two requests one after the other, and every result page waits for the viewport:
 * 300 ms sooner for $0.027 more, once per location a month (viewport-memo.ts keeps it).
 */
export const VIEWPORT_FIELD_MASK = 'places.viewport';

/** Autocomplete (New): only what the app reads (spec 7: place id, text, structured format). */
export const AUTOCOMPLETE_FIELD_MASK =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat';

/**
 * Autocomplete (New) accepts up to 5 primary types, or `(regions)` alone, or `(cities)`
 * alone. `(regions)` is the collection locality, sublocality, postal_code, country,
 * administrative_area_level_1 and _2: cities and the districts inside them (Kadıköy is an
 * administrative_area_level_2), never businesses or street addresses.
 * https://pub.dev/documentation/googleapis/latest/places_v1/GoogleMapsPlacesV1AutocompletePlacesRequest-class.html
 * https://googlemaps.github.io/google-maps-services-js/enums/PlaceAutocompleteType.html
 */
export const AUTOCOMPLETE_TYPES = ['(regions)'] as const;

/** `pageSize` is 1-20; each page is one billed request. */
export const PAGE_SIZE = 20;
/** "Text Search (New) returns a maximum of 60 results across all pages" (subject to change). */
export const MAX_RESULTS_PER_QUERY = 60;

/**
 * Beyond 60 the location's viewport is split into GRID_SIDE x GRID_SIDE restricted cells
 * (restriction, not bias: biased results spill outside the cell). 4 cells of up to 60
 * each leave room for sparse cells (sea, parks) when 100 results are asked.
 */
export const GRID_SIDE = 2;

/** Google's fees for one search at list price at most (issue 12's budget). */
export const SEARCH_FEE_BUDGET_USD = 0.25;

/**
 * At most this many Text Search pages (Enterprise requests) in one search: 7 x $0.035
 * = $0.245. A search that first looks its location's viewport up ($0.032) gets one fewer
 * (paging-cursor.ts, resultPagesWithin).
 */
export const MAX_RESULT_PAGES_PER_SEARCH = 7;

/** One request's time limit; a search's own deadline may cut it shorter. */
export const REQUEST_TIMEOUT_MS = 4_000;
/** Below this much time left a new request is not started. */
export const MIN_REQUEST_MS = 300;
/**
 * Time kept for the enrichment after the Google requests (the slowest business sites
 * answer in about 3 s); Google's phase of a search ends this long before the deadline.
 */
export const ENRICHMENT_RESERVE_MS = 3_000;

/** Autocomplete runs per keystroke: answer fast or not at all. */
export const AUTOCOMPLETE_TIMEOUT_MS = 3_000;

/** Session tokens: URL- and filename-safe base64, at most 36 ASCII characters (a UUID fits). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;

/**
 * List prices in USD per request, 0-100,000 requests a month (Google Maps Platform pricing,
 * https://developers.google.com/maps/billing-and-pricing/pricing; SKU triggers:
 * https://developers.google.com/maps/documentation/places/web-service/usage-and-billing).
 * Free monthly caps are left out: the figure is what a search costs once past them.
 */
export const PRICE_USD = {
  /** Text Search Enterprise (phone, website, rating or rating count in the mask): $35 / 1000. */
  textSearchEnterprise: 0.035,
  /** Text Search Pro (viewport, location, display name, address): $32 / 1000. */
  textSearchPro: 0.032,
  /** Place Details Enterprise (phone, website, rating): $20 / 1000 (the naive approach's call). */
  placeDetailsEnterprise: 0.02,
  /** Autocomplete Requests (a session that ends in no Place Details call): $2.83 / 1000. */
  autocompleteRequest: 0.00283,
} as const;

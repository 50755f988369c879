// Splitting a place's viewport into restricted cells, and merging the cells' ranked
// lists. A viewport is `{low, high}` (south-west, north-east), the shape Text Search's
// `locationRestriction.rectangle` takes; a rectangle may be at most 180 degrees wide.
// https://developers.google.com/maps/documentation/places/web-service/text-search

export interface LatLng {
  latitude: number;
  longitude: number;
}
export interface Rectangle {
  low: LatLng;
  high: LatLng;
}

export function isRectangle(value: unknown): value is Rectangle {
  const corner = (c: unknown) =>
    !!c &&
    typeof c === 'object' &&
    Number.isFinite((c as LatLng).latitude) &&
    Number.isFinite((c as LatLng).longitude);
  return (
    !!value &&
    typeof value === 'object' &&
    corner((value as Rectangle).low) &&
    corner((value as Rectangle).high)
  );
}

/**
 * `side` x `side` cells covering the rectangle, row by row from the south-west. A viewport
 * crossing the antimeridian (low.longitude > high.longitude) is unwrapped first so every
 * cell stays a valid rectangle.
 */
export function splitRectangle({ low, high }: Rectangle, side: number): Rectangle[] {
  const east = high.longitude < low.longitude ? high.longitude + 360 : high.longitude;
  const latStep = (high.latitude - low.latitude) / side;
  const lngStep = (east - low.longitude) / side;
  const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng);
  const cells: Rectangle[] = [];
  for (let row = 0; row < side; row += 1) {
    for (let col = 0; col < side; col += 1) {
      cells.push({
        low: {
          latitude: low.latitude + row * latStep,
          longitude: wrap(low.longitude + col * lngStep),
        },
        high: {
          latitude: row === side - 1 ? high.latitude : low.latitude + (row + 1) * latStep,
          longitude: wrap(col === side - 1 ? east : low.longitude + (col + 1) * lngStep),
        },
      });
    }
  }
  return cells;
}

/**
 * The cells' lists merged best first (each cell's 1st, then each cell's 2nd, ...), the
 * later of two with the same key dropped (a place on a cell border may be in both).
 */
export function mergeRanked<T>(lists: T[][], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest; rank += 1) {
    for (const list of lists) {
      const item = list[rank];
      if (item === undefined) continue;
      const id = key(item);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(item);
    }
  }
  return out;
}

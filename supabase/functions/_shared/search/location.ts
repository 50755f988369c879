// Reading a typed location (issue 9 item 2): "Kadıköy, İstanbul, Türkiye" (a suggestion
// label), "Kadıköy/İstanbul" (normaliseLocation, in the app and here, makes the slash a comma),
// "kadikoy istanbul", "İstanbul" or "Kadıköy". The parser does not know the places; it
// lists the readings, best first, and the database picks the first one that names a
// known city or district (search_directory). Folding happens there.
import { normaliseLocation } from '../product-rules.ts';

export interface LocationReading {
  district?: string;
  city?: string;
}

/** Words considered when a location has no commas: enough for "district city country". */
const MAX_WORDS = 6;

export function locationReadings(location: string): LocationReading[] {
  const parts = normaliseLocation(location)
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  const readings: LocationReading[] = [];
  const add = (reading: LocationReading) => {
    if (!readings.some((r) => r.city === reading.city && r.district === reading.district)) {
      readings.push(reading);
    }
  };

  const [first, second] = parts;
  if (first === undefined) return readings;
  if (second !== undefined) {
    // "district, city[, country]", then "city, country", then the district alone
    // (any city), then the city alone (an unknown neighbourhood of a known city).
    add({ district: first, city: second });
    add({ city: first });
    add({ district: first });
    add({ city: second });
    return readings;
  }

  add({ city: first });
  add({ district: first });
  const words = first.split(' ').slice(0, MAX_WORDS);
  // No commas: every split into "district city" and "city district"; then the same
  // with trailing words dropped, which name no place ("kadikoy istanbul turkey").
  for (let end = words.length; end >= 1; end -= 1) {
    if (end < words.length) {
      add({ city: words.slice(0, end).join(' ') });
      add({ district: words.slice(0, end).join(' ') });
    }
    for (let cut = 1; cut < end; cut += 1) {
      const head = words.slice(0, cut).join(' ');
      const tail = words.slice(cut, end).join(' ');
      add({ district: head, city: tail });
      add({ city: head, district: tail });
    }
  }
  return readings;
}

// A result's phone typed (issue 20 item 4). The country a national number needs comes from
// the row's own address, whose last part Google writes as the country ("…, Türkiye",
// "…, USA"); else from the searched location ("Kadıköy, İstanbul, Türkiye"), or Turkey
// for a location in Turkey that names no country ("Kadıköy"). A number written with its
// country code (the directory's) needs none.
import { countryFromAddress, typedPhone, type TypedPhone } from '../contacts/phone.ts';
import { isTurkishSearch } from './google/locale.ts';
import type { RowDetails, SearchRow } from './types.ts';

export function rowCountry(address: string, location: string): string | null {
  return (
    countryFromAddress(address) ??
    countryFromAddress(location) ??
    (isTurkishSearch(location) ? 'TR' : null)
  );
}

export function rowPhone(row: Pick<SearchRow, 'Phone' | 'Address'>, location: string): TypedPhone {
  const international = /^\s*(?:\+|00)/.test(row.Phone);
  return typedPhone(row.Phone, international ? null : rowCountry(row.Address, location));
}

/** The row with its phone typed, for the server's use; the answer's keys stay as they are. */
export function withTypedPhone<R extends SearchRow>(row: R, location: string): R & RowDetails {
  return { ...row, TypedPhone: rowPhone(row, location) };
}

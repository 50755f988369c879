// The `directory` provider: the generated (or imported) directory in Postgres, searched
// by public.search_directory in one indexed query (migration 20260101001400). This
// side only turns the typed words into readings and types; folding, place matching and
// ranking are the database's.
import type { ServiceClient } from '../supabase/service-client.ts';
import { directoryContacts } from './directory-contacts.ts';
import { locationReadings } from './location.ts';
import { rowPhone } from './row-phone.ts';
import { businessTypesFor } from './synonyms.ts';
import type { DetailedRow, SearchProvider, SearchRow } from './types.ts';

interface DirectoryRow {
  name: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  instagram: string | null;
  website: string | null;
  google_rating: string | null;
  rating_count: string | null;
}

export function createDirectoryProvider(client: ServiceClient): SearchProvider {
  return {
    name: 'directory',
    async search({ location, businessType, limit }) {
      const rows = await client.rpc<DirectoryRow[]>('search_directory', {
        p_places: locationReadings(location),
        p_business_types: businessTypesFor(businessType),
        p_limit: limit,
      });
      // The directory writes its phones with the country code; the location is a fallback.
      // Its contacts are the demo's stand-in for the enrichment's (directory-contacts.ts).
      return rows.map((row): DetailedRow => {
        const base: SearchRow = {
          Name: row.name ?? '',
          Address: row.address ?? '',
          Phone: row.phone ?? '',
          Email: row.email ?? '',
          Instagram: row.instagram ?? '',
          Website: row.website ?? '',
          'Google Rating': row.google_rating ?? '',
          'Rating Count': row.rating_count ?? '',
        };
        const phone = rowPhone(base, location);
        return { ...base, TypedPhone: phone, Contacts: directoryContacts(base, phone) };
      });
    },
  };
}

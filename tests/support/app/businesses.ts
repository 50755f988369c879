import type { Business } from '@/domain/business';

/** A business whose fields are all empty but those given: the tests' one row builder. */
export function makeBusiness(fields: Partial<Business> = {}): Business {
  return {
    name: '',
    address: null,
    phone: null,
    email: null,
    instagram: null,
    website: null,
    google_rating: null,
    rating_count: null,
    ...fields,
  };
}

/** Issue 20's contacts and the place id, all missing: how a row without them reads. */
export const NO_CONTACTS = {
  facebook: null,
  linkedin: null,
  tiktok: null,
  x: null,
  youtube: null,
  whatsapp: null,
  phone_international: null,
  phone_type: null,
  email_status: null,
  place_id: null,
} as const;

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

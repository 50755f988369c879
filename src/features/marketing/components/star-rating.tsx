import { Star } from 'lucide-react';
import { RATING } from '../content/landing';

/** The marketing claim of spec 1: rated 4.8 from 127 reviews. */
export function StarRating() {
  return (
    <p className="flex items-center gap-2 text-sm text-neutral-700">
      <span aria-hidden="true" className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} className="fill-pro-500 text-pro-500 size-4" />
        ))}
      </span>
      <span>
        <strong className="font-semibold text-neutral-900">{RATING.value}</strong> from{' '}
        {RATING.count} reviews
      </span>
    </p>
  );
}

import { Mail, MapPin, Phone, Star } from 'lucide-react';

const rows = [
  { name: 'Bloom & Co. Florist', area: 'Kadıköy, Istanbul', rating: '4.9', reviews: 312 },
  { name: 'Northside Dental Clinic', area: 'Çankaya, Ankara', rating: '4.7', reviews: 208 },
  { name: 'Harbor Coffee Roasters', area: 'Konak, Izmir', rating: '4.8', reviews: 541 },
  { name: 'Atlas Fitness Studio', area: 'Nilüfer, Bursa', rating: '4.6', reviews: 97 },
] as const;

/**
 * The hero's "screenshot" of a results table, built in HTML/CSS (ui.md: no heavy image).
 * Decorative: the hero text already says what it shows.
 */
export function ResultsPreview() {
  return (
    <div
      aria-hidden="true"
      className="rounded-card shadow-dialog overflow-hidden border border-neutral-200 bg-white text-left"
    >
      <div className="flex items-center gap-2 border-b border-neutral-200 bg-neutral-50 px-4 py-3">
        <span className="size-2.5 rounded-full bg-neutral-300" />
        <span className="size-2.5 rounded-full bg-neutral-300" />
        <span className="size-2.5 rounded-full bg-neutral-300" />
        <span className="ml-3 text-xs font-medium text-neutral-700">
          Search Results · 4 businesses found
        </span>
      </div>
      <ul className="divide-y divide-neutral-200">
        {rows.map((row) => (
          <li key={row.name} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3">
            <span className="truncate text-sm font-semibold text-neutral-900">{row.name}</span>
            <span className="flex items-center gap-1 text-sm text-neutral-800">
              <Star className="fill-pro-500 text-pro-500 size-3.5" />
              {row.rating}
              <span className="text-xs text-neutral-600">({row.reviews})</span>
            </span>
            <span className="flex items-center gap-3 text-xs text-neutral-700">
              <span className="flex items-center gap-1">
                <MapPin className="size-3.5" />
                {row.area}
              </span>
              <Phone className="size-3.5" />
              <Mail className="size-3.5" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

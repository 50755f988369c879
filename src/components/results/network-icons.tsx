import type { ProfileField } from '@/domain/contacts';

// lucide-react has no brand icons: a small outline glyph per network, drawn in lucide's
// style (24 px box, 2 px stroke, currentColor), recognisable at 16 px. Decorative: the
// link around each names the network and the business.

const GLYPHS: Record<ProfileField, string[]> = {
  // An "f" in a circle.
  facebook: [
    'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20',
    'M13 21v-9.5a2.5 2.5 0 0 1 2.5-2.5H17',
    'M9.5 13.5H16',
  ],
  // "in" in a rounded square.
  linkedin: [
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2',
    'M8 10.5V17',
    'M8 7.5v.01',
    'M12 17v-6.5',
    'M12 13a2.5 2.5 0 0 1 5 0v4',
  ],
  // A note with a flag.
  tiktok: ['M12 3v12.5a3.5 3.5 0 1 1-3.5-3.5', 'M12 3c.5 2.5 2.5 4.5 5 5'],
  // The X: one diagonal a band, the other a line (a plain cross reads as "close").
  x: ['M4 4h4.5L20 20h-4.5z', 'M20 4l-6.8 7.6', 'M10.8 12.4L4 20'],
  // A play button.
  youtube: [
    'M4.5 5.5h15a2.5 2.5 0 0 1 2.5 2.5v8a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 16V8a2.5 2.5 0 0 1 2.5-2.5',
    'M10 9.5v5l4.5-2.5z',
  ],
  // A speech bubble with a handset.
  whatsapp: [
    'M3.5 20.5l1.3-4A8.5 8.5 0 1 1 8 19.5z',
    'M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.8-2.8l.8-1-1-2z',
  ],
};

export function NetworkIcon({ field, className }: { field: ProfileField; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {GLYPHS[field].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

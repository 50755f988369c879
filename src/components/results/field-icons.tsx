import {
  Camera,
  ExternalLink,
  Globe,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Star,
} from 'lucide-react';
import { createContext, useContext, useId, type ReactNode } from 'react';

// The business views repeat a handful of icons on every row and card: 100 cards drew 800
// full lucide SVGs, about a third of the view's render time. Each icon is drawn once in a
// hidden sprite and every row refers to it with <use>, two light DOM nodes a copy.

const ICONS = {
  address: MapPin,
  phone: Phone,
  email: Mail,
  instagram: Camera,
  website: Globe,
  rating: Star,
  reviews: MessageSquare,
  maps: ExternalLink,
} as const;

export type FieldIconName = keyof typeof ICONS;

const SpriteContext = createContext<string | null>(null);

/** Renders the sprite once and lets the icons inside refer to it. */
export function FieldIconSprite({ children }: { children: ReactNode }) {
  // useId keeps the symbol ids unique should two views ever be on one page.
  const prefix = useId().replace(/:/g, '');
  return (
    <SpriteContext.Provider value={prefix}>
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        <defs>
          {Object.entries(ICONS).map(([name, Icon]) => (
            <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
              <Icon />
            </symbol>
          ))}
        </defs>
      </svg>
      {children}
    </SpriteContext.Provider>
  );
}

/** One icon from the sprite; decorative (the field's text or label names it). */
export function FieldIcon({ name, className }: { name: FieldIconName; className?: string }) {
  const prefix = useContext(SpriteContext);
  if (prefix === null) {
    const Icon = ICONS[name];
    return <Icon aria-hidden="true" className={className} />;
  }
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24">
      <use href={`#${prefix}-${name}`} />
    </svg>
  );
}

import { Download, Filter, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The four-item feature grid (spec 1). */
export const features: readonly Feature[] = [
  {
    icon: MapPin,
    title: 'Search by location and type',
    description:
      'Type a city or district and a business type, and get a list of matching local businesses in seconds.',
  },
  {
    icon: ShieldCheck,
    title: 'Verified contact details',
    description:
      'Every result shows the address, phone, email, Instagram, website, Google rating and review count.',
  },
  {
    icon: Filter,
    title: 'Advanced filters',
    description:
      'Keep only businesses with an email, a phone or an Instagram account, and filter by rating and reviews.',
  },
  {
    icon: Download,
    title: 'Lists and Excel export',
    description:
      'Save the best prospects to named lists and export them to Excel for your CRM or your next campaign.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Three customer testimonials (spec 1). */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'We used to spend Monday mornings copying numbers from map listings. Now our reps start the week with a ready list of 100 salons with emails.',
    name: 'Elif Demir',
    role: 'Sales Manager, Salonify',
  },
  {
    quote:
      'The email and Instagram filters are the killer feature. Our outreach campaigns reach the right people and our reply rate has doubled.',
    name: 'Marco Rossi',
    role: 'Growth Marketer, Trattoria Supply',
  },
  {
    quote:
      'Simple, fast and honest pricing. I tried the free plan for a week and upgraded to Pro as soon as I needed the Excel export.',
    name: 'Sarah Collins',
    role: 'Founder, Brightside Web Studio',
  },
];

/** The landing page's marketing claim (spec 1). */
export const RATING = { value: 4.8, count: 127 } as const;

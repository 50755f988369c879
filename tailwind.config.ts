import type { Config } from 'tailwindcss';

// The design tokens of docs/ui.md. Components use these names, never raw hex.
// Text colours chosen so every text/background pair used meets WCAG AA (e.g. success and
// danger text use the 700 shade on their 50 backgrounds: the 600 shades fall just short).
const slate = {
  50: '#F8FAFC',
  100: '#F1F5F9',
  200: '#E2E8F0',
  300: '#CBD5E1',
  400: '#94A3B8',
  500: '#64748B',
  600: '#475569',
  700: '#334155',
  800: '#1E293B',
  900: '#0F172A',
};

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#EEF2FF',
          100: '#E0E7FF',
          200: '#C7D2FE',
          500: '#6366F1',
          600: '#4F46E5',
          700: '#4338CA',
          800: '#3730A3',
        },
        pro: {
          100: '#FEF3C7',
          200: '#FDE68A',
          500: '#F59E0B',
          600: '#D97706',
          800: '#92400E',
        },
        neutral: slate,
        success: { 50: '#ECFDF5', 200: '#A7F3D0', 600: '#059669', 700: '#047857' },
        danger: { 50: '#FEF2F2', 200: '#FECACA', 600: '#DC2626', 700: '#B91C1C' },
      },
      borderRadius: {
        control: '0.5rem',
        card: '0.75rem',
      },
      boxShadow: {
        card: '0 1px 2px 0 rgb(15 23 42 / 0.05), 0 1px 3px 0 rgb(15 23 42 / 0.08)',
        dialog: '0 20px 25px -5px rgb(15 23 42 / 0.15), 0 8px 10px -6px rgb(15 23 42 / 0.1)',
      },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
          'Apple Color Emoji',
          'Segoe UI Emoji',
        ],
      },
      maxWidth: {
        page: '1200px',
      },
    },
  },
} satisfies Config;

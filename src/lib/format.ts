const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "June 15, 2026" (the spec's long US format); '' for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : longDate.format(new Date(time));
}

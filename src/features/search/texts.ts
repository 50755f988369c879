// The search feature's live-contacts texts (issue 21), word for word.

const businesses = (count: number) => `${count} ${count === 1 ? 'business' : 'businesses'}`;
const isAre = (count: number) => (count === 1 ? 'is' : 'are');

export const liveTexts = {
  progressLabel: 'Finding contacts',
  progress: (checked: number, total: number) =>
    `Finding contacts… ${checked} of ${total} businesses checked`,
  found: (withEmail: number, total: number) => `E-mails for ${withEmail} of ${total} businesses`,
  exportTitle: 'Contacts still arriving',
  exportPending: (count: number) =>
    `${businesses(count)} ${isAre(count)} still being checked — export now or wait`,
  exportNow: 'Export now',
  wait: 'Wait',
  addPending: (count: number) =>
    `${businesses(count)} ${isAre(count)} still being checked — their contacts will be added to the list when found.`,
} as const;

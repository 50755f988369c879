// Every text of the lead status, notes and follow-up controls and of /leads (issue 22).

export const leadTexts = {
  status: (name: string) => `Status of ${name}`,
  notes: (name: string) => `Notes for ${name}`,
  notesPlaceholder: 'Notes',
  followUp: (name: string) => `Follow-up date for ${name}`,
  saving: 'Saving...',
  saved: (when: string) => `Saved ${when}`,
  statusFailed: (message: string) => `Status not saved: ${message}`,
  notesFailed: (message: string) => `Notes not saved: ${message}`,
  followUpFailed: (message: string) => `Follow-up not saved: ${message}`,
  inLists: 'In lists',
  filterStatus: 'Status',
  allStatuses: 'All statuses',
  filterFollowUp: 'Follow-up',
  filterText: 'Search leads',
  filterTextPlaceholder: 'Name, address, notes or list',
} as const;

export const leadsPageTexts = {
  title: 'All leads',
  subtitle: 'Every business you saved, once, with its lists, status and follow-up.',
  loading: 'Loading leads...',
  loadingMore: 'Loading more leads...',
  failed: 'Your leads could not be loaded. Try again later.',
  emptyTitle: 'No saved leads yet',
  emptyHint: 'Save businesses from your search results to a list; they all appear here.',
  searchBusinesses: 'Search Businesses',
  heading: 'Leads',
  tableLabel: 'All leads',
  exportExcel: 'Export Excel',
  count: (shown: number, total: number, filtering: boolean) =>
    filtering
      ? `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} leads`
      : `${total.toLocaleString('en-US')} ${total === 1 ? 'lead' : 'leads'}`,
} as const;

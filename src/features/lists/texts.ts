// Every text of the lists pages (spec 2, 4, 8), in one place for the pages and tests.

export const listsTexts = {
  title: 'Your Lists',
  subtitle: 'Prospects you saved from your searches.',
  createList: 'Create List',
  emptyTitle: 'No lists yet',
  emptyHint: 'Create a list, then save businesses to it from your search results.',
  createFirst: 'Create Your First List',
  upsellTitle: 'Lists Available with Pro',
  upsellText:
    'Upgrade to Pro to create lists, save businesses from your searches into them and export them to Excel.',
  upsellKept: 'The lists you made stay here: you can open, read and delete them.',
  upgrade: 'Upgrade to Pro',
  modalTitle: 'Create New List',
  nameLabel: 'List name',
  create: 'Create',
  cancel: 'Cancel',
  loading: 'Loading lists...',
} as const;

export const listTexts = {
  back: 'Back to Lists',
  created: (date: string) => `Created ${date}`,
  exportExcel: 'Export Excel',
  delete: 'Delete',
  deleteTitle: 'Delete List',
  deleteMessage: (name: string) =>
    `Are you sure you want to delete "${name}" and every business in it? This cannot be undone.`,
  deleteConfirm: 'Delete List',
  emptyTitle: 'No businesses in this list',
  emptyHint: 'Start adding businesses from your search results to build this list.',
  searchBusinesses: 'Search Businesses',
  addToList: 'Add to Another List',
  remove: (count: number) => `Remove from List (${count})`,
  removeName: 'Remove from List',
  loading: 'Loading list...',
  loadingMore: 'Loading more businesses...',
  notFoundTitle: 'List not found',
  notFoundHint: 'This list does not exist or is not yours.',
  tableLabel: 'Businesses in this list',
  itemsHeading: 'Businesses',
} as const;

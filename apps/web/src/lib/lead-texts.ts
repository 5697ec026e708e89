/**
 * Texts of the leads screens that contracts does not define (contracts holds the spec's own texts in
 * LEAD_SEARCH_MESSAGES). These are ours: labels, counts and the notice of features that land later.
 */
const count = (value: number) => value.toLocaleString('en-US');

export const LEAD_SCREEN_TEXTS = {
  currentCompany: (name: string) => `Current Company: ${name}`,
  backToClientList: 'Back to Client List',
  /** §2.3 'Counts': the visible count. */
  visibleCount: (found: number) => `${count(found)} ${found === 1 ? 'lead' : 'leads'}`,
  /** §2.3 'Counts': the visible count followed by the overall count ('x / total overall'). */
  limitedCount: (found: number, overallTotal: number) => `${count(found)} / ${count(overallTotal)} total overall`,
  leadsPerPage: 'Leads Per Page',
  /** Under the pages when a search finds more leads than can be paged to (contracts LEAD_RESULT_WINDOW). */
  resultWindow: (window: number) =>
    `Pages reach the first ${count(window)} leads. Narrow your search to see the others.`,
  search: 'Search',
  saveSearch: 'Save Search',
  clearSearchTerms: 'Clear Search Terms',
  noViewedHint: 'Leads you open are marked as viewed and listed here.',
  searchSummaryTitle: 'Your search',
  loadFailed: 'The leads could not be loaded.',
} as const;

/**
 * Company duplicates' texts, reasons and row kinds (issue #32 point 2), apart from the schemas so that the
 * navigation can name the screen without loading them (the first screen's budget, issue #9).
 */

/** Why a pair was queued (docs/decisions.md 'Company resolution'). */
export const DUPLICATE_REASONS = ['similar-name', 'same-name-other-domain', 'same-domain-other-name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const DUPLICATE_REASON_LABELS: Readonly<Record<DuplicateReason, string>> = {
  'similar-name': 'Similar names',
  'same-name-other-domain': 'Same name, different websites',
  'same-domain-other-name': 'Same website, different names',
};

/** Pairs and merges a page of the screen shows. */
export const DUPLICATE_PAGE_SIZE = 25;

/** What a merge moves, by kind of linked row, in the order the preview lists them. */
export const MERGE_ROW_KINDS = [
  'leads',
  'contacts',
  'agencyTips',
  'companyNotes',
  'clientListEntries',
  'favorites',
  'crmIds',
  'interactions',
  'callListEntries',
  'sources',
  'aliases',
] as const;
export type MergeRowKind = (typeof MERGE_ROW_KINDS)[number];

export const MERGE_ROW_LABELS: Readonly<Record<MergeRowKind, string>> = {
  leads: 'Leads',
  contacts: 'Contacts',
  agencyTips: 'Agency Tips',
  companyNotes: 'Company notes',
  clientListEntries: 'Client-list entries',
  favorites: 'Favorite leads',
  crmIds: 'CRM ids of contacts',
  interactions: 'Contact interactions',
  callListEntries: 'Call-list entries',
  sources: 'Job sources',
  aliases: 'Other names and websites',
};

/** The screen's name, apart from its texts: the navigation shows it on the first screen (issue #9 budget). */
export const COMPANY_DUPLICATES_TITLE = 'Company Duplicates';

export const DUPLICATE_TEXTS = {
  title: COMPANY_DUPLICATES_TITLE,
  intro:
    'Companies that imports and job sources named alike but did not join. Merge a pair that is one company (its leads, contacts, notes and lists move to the company you keep), or dismiss it as not the same.',
  empty: 'No pairs are waiting for review.',
  merge: 'Merge',
  dismiss: 'Not the same',
  dismissed: 'Pair dismissed',
  previewTitle: 'Merge these companies?',
  keep: 'Keep',
  movesHeading: 'Moves to the kept company',
  clashesHeading: 'Already on the kept company (kept once)',
  confirmMerge: 'Merge companies',
  merged: 'Companies merged',
  mergesTitle: 'Recent merges',
  mergesEmpty: 'No merges yet.',
  split: 'Split back',
  splitConfirm:
    'Split this merge back? The merged company returns with the rows it had; rows added to the kept company since stay where they are.',
  splitDone: 'Merge split back',
  alreadySplit: 'Split back',
  pairNotOpen: 'This pair is no longer waiting for review',
  keepNotInPair: 'Keep one of the two companies of the pair',
  mergeAlreadySplit: 'This merge was already split back',
  nameTaken: 'The merged company cannot return: its id is in use',
} as const;

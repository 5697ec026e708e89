/**
 * Company duplicates (issue #32 point 2): pairs of companies the matcher found alike but did not join, merged or
 * dismissed by provider staff at /admin/companies/duplicates (permission of Manage Customers, create:member, and
 * role ADMIN). GET /admin/companies/duplicates, GET /admin/companies/duplicates/{id}/preview,
 * POST /admin/companies/duplicates/{id}/merge, POST /admin/companies/duplicates/{id}/dismiss,
 * GET /admin/companies/merges, POST /admin/companies/merges/{id}/split.
 */
import { z } from 'zod';

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

export const DUPLICATE_TEXTS = {
  title: 'Company Duplicates',
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

const companyIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const duplicateIdParamsSchema = z.object({ id: companyIdSchema });

export const duplicateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DuplicateListQuery = z.input<typeof duplicateListQuerySchema>;

/** One side of a pair, with the evidence the screen shows. */
export const duplicateCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  agencyLeadCount: z.number().int(),
  openwebLeadCount: z.number().int(),
  contactCount: z.number().int(),
  source: z.string(),
  /** Other names and websites it is known by. */
  aliases: z.array(z.string()),
});
export type DuplicateCompany = z.infer<typeof duplicateCompanySchema>;

export const duplicatePairSchema = z.object({
  id: z.number().int(),
  reason: z.enum(DUPLICATE_REASONS),
  /** Trigram similarity of the normalised names, 0–1. */
  similarity: z.number(),
  createdAt: z.string(),
  companies: z.tuple([duplicateCompanySchema, duplicateCompanySchema]),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicateListResponseSchema = z.object({ pairs: z.array(duplicatePairSchema), total: z.number().int() });
export type DuplicateListResponse = z.infer<typeof duplicateListResponseSchema>;

export const mergePreviewQuerySchema = z.object({ keep: companyIdSchema });
export type MergePreviewQuery = z.input<typeof mergePreviewQuerySchema>;

export const mergeCountSchema = z.object({ kind: z.enum(MERGE_ROW_KINDS), count: z.number().int() });

export const mergePreviewResponseSchema = z.object({
  keep: duplicateCompanySchema,
  merge: duplicateCompanySchema,
  /** Rows of the merged company that move (favorites, CRM ids, interactions and call-list entries ride along). */
  moves: z.array(mergeCountSchema),
  /** Rows the kept company already has the like of (the same user's client-list entry): removed, kept in the log. */
  clashes: z.array(mergeCountSchema),
});
export type MergePreviewResponse = z.infer<typeof mergePreviewResponseSchema>;

export const mergeBodySchema = z.object({ keepCompanyId: companyIdSchema });
export type MergeBody = z.input<typeof mergeBodySchema>;

export const companyMergeSchema = z.object({
  id: z.number().int(),
  keptCompany: z.object({ id: z.number().int(), name: z.string() }),
  mergedCompany: z.object({ id: z.number().int(), name: z.string() }),
  moves: z.array(mergeCountSchema),
  createdAt: z.string(),
  splitAt: z.string().nullable(),
});
export type CompanyMerge = z.infer<typeof companyMergeSchema>;

export const companyMergeListResponseSchema = z.object({
  merges: z.array(companyMergeSchema),
  total: z.number().int(),
});
export type CompanyMergeListResponse = z.infer<typeof companyMergeListResponseSchema>;

export const duplicateMessageResponseSchema = z.object({ message: z.string() });

export const mergeResponseSchema = duplicateMessageResponseSchema.extend({ mergeId: z.number().int() });
export type MergeResponse = z.infer<typeof mergeResponseSchema>;

/**
 * Company duplicates (issue #32 point 2): pairs of companies the matcher found alike but did not join, merged or
 * dismissed by provider staff at /admin/companies/duplicates (permission of Manage Customers, create:member, and
 * role ADMIN). GET /admin/companies/duplicates, GET /admin/companies/duplicates/{id}/preview,
 * POST /admin/companies/duplicates/{id}/merge, POST /admin/companies/duplicates/{id}/dismiss,
 * GET /admin/companies/merges, POST /admin/companies/merges/{id}/split.
 */
import { z } from 'zod';
import { DUPLICATE_REASONS, MERGE_ROW_KINDS } from './company-duplicate-texts.ts';

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

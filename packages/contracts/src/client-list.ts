/**
 * Client list membership of a company (prospecting-core §3 'Client list entry', §4 'Client list membership',
 * §7 'Client list'): POST /api/v1/client/{companyId}?JobId= adds the company to the caller's list, DELETE
 * /api/v1/clientlist {CompanyIds:[{CompanyId}]} removes companies from it. Both are idempotent.
 * The spec's PascalCase wire names (JobId, CompanyIds, CompanyId) and the house's camelCase are both accepted.
 */
import { z } from 'zod';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Most companies one DELETE removes (ours; a page of the client list is at most 100). */
export const CLIENT_LIST_REMOVE_MAX = 500;

export const clientListAddParamsSchema = z.object({ companyId: id });
/** The lead the company was added from (optional). */
export const clientListAddQuerySchema = z
  .object({ JobId: id.optional(), jobId: id.optional() })
  .transform((query) => ({ jobId: query.jobId ?? query.JobId }));

export const clientListAddResponseSchema = z.object({
  companyId: z.number().int(),
  jobId: z.number().int().nullable(),
  onClientList: z.boolean(),
});
export type ClientListAddResponse = z.infer<typeof clientListAddResponseSchema>;

const removeList = <Key extends string>(key: Key) =>
  z
    .array(z.object({ [key]: id } as Record<Key, typeof id>))
    .min(1)
    .max(CLIENT_LIST_REMOVE_MAX);

/** Body of DELETE /clientlist; parsed to the company ids. */
export const clientListRemoveBodySchema = z
  .union([z.object({ CompanyIds: removeList('CompanyId') }), z.object({ companyIds: removeList('companyId') })])
  .transform((body) =>
    'CompanyIds' in body
      ? body.CompanyIds.map((entry) => entry.CompanyId)
      : body.companyIds.map((entry) => entry.companyId),
  );
export type ClientListRemoveBody = z.input<typeof clientListRemoveBodySchema>;

export const clientListRemoveResponseSchema = z.object({
  /** Entries of the caller's list that were removed (0 when none was there). */
  removed: z.number().int().nonnegative(),
});

/**
 * Client list membership of a company (prospecting-core §3 'Client list entry', §4 'Client list membership',
 * §7 'Client list'): POST /api/v1/client/{companyId}?JobId= adds the company to the caller's list, DELETE
 * /api/v1/clientlist {CompanyIds:[{CompanyId}]} removes companies from it. Both are idempotent.
 * The spec's PascalCase wire names (JobId, CompanyIds, CompanyId) and the house's camelCase are both accepted.
 */
import { z } from 'zod';
import { text } from './text.ts';

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

/** §9: client list page sizes (the choice needs read:leads) and the 7 pagination links. */
export const CLIENT_LIST_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_CLIENT_LIST_PAGE_SIZE = 25;
export const CLIENT_LIST_PAGINATION_LINKS = 7;
/** Longest company-name filter (ours; the spec gives none). */
export const CLIENT_LIST_QUERY_MAX_LENGTH = 200;

/** User-facing texts of the client list screen (§2.8). */
export const CLIENT_LIST_TEXTS = {
  title: 'Client List',
  search: 'Search Clients',
  mine: 'My Client List',
  all: 'All Client Lists',
  shared: 'Client List is Shared',
  private: 'Client List is Private',
  export: 'Export',
  perPage: 'Clients Per Page',
  deleteSelected: (count: number) => `Delete Selected (${count})`,
  /** The product's wording, kept as it is (§2.8 'wording as in the product'). */
  deleteConfirm: (count: number) => `Are you sure you want to delete ${count} saved searches?`,
  deleteOne: (company: string) => `Remove ${company} from your client list?`,
  columns: ['Company', 'View', 'Owner', 'State', 'New Leads', 'Actions'],
  emptyTitle: 'Welcome to your Client List',
  emptyText:
    'Add the companies you work with to your client list to monitor them in one place, and get alerts by e-mail when new leads appear at your clients.',
  noMatch: 'No clients match your search',
  /** The tutorial of the Help Center's Resources (the resource catalogue, §2.10). */
  tutorial: 'Watch the Client List tutorial in the Help Center',
} as const;

/** GET /clientlist: `which` mine (default) or all (mine plus teammates' shared lists). */
export const clientListQuerySchema = z.object({
  query: text().trim().max(CLIENT_LIST_QUERY_MAX_LENGTH).optional(),
  which: z.enum(['mine', 'all']).default('mine'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(DEFAULT_CLIENT_LIST_PAGE_SIZE),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientListEntrySchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  state: z.string().nullable(),
  /** The spec's RecruiterUsers.EmailId. */
  ownerEmail: z.string(),
  /** True when the entry is the caller's own (only those can be deleted). */
  mine: z.boolean(),
  /** ISO time the company was added. */
  createdAt: z.string(),
  /** The company's leads posted since the entry was added. */
  newLeads: z.number().int().nonnegative(),
});
export type ClientListEntry = z.infer<typeof clientListEntrySchema>;

export const clientListResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  rows: z.array(clientListEntrySchema),
  /** The caller's ShareClientList setting. */
  shared: z.boolean(),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

/** PUT /user/shareClient: with `shared` sets it, without it flips it (§7 'toggle'). */
export const shareClientBodySchema = z.object({ shared: z.boolean().optional() }).optional();
export const shareClientResponseSchema = z.object({ shareClientList: z.boolean() });
export type ShareClientResponse = z.infer<typeof shareClientResponseSchema>;

/** CSV export of the client list (§2.8): Leads_{month}-{day}-{year}.csv with these columns. */
export const CLIENT_LIST_CSV_COLUMNS = ['CompanyId', 'Company', 'State'] as const;
/** `Leads_{month}-{day}-{year}.csv` for the local date (month and day without leading zeros). */
export function clientListCsvFileName(date: Date): string {
  return `Leads_${date.getMonth() + 1}-${date.getDate()}-${date.getFullYear()}.csv`;
}

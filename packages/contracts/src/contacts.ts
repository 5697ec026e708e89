/**
 * Contacts as outreach works them (outreach-integrations-admin §2 'Contact Search screen', 'Outreach list
 * screen', §3 'Contact', §7 GET /companycontacts, GET /verifyEmail; prospecting-core §2.4 contacts list).
 * A contact row carries the organisation's own data on it: its outreach lists, last contact and interactions.
 */
import { z } from 'zod';
import { contactOutreachFields } from './interactions.ts';
import { COMPANY_SIZE_BUCKETS, POSITION_CLUSTERS, UNCATEGORIZED_POSITION } from './lead-data.ts';
import { leadContactSchema } from './lead-detail.ts';
import { EMPLOYEE_RANGE_SEPARATOR, LEAD_PAGE_SIZES } from './lead-search.ts';
import { text } from './text.ts';

/** §9 page sizes of the contact search (25 default; the choice needs read:leads) and its 7 pagination links. */
export const CONTACT_PAGE_SIZES = LEAD_PAGE_SIZES;
export const DEFAULT_CONTACT_PAGE_SIZE = 25;
export const CONTACT_PAGINATION_LINKS = 7;
/** Position categories a search can name: the clusters and 'Uncategorized' (no cluster). */
export const CONTACT_POSITION_CATEGORIES = [...POSITION_CLUSTERS, UNCATEGORIZED_POSITION] as const;
export type ContactPositionCategory = (typeof CONTACT_POSITION_CATEGORIES)[number];
/** Longest free-text filter value (ours). */
export const CONTACT_FILTER_MAX_LENGTH = 200;
/** Email score colours (§2, §9): 0.8 or more primary, 0.6 or more warning, otherwise error. */
export const EMAIL_SCORE_THRESHOLDS = { primary: 0.8, warning: 0.6 } as const;

export const CONTACT_SEARCH_TEXTS = {
  title: 'Contact Search',
  contactName: 'Contact Name',
  companyName: 'Company Name',
  location: 'Location',
  email: 'Email',
  employeeRange: 'Company Size',
  positions: 'Position Category',
  all: 'All',
  callList: 'Outreach List',
  anyList: 'Any',
  search: 'Search',
  clear: 'Clear Search Terms',
  noResults: 'No contacts match your search criteria',
  contactsPerPage: 'Contacts Per Page',
  verifyEmail: 'Verify email',
  position: 'Position',
  cell: 'Cell',
  office: 'Office',
  company: 'Company',
} as const;

/** The score colour of §2: primary from 0.8, warning from 0.6, else error. */
export function emailScoreTone(score: number): 'primary' | 'warning' | 'error' {
  if (score >= EMAIL_SCORE_THRESHOLDS.primary) return 'primary';
  return score >= EMAIL_SCORE_THRESHOLDS.warning ? 'warning' : 'error';
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const asList = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : Array.isArray(value) ? value : [value];
const filterText = z.preprocess(emptyToUndefined, text().trim().max(CONTACT_FILTER_MAX_LENGTH).optional());
const employeeRanges = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value === '' ? undefined : value.split(EMPLOYEE_RANGE_SEPARATOR)) : asList(value),
  z.array(z.enum(COMPANY_SIZE_BUCKETS)).max(COMPANY_SIZE_BUCKETS.length).optional(),
);

/** A list id of a filter: a list's id, or -1 for the Unclassified Outreach pseudo list. */
export const callListFilterIdSchema = z.coerce
  .number()
  .int()
  .max(Number.MAX_SAFE_INTEGER)
  .refine((value) => value === -1 || value > 0, 'callListId must be a list id or -1');

/**
 * Query of GET /companycontacts (§3 'Contact search filter defaults'): contactName, contactPosition (repeated),
 * companyName, location, email, EmployeeRange (one string joined by '*'), callListId; empty values are dropped.
 */
export const contactSearchQuerySchema = z
  .object({
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    count: z.coerce.number().int().min(1).max(100).default(DEFAULT_CONTACT_PAGE_SIZE),
    contactName: filterText,
    contactPosition: z.preprocess(
      asList,
      z.array(z.enum(CONTACT_POSITION_CATEGORIES)).max(CONTACT_POSITION_CATEGORIES.length).optional(),
    ),
    companyName: filterText,
    location: filterText,
    email: z.preprocess(emptyToUndefined, text().trim().max(320).optional()),
    EmployeeRange: employeeRanges,
    employeeRange: employeeRanges,
    callListId: z.preprocess(emptyToUndefined, callListFilterIdSchema.optional()),
  })
  .transform(({ EmployeeRange, employeeRange, ...query }) => ({
    ...query,
    employeeRange: employeeRange ?? EmployeeRange,
  }));
export type ContactSearchQuery = z.input<typeof contactSearchQuerySchema>;
export type ContactSearchFilters = z.output<typeof contactSearchQuerySchema>;

/** The contact's company as a contact row shows it. */
export const contactCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  employeeRange: z.enum(COMPANY_SIZE_BUCKETS).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});

/**
 * A contact with the caller's organisation's outreach data (§3 'Contact'). Values hidden by verification status
 * are null unless the contact is a primary contact (of a lead), exactly as in the lead detail.
 */
export const outreachContactSchema = leadContactSchema.extend({
  company: contactCompanySchema,
  ...contactOutreachFields,
});
export type OutreachContact = z.infer<typeof outreachContactSchema>;

/** GET /companycontacts: the page and the count, with the limited view's 'x / total overall'. */
export const contactSearchResponseSchema = z.object({
  /** Total the caller may see: the true total with read:contacts, else at most 25. */
  found: z.number().int().nonnegative(),
  hits: z.array(outreachContactSchema),
  /** True total for limited views (without read:contacts). */
  overallTotal: z.number().int().nonnegative().optional(),
});
export type ContactSearchResponse = z.infer<typeof contactSearchResponseSchema>;

/** GET /verifyEmail?email= */
export const verifyEmailQuerySchema = z.object({ email: z.email('Enter a valid e-mail address').max(320) });
export const verifyEmailResponseSchema = z.object({
  data: z.object({
    /** 0–1: 1 deliverable, 0 invalid; 0.5 when the domain could not be checked. */
    score: z.number().min(0).max(1),
    /** What the score means. */
    result: z.enum(['deliverable', 'risky', 'undeliverable', 'unknown']),
    /** Why, in a few words (e.g. 'no MX records', 'disposable domain'). */
    reason: z.string(),
  }),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

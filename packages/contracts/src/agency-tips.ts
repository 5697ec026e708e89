/**
 * Agency Tips: GET /api/v1/agencytips and GET /api/v1/agencytips/{id} (prospecting-core §2.5, §3 'Agency tip',
 * 'Tips query', §5, §7, §9; issue #12). The same schema validates the filter form and the query string, so
 * both answer a violation with the lead screen's messages.
 */
import { z } from 'zod';
import { contactOutreachFields } from './interactions.ts';
import { COMPANY_SIZE_BUCKETS, STATEWIDE_RADIUS } from './lead-data.ts';
import { leadContactSchema } from './lead-detail.ts';
import {
  DATE_POSTED_OPTIONS,
  EMPLOYEE_RANGE_SEPARATOR,
  HIRING_COMPANY_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  LEAD_SEARCH_MESSAGES,
} from './lead-search.ts';
import { text } from './text.ts';

/** §9 'Agency tips window'. */
export const TIP_WINDOW_MONTHS = 12;
/** §9 pagination links of the tips list. */
export const TIP_PAGINATION_LINKS = 7;
export const TIP_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_TIP_PAGE_SIZE = 25;
/** §2.5 / §9: the table is the window height minus this many pixels, by ticker mode (full / compact). */
export const TIP_TABLE_HEIGHT_OFFSETS = { full: 211, compact: 167 } as const;
/** §2.5: a locality picked without a radius searches this many miles around it. */
export const TIP_LOCALITY_DEFAULT_RADIUS = 5;
/** Date Posted choices of the tips filter (days back; -1 All). */
export const TIP_DATE_POSTED_OPTIONS = DATE_POSTED_OPTIONS;

/** The spec's user-facing texts of the tips screens (§2.5, §8). */
export const TIP_TEXTS = {
  empty: 'There are no Agency Tips that match your search criteria.',
  notFound: 'Tip not found, go back to search',
  backToTips: 'Back to Tips',
  perPage: 'Tips Per Page',
  keywordTooLong: LEAD_SEARCH_MESSAGES.keywordTooLong,
  hiringCompanyTooLong: LEAD_SEARCH_MESSAGES.hiringCompanyTooLong,
  tipIdNotANumber: 'Tip Id must be a whole number',
} as const;

const queryNumber = z.coerce.number({ error: LEAD_SEARCH_MESSAGES.notANumber }).finite();
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The Tips query (§3) as a query string: keyword, location label, radius in miles (-1 statewide), lat/lng,
 * hiringCompany, datePosted (days back, -1 All), EmployeeRange joined by '*', offset/count.
 */
export const tipSearchQuerySchema = z.object({
  keyword: z.preprocess(blankToUndefined, text().trim().max(KEYWORD_MAX_LENGTH, TIP_TEXTS.keywordTooLong).optional()),
  location: z.preprocess(blankToUndefined, text().trim().max(200).optional()),
  radius: z.preprocess(
    blankToUndefined,
    queryNumber
      .pipe(
        z
          .number()
          .int()
          .refine(
            (value) => value === STATEWIDE_RADIUS || (value > 0 && value <= 500),
            'Radius must be -1 or 1 to 500 miles',
          ),
      )
      .optional(),
  ),
  /** 'IL,US': the state (and country) of a statewide search (radius -1). */
  stateShortCountryShortName: z.preprocess(blankToUndefined, text().trim().max(10).optional()),
  lat: z.preprocess(blankToUndefined, queryNumber.pipe(z.number().min(-90).max(90)).optional()),
  lng: z.preprocess(blankToUndefined, queryNumber.pipe(z.number().min(-180).max(180)).optional()),
  hiringCompany: z.preprocess(
    blankToUndefined,
    text().trim().max(HIRING_COMPANY_MAX_LENGTH, TIP_TEXTS.hiringCompanyTooLong).optional(),
  ),
  datePosted: z.preprocess(blankToUndefined, queryNumber.pipe(z.number().int().min(-1).max(3650)).optional()),
  EmployeeRange: z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? undefined : value.split(EMPLOYEE_RANGE_SEPARATOR)) : value),
    z.array(z.enum(COMPANY_SIZE_BUCKETS)).max(COMPANY_SIZE_BUCKETS.length).optional(),
  ),
  offset: queryNumber.pipe(z.number().int().min(0).max(100_000)).default(0),
  count: queryNumber.pipe(z.number().int().min(1).max(100)).default(DEFAULT_TIP_PAGE_SIZE),
});
export type TipSearchQuery = z.infer<typeof tipSearchQuerySchema>;
export type TipSearchQueryInput = z.input<typeof tipSearchQuerySchema>;

/** One row of the tips list (§2.5 columns). */
export const tipRowSchema = z.object({
  id: z.number().int(),
  /** ISO timestamp (TipDiscoveryDate). */
  discoveredAt: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  /** The caller opened this tip before (agencytipsviewed). */
  viewed: z.boolean(),
});
export type TipRow = z.infer<typeof tipRowSchema>;

/** §3 answer: `found` is the visible count; `overallTotal` the true one in a limited view (§6). */
export const tipSearchResponseSchema = z.object({
  found: z.number().int().nonnegative(),
  rows: z.array(tipRowSchema),
  overallTotal: z.number().int().nonnegative().optional(),
});
export type TipSearchResponse = z.infer<typeof tipSearchResponseSchema>;

/** GET /agencytips/{id}: the two tables of §2.5, the tip text and the company's contacts. */
export const tipDetailSchema = z.object({
  id: z.number().int(),
  discoveredAt: z.string(),
  additionalInformation: z.string().nullable(),
  /** Sanitised HTML (sanitise again before rendering). */
  jobTips: z.string().nullable(),
  /** The company's first lead's additional information (its careers page), or null (N/A). */
  careerPage: z.string().nullable(),
  viewed: z.boolean(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    url: z.string().nullable(),
    revenueUsd: z.number().nullable(),
    address: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    zip: z.string().nullable(),
    employeeRange: z.enum(COMPANY_SIZE_BUCKETS).nullable(),
  }),
  contacts: z.array(leadContactSchema.extend(contactOutreachFields)),
  contactTotal: z.number().int().nonnegative(),
});
export type TipDetail = z.infer<typeof tipDetailSchema>;

/** GET /agencytips/{id}: any text up to 40 characters; anything but a listed tip's id answers 404 (§8). */
export const tipIdParamsSchema = z.object({ id: text().max(40) });

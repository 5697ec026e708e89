/**
 * The Lead search query and its answer: GET /api/v1/leads (prospecting-core §3 'Lead search query',
 * §5 validation, §7 'Lead search', §9 limits). The same schema validates the filter form in the web
 * app and the query string on the server, so both answer a violation with the same message.
 */

import { z } from 'zod';
import { CRM_FILTER_VALUES, crmChipSchema } from './crm-records.ts';
import { isoDate } from './dates.ts';
import { COMPANY_SIZE_BUCKETS, EMPLOYMENT_TYPES, LEAD_TYPES, STATEWIDE_RADIUS } from './lead-data.ts';
import { text } from './text.ts';

/** §5 / §9 limits. */
export const KEYWORD_MAX_LENGTH = 600;
export const HIRING_COMPANY_MAX_LENGTH = 600;
export const MAX_LOCATIONS = 20;
export const SALARY_STEP = 10_000;
export const LEAD_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LEAD_PAGE_SIZE = 25;
/**
 * The result window: only the first 10,000 leads of a search can be paged to (offset + count ≤ 10,000), as
 * Elasticsearch's `index.max_result_window`. Deeper pages cost a walk past every earlier row (180–280 ms at offset
 * 30,000 on a million leads) and nobody reads them: a recruiter narrows the search instead. docs/decisions.md
 * 'The result window'.
 */
export const LEAD_RESULT_WINDOW = 10_000;

/** Whether a page ends inside the result window. */
export function checkResultWindow(paging: { offset: number; count: number }): boolean {
  return paging.offset + paging.count <= LEAD_RESULT_WINDOW;
}
/** Limited views (§6, ARCHITECTURE): without the full-count permission at most 25 rows are visible. */
export const LIMITED_VIEW_CAP = 25;
/** Pagination links of the lead list (§9). */
export const LEAD_PAGINATION_LINKS = 11;
/**
 * Order of a keyword search (docs/decisions.md 'Keyword relevance in tiers'): relevance is title matches,
 * then company matches, then the rest; newest is by posted date only. Searches without keywords are
 * always newest first.
 */
export const LEAD_SORTS = ['relevance', 'newest'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const LEAD_SORT_LABELS: Record<LeadSort, string> = { relevance: 'Relevance', newest: 'Newest' };
/** Date posted options in days; -1 is All (§9). */
export const DATE_POSTED_OPTIONS = [-1, 7, 14, 30, 90, 180, 360] as const;
/** Date shortcuts of the date range (§9): days back from today; 0 is Today, -1 is All, 365 'Last year'. */
export const DATE_SHORTCUTS = [-1, 0, 7, 14, 30, 90, 180, 365] as const;
/** Joins of the spec's wire format (§5). */
export const EMPLOYEE_RANGE_SEPARATOR = '*';
export const EMPLOYMENT_TYPE_SEPARATOR = ', ';
export const HIRING_COMPANY_JOINER = ' or ';

/** The spec's validation texts (§5), shown in the filter panel and answered by the API with 400. */
export const LEAD_SEARCH_MESSAGES = {
  keywordTooLong: 'Keyword filter cannot exceed 600 characters',
  hiringCompanyTooLong: 'Hiring company filter cannot exceed 600 characters',
  tooManyLocations: 'You can add up to 20 locations',
  noLocationPicked: 'Please search for location to add',
  savedSearchTooManyLocations: 'Only 20 locations can be saved. Remove extras to add new ones.',
  startAfterEnd: 'The start date cannot be later than the end date',
  beyondResultWindow: 'Only the first 10,000 leads of a search can be paged to. Narrow the search to see the others.',
  notANumber: 'Must be a number',
  noResults: 'You search criteria has produced no results',
  noFavorites: "You don't have any favorited leads",
  noFavoritesHint: 'Click the star next to a lead to add it to your favorites.',
  noViewed: "Welcome! You haven't viewed any leads yet.",
  goBackToLeads: 'Go back to the leads table',
} as const;

/** Query strings carry one value as a string and repeated ones as arrays. */
const asList = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : Array.isArray(value) ? value : [value];
/** Booleans arrive as 'true'/'false' in a query string. */
const queryBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);
const queryNumber = z.coerce.number({ error: LEAD_SEARCH_MESSAGES.notANumber }).finite();

export const leadLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Miles; -1 means the whole state/province (statewide). */
  radius: z
    .number()
    .int()
    .refine(
      (value) => value === STATEWIDE_RADIUS || (value > 0 && value <= 500),
      'Radius must be -1 or 1 to 500 miles',
    ),
  /** 'IL,US' style state + country of a statewide location. */
  stateShortCountryShortName: text().max(10).nullish(),
  /** The label the user picked ('Chicago, IL'). */
  location: text().max(200),
});
export type LeadLocation = z.infer<typeof leadLocationSchema>;

/**
 * The search filters (§3 'Lead search query'); every field optional. Empty strings and empty lists
 * mean "no filter" (§5 'Empty, null or empty-array filter values are dropped').
 */
export const leadFiltersSchema = z.object({
  keyWords: text().trim().max(KEYWORD_MAX_LENGTH, LEAD_SEARCH_MESSAGES.keywordTooLong).optional(),
  locations: z.array(leadLocationSchema).max(MAX_LOCATIONS, LEAD_SEARCH_MESSAGES.tooManyLocations).optional(),
  jobTitle: text().trim().max(300).optional(),
  /** Hiring company names; joined with ' or ' they stay within 600 characters. */
  company: z
    .array(text().trim().min(1).max(300))
    .max(50)
    .refine(
      (names) => names.join(HIRING_COMPANY_JOINER).length <= HIRING_COMPANY_MAX_LENGTH,
      LEAD_SEARCH_MESSAGES.hiringCompanyTooLong,
    )
    .optional(),
  companyIndustry: z.array(text().trim().min(1).max(200)).max(200).optional(),
  employeeRange: z.array(z.enum(COMPANY_SIZE_BUCKETS)).optional(),
  /** Job categories (the spec's `industries`), by name. */
  industries: z.array(text().trim().min(1).max(200)).max(200).optional(),
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).optional(),
  /** Yearly salary bounds in the posting's currency. */
  minSalary: z.number().min(0).max(10_000_000).optional(),
  maxSalary: z.number().min(0).max(10_000_000).optional(),
  /** Years. */
  minExperience: z.number().int().min(0).max(60).optional(),
  /** Days back from today; -1 or 0 is All. */
  datePosted: z.number().int().min(-1).max(3650).optional(),
  dateAfter: isoDate().optional(),
  dateBefore: isoDate().optional(),
  jobleadId: z.number().int().positive().optional(),
  /** Narrows the list to one company (§2.3 'Query companyId'). */
  companyId: z.number().int().positive().optional(),
  leadType: z.enum(LEAD_TYPES).optional(),
  favorite: z.boolean().optional(),
  viewed: z.boolean().optional(),
  unviewed: z.boolean().optional(),
  /** Most Leads: order by the company's lead count. */
  mostOpenings: z.boolean().optional(),
  /** Leads whose company is ('in') or is not ('out') in the organisation's CRM (issue #32 point 4). */
  crm: z.enum(CRM_FILTER_VALUES).optional(),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

export function checkDateRange(filters: { dateAfter?: string; dateBefore?: string }): boolean {
  return !filters.dateAfter || !filters.dateBefore || filters.dateAfter <= filters.dateBefore;
}

/** The filters plus paging, validated as one object (for the form and for tests). */
export const leadSearchSchema = leadFiltersSchema
  .extend({
    offset: z.number().int().min(0).max(LEAD_RESULT_WINDOW, LEAD_SEARCH_MESSAGES.beyondResultWindow).default(0),
    count: z.number().int().min(1).max(100).default(DEFAULT_LEAD_PAGE_SIZE),
  })
  .refine(checkDateRange, { message: LEAD_SEARCH_MESSAGES.startAfterEnd, path: ['dateAfter'] })
  .refine(checkResultWindow, { message: LEAD_SEARCH_MESSAGES.beyondResultWindow, path: ['offset'] });
export type LeadSearch = z.infer<typeof leadSearchSchema>;

/**
 * The query string of GET /api/v1/leads: the same fields in the spec's wire format (§5):
 * `employeeRange` one string joined by '*', `employmentType` joined by ', ', `locations` as JSON,
 * lists as repeated parameters, numbers and booleans as text.
 */
export const leadSearchQueryStringSchema = z
  .object({
    keyWords: leadFiltersSchema.shape.keyWords,
    locations: z
      .preprocess((value) => {
        if (typeof value !== 'string' || value === '') return value === '' ? undefined : value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      }, leadFiltersSchema.shape.locations)
      .optional(),
    jobTitle: leadFiltersSchema.shape.jobTitle,
    company: z.preprocess(asList, leadFiltersSchema.shape.company),
    companyIndustry: z.preprocess(asList, leadFiltersSchema.shape.companyIndustry),
    employeeRange: z.preprocess(
      (value) =>
        typeof value === 'string' ? (value === '' ? undefined : value.split(EMPLOYEE_RANGE_SEPARATOR)) : asList(value),
      leadFiltersSchema.shape.employeeRange,
    ),
    industries: z.preprocess(asList, leadFiltersSchema.shape.industries),
    employmentType: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value === '' || value === 'All'
            ? undefined
            : value.split(',').map((part) => part.trim())
          : asList(value),
      leadFiltersSchema.shape.employmentType,
    ),
    minSalary: queryNumber.pipe(leadFiltersSchema.shape.minSalary.unwrap()).optional(),
    maxSalary: queryNumber.pipe(leadFiltersSchema.shape.maxSalary.unwrap()).optional(),
    minExperience: queryNumber.pipe(leadFiltersSchema.shape.minExperience.unwrap()).optional(),
    datePosted: queryNumber.pipe(leadFiltersSchema.shape.datePosted.unwrap()).optional(),
    dateAfter: isoDate().optional(),
    dateBefore: isoDate().optional(),
    jobleadId: queryNumber.pipe(leadFiltersSchema.shape.jobleadId.unwrap()).optional(),
    companyId: queryNumber.pipe(leadFiltersSchema.shape.companyId.unwrap()).optional(),
    leadType: z.enum(LEAD_TYPES).optional(),
    favorite: queryBoolean.optional(),
    viewed: queryBoolean.optional(),
    unviewed: queryBoolean.optional(),
    mostOpenings: queryBoolean.optional(),
    crm: z.preprocess((value) => (value === '' ? undefined : value), z.enum(CRM_FILTER_VALUES).optional()),
    offset: queryNumber
      .pipe(z.number().int().min(0).max(LEAD_RESULT_WINDOW, LEAD_SEARCH_MESSAGES.beyondResultWindow))
      .default(0),
    count: queryNumber.pipe(z.number().int().min(1).max(100)).default(DEFAULT_LEAD_PAGE_SIZE),
    sort: z.enum(LEAD_SORTS).optional(),
    /** §3 getTotal: count exactly now (the follow-up of an answer with `totalPending`). */
    getTotal: queryBoolean.optional(),
    /** §3 prevTotal: the exact total the caller already holds for the same search (paging, re-sorting). */
    prevTotal: queryNumber.pipe(z.number().int().min(0)).optional(),
  })
  .refine(checkDateRange, { message: LEAD_SEARCH_MESSAGES.startAfterEnd, path: ['dateAfter'] })
  .refine(checkResultWindow, { message: LEAD_SEARCH_MESSAGES.beyondResultWindow, path: ['offset'] });
export type LeadSearchQueryString = z.input<typeof leadSearchQueryStringSchema>;

/** The fields of a lead that both the list row and the detail show (§3 'Lead'). */
export const leadCoreFields = {
  id: z.number().int(),
  leadType: z.enum(LEAD_TYPES),
  title: z.string(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** ISO timestamp of the posting (the spec's EndDate); null when the source gave none. */
  postedAt: z.string().nullable(),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
  /** Per hour, in the salary currency. */
  hourlyPayMin: z.number().nullable(),
  hourlyPayMax: z.number().nullable(),
  durationMonths: z.number().int().nullable(),
  /** Per year, in the salary currency. */
  minSalary: z.number().nullable(),
  maxSalary: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  minExperienceYears: z.number().int().nullable(),
  favorite: z.boolean(),
  viewed: z.boolean(),
};

/** One row of the leads table (§2.3 columns) — what the list shows, nothing more. */
export const leadHitSchema = z.object({
  ...leadCoreFields,
  /** Null for a posting whose company is unknown. */
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** The company's lead count of this lead's type (the 'Leads' column). */
  companyLeadCount: z.number().int(),
  /** The company's record in the organisation's CRM ('In your Bullhorn'), null when none (issue #32 point 4). */
  crm: crmChipSchema.nullable().optional(),
});
export type LeadHit = z.infer<typeof leadHitSchema>;

export const leadSearchResponseSchema = z.object({
  /**
   * Total the caller may see: the true total with the full-count permission, else at most 25. Null while
   * the exact total is still to be counted (`totalPending`).
   */
  found: z.number().int().nonnegative().nullable(),
  /**
   * True when counting exactly was too slow to wait for: ask the same search again with `getTotal=true`
   * for `found` (and `overallTotal`). The page of hits is complete either way.
   */
  totalPending: z.boolean().optional(),
  hits: z.array(leadHitSchema),
  /** True total for limited views (§2.3 'x / total overall'); absent for full views and Open Web users. */
  overallTotal: z.number().int().nonnegative().optional(),
  /** The company of a `companyId` search, for 'Current Company: …' even when it has no lead. */
  company: z.object({ id: z.number().int(), name: z.string() }).optional(),
});
export type LeadSearchResponse = z.infer<typeof leadSearchResponseSchema>;

/** GET /api/v1/company/search/{text} (§7, §5: at least 2 characters). */
export const COMPANY_AUTOCOMPLETE_MIN_LENGTH = 2;
export const COMPANY_AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const companySearchParamsSchema = z.object({
  text: text().trim().min(COMPANY_AUTOCOMPLETE_MIN_LENGTH).max(100),
});
export const companySuggestionSchema = z.object({ companyId: z.number().int(), companyName: z.string() });
export const companySuggestionsSchema = z.object({ companies: z.array(companySuggestionSchema) });
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;

/** GET /api/v1/filters/industry: company industries and job categories for the filter panel. */
export const filterOptionsSchema = z.object({
  industries: z.array(z.string()),
  jobCategories: z.array(z.string()),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

/** POST /api/v1/favoriteslist?jobLeadId= adds a favorite; PUT or DELETE removes it (§7, §4). */
export const favoriteQuerySchema = z.object({ jobLeadId: z.coerce.number().int().positive() });
export const favoriteResponseSchema = z.object({ jobLeadId: z.number().int(), favorite: z.boolean() });

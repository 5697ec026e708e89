import {
  COMPANY_SIZE_BUCKETS,
  type CompanySizeBucket,
  CRM_FILTER_VALUES,
  type CrmFilter,
  DEFAULT_LEAD_PAGE_SIZE,
  EMPLOYEE_RANGE_SEPARATOR,
  EMPLOYMENT_TYPE_SEPARATOR,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  HIRING_COMPANY_JOINER,
  HIRING_COMPANY_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  LEAD_SEARCH_MESSAGES,
  type LeadLocation,
  type LeadSort,
  type LeadType,
  leadLocationSchema,
  leadSearchQueryStringSchema,
  MAX_LOCATIONS,
} from '@agencyscout/contracts';
import { z } from 'zod';

/**
 * The lead search query as the filter panel edits it (prospecting-core §3 'Lead search query', §2.3 fields).
 * Numeric fields are kept as typed text so that a half-typed value can be shown and validated (§5).
 */
export interface LeadQuery {
  keyWords: string;
  locations: LeadLocation[];
  jobTitle: string;
  /** Hiring company names (joined with ' or ' at most 600 characters, §5). */
  company: string[];
  companyIndustry: string[];
  employeeRange: CompanySizeBucket[];
  /** Job categories (the spec's `industries`). */
  industries: string[];
  /** Empty means 'All'. */
  employmentType: EmploymentType[];
  minSalary: string;
  maxSalary: string;
  minExperience: string;
  /** Days back; -1 is All. */
  datePosted: number;
  /** YYYY-MM-DD or ''. */
  dateAfter: string;
  dateBefore: string;
  jobleadId: string;
  /** In ('in') or not in ('out') the organisation's CRM; '' is Any (issue #32 point 4). */
  crm: '' | CrmFilter;
}

/** The defaults of Clear Search Terms (§4): empty Locations list, date posted All. */
export const DEFAULT_LEAD_QUERY: LeadQuery = {
  keyWords: '',
  locations: [],
  jobTitle: '',
  company: [],
  companyIndustry: [],
  employeeRange: [],
  industries: [],
  employmentType: [],
  minSalary: '',
  maxSalary: '',
  minExperience: '',
  datePosted: -1,
  dateAfter: '',
  dateBefore: '',
  jobleadId: '',
  crm: '',
};

/** The header switches (§2.3, §3 cookie leadFilter). */
export interface LeadToggles {
  favorite: boolean;
  viewed: boolean;
  unviewed: boolean;
  mostOpenings: boolean;
}
export type LeadToggleName = keyof LeadToggles;

export const DEFAULT_LEAD_TOGGLES: LeadToggles = {
  favorite: false,
  viewed: false,
  unviewed: false,
  mostOpenings: false,
};

/**
 * Flips one switch. Viewed and Unviewed are one exclusive group where neither may be on (§2.3): turning one on
 * turns the other off. Favorites and Most Leads are independent.
 */
export function flipToggle(toggles: LeadToggles, name: LeadToggleName): LeadToggles {
  const next = { ...toggles, [name]: !toggles[name] };
  if (name === 'viewed' && next.viewed) next.unviewed = false;
  if (name === 'unviewed' && next.unviewed) next.viewed = false;
  return next;
}

/** Everything one GET /api/v1/leads request depends on. */
export interface LeadSearchRequest {
  query: LeadQuery;
  toggles: LeadToggles;
  leadType: LeadType;
  /** §2.3 'Query companyId narrows the list to one company'. */
  companyId?: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Order of a keyword search; sent only when it is not the default (relevance). */
  sort?: LeadSort;
}

/** The query string of GET /api/v1/leads (contracts `leadSearchQueryStringSchema`). */
export type LeadSearchParams = Record<string, string | number | boolean | string[]>;

/** A number for a typed numeric field; '' is undefined; text that is not a number stays text (the API answers 400). */
function numericParam(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

const nonEmpty = (values: readonly string[]) => values.map((value) => value.trim()).filter((value) => value !== '');

/** Locations in the wire format: a JSON list of {latitude, longitude, radius, stateShortCountryShortName?, location}. */
function locationsParam(locations: readonly LeadLocation[]): string {
  return JSON.stringify(
    locations.map(({ latitude, longitude, radius, stateShortCountryShortName, location }) => ({
      latitude,
      longitude,
      radius,
      ...(stateShortCountryShortName ? { stateShortCountryShortName } : {}),
      location,
    })),
  );
}

/** The filter fields of a query, in wire format, without empty values (§5). */
function filterParams(query: LeadQuery): Record<string, string | number | string[] | undefined> {
  const companies = nonEmpty(query.company);
  const industries = nonEmpty(query.companyIndustry);
  const categories = nonEmpty(query.industries);
  return {
    keyWords: query.keyWords.trim() || undefined,
    locations: query.locations.length > 0 ? locationsParam(query.locations) : undefined,
    jobTitle: query.jobTitle.trim() || undefined,
    company: companies.length > 0 ? companies : undefined,
    companyIndustry: industries.length > 0 ? industries : undefined,
    employeeRange: query.employeeRange.length > 0 ? query.employeeRange.join(EMPLOYEE_RANGE_SEPARATOR) : undefined,
    industries: categories.length > 0 ? categories : undefined,
    employmentType: query.employmentType.length > 0 ? query.employmentType.join(EMPLOYMENT_TYPE_SEPARATOR) : undefined,
    minSalary: numericParam(query.minSalary),
    maxSalary: numericParam(query.maxSalary),
    minExperience: numericParam(query.minExperience),
    datePosted: query.datePosted > 0 ? query.datePosted : undefined,
    dateAfter: query.dateAfter || undefined,
    dateBefore: query.dateBefore || undefined,
    jobleadId: numericParam(query.jobleadId),
    crm: query.crm || undefined,
  };
}

/**
 * Builds the query string of a lead search (§5): empty, null and empty-array values are dropped; `employeeRange`
 * is one string joined by '*'; `employmentType` is joined by ', '; `locations` is JSON; lists repeat; date posted
 * All (-1) and switches that are off are left out (they mean "no filter"); offset and count come from the page.
 */
export function buildLeadSearchParams(request: LeadSearchRequest): LeadSearchParams {
  const params: LeadSearchParams = {};
  const filters = request.companyId === undefined ? filterParams(request.query) : {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) params[name] = value;
  }
  if (request.companyId !== undefined) params.companyId = request.companyId;
  params.leadType = request.leadType;
  for (const [name, on] of Object.entries(request.toggles)) {
    if (on) params[name] = true;
  }
  params.offset = (Math.max(1, request.page) - 1) * request.pageSize;
  params.count = request.pageSize;
  if (request.sort === 'newest' && params.keyWords !== undefined) params.sort = request.sort;
  return params;
}

export type LeadQueryErrors = Partial<Record<keyof LeadQuery, string>>;

/** Joined hiring-company length (§5: joined with ' or '). */
export function hiringCompanyLength(names: readonly string[]): number {
  return names.join(HIRING_COMPANY_JOINER).length;
}

export function isHiringCompanyTooLong(names: readonly string[]): boolean {
  return hiringCompanyLength(names) > HIRING_COMPANY_MAX_LENGTH;
}

const NUMERIC_FIELDS = ['minSalary', 'maxSalary', 'minExperience', 'jobleadId'] as const;

/** The spec's own checks (§5), with the spec's texts. */
function specErrors(query: LeadQuery): LeadQueryErrors {
  const errors: LeadQueryErrors = {};
  if (query.keyWords.trim().length > KEYWORD_MAX_LENGTH) errors.keyWords = LEAD_SEARCH_MESSAGES.keywordTooLong;
  if (isHiringCompanyTooLong(query.company)) errors.company = LEAD_SEARCH_MESSAGES.hiringCompanyTooLong;
  if (query.locations.length > MAX_LOCATIONS) errors.locations = LEAD_SEARCH_MESSAGES.tooManyLocations;
  for (const field of NUMERIC_FIELDS) {
    if (typeof numericParam(query[field]) === 'string') errors[field] = LEAD_SEARCH_MESSAGES.notANumber;
  }
  if (query.dateAfter && query.dateBefore && query.dateAfter > query.dateBefore) {
    errors.dateAfter = LEAD_SEARCH_MESSAGES.startAfterEnd;
  }
  return errors;
}

/**
 * Validation of the filter panel (§5). The spec's checks come first; the API's own schema (contracts
 * `leadSearchQueryStringSchema`) then catches the remaining bounds (for example experience over 60 years),
 * so the panel refuses exactly what the server would answer with 400.
 * @returns one message per field; empty when the query can be searched.
 */
export function validateLeadQuery(query: LeadQuery): LeadQueryErrors {
  const errors = specErrors(query);
  const params = buildLeadSearchParams({
    query,
    toggles: DEFAULT_LEAD_TOGGLES,
    leadType: 'Agency',
    page: 1,
    pageSize: DEFAULT_LEAD_PAGE_SIZE,
  });
  const result = leadSearchQueryStringSchema.safeParse(params);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in DEFAULT_LEAD_QUERY && !errors[field as keyof LeadQuery]) {
      errors[field as keyof LeadQuery] = issue.message;
    }
  }
  return errors;
}

export function hasErrors(errors: LeadQueryErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The stored form of a query (cookie leadsQuery): tolerant of old or foreign values, which fall back to defaults. */
const storedQuerySchema = z.object({
  keyWords: z.string().catch(''),
  locations: z.array(leadLocationSchema).catch([]),
  jobTitle: z.string().catch(''),
  company: z.array(z.string()).catch([]),
  companyIndustry: z.array(z.string()).catch([]),
  employeeRange: z.array(z.enum(COMPANY_SIZE_BUCKETS)).catch([]),
  industries: z.array(z.string()).catch([]),
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).catch([]),
  minSalary: z.string().catch(''),
  maxSalary: z.string().catch(''),
  minExperience: z.string().catch(''),
  datePosted: z.number().int().catch(-1),
  dateAfter: z.string().catch(''),
  dateBefore: z.string().catch(''),
  jobleadId: z.string().catch(''),
  crm: z.enum(['', ...CRM_FILTER_VALUES]).catch(''),
});

/** A query read from storage, completed with defaults; undefined when `value` is not an object. */
export function parseStoredQuery(value: unknown): LeadQuery | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const withDefaults = { ...DEFAULT_LEAD_QUERY, ...(value as object) };
  const result = storedQuerySchema.safeParse(withDefaults);
  return result.success ? result.data : undefined;
}

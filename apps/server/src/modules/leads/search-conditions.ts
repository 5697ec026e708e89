/**
 * SQL conditions of the lead search (prospecting-core §2.3, §3 'Lead search query', §4 'Location').
 * Filters are AND-ed; locations are OR-ed, each a radius in miles around a point (GiST on
 * ll_to_earth) or a whole state/province. Conditions come in three groups so the repository can
 * count cheaply: on the lead row (`l`), on the company row (`c`), and the company ids a search is
 * restricted to.
 */
import { type LeadFilters, type LeadLocation, type LeadType, STATEWIDE_RADIUS } from '@agencyscout/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { crmMatchCondition } from '../crm-records/public.ts';
import { type CoordinateColumns, METERS_PER_MILE, withinMeters, withinMetersOfIndexedPoint } from './distance.ts';
import { type GeoBox, geoBoxAround, geoCellsOfBox, geoKeysOf, LEAD_GEO_KEY } from './geo-cells.ts';

const DAY_MS = 86_400_000;

/** The filters of one search, with hiring-company names already resolved to ids. */
export interface SearchFilters extends Omit<LeadFilters, 'company'> {
  leadType: LeadType;
  /** Ids of the hiring companies asked for by name; an empty list matches nothing. */
  companyIds?: number[];
  /** The caller's organisation, whose CRM records the `crm` filter reads (without it, `crm` is not applied). */
  crmOrgId?: string;
}

/** What conditions need besides the filters: the caller (favorites, views), the clock and the keyword query. */
export interface SearchContext {
  userId: string;
  now: Date;
  keywordQuery: Expression<unknown> | null;
}

/**
 * Open leads only (issue #28): a lead closes when its posting is gone from every source that listed it. Closed
 * leads leave searches, totals and alerts, and stay reachable by id (lead detail says 'closed on').
 */
export const OPEN_LEAD = sql<SqlBool>`l.closed_at IS NULL`;

/** The conditions AND-ed (`true` for none). */
export function and(conditions: Expression<SqlBool>[]): RawBuilder<unknown> {
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/** The tsquery of the keywords (web search syntax: quotes, OR, -exclusion), or null without keywords. */
export function keywordQuery(filters: SearchFilters) {
  return filters.keyWords ? sql`websearch_to_tsquery('english', ${filters.keyWords})` : null;
}

/** The company's lead counter of this lead type. */
export function counterColumn(leadType: LeadType) {
  return leadType === 'Agency' ? sql.ref('c.agency_lead_count') : sql.ref('c.openweb_lead_count');
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A whole state or province (`stateShortCountryShortName` 'IL,US'), or nothing when it names neither. */
function statewideCondition(location: LeadLocation): Expression<SqlBool> {
  const [state, country] = (location.stateShortCountryShortName ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase());
  if (state && country) return sql<SqlBool>`(l.state = ${state} AND l.country = ${country})`;
  if (state) return sql<SqlBool>`l.state = ${state}`;
  if (country) return sql<SqlBool>`l.country = ${country}`;
  return sql<SqlBool>`false`;
}

const LEAD_COORDINATES: CoordinateColumns = { latitude: 'l.latitude', longitude: 'l.longitude' };

function withinDistance(location: LeadLocation): Expression<SqlBool> {
  return withinMeters(location, LEAD_COORDINATES, location.radius * METERS_PER_MILE);
}

/** The distance check behind a box test: two comparisons rule out the leads of the other places cheaply. */
function withinBoxAndDistance(location: LeadLocation, box: GeoBox): Expression<SqlBool> {
  return sql<SqlBool>`(l.latitude BETWEEN ${box.south}::float8 AND ${box.north}::float8
    AND l.longitude BETWEEN ${box.west}::float8 AND ${box.east}::float8 AND ${withinDistance(location)})`;
}

/**
 * The locations OR-ed (§4 'Location'). Circles are found through the geo cells they touch (geo-cells.ts), all
 * in one index lookup of the lead type's keys, then checked by exact distance behind a box test (computing
 * `ll_to_earth` for every place on every candidate cost 10 µs a lead with four places); a circle too large for
 * cells uses the GiST box of `ll_to_earth`; a statewide location compares state and country.
 */
function locationsCondition(locations: readonly LeadLocation[], leadType: LeadType): Expression<SqlBool> {
  const alternatives: Expression<SqlBool>[] = [];
  const cells = new Set<number>();
  const inCells: Expression<SqlBool>[] = [];
  for (const location of locations) {
    if (location.radius === STATEWIDE_RADIUS) {
      alternatives.push(statewideCondition(location));
      continue;
    }
    const meters = location.radius * METERS_PER_MILE;
    const box = geoBoxAround(location.latitude, location.longitude, meters);
    const covering = box && geoCellsOfBox(box);
    if (box && covering) {
      for (const cell of covering) cells.add(cell);
      inCells.push(withinBoxAndDistance(location, box));
    } else {
      alternatives.push(withinMetersOfIndexedPoint(location, LEAD_COORDINATES, meters));
    }
  }
  if (inCells.length) {
    const keys = geoKeysOf(
      [...cells].sort((first, second) => first - second),
      leadType,
    );
    alternatives.unshift(
      sql<SqlBool>`(${LEAD_GEO_KEY} = ANY(${keys}::integer[]) AND (${sql.join(inCells, sql` OR `)}))`,
    );
  }
  return sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`;
}

/** Posted-date window: `datePosted` days back, and/or the inclusive date range (UTC days). */
function dateConditions(filters: SearchFilters, now: Date): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.datePosted && filters.datePosted > 0) {
    conditions.push(sql<SqlBool>`l.posted_at >= ${new Date(now.getTime() - filters.datePosted * DAY_MS)}`);
  }
  if (filters.dateAfter) conditions.push(sql<SqlBool>`l.posted_at >= ${new Date(`${filters.dateAfter}T00:00:00Z`)}`);
  if (filters.dateBefore) {
    conditions.push(sql<SqlBool>`l.posted_at < ${new Date(Date.parse(`${filters.dateBefore}T00:00:00Z`) + DAY_MS)}`);
  }
  return conditions;
}

/**
 * Pay, experience and job-side filters. `narrowed`: keywords or locations already select few leads through
 * their indexes, so the employment types are checked on those rows only — their GIN index holds 370k leads for
 * 'Contract' on the 1M set, and ANDing that bitmap cost 53 ms (docs/decisions.md 'Radius search through geo
 * cells'); the CASE form keeps the planner from using it.
 */
function jobConditions(filters: SearchFilters, narrowed: boolean): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.jobTitle) conditions.push(sql<SqlBool>`l.title ILIKE ${containsPattern(filters.jobTitle)}`);
  if (filters.industries?.length) {
    conditions.push(
      sql<SqlBool>`l.job_category_ids && ARRAY(SELECT id FROM job_categories WHERE name = ANY(${filters.industries}::text[]))`,
    );
  }
  if (filters.employmentType?.length) {
    const overlaps = sql<SqlBool>`l.employment_types && ${filters.employmentType}::text[]`;
    conditions.push(narrowed ? sql<SqlBool>`CASE WHEN ${overlaps} THEN true ELSE false END` : overlaps);
  }
  // A posting qualifies when its yearly range reaches into the asked range.
  if (filters.minSalary !== undefined) {
    conditions.push(sql<SqlBool>`coalesce(l.max_salary, l.min_salary) >= ${filters.minSalary}`);
  }
  if (filters.maxSalary !== undefined) {
    conditions.push(sql<SqlBool>`coalesce(l.min_salary, l.max_salary) <= ${filters.maxSalary}`);
  }
  if (filters.minExperience !== undefined && filters.minExperience > 0) {
    conditions.push(sql<SqlBool>`l.min_experience_years >= ${filters.minExperience}`);
  }
  if (filters.jobleadId) conditions.push(sql<SqlBool>`l.id = ${filters.jobleadId}`);
  return conditions;
}

/** The caller's own favorites and views (tenant rule: by user id). */
function personalConditions(filters: SearchFilters, userId: string): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.favorite) {
    conditions.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM lead_favorites f WHERE f.user_id = ${userId} AND f.lead_id = l.id)`,
    );
  }
  if (filters.viewed) {
    conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM lead_views v WHERE v.user_id = ${userId} AND v.lead_id = l.id)`);
  } else if (filters.unviewed) {
    conditions.push(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM lead_views v WHERE v.user_id = ${userId} AND v.lead_id = l.id)`,
    );
  }
  return conditions;
}

/**
 * Conditions on the lead row beyond its type: keywords, locations, dates, job fields, favorites and
 * views. When there are none, the company lead counters give the total (repository `countLeads`).
 */
export function leadRowConditions(filters: SearchFilters, context: SearchContext): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (context.keywordQuery) conditions.push(sql<SqlBool>`l.search_vector @@ ${context.keywordQuery}`);
  if (filters.locations?.length) {
    conditions.push(locationsCondition(filters.locations, filters.leadType));
  }
  return [
    ...conditions,
    ...dateConditions(filters, context.now),
    ...jobConditions(filters, Boolean(filters.keyWords || filters.locations?.length)),
    ...personalConditions(filters, context.userId),
  ];
}

/** Conditions on the company row `c`: industry and size. */
export function companyRowConditions(filters: SearchFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.companyIndustry?.length) {
    conditions.push(
      sql<SqlBool>`c.industry_id IN (SELECT id FROM industries WHERE name = ANY(${filters.companyIndustry}::text[]))`,
    );
  }
  if (filters.employeeRange?.length) {
    conditions.push(sql<SqlBool>`c.employee_range = ANY(${filters.employeeRange}::text[])`);
  }
  return conditions;
}

/**
 * Restriction to hiring companies (by name, resolved), to one company (`companyId`), and to companies in or not
 * in the organisation's CRM (`crm`, an EXISTS on crm_companies_matched), on `column`.
 */
export function companyIdConditions(filters: SearchFilters, column: 'l.company_id' | 'c.id'): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.companyIds) conditions.push(sql<SqlBool>`${sql.ref(column)} = ANY(${filters.companyIds}::bigint[])`);
  if (filters.companyId) conditions.push(sql<SqlBool>`${sql.ref(column)} = ${filters.companyId}`);
  if (filters.crm && filters.crmOrgId)
    conditions.push(crmMatchCondition(filters.crmOrgId, filters.crm, sql.ref(column)));
  return conditions;
}

/** True when a search restricts the company at all (then leads without a company cannot match). */
export function restrictsCompany(filters: SearchFilters): boolean {
  const inCrm = filters.crm === 'in' && Boolean(filters.crmOrgId);
  return Boolean(filters.companyIds || filters.companyId || inCrm || companyRowConditions(filters).length);
}

/**
 * Every condition of the search on the `leads l LEFT JOIN companies c` rows. Leads of companies no
 * longer in business are left out; leads without a company stay unless a company filter is used.
 */
export function searchConditions(filters: SearchFilters, context: SearchContext): Expression<SqlBool>[] {
  return [
    // A literal (a validated enum), so the planner picks the lead type's partial indexes.
    sql<SqlBool>`l.lead_type = ${sql.lit(filters.leadType)}`,
    OPEN_LEAD,
    // Few companies are out of business: a hashed anti-join on their partial index.
    sql<SqlBool>`(l.company_id IS NULL OR l.company_id NOT IN (SELECT id FROM companies WHERE status = 0))`,
    ...leadRowConditions(filters, context),
    ...companyIdConditions(filters, 'l.company_id'),
    ...companyRowConditions(filters),
  ];
}

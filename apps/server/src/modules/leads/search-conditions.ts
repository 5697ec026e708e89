/**
 * SQL conditions of the lead search (prospecting-core §2.3, §3 'Lead search query', §4 'Location').
 * Filters are AND-ed; locations are OR-ed, each a radius in miles around a point (GiST on
 * ll_to_earth) or a whole state/province. Company names, industries and job categories are resolved
 * to ids in sub-selects so the lead indexes do the work.
 */
import { type LeadFilters, type LeadLocation, STATEWIDE_RADIUS } from '@agencyscout/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';

const METERS_PER_MILE = 1609.344;
const DAY_MS = 86_400_000;

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function locationCondition(location: LeadLocation): Expression<SqlBool> {
  if (location.radius === STATEWIDE_RADIUS) {
    const [state, country] = (location.stateShortCountryShortName ?? '')
      .split(',')
      .map((part) => part.trim().toUpperCase());
    if (state && country) return sql<SqlBool>`(l.state = ${state} AND l.country = ${country})`;
    if (state) return sql<SqlBool>`l.state = ${state}`;
    if (country) return sql<SqlBool>`l.country = ${country}`;
    return sql<SqlBool>`false`;
  }
  const meters = location.radius * METERS_PER_MILE;
  const center = sql`ll_to_earth(${location.latitude}::float8, ${location.longitude}::float8)`;
  return sql<SqlBool>`(earth_box(${center}, ${meters}::float8) @> ll_to_earth(l.latitude, l.longitude)
    AND earth_distance(${center}, ll_to_earth(l.latitude, l.longitude)) <= ${meters}::float8)`;
}

/** Posted-date window: `datePosted` days back, and/or the inclusive date range (UTC days). */
function dateConditions(filters: LeadFilters, now: Date): Expression<SqlBool>[] {
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

/** Filters that read the company row (`c`); the search joins companies only when one is used. */
export function needsCompanyJoin(filters: LeadFilters): boolean {
  return Boolean(filters.companyIndustry?.length || filters.employeeRange?.length || filters.mostOpenings);
}

/** Company-side filters: hiring companies, industries, sizes. */
function companyConditions(filters: LeadFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.company?.length) {
    const names = filters.company.map((name) => name.toLowerCase());
    conditions.push(sql<SqlBool>`l.company_id IN (SELECT id FROM companies WHERE lower(name) = ANY(${names}::text[]))`);
  }
  if (filters.companyIndustry?.length) {
    conditions.push(
      sql<SqlBool>`c.industry_id IN (SELECT id FROM industries WHERE name = ANY(${filters.companyIndustry}::text[]))`,
    );
  }
  if (filters.employeeRange?.length)
    conditions.push(sql<SqlBool>`c.employee_range = ANY(${filters.employeeRange}::text[])`);
  if (filters.companyId) conditions.push(sql<SqlBool>`l.company_id = ${filters.companyId}`);
  return conditions;
}

/** Pay, experience and job-side filters. */
function jobConditions(filters: LeadFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.jobTitle) conditions.push(sql<SqlBool>`l.title ILIKE ${containsPattern(filters.jobTitle)}`);
  if (filters.industries?.length) {
    conditions.push(
      sql<SqlBool>`l.job_category_ids && ARRAY(SELECT id FROM job_categories WHERE name = ANY(${filters.industries}::text[]))`,
    );
  }
  if (filters.employmentType?.length)
    conditions.push(sql<SqlBool>`l.employment_types && ${filters.employmentType}::text[]`);
  // A posting qualifies when its yearly range reaches into the asked range.
  if (filters.minSalary !== undefined)
    conditions.push(sql<SqlBool>`coalesce(l.max_salary, l.min_salary) >= ${filters.minSalary}`);
  if (filters.maxSalary !== undefined)
    conditions.push(sql<SqlBool>`coalesce(l.min_salary, l.max_salary) <= ${filters.maxSalary}`);
  if (filters.minExperience !== undefined && filters.minExperience > 0) {
    conditions.push(sql<SqlBool>`l.min_experience_years >= ${filters.minExperience}`);
  }
  if (filters.jobleadId) conditions.push(sql<SqlBool>`l.id = ${filters.jobleadId}`);
  return conditions;
}

/** The caller's own favorites and views (tenant rule: by user id). */
function personalConditions(filters: LeadFilters, userId: string): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.favorite) {
    conditions.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM lead_favorites f WHERE f.user_id = ${userId} AND f.lead_id = l.id)`,
    );
  }
  if (filters.viewed)
    conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM lead_views v WHERE v.user_id = ${userId} AND v.lead_id = l.id)`);
  else if (filters.unviewed) {
    conditions.push(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM lead_views v WHERE v.user_id = ${userId} AND v.lead_id = l.id)`,
    );
  }
  return conditions;
}

/**
 * Every condition of a search, leads of companies no longer in business left out.
 * `keywordQuery` is the parsed websearch tsquery expression, when there are keywords.
 */
export function searchConditions(
  filters: LeadFilters & { leadType: NonNullable<LeadFilters['leadType']> },
  context: { userId: string; now: Date; keywordQuery: Expression<unknown> | null },
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`l.lead_type = ${filters.leadType}`,
    // Few companies are out of business: a hashed anti-join keeps counts off the companies table.
    sql<SqlBool>`l.company_id NOT IN (SELECT id FROM companies WHERE status = 0)`,
  ];
  if (context.keywordQuery) conditions.push(sql<SqlBool>`l.search_vector @@ ${context.keywordQuery}`);
  if (filters.locations?.length) {
    conditions.push(sql<SqlBool>`(${sql.join(filters.locations.map(locationCondition), sql` OR `)})`);
  }
  return [
    ...conditions,
    ...dateConditions(filters, context.now),
    ...companyConditions(filters),
    ...jobConditions(filters),
    ...personalConditions(filters, context.userId),
  ];
}

/**
 * SQL of the lead search: one page of hits and the exact total for the same conditions
 * (docs/performance.md explains each path).
 * Ordering (§2.3): relevance then recency with keywords, newest first without; Most Leads orders by
 * the company's lead count of the searched type (companies without one are not ranked).
 */
import type { LeadType } from '@agencyscout/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import {
  companyIdConditions,
  companyRowConditions,
  leadRowConditions,
  restrictsCompany,
  type SearchFilters,
  searchConditions,
} from './search-conditions.ts';

export interface LeadSearchRow {
  id: number;
  leadType: LeadType;
  title: string;
  companyId: number | null;
  companyName: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postedAt: Date | null;
  employmentTypes: string[];
  hourlyPayMin: number | null;
  hourlyPayMax: number | null;
  durationMonths: number | null;
  minSalary: number | null;
  maxSalary: number | null;
  salaryCurrency: string | null;
  minExperienceYears: number | null;
  companyLeadCount: number | null;
  favorite: boolean;
  viewed: boolean;
}

export interface LeadSearchPlan {
  filters: SearchFilters;
  userId: string;
  now: Date;
  offset: number;
  limit: number;
}

const LEAD_COLUMNS = sql`l.id, l.lead_type, l.title, l.company_id, l.company_name, l.location, l.city, l.state,
  l.country, l.posted_at, l.employment_types, l.hourly_pay_min, l.hourly_pay_max, l.duration_months, l.min_salary,
  l.max_salary, l.salary_currency, l.min_experience_years`;
const RECENCY = sql`l.posted_at DESC NULLS LAST, l.id DESC`;

function and(conditions: Expression<SqlBool>[]): RawBuilder<unknown> {
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

function keywordQuery(filters: SearchFilters) {
  return filters.keyWords ? sql`websearch_to_tsquery('english', ${filters.keyWords})` : null;
}

function counterColumn(leadType: LeadType) {
  return leadType === 'Agency' ? sql.ref('c.agency_lead_count') : sql.ref('c.openweb_lead_count');
}

/** Adds the caller's favorite and viewed flags to the rows of one page only, after its LIMIT. */
function withPersonalFlags(page: RawBuilder<unknown>, userId: string) {
  return sql<LeadSearchRow>`
    SELECT page.*,
      EXISTS (SELECT 1 FROM lead_favorites f WHERE f.user_id = ${userId} AND f.lead_id = page.id) AS favorite,
      EXISTS (SELECT 1 FROM lead_views v WHERE v.user_id = ${userId} AND v.lead_id = page.id) AS viewed
    FROM (${page}) page`;
}

/**
 * Most Leads: walk the active companies in counter order (partial index) and take each one's newest
 * matching leads, so the page never sorts the whole result.
 */
function mostLeadsPage(plan: LeadSearchPlan, query: RawBuilder<unknown> | null) {
  const { filters } = plan;
  const counter = counterColumn(filters.leadType);
  const leadConditions = [
    sql<SqlBool>`l.company_id = c.id`,
    sql<SqlBool>`l.lead_type = ${filters.leadType}`,
    ...leadRowConditions(filters, { userId: plan.userId, now: plan.now, keywordQuery: query }),
  ];
  const companyConditions = [
    sql<SqlBool>`c.status = 1`,
    ...companyRowConditions(filters),
    ...companyIdConditions(filters, 'c.id'),
  ];
  return withPersonalFlags(
    sql`
      SELECT ${LEAD_COLUMNS}, ${counter} AS company_lead_count
      FROM companies c
      CROSS JOIN LATERAL (
        SELECT l.* FROM leads l WHERE ${and(leadConditions)} ORDER BY ${RECENCY} LIMIT ${plan.offset + plan.limit}
      ) l
      WHERE ${and(companyConditions)} AND ${counter} > 0
      ORDER BY ${counter} DESC, c.id, ${RECENCY}
      LIMIT ${plan.limit} OFFSET ${plan.offset}`,
    plan.userId,
  );
}

/** One page of hits with the caller's favorite and viewed flags. */
export async function findLeadPage(db: Db, plan: LeadSearchPlan): Promise<LeadSearchRow[]> {
  const query = keywordQuery(plan.filters);
  if (plan.filters.mostOpenings) return (await mostLeadsPage(plan, query).execute(db)).rows;
  const conditions = searchConditions(plan.filters, { userId: plan.userId, now: plan.now, keywordQuery: query });
  const order = query ? sql`ts_rank_cd(l.search_vector, ${query}) DESC, ${RECENCY}` : RECENCY;
  const page = sql`
    SELECT ${LEAD_COLUMNS}, ${counterColumn(plan.filters.leadType)} AS company_lead_count
    FROM leads l LEFT JOIN companies c ON c.id = l.company_id
    WHERE ${and(conditions)}
    ORDER BY ${order}
    LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  return (await withPersonalFlags(page, plan.userId).execute(db)).rows;
}

/**
 * Exact number of leads matching the plan. Without lead-level filters the companies' counters
 * (kept exact by trigger, migration 0004) give it without touching the leads.
 */
export async function countLeads(db: Db, plan: Omit<LeadSearchPlan, 'offset' | 'limit'>): Promise<number> {
  const { filters } = plan;
  const query = keywordQuery(filters);
  const context = { userId: plan.userId, now: plan.now, keywordQuery: query };
  if (leadRowConditions(filters, context).length === 0) {
    const companyConditions = [
      sql<SqlBool>`c.status = 1`,
      ...companyRowConditions(filters),
      ...companyIdConditions(filters, 'c.id'),
    ];
    const withoutCompany =
      restrictsCompany(filters) || filters.mostOpenings
        ? sql`0`
        : sql`(SELECT count(*) FROM leads l WHERE l.company_id IS NULL AND l.lead_type = ${filters.leadType})`;
    const result = await sql<{ total: number }>`
      SELECT coalesce(sum(${counterColumn(filters.leadType)}), 0) + ${withoutCompany} AS total
      FROM companies c WHERE ${and(companyConditions)}`.execute(db);
    return Number(result.rows[0]?.total ?? 0);
  }
  const conditions = searchConditions(filters, context);
  if (filters.mostOpenings) conditions.push(sql<SqlBool>`l.company_id IS NOT NULL`);
  const join = companyRowConditions(filters).length ? sql`JOIN companies c ON c.id = l.company_id` : sql``;
  const result = await sql<{
    total: number;
  }>`SELECT count(*) AS total FROM leads l ${join} WHERE ${and(conditions)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** Ids of the companies with these names (case-insensitive). */
export async function resolveCompanyIds(db: Db, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const lowered = names.map((name) => name.toLowerCase());
  const result = await sql<{
    id: number;
  }>`SELECT id FROM companies WHERE lower(name) = ANY(${lowered}::text[])`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

export async function findCompanyName(db: Db, companyId: number): Promise<string | undefined> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name;
}

/** Company industries and job categories offered by the filter panel, alphabetically. */
export async function listFilterOptions(db: Db): Promise<{ industries: string[]; jobCategories: string[] }> {
  const [industries, jobCategories] = await Promise.all([
    db.selectFrom('industries').select('name').orderBy('name').execute(),
    db.selectFrom('jobCategories').select('name').orderBy('name').execute(),
  ]);
  return { industries: industries.map((row) => row.name), jobCategories: jobCategories.map((row) => row.name) };
}

/**
 * SQL of the lead search: one page of hits and the exact total for the same conditions.
 * Ordering (§2.3): relevance then recency with keywords, newest first without; Most Leads orders by
 * the company's lead count of the searched type.
 */
import type { LeadFilters, LeadType } from '@agencyscout/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { needsCompanyJoin, searchConditions } from './search-conditions.ts';

export interface LeadSearchRow {
  id: number;
  leadType: LeadType;
  title: string;
  companyId: number;
  companyName: string;
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
  companyLeadCount: number;
  favorite: boolean;
  viewed: boolean;
}

export interface LeadSearchPlan {
  filters: LeadFilters & { leadType: LeadType };
  userId: string;
  now: Date;
  offset: number;
  limit: number;
}

function where(conditions: Expression<SqlBool>[]): RawBuilder<unknown> {
  return sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

function keywordQuery(filters: LeadFilters) {
  return filters.keyWords ? sql`websearch_to_tsquery('english', ${filters.keyWords})` : null;
}

function orderBy(plan: LeadSearchPlan, query: RawBuilder<unknown> | null): RawBuilder<unknown> {
  const leadCount = plan.filters.leadType === 'Agency' ? sql`c.agency_lead_count` : sql`c.openweb_lead_count`;
  const recency = sql`l.posted_at DESC NULLS LAST, l.id DESC`;
  if (plan.filters.mostOpenings) return sql`ORDER BY ${leadCount} DESC, ${recency}`;
  if (query) return sql`ORDER BY ts_rank_cd(l.search_vector, ${query}) DESC, ${recency}`;
  return sql`ORDER BY ${recency}`;
}

/** One page of hits with the caller's favorite and viewed flags. */
export async function findLeadPage(db: Db, plan: LeadSearchPlan): Promise<LeadSearchRow[]> {
  const query = keywordQuery(plan.filters);
  const conditions = searchConditions(plan.filters, { userId: plan.userId, now: plan.now, keywordQuery: query });
  const leadCount = plan.filters.leadType === 'Agency' ? sql`c.agency_lead_count` : sql`c.openweb_lead_count`;
  const result = await sql<LeadSearchRow>`
    SELECT l.id, l.lead_type, l.title, l.company_id, l.company_name, l.location, l.city, l.state, l.country,
      l.posted_at, l.employment_types, l.hourly_pay_min, l.hourly_pay_max, l.duration_months, l.min_salary,
      l.max_salary, l.salary_currency, l.min_experience_years, ${leadCount} AS company_lead_count,
      EXISTS (SELECT 1 FROM lead_favorites f WHERE f.user_id = ${plan.userId} AND f.lead_id = l.id) AS favorite,
      EXISTS (SELECT 1 FROM lead_views v WHERE v.user_id = ${plan.userId} AND v.lead_id = l.id) AS viewed
    FROM leads l JOIN companies c ON c.id = l.company_id
    ${where(conditions)}
    ${orderBy(plan, query)}
    LIMIT ${plan.limit} OFFSET ${plan.offset}
  `.execute(db);
  return result.rows;
}

/** Exact number of leads matching the plan's filters. */
export async function countLeads(db: Db, plan: Omit<LeadSearchPlan, 'offset' | 'limit'>): Promise<number> {
  const query = keywordQuery(plan.filters);
  const conditions = searchConditions(plan.filters, { userId: plan.userId, now: plan.now, keywordQuery: query });
  const join = needsCompanyJoin(plan.filters) ? sql`JOIN companies c ON c.id = l.company_id` : sql``;
  const result = await sql<{
    total: number;
  }>`SELECT count(*) AS total FROM leads l ${join} ${where(conditions)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
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

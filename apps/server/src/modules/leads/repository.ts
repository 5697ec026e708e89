/**
 * SQL of the lead search pages (docs/performance.md explains each path; totals: count-repository.ts).
 * Ordering (§2.3; docs/decisions.md 'Keyword relevance in tiers'): with keywords, relevance is three
 * tiers — the title matches, then the company name matches, then the rest — ranked by `ts_rank_cd`
 * inside each tier when the match set is small, newest first when it is large; 'Newest' and searches
 * without keywords are newest first. Most Leads orders by the company's lead count of the searched type
 * (companies without one are not ranked).
 */
import type { LeadType } from '@agencyscout/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import {
  and,
  companyIdConditions,
  companyRowConditions,
  counterColumn,
  keywordQuery,
  leadRowConditions,
  OPEN_LEAD,
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

/**
 * How a page is ordered: `newest` by posted date; `ranked` by tier, then `ts_rank_cd`, then posted date
 * (every match is ranked, so only for small match sets); `tiered` by tier, then posted date, each tier read
 * newest first with LIMIT (a bounded number of row visits whatever the match count).
 */
export type PageOrder = 'newest' | 'ranked' | 'tiered';

export interface LeadSearchPlan {
  filters: SearchFilters;
  userId: string;
  now: Date;
  offset: number;
  limit: number;
  order: PageOrder;
  /** The whole match set, newest first, when known (fewer than the count cap): the page is ordered from it alone. */
  matchIds?: number[];
}

const LEAD_COLUMNS = sql`l.id, l.lead_type, l.title, l.company_id, l.company_name, l.location, l.city, l.state,
  l.country, l.posted_at, l.employment_types, l.hourly_pay_min, l.hourly_pay_max, l.duration_months, l.min_salary,
  l.max_salary, l.salary_currency, l.min_experience_years`;
/** Newest posting first (leads `l`); ties by id, so pages never overlap. */
export const RECENCY = sql`l.posted_at DESC NULLS LAST, l.id DESC`;
const FROM_LEADS = sql`leads l LEFT JOIN companies c ON c.id = l.company_id`;

/** Adds the caller's favorite and viewed flags to the rows of one page only, after its LIMIT. */
function withPersonalFlags(page: RawBuilder<unknown>, userId: string) {
  return sql<LeadSearchRow>`
    SELECT page.*,
      EXISTS (SELECT 1 FROM lead_favorites f WHERE f.user_id = ${userId} AND f.lead_id = page.id) AS favorite,
      EXISTS (SELECT 1 FROM lead_views v WHERE v.user_id = ${userId} AND v.lead_id = page.id) AS viewed
    FROM (${page}) page`;
}

/**
 * The relevance tiers as disjoint conditions, in order: the whole query matches the title; else it
 * matches the company name; else the rest (description, or terms spread over the fields). The
 * expressions are those of the per-lead-type indexes of migration 0020.
 */
function relevanceTiers(query: Expression<unknown>): [Expression<SqlBool>, Expression<SqlBool>, Expression<SqlBool>] {
  const title = sql<SqlBool>`to_tsvector('english', l.title) @@ ${query}`;
  const company = sql<SqlBool>`to_tsvector('english', coalesce(l.company_name, '')) @@ ${query}`;
  return [title, sql<SqlBool>`NOT ${title} AND ${company}`, sql<SqlBool>`NOT ${title} AND NOT ${company}`];
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
    sql<SqlBool>`l.lead_type = ${sql.lit(filters.leadType)}`,
    OPEN_LEAD,
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

/** Conditions AND-ed. */
type Conditions = Expression<SqlBool>[];

/** The lead `id` among these ids. */
function idIn(ids: readonly number[]): Expression<SqlBool> {
  return sql<SqlBool>`l.id = ANY(${ids}::bigint[])`;
}

/** Any '-' may exclude a word (web search syntax `-senior`); hyphenated words are counted too, to be safe. */
function mayExcludeWords(keyWords: string): boolean {
  return keyWords.includes('-');
}

/**
 * The tiers as condition lists that replace the keyword condition (docs/performance.md 'Keyword search on a
 * million leads'): a title or company match implies the whole match unless the query excludes a word, so
 * tiers 1 and 2 test only their small vector and the planner estimates each tier from that one index's
 * statistics. With an exclusion the whole match is added in an opaque form the planner neither indexes
 * nor multiplies into its estimate.
 */
function tierConditions(query: Expression<unknown>, keyWords: string): [Conditions, Conditions, Conditions] {
  const [title, company, rest] = relevanceTiers(query);
  const whole = sql<SqlBool>`l.search_vector @@ ${query}`;
  const implied = mayExcludeWords(keyWords) ? [sql<SqlBool>`CASE WHEN ${whole} THEN true ELSE false END`] : [];
  return [
    [title, ...implied],
    [company, ...implied],
    [whole, rest],
  ];
}

/**
 * How many of the newest known matches, per row needed, the title tier is first looked for among: when they hold
 * the rows needed, those are the newest title matches of all, since every other match is older.
 */
const NEWEST_CANDIDATES_PER_ROW = 8;

/** The ids of one tier's matches under `conditions`, newest first, at most `limit`. */
async function tierIds(db: Db, conditions: Conditions, limit: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    SELECT l.id FROM ${FROM_LEADS} WHERE ${and(conditions)} ORDER BY ${RECENCY} LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** Quoted words without an exclusion: every phrase match holds all its words (see `phraseTitleIds`). */
function isPlainPhrase(keyWords: string): boolean {
  return keyWords.includes('"') && !mayExcludeWords(keyWords);
}

/**
 * The title tier of a quoted phrase ("registered nurse"), newest first, at most `limit`. The title index cannot
 * check word positions, so PostgreSQL parsed every title holding the words again to check the phrase before
 * sorting them (12 ms for 3,259 titles). Here the titles holding all the words are sorted newest first and the
 * phrase is checked in that order only until `limit` are found (4 ms).
 */
async function phraseTitleIds(
  db: Db,
  conditions: Conditions,
  query: Expression<unknown>,
  limit: number,
): Promise<number[]> {
  const allWords = sql`regexp_replace((${query})::text, '<[0-9-]+>', '&', 'g')::tsquery`;
  const holdsAllWords = sql<SqlBool>`to_tsvector('english', l.title) @@ ${allWords}`;
  const result = await sql<{ id: number }>`
    SELECT l.id FROM (
      SELECT l.id, l.title, l.posted_at FROM ${FROM_LEADS} WHERE ${and([...conditions, holdsAllWords])}
      ORDER BY ${RECENCY} OFFSET 0) l
    WHERE to_tsvector('english', l.title) @@ ${query}
    ORDER BY ${RECENCY} LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Among known ids, the lead type lets a tier AND its partial index with the ids (3 ms instead of recomputing
 * 1,000 title vectors).
 */
function amongIds(leadType: LeadType, ids: readonly number[]): Conditions {
  return [sql<SqlBool>`l.lead_type = ${sql.lit(leadType)}`, idIn(ids)];
}

/**
 * Ids of the tiered page: each tier newest first with LIMIT, the next tier only while the page is not
 * full, so a page costs about (offset + limit) matching row visits per tier it reaches. With the whole match
 * set known (`matchIds`, newest first), the title tier is first looked for among its newest ids, then the tiers
 * are taken among all those ids instead of searching again.
 */
async function tieredPageIds(db: Db, plan: LeadSearchPlan, query: Expression<unknown>) {
  const { filters, matchIds } = plan;
  const needed = plan.offset + plan.limit;
  const tiers = tierConditions(query, filters.keyWords ?? '');
  const candidates = needed * NEWEST_CANDIDATES_PER_ROW;
  if (matchIds && matchIds.length > candidates) {
    // Without the lead type no partial title index applies: the few candidates' titles are checked row by row.
    const newest = await tierIds(db, [idIn(matchIds.slice(0, candidates)), ...tiers[0]], needed);
    if (newest.length >= needed) return newest.slice(plan.offset, needed);
  }
  const conditions = matchIds
    ? amongIds(filters.leadType, matchIds)
    : searchConditions(filters, { userId: plan.userId, now: plan.now, keywordQuery: null });
  const phrase = isPlainPhrase(filters.keyWords ?? '');
  const ids: number[] = [];
  for (const [index, tier] of tiers.entries()) {
    const limit = needed - ids.length;
    const found =
      index === 0 && phrase
        ? await phraseTitleIds(db, conditions, query, limit)
        : await tierIds(db, [...conditions, ...tier], limit);
    ids.push(...found);
    if (ids.length >= needed) break;
  }
  return ids.slice(plan.offset, needed);
}

/** The page rows of these lead ids, in the ids' order. */
export async function rowsOfIds(
  db: Db,
  ids: readonly number[],
  plan: Pick<LeadSearchPlan, 'filters' | 'userId'>,
): Promise<LeadSearchRow[]> {
  if (ids.length === 0) return [];
  const page = sql`
    SELECT ${LEAD_COLUMNS}, ${counterColumn(plan.filters.leadType)} AS company_lead_count
    FROM ${FROM_LEADS} WHERE ${idIn(ids)}`;
  const rows = (await withPersonalFlags(page, plan.userId).execute(db)).rows;
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function pageOrder(plan: LeadSearchPlan, query: Expression<unknown> | null) {
  if (!query || plan.order === 'newest') return RECENCY;
  const [title, company] = relevanceTiers(query);
  return sql`CASE WHEN ${title} THEN 1 WHEN ${company} THEN 2 ELSE 3 END, ts_rank_cd(l.search_vector, ${query}) DESC, ${RECENCY}`;
}

/** One page of hits with the caller's favorite and viewed flags. */
export async function findLeadPage(db: Db, plan: LeadSearchPlan): Promise<LeadSearchRow[]> {
  const query = keywordQuery(plan.filters);
  if (plan.filters.mostOpenings) return (await mostLeadsPage(plan, query).execute(db)).rows;
  if (query && plan.order === 'tiered') return rowsOfIds(db, await tieredPageIds(db, plan, query), plan);
  if (plan.matchIds && plan.order === 'newest') {
    return rowsOfIds(db, plan.matchIds.slice(plan.offset, plan.offset + plan.limit), plan);
  }
  const conditions = plan.matchIds
    ? [idIn(plan.matchIds)]
    : searchConditions(plan.filters, { userId: plan.userId, now: plan.now, keywordQuery: query });
  const page = sql`
    SELECT ${LEAD_COLUMNS}, ${counterColumn(plan.filters.leadType)} AS company_lead_count
    FROM ${FROM_LEADS}
    WHERE ${and(conditions)}
    ORDER BY ${pageOrder(plan, query)}
    LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  return (await withPersonalFlags(page, plan.userId).execute(db)).rows;
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

/** The search rows (with the caller's flags) of the given leads of one type, in no particular order. */
export async function findLeadRows(
  db: Db,
  ids: readonly number[],
  leadType: LeadType,
  userId: string,
): Promise<LeadSearchRow[]> {
  if (ids.length === 0) return [];
  const rows = sql`
    SELECT ${LEAD_COLUMNS}, ${counterColumn(leadType)} AS company_lead_count
    FROM leads l LEFT JOIN companies c ON c.id = l.company_id
    WHERE ${idIn(ids)} AND l.lead_type = ${leadType}`;
  return (await withPersonalFlags(rows, userId).execute(db)).rows;
}

export interface NewLeadsPlan {
  filters: SearchFilters;
  userId: string;
  now: Date;
  /** Leads first seen after `since` and up to `until` (the alert window). */
  since: Date;
  until: Date;
  limit: number;
}

/**
 * The newest `limit` leads of a search among those first seen in (since, until], newest posting first, and how
 * many match in all (saved-search alerts and dailyUpdate, issue #11). The same conditions as the screens.
 */
export async function findNewLeads(db: Db, plan: NewLeadsPlan): Promise<{ rows: LeadSearchRow[]; total: number }> {
  const conditions = [
    ...searchConditions(plan.filters, { userId: plan.userId, now: plan.now, keywordQuery: keywordQuery(plan.filters) }),
    sql<SqlBool>`l.first_seen_at > ${plan.since}`,
    sql<SqlBool>`l.first_seen_at <= ${plan.until}`,
  ];
  const page = sql`
    SELECT ${LEAD_COLUMNS}, ${counterColumn(plan.filters.leadType)} AS company_lead_count,
      count(*) OVER () AS match_total
    FROM ${FROM_LEADS}
    WHERE ${and(conditions)}
    ORDER BY ${RECENCY}
    LIMIT ${plan.limit}`;
  const rows = (await withPersonalFlags(page, plan.userId).execute(db)).rows as (LeadSearchRow & {
    matchTotal?: number;
  })[];
  const total = Number(rows[0]?.matchTotal ?? 0);
  return { rows: rows.map(({ matchTotal: _total, ...row }) => row), total };
}

/**
 * The companies of every lead of a search first seen in (since, until] (campaign automations, issue #17): the
 * same conditions as the screens and the alerts, without a page limit; at most `limit` companies, newest first.
 */
export async function findNewLeadCompanyIds(
  db: Db,
  plan: Omit<NewLeadsPlan, 'limit'> & { limit: number },
): Promise<number[]> {
  const conditions = [
    ...searchConditions(plan.filters, { userId: plan.userId, now: plan.now, keywordQuery: keywordQuery(plan.filters) }),
    sql<SqlBool>`l.first_seen_at > ${plan.since}`,
    sql<SqlBool>`l.first_seen_at <= ${plan.until}`,
    sql<SqlBool>`l.company_id IS NOT NULL`,
  ];
  const result = await sql<{ companyId: string }>`
    SELECT l.company_id, max(l.first_seen_at) AS newest
    FROM ${FROM_LEADS}
    WHERE ${and(conditions)}
    GROUP BY l.company_id
    ORDER BY newest DESC
    LIMIT ${plan.limit}`.execute(db);
  return result.rows.map((row) => Number(row.companyId));
}

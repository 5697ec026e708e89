/**
 * Totals of the lead search (prospecting-core §3 getTotal/prevTotal; docs/performance.md 'Keyword
 * search on a million leads'): exact from the companies' counters when the search has no lead-level
 * condition, otherwise an exact or capped count of the matching leads, and the shared count cache
 * (table `lead_search_counts`, valid for one `lead_data_version`; migration 0020).
 */
import { createHash } from 'node:crypto';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { RECENCY } from './repository.ts';
import {
  and,
  companyIdConditions,
  companyRowConditions,
  counterColumn,
  keywordQuery,
  leadRowConditions,
  OPEN_LEAD,
  restrictsCompany,
  type SearchContext,
  type SearchFilters,
  searchConditions,
} from './search-conditions.ts';

export interface CountPlan {
  filters: SearchFilters;
  userId: string;
  now: Date;
}

function contextOf(plan: CountPlan): SearchContext {
  return { userId: plan.userId, now: plan.now, keywordQuery: keywordQuery(plan.filters) };
}

/** True when the companies' counters alone give the exact total (no condition on the lead row). */
export function countableFromCounters(plan: CountPlan): boolean {
  return leadRowConditions(plan.filters, contextOf(plan)).length === 0;
}

/** Exact total from the counters (kept exact by trigger, migration 0004); only when `countableFromCounters`. */
export async function countFromCounters(db: Db, plan: CountPlan): Promise<number> {
  const { filters } = plan;
  const companyConditions = [
    sql<SqlBool>`c.status = 1`,
    ...companyRowConditions(filters),
    ...companyIdConditions(filters, 'c.id'),
  ];
  const withoutCompany =
    restrictsCompany(filters) || filters.mostOpenings
      ? sql`0`
      : sql`(SELECT count(*) FROM leads l WHERE l.company_id IS NULL AND l.lead_type = ${sql.lit(filters.leadType)} AND ${OPEN_LEAD})`;
  const result = await sql<{ total: number }>`
    SELECT coalesce(sum(${counterColumn(filters.leadType)}), 0) + ${withoutCompany} AS total
    FROM companies c WHERE ${and(companyConditions)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** The matching leads' ids (or other `columns` of `l`), for `SELECT count(*) FROM (…)`. */
function matchingLeads(plan: CountPlan, limit?: number, columns = sql`l.id`) {
  const { filters } = plan;
  const conditions = searchConditions(filters, contextOf(plan));
  if (filters.mostOpenings) conditions.push(sql<SqlBool>`l.company_id IS NOT NULL`);
  const join = companyRowConditions(filters).length ? sql`JOIN companies c ON c.id = l.company_id` : sql``;
  const capped = limit === undefined ? sql`` : sql`LIMIT ${limit}`;
  return sql`SELECT ${columns} FROM leads l ${join} WHERE ${and(conditions)} ${capped}`;
}

/**
 * The per-row charge of the exact count, three times PostgreSQL's default `cpu_tuple_cost`. A count reads the heap
 * page of every match; the planner charges that read as I/O its parallel workers cannot share, so it kept a
 * count of 150,000 matches on one process (450–510 ms). The workers do share those reads: at this charge counts of
 * more than about 50,000 matches run on the leader and two workers (330–390 ms), and small counts stay on one
 * process, with no worker to start (docs/decisions.md 'Two-phase totals').
 */
const COUNT_ROW_COST = 0.03;

/** Exact number of leads matching a search with lead-level conditions (visits every match). */
export async function countMatching(db: Db, plan: CountPlan): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    await sql`SELECT set_config('cpu_tuple_cost', ${String(COUNT_ROW_COST)}, true)`.execute(transaction);
    const result = await sql<{ total: number }>`SELECT count(*) AS total FROM (${matchingLeads(plan)}) m`.execute(
      transaction,
    );
    return Number(result.rows[0]?.total ?? 0);
  });
}

/**
 * Ids of at most `cap` matching leads, newest posting first (stops there, so at most `cap` row visits; the
 * posted date is read on those visits). Fewer than `cap` ids are the whole match set: its exact total, and the
 * rows a page of it is taken from without searching again.
 */
export async function matchingIdsUpTo(db: Db, plan: CountPlan, cap: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    SELECT l.id FROM (${matchingLeads(plan, cap, sql`l.id, l.posted_at`)}) l ORDER BY ${RECENCY}`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/**
 * The cache key of a search: a hash of the exact count statement and its parameters, so two searches
 * share an entry exactly when they count the same rows. Null for searches over the caller's own
 * favorites and views, or the organisation's CRM records (those change without a data version bump).
 */
export function countCacheKey(db: Db, plan: CountPlan): string | null {
  const { filters } = plan;
  // The organisation's CRM records change without a lead data version bump, as favorites and views do.
  if (filters.favorite || filters.viewed || filters.unviewed || filters.crm) return null;
  const compiled = sql`SELECT count(*) FROM (${matchingLeads(plan)}) m`.compile(db);
  return createHash('sha256')
    .update(JSON.stringify([compiled.sql, compiled.parameters]))
    .digest('base64url');
}

export interface CachedCount {
  /** The data version the lookup saw; store a count made after the lookup under this version. */
  version: string;
  /** The cached exact total of this version, if any. */
  total: number | undefined;
}

export async function findCachedCount(db: Db, key: string): Promise<CachedCount> {
  const result = await sql<{ version: string; total: number | null }>`
    SELECT v.version::text AS version, s.total
    FROM lead_data_version v
    LEFT JOIN lead_search_counts s ON s.search_key = ${key} AND s.data_version = v.version`.execute(db);
  const row = result.rows[0];
  return { version: row?.version ?? '0', total: row?.total === null || !row ? undefined : Number(row.total) };
}

/**
 * Stores an exact total counted after `findCachedCount` returned `version` (a write committed in between
 * bumped the version, so such an entry is never read), and drops the entries of older versions.
 */
export async function storeCount(db: Db, key: string, version: string, total: number): Promise<void> {
  await sql`
    INSERT INTO lead_search_counts (search_key, data_version, total)
    VALUES (${key}, ${version}::bigint, ${total})
    ON CONFLICT (search_key) DO UPDATE SET data_version = excluded.data_version, total = excluded.total, counted_at = now()
    WHERE lead_search_counts.data_version <= excluded.data_version`.execute(db);
  await sql`DELETE FROM lead_search_counts WHERE data_version < ${version}::bigint`.execute(db);
}

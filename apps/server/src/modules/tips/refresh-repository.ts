/**
 * SQL of the Agency Tips recompute (issue #12): Agency leads from staffing-firm postings of the same job,
 * tip signals per company, tip upserts and expiry. `scope` null means every company (full recompute);
 * otherwise only the given companies (and, for staffing firms among them, the postings their jobs match).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { COMPANY_SUFFIX_PATTERN, SAME_JOB_DAYS, SIGNAL_SOURCE, STAFFING_FIRMS, STAFFING_INDUSTRY } from './rules.ts';

/** The "same job" key of lead `alias`: the same expressions as the index leads_title_city_key (migration 0022). */
function titleKey(alias: string): RawBuilder<unknown> {
  return sql`btrim(regexp_replace(lower(${sql.ref(`${alias}.title`)}), '[^a-z0-9]+', ' ', 'g'))`;
}
function cityKey(alias: string): RawBuilder<unknown> {
  return sql`lower(btrim(${sql.ref(`${alias}.city`)}))`;
}
const CONTRACT_TYPES = ['Contract', 'Contract to Direct Hire'];

/**
 * The ids of the staffing firms' companies (industry, or a listed name). Read once per recompute and passed to
 * each statement that needs them: the name test reads every company (0.2–0.4 s on the 1M-lead benchmark set).
 */
export async function staffingCompanyIds(db: Db): Promise<number[]> {
  const result = await sql<{ id: number }>`SELECT c.id FROM companies c
    WHERE c.industry_id = (SELECT i.id FROM industries i WHERE i.name = ${STAFFING_INDUSTRY})
       OR regexp_replace(btrim(regexp_replace(lower(c.name), '[^a-z0-9]+', ' ', 'g')), ${COMPANY_SUFFIX_PATTERN}, '')
          = ANY(${[...STAFFING_FIRMS]}::text[])`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** Company ids as a table `(id)` (hash joins and hashed sub-plans, not a per-row array scan). */
function idTable(ids: readonly number[] | null): RawBuilder<unknown> {
  return sql`SELECT DISTINCT unnest(${ids ? [...ids] : []}::bigint[]) AS id`;
}

function scoped(scope: readonly number[] | null, condition: RawBuilder<unknown>): RawBuilder<unknown> {
  return scope ? sql`AND (${condition})` : sql``;
}

const CANDIDATE_BASE = sql`l.company_id IS NOT NULL AND l.city IS NOT NULL
  AND l.company_id NOT IN (SELECT id FROM staffing)
  AND (l.lead_type = 'OpenWeb' OR l.agency_evidence_lead_id IS NOT NULL)`;

/**
 * The postings to re-evaluate: every candidate posting, or in scope the scope companies' own postings plus the
 * postings whose job key matches a posting of a staffing firm in scope (both through indexes).
 */
function candidateRows(scope: readonly number[] | null, since: Date | null): RawBuilder<unknown> {
  const columns = sql`l.id, ${titleKey('l')} AS title_key, ${cityKey('l')} AS city_key,
    coalesce(l.posted_at, l.first_seen_at) AS at`;
  if (!scope) return sql`SELECT ${columns} FROM leads l WHERE ${CANDIDATE_BASE}`;
  const own = since ? sql`l.updated_at > ${since}` : sql`l.company_id IN (SELECT id FROM scope)`;
  return sql`SELECT ${columns} FROM leads l WHERE ${own} AND ${CANDIDATE_BASE}
    UNION
    SELECT ${columns} FROM firm_keys f
    JOIN leads l ON ${titleKey('l')} = f.title_key AND ${cityKey('l')} = f.city_key
    WHERE ${CANDIDATE_BASE}`;
}

/**
 * The job keys of the staffing-firm postings to match again (changed since `since`, else those of the scope's
 * firms), read from leads through their own indexes: a filter on the materialised firm_posts could not be
 * estimated (a third of its rows), which made the key join scan and sort every lead instead of using
 * leads_title_city_key for the few hundred keys.
 */
function firmKeys(scope: readonly number[] | null, since: Date | null): RawBuilder<unknown> {
  if (!scope) return sql`SELECT NULL::text AS title_key, NULL::text AS city_key WHERE false`;
  const changed = since ? sql`l.updated_at > ${since}` : sql`l.company_id IN (SELECT id FROM scope)`;
  return sql`SELECT DISTINCT ${titleKey('l')} AS title_key, ${cityKey('l')} AS city_key FROM leads l
    WHERE ${changed} AND l.city IS NOT NULL AND l.company_id IN (SELECT id FROM staffing)`;
}

/**
 * With `since` (incremental after an import), only postings changed since then and postings matching a staffing
 * firm posting changed since then are re-evaluated, whatever `scope` says.
 * Makes Open Web postings of non-staffing companies Agency leads when a staffing firm posted the same job
 * (title key + city, within SAME_JOB_DAYS), linking the nearest such posting as evidence; postings whose
 * evidence is gone go back to Open Web. Declared Agency leads (no evidence link) are never touched.
 * @returns the ids of the companies whose leads changed type.
 */
export async function deriveAgencyLeads(
  db: Db,
  scope: readonly number[] | null,
  since: Date | null,
  staffing: readonly number[],
): Promise<number[]> {
  const result = await sql<{ companyId: number }>`
    WITH scope AS MATERIALIZED (${idTable(scope)}),
    staffing AS MATERIALIZED (${idTable(staffing)}),
    firm_posts AS MATERIALIZED (
      SELECT l.id, ${titleKey('l')} AS title_key, ${cityKey('l')} AS city_key,
        coalesce(l.posted_at, l.first_seen_at) AS at
      FROM leads l WHERE l.company_id IN (SELECT id FROM staffing) AND l.city IS NOT NULL
    ),
    firm_keys AS MATERIALIZED (${firmKeys(scope, since)}),
    candidates AS MATERIALIZED (${candidateRows(scope, since)}),
    matches AS MATERIALIZED (
      SELECT DISTINCT ON (c.id) c.id, f.id AS evidence
      FROM candidates c
      JOIN firm_posts f ON f.title_key = c.title_key AND f.city_key = c.city_key
        AND f.at BETWEEN c.at - make_interval(days => ${SAME_JOB_DAYS}) AND c.at + make_interval(days => ${SAME_JOB_DAYS})
      ORDER BY c.id, abs(extract(epoch FROM f.at - c.at)), f.id
    ),
    promoted AS (
      UPDATE leads l SET lead_type = 'Agency', agency_evidence_lead_id = m.evidence
      FROM matches m
      WHERE l.id = m.id AND (l.lead_type <> 'Agency' OR l.agency_evidence_lead_id IS DISTINCT FROM m.evidence)
      RETURNING l.company_id
    ),
    demoted AS (
      UPDATE leads l SET lead_type = 'OpenWeb', agency_evidence_lead_id = NULL
      WHERE l.agency_evidence_lead_id IS NOT NULL
        ${scoped(
          scope,
          since
            ? sql`l.id IN (SELECT c.id FROM candidates c)
              OR l.agency_evidence_lead_id IN (SELECT s.id FROM leads s WHERE s.updated_at > ${since})
              OR NOT EXISTS (SELECT 1 FROM leads s WHERE s.id = l.agency_evidence_lead_id)`
            : sql`l.company_id IN (SELECT id FROM scope) OR l.id IN (SELECT c.id FROM candidates c)
              OR l.agency_evidence_lead_id IN (SELECT s.id FROM leads s WHERE s.company_id IN (SELECT id FROM scope))
              OR NOT EXISTS (SELECT 1 FROM leads s WHERE s.id = l.agency_evidence_lead_id)`,
        )}
        AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.id = l.id)
      RETURNING l.company_id
    )
    SELECT company_id FROM promoted UNION SELECT company_id FROM demoted`.execute(db);
  return result.rows.map((row) => Number(row.companyId));
}

/** One company's signals in the window, as the database aggregates them. */
export interface SignalRow {
  companyId: number;
  total: number;
  agency: number;
  contract: number;
  mention: number;
  firstAt: Date;
  lastAt: Date;
  leads: { id: number; title: string; at: string; agency: boolean; contract: boolean; mention: boolean }[];
  /** [latitude, longitude, city, state, country] of the newest signal with coordinates, if any. */
  place: [number, number, string | null, string | null, string | null] | null;
}

/**
 * Every non-staffing company (in scope) with at least one signal posted in [from, to]: Agency leads,
 * Contract / Contract to Direct Hire leads, or postings whose text matches `tsQuery` (full-text index).
 * The scope is a constant array here on purpose: PostgreSQL (14 and later, PGlite too) hashes `= ANY` over a
 * constant array, so it is one hash probe per posting inside the single pass over the leads, before the text match
 * (or one bitmap over the company index for a small scope). Joined as a table, the planner (which cannot estimate
 * the signal test) picked a bitmap scan per company, reading shared pages again and again (3 s instead of 1 s for
 * 6,600 companies).
 * One sort of narrow rows: the signal flags are computed before it (the `OFFSET 0` keeps the planner from
 * carrying each posting's text vector through the sort to compute them after the window), and the place is read
 * by id for the first posting with coordinates in the window's order, instead of an ordered aggregate over every
 * signal of the company.
 */
export async function listSignals(
  db: Db,
  scope: readonly number[] | null,
  window: { from: Date; to: Date },
  tsQuery: string,
  listed: number,
  staffing: readonly number[],
): Promise<SignalRow[]> {
  const result = await sql<SignalRow>`
    WITH staffing AS MATERIALIZED (${idTable(staffing)}),
    sig AS (
      SELECT l.company_id, l.id, l.title, coalesce(l.posted_at, l.first_seen_at) AS at,
        l.latitude IS NOT NULL AS located,
        l.lead_type = 'Agency' AS agency,
        l.employment_types && ${CONTRACT_TYPES}::text[] AS contract,
        l.search_vector @@ to_tsquery('english', ${tsQuery}) AS mention
      FROM leads l
      WHERE l.company_id IS NOT NULL ${scope ? sql`AND l.company_id = ANY(${[...scope]}::bigint[])` : sql``}
        AND coalesce(l.posted_at, l.first_seen_at) BETWEEN ${window.from} AND ${window.to}
        AND (l.lead_type = 'Agency' OR l.employment_types && ${CONTRACT_TYPES}::text[]
          OR l.search_vector @@ to_tsquery('english', ${tsQuery}))
        AND l.company_id NOT IN (SELECT id FROM staffing)
      OFFSET 0
    ),
    ranked AS (
      SELECT sig.*, row_number() OVER newest AS rank, count(*) FILTER (WHERE located) OVER newest AS located_rank
      FROM sig WINDOW newest AS (PARTITION BY company_id ORDER BY at DESC, id DESC ROWS UNBOUNDED PRECEDING)
    )
    SELECT company_id, count(*)::int AS total,
      count(*) FILTER (WHERE agency)::int AS agency,
      count(*) FILTER (WHERE contract)::int AS contract,
      count(*) FILTER (WHERE mention)::int AS mention,
      min(at) AS first_at, max(at) AS last_at,
      json_agg(json_build_object('id', id, 'title', title, 'at', at, 'agency', agency, 'contract', contract,
        'mention', mention) ORDER BY at DESC, id DESC) FILTER (WHERE rank <= ${listed}) AS leads,
      (array_agg((SELECT json_build_array(p.latitude, p.longitude, p.city, p.state, p.country) FROM leads p
        WHERE p.id = ranked.id)) FILTER (WHERE located AND located_rank = 1))[1] AS place
    FROM ranked GROUP BY company_id`.execute(db);
  return result.rows.map((row) => ({ ...row, companyId: Number(row.companyId) }));
}

/** A tip as the recompute writes it. */
export interface TipWrite {
  companyId: number;
  discoveredAt: Date;
  lastSignalAt: Date;
  signalCount: number;
  additionalInformation: string;
  jobTips: string;
  place: SignalRow['place'];
}

/**
 * Inserts or updates (and un-expires) the signal tips of these companies; address from the company. Tips whose
 * text, dates, place and name are unchanged are not written. Existing tips are updated and only new ones inserted:
 * an INSERT … ON CONFLICT would compute every row's text vector (the generated search_vector) before finding the
 * conflict, and again for the update.
 */
export async function upsertTips(db: Db, tips: readonly TipWrite[]): Promise<void> {
  if (tips.length === 0) return;
  const rows = tips.map((tip) => ({
    company_id: tip.companyId,
    discovered_at: tip.discoveredAt,
    last_signal_at: tip.lastSignalAt,
    signal_count: tip.signalCount,
    additional_information: tip.additionalInformation,
    job_tips: tip.jobTips,
    latitude: tip.place?.[0] ?? null,
    longitude: tip.place?.[1] ?? null,
    city: tip.place?.[2] ?? null,
    state: tip.place?.[3] ?? null,
    country: tip.place?.[4] ?? null,
  }));
  await sql`
    WITH incoming AS MATERIALIZED (
      SELECT c.id AS company_id, c.name AS company_name, r.discovered_at, r.additional_information, r.job_tips,
        nullif(concat_ws(', ', coalesce(c.city, r.city), coalesce(c.state, r.state)), '') AS location,
        coalesce(c.city, r.city) AS city, coalesce(c.state, r.state) AS state,
        coalesce(c.country, r.country) AS country,
        CASE WHEN c.latitude IS NOT NULL THEN c.latitude ELSE r.latitude END AS latitude,
        CASE WHEN c.latitude IS NOT NULL THEN c.longitude ELSE r.longitude END AS longitude,
        c.id::text AS source_id, r.last_signal_at, r.signal_count
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(company_id bigint, discovered_at timestamptz,
        last_signal_at timestamptz, signal_count integer, additional_information text, job_tips text,
        latitude double precision, longitude double precision, city text, state text, country text)
      JOIN companies c ON c.id = r.company_id
    ),
    updated AS (
      UPDATE agency_tips t SET
        company_name = r.company_name, discovered_at = r.discovered_at,
        additional_information = r.additional_information, job_tips = r.job_tips,
        location = r.location, city = r.city, state = r.state, country = r.country,
        latitude = r.latitude, longitude = r.longitude, last_signal_at = r.last_signal_at,
        signal_count = r.signal_count, expired_at = NULL, updated_at = now()
      FROM incoming r
      WHERE t.source = ${SIGNAL_SOURCE} AND t.source_id = r.source_id
        AND (t.discovered_at, t.job_tips, t.additional_information, t.latitude, t.company_name, t.expired_at)
          IS DISTINCT FROM (r.discovered_at, r.job_tips, r.additional_information, r.latitude, r.company_name,
            NULL::timestamptz)
    )
    INSERT INTO agency_tips AS t (company_id, company_name, discovered_at, additional_information, job_tips,
      location, city, state, country, latitude, longitude, source, source_id, last_signal_at, signal_count,
      expired_at)
    SELECT r.company_id, r.company_name, r.discovered_at, r.additional_information, r.job_tips, r.location, r.city,
      r.state, r.country, r.latitude, r.longitude, ${SIGNAL_SOURCE}, r.source_id, r.last_signal_at, r.signal_count,
      NULL
    FROM incoming r
    WHERE NOT EXISTS (SELECT 1 FROM agency_tips e WHERE e.source = ${SIGNAL_SOURCE} AND e.source_id = r.source_id)
    ON CONFLICT (source, source_id) DO UPDATE SET
      company_name = excluded.company_name, discovered_at = excluded.discovered_at,
      additional_information = excluded.additional_information, job_tips = excluded.job_tips,
      location = excluded.location, city = excluded.city, state = excluded.state, country = excluded.country,
      latitude = excluded.latitude, longitude = excluded.longitude, last_signal_at = excluded.last_signal_at,
      signal_count = excluded.signal_count, expired_at = NULL, updated_at = now()
    WHERE (t.discovered_at, t.job_tips, t.additional_information, t.latitude, t.company_name, t.expired_at)
      IS DISTINCT FROM (excluded.discovered_at, excluded.job_tips, excluded.additional_information,
        excluded.latitude, excluded.company_name, NULL::timestamptz)`.execute(db);
}

/**
 * Marks listed tips (in scope) expired unless their company is in `active` and they are signal tips (one anti
 * join; the source test sits inside it so that it stays a join).
 * @returns how many tips were expired.
 */
export async function expireTips(db: Db, scope: readonly number[] | null, active: readonly number[]): Promise<number> {
  const result = await sql`
    WITH scope AS MATERIALIZED (${idTable(scope)}),
    active AS MATERIALIZED (${idTable(active)})
    UPDATE agency_tips t SET expired_at = now(), updated_at = now()
    WHERE t.expired_at IS NULL ${scoped(scope, sql`t.company_id IN (SELECT id FROM scope)`)}
      AND NOT EXISTS (SELECT 1 FROM active a WHERE a.id = t.company_id AND t.source = ${SIGNAL_SOURCE})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Turns PostgreSQL's JIT compilation off until the end of the caller's transaction. The recompute's statements
 * each run once over estimates far above jit_above_cost, and compiling them took 0.2–0.3 s of the incremental
 * recompute after an import for nothing (docs/performance.md). PGlite accepts the setting too.
 */
export async function turnOffJit(db: Db): Promise<void> {
  await sql`SELECT set_config('jit', 'off', true)`.execute(db);
}

/** Companies whose leads changed since `since` (new or updated postings). */
export async function companiesChangedSince(db: Db, since: Date): Promise<number[]> {
  const result = await sql<{ companyId: number }>`
    SELECT DISTINCT company_id FROM leads WHERE updated_at > ${since} AND company_id IS NOT NULL`.execute(db);
  return result.rows.map((row) => Number(row.companyId));
}

/**
 * Takes (reads and removes, in the caller's transaction) the companies that lost leads since the last recompute,
 * as the trigger on leads noted them (migration 0022_tips_b_visibility). Rows another transaction adds meanwhile
 * stay for the next recompute.
 */
export async function takeCompaniesWithDeletedLeads(db: Db): Promise<number[]> {
  const rows = await db.deleteFrom('tipDeletedLeadCompanies').returning('companyId').execute();
  return rows.map((row) => Number(row.companyId));
}

/** Companies of listed tips whose first signal has left the window (their discovery date or status moves). */
export async function companiesLeavingWindow(db: Db, windowStart: Date): Promise<number[]> {
  const result = await sql<{ companyId: number }>`
    SELECT company_id FROM agency_tips WHERE expired_at IS NULL AND discovered_at < ${windowStart}`.execute(db);
  return result.rows.map((row) => Number(row.companyId));
}

/** When the tips were last recomputed; null before the first time. */
export async function lastRefreshedAt(db: Db): Promise<Date | null> {
  const row = await db.selectFrom('tipRefreshState').select('refreshedAt').executeTakeFirst();
  return row ? new Date(row.refreshedAt) : null;
}

export async function markRefreshed(db: Db, at: Date): Promise<void> {
  await sql`INSERT INTO tip_refresh_state (id, refreshed_at) VALUES (true, ${at})
    ON CONFLICT (id) DO UPDATE SET refreshed_at = excluded.refreshed_at`.execute(db);
}

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

function staffingCompanies(): RawBuilder<unknown> {
  return sql`SELECT c.id FROM companies c
    WHERE c.industry_id = (SELECT i.id FROM industries i WHERE i.name = ${STAFFING_INDUSTRY})
       OR regexp_replace(btrim(regexp_replace(lower(c.name), '[^a-z0-9]+', ' ', 'g')), ${COMPANY_SUFFIX_PATTERN}, '')
          = ANY(${[...STAFFING_FIRMS]}::text[])`;
}

/** The scope's company ids as a table `scope(id)` (hash joins, not a per-row array scan). */
function scopeTable(scope: readonly number[] | null): RawBuilder<unknown> {
  return sql`SELECT DISTINCT unnest(${scope ? [...scope] : []}::bigint[]) AS id`;
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
  if (since) {
    return sql`SELECT ${columns} FROM leads l WHERE l.updated_at > ${since} AND ${CANDIDATE_BASE}
      UNION
      SELECT ${columns} FROM firm_posts f
      JOIN leads l ON ${titleKey('l')} = f.title_key AND ${cityKey('l')} = f.city_key
      WHERE f.updated_at > ${since} AND ${CANDIDATE_BASE}`;
  }
  return sql`SELECT ${columns} FROM leads l WHERE l.company_id IN (SELECT id FROM scope) AND ${CANDIDATE_BASE}
    UNION
    SELECT ${columns} FROM firm_posts f
    JOIN leads l ON ${titleKey('l')} = f.title_key AND ${cityKey('l')} = f.city_key
    WHERE f.company_id IN (SELECT id FROM scope) AND ${CANDIDATE_BASE}`;
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
  since: Date | null = null,
): Promise<number[]> {
  const result = await sql<{ companyId: number }>`
    WITH scope AS MATERIALIZED (${scopeTable(scope)}),
    staffing AS MATERIALIZED (${staffingCompanies()}),
    firm_posts AS MATERIALIZED (
      SELECT l.id, l.company_id, ${titleKey('l')} AS title_key, ${cityKey('l')} AS city_key,
        coalesce(l.posted_at, l.first_seen_at) AS at, l.updated_at
      FROM leads l WHERE l.company_id IN (SELECT id FROM staffing) AND l.city IS NOT NULL
    ),
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
 */
export async function listSignals(
  db: Db,
  scope: readonly number[] | null,
  window: { from: Date; to: Date },
  tsQuery: string,
  listed: number,
): Promise<SignalRow[]> {
  const result = await sql<SignalRow>`
    WITH scope AS MATERIALIZED (${scopeTable(scope)}),
    sig AS (
      SELECT l.company_id, l.id, l.title, coalesce(l.posted_at, l.first_seen_at) AS at,
        l.latitude, l.longitude, l.city, l.state, l.country,
        l.lead_type = 'Agency' AS agency,
        l.employment_types && ${CONTRACT_TYPES}::text[] AS contract,
        l.search_vector @@ to_tsquery('english', ${tsQuery}) AS mention
      FROM leads l
      WHERE l.company_id IS NOT NULL ${scoped(scope, sql`l.company_id IN (SELECT id FROM scope)`)}
        AND coalesce(l.posted_at, l.first_seen_at) BETWEEN ${window.from} AND ${window.to}
        AND (l.lead_type = 'Agency' OR l.employment_types && ${CONTRACT_TYPES}::text[]
          OR l.search_vector @@ to_tsquery('english', ${tsQuery}))
        AND l.company_id NOT IN (${staffingCompanies()})
    ),
    ranked AS (
      SELECT sig.*, row_number() OVER (PARTITION BY company_id ORDER BY at DESC, id DESC) AS rank FROM sig
    )
    SELECT company_id, count(*)::int AS total,
      count(*) FILTER (WHERE agency)::int AS agency,
      count(*) FILTER (WHERE contract)::int AS contract,
      count(*) FILTER (WHERE mention)::int AS mention,
      min(at) AS first_at, max(at) AS last_at,
      jsonb_agg(jsonb_build_object('id', id, 'title', title, 'at', at, 'agency', agency, 'contract', contract,
        'mention', mention) ORDER BY at DESC, id DESC) FILTER (WHERE rank <= ${listed}) AS leads,
      (array_agg(jsonb_build_array(latitude, longitude, city, state, country) ORDER BY at DESC, id DESC)
        FILTER (WHERE latitude IS NOT NULL))[1] AS place
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

/** Inserts or updates (and un-expires) the signal tips of these companies; address from the company. */
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
    INSERT INTO agency_tips AS t (company_id, company_name, discovered_at, additional_information, job_tips,
      location, city, state, country, latitude, longitude, source, source_id, last_signal_at, signal_count,
      expired_at)
    SELECT c.id, c.name, r.discovered_at, r.additional_information, r.job_tips,
      nullif(concat_ws(', ', coalesce(c.city, r.city), coalesce(c.state, r.state)), ''),
      coalesce(c.city, r.city), coalesce(c.state, r.state), coalesce(c.country, r.country),
      CASE WHEN c.latitude IS NOT NULL THEN c.latitude ELSE r.latitude END,
      CASE WHEN c.latitude IS NOT NULL THEN c.longitude ELSE r.longitude END,
      ${SIGNAL_SOURCE}, c.id::text, r.last_signal_at, r.signal_count, NULL
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(company_id bigint, discovered_at timestamptz,
      last_signal_at timestamptz, signal_count integer, additional_information text, job_tips text,
      latitude double precision, longitude double precision, city text, state text, country text)
    JOIN companies c ON c.id = r.company_id
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
 * Marks listed tips (in scope) expired unless their company is in `active` and they are signal tips.
 * @returns how many tips were expired.
 */
export async function expireTips(db: Db, scope: readonly number[] | null, active: readonly number[]): Promise<number> {
  const result = await sql`
    WITH scope AS MATERIALIZED (${scopeTable(scope)})
    UPDATE agency_tips t SET expired_at = now(), updated_at = now()
    WHERE t.expired_at IS NULL ${scoped(scope, sql`t.company_id IN (SELECT id FROM scope)`)}
      AND (t.source <> ${SIGNAL_SOURCE}
        OR NOT EXISTS (SELECT 1 FROM unnest(${[...active]}::bigint[]) AS a(id) WHERE a.id = t.company_id))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
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

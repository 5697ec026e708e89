/**
 * SQL of the posting lifecycle (issue #28 'Lifecycle'): a source's postings and the leads they are. Every statement
 * runs in the poll's transaction. Leads from sources carry `source = 'live'` and the posting's lead key as
 * `source_id`, so the same job from two sources is one row (`leads (source, source_id)` is unique).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { LEAD_COLUMNS, type LeadRecord } from '../../importers/repository.ts';

/** `leads.source` of every lead that came from a polled source. */
export const LIVE_SOURCE = 'live';

/** A posting of the source as stored. */
export interface StoredPosting {
  externalId: string;
  leadId: number;
  contentHash: string;
  closed: boolean;
}

export async function storedPostings(db: Db, sourceId: number): Promise<Map<string, StoredPosting>> {
  const rows = await db
    .selectFrom('sourcePostings')
    .select(['externalId', 'leadId', 'contentHash', 'closedAt'])
    .where('sourceId', '=', sourceId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.externalId,
      {
        externalId: row.externalId,
        leadId: Number(row.leadId),
        contentHash: row.contentHash,
        closed: row.closedAt !== null,
      },
    ]),
  );
}

/**
 * Inserts the leads not known yet (first seen now; posted date the board's, else now). A key already taken (the
 * same job from another source, or a race with another poll) is left as it is.
 * @returns lead key → id of the leads inserted.
 */
export async function insertNewLeads(db: Db, rows: readonly LeadRecord[], now: Date): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const result = await sql<{ id: string; sourceId: string }>`
    INSERT INTO leads (lead_type, title, company_id, company_name, location, location_precision, city, state, country,
      latitude, longitude, description, employment_types, hourly_pay_min, hourly_pay_max, duration_months, min_salary,
      max_salary, salary_currency, min_experience_years, posted_at, careers_page_url, source, source_id, source_url,
      job_category_ids, content_hash, first_seen_at)
    SELECT lead_type, title, company_id, company_name, location, location_precision, city, state, country,
      latitude, longitude, description, coalesce(employment_types, '{}'), hourly_pay_min, hourly_pay_max,
      duration_months, min_salary, max_salary, salary_currency, min_experience_years, coalesce(posted_at, ${now}),
      careers_page_url, source, source_id, source_url, coalesce(job_category_ids, '{}'), content_hash, ${now}
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${LEAD_COLUMNS})
    ON CONFLICT (source, source_id) DO NOTHING
    RETURNING id, source_id`.execute(db);
  return new Map(result.rows.map((row) => [row.sourceId, Number(row.id)]));
}

/** Ids of the live leads with these keys (the ones another source or an earlier poll created). */
export async function leadIdsByKey(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'sourceId'])
    .where('source', '=', LIVE_SOURCE)
    .where('sourceId', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.sourceId, Number(row.id)]));
}

/**
 * Writes the changed postings into their leads (by id), reopening them. The posted date stays when the board gives
 * none; the first-seen date never changes.
 */
export async function updateLeads(db: Db, rows: readonly (LeadRecord & { id: number })[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    UPDATE leads l SET title = r.title, company_id = r.company_id, company_name = r.company_name,
      location = r.location, location_precision = r.location_precision, city = r.city, state = r.state,
      country = r.country, latitude = r.latitude, longitude = r.longitude, description = r.description,
      employment_types = coalesce(r.employment_types, '{}'), hourly_pay_min = r.hourly_pay_min,
      hourly_pay_max = r.hourly_pay_max, duration_months = r.duration_months, min_salary = r.min_salary,
      max_salary = r.max_salary, salary_currency = r.salary_currency, min_experience_years = r.min_experience_years,
      posted_at = coalesce(r.posted_at, l.posted_at), careers_page_url = r.careers_page_url,
      source_url = r.source_url, job_category_ids = coalesce(r.job_category_ids, '{}'),
      content_hash = r.content_hash, closed_at = NULL, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id bigint, ${LEAD_COLUMNS})
    WHERE l.id = r.id`.execute(db);
}

/** Reopens closed leads a source lists again. @returns how many were closed. */
export async function reopenLeads(db: Db, leadIds: readonly number[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const result = await sql`
    UPDATE leads SET closed_at = NULL, updated_at = now()
    WHERE id = ANY(${[...leadIds]}::bigint[]) AND closed_at IS NOT NULL`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** A posting the poll found, for `saveSeenPostings`. */
export interface SeenPosting {
  externalId: string;
  leadId: number;
  contentHash: string;
  url: string | null;
  /** The list-entry fingerprint of details read now; null keeps the stored one. */
  detailsFingerprint: string | null;
}

/** Records the postings the poll found: seen now, open, not missing. */
export async function saveSeenPostings(db: Db, sourceId: number, postings: readonly SeenPosting[], now: Date) {
  if (postings.length === 0) return;
  await sql`
    INSERT INTO source_postings (source_id, external_id, lead_id, content_hash, url, first_seen_at, last_seen_at,
      details_fingerprint, details_read_at)
    SELECT ${sourceId}, external_id, lead_id, content_hash, url, ${now}, ${now}, details_fingerprint,
      CASE WHEN details_fingerprint IS NULL THEN NULL ELSE ${now}::timestamptz END
    FROM jsonb_to_recordset(${JSON.stringify(
      postings.map((posting) => ({
        external_id: posting.externalId,
        lead_id: posting.leadId,
        content_hash: posting.contentHash,
        url: posting.url,
        details_fingerprint: posting.detailsFingerprint,
      })),
    )}::jsonb) AS r(external_id text, lead_id bigint, content_hash text, url text, details_fingerprint text)
    ON CONFLICT (source_id, external_id) DO UPDATE SET lead_id = excluded.lead_id,
      content_hash = excluded.content_hash, url = excluded.url, last_seen_at = excluded.last_seen_at,
      missing_polls = 0, closed_at = NULL,
      details_fingerprint = coalesce(excluded.details_fingerprint, source_postings.details_fingerprint),
      details_read_at = coalesce(excluded.details_read_at, source_postings.details_read_at)`.execute(db);
}

/** Postings found again whose leads stand as they are (details not read this poll): seen now, open, not missing. */
export async function touchKeptPostings(db: Db, sourceId: number, externalIds: readonly string[], now: Date) {
  if (externalIds.length === 0) return;
  await sql`
    UPDATE source_postings SET last_seen_at = ${now}, missing_polls = 0, closed_at = NULL
    WHERE source_id = ${sourceId} AND external_id = ANY(${[...externalIds]}::text[])`.execute(db);
}

/**
 * The postings of a source whose details were read since `since`: external id → fingerprint of the list entry
 * they were read for (the detail budget's `read`).
 */
export async function detailsReadSince(db: Db, sourceId: number, since: Date): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sourcePostings')
    .select(['externalId', 'detailsFingerprint'])
    .where('sourceId', '=', sourceId)
    .where('detailsReadAt', '>', since)
    .execute();
  return new Map(rows.flatMap((row) => (row.detailsFingerprint ? [[row.externalId, row.detailsFingerprint]] : [])));
}

/**
 * Counts a miss for each open posting of the source the poll did not find (`present`: the ids it found, or
 * 'unchanged' when the board answered 304); the second miss in a row closes it.
 * @returns the leads of the postings closed now.
 */
export async function markMissingPostings(
  db: Db,
  sourceId: number,
  present: readonly string[] | 'unchanged',
  now: Date,
  missesToClose: number,
): Promise<number[]> {
  // An unchanged board (304) still lacks the postings it lacked at the last read: those count another miss.
  const missing =
    present === 'unchanged' ? sql`missing_polls > 0` : sql`NOT (external_id = ANY(${[...present]}::text[]))`;
  const result = await sql<{ leadId: string; closedAt: Date | null }>`
    UPDATE source_postings SET missing_polls = missing_polls + 1,
      closed_at = CASE WHEN missing_polls + 1 >= ${missesToClose} THEN ${now}::timestamptz ELSE NULL END
    WHERE source_id = ${sourceId} AND closed_at IS NULL AND ${missing}
    RETURNING lead_id, closed_at`.execute(db);
  return result.rows.filter((row) => row.closedAt !== null).map((row) => Number(row.leadId));
}

/** Closes the leads none of whose postings is open any more. @returns the ids closed. */
export async function closeLeadsWithoutOpenPostings(db: Db, leadIds: readonly number[], now: Date): Promise<number[]> {
  if (leadIds.length === 0) return [];
  const result = await sql<{ id: string }>`
    UPDATE leads l SET closed_at = ${now}, updated_at = now()
    WHERE l.id = ANY(${[...new Set(leadIds)]}::bigint[]) AND l.closed_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM source_postings p WHERE p.lead_id = l.id AND p.closed_at IS NULL)
    RETURNING l.id`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** Open postings of the source. */
export async function countOpenPostings(db: Db, sourceId: number): Promise<number> {
  const row = await db
    .selectFrom('sourcePostings')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('sourceId', '=', sourceId)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.open ?? 0);
}

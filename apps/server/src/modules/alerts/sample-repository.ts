/**
 * SQL of alert samples (issue #30): a saved search of the caller's organisation with its alerts, and the per-user,
 * per-UTC-day count of samples, claimed with a conditional upsert so the daily limit holds under parallel requests.
 */
import type { LeadType } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { AlertFrequency, Database } from '../../db/types.ts';

export interface SampleSearch {
  searchId: number;
  userId: string;
  /** The owner's address: samples go to the owner only. */
  ownerEmail: string;
  searchName: string;
  query: Record<string, unknown>;
  /** The alerts that are on, each with the end of its last alert (else the search's creation). */
  alerts: { leadType: LeadType; frequency: AlertFrequency; since: Date }[];
}

/** One saved search of the organisation with its alerts that are on; undefined for any other id. */
export async function findSampleSearch(db: Db, orgId: string, searchId: number): Promise<SampleSearch | undefined> {
  const result = await sql<{
    searchId: string;
    userId: string;
    ownerEmail: string;
    searchName: string;
    query: Record<string, unknown>;
    leadType: LeadType | null;
    frequency: AlertFrequency | null;
    since: Date;
  }>`
    SELECT s.id AS search_id, s.user_id, u.email AS owner_email, s.name AS search_name, s.query, t.lead_type, t.frequency,
      coalesce((SELECT max(a.new_until) FROM saved_search_alert_sends a
        WHERE a.saved_search_id = s.id AND a.lead_type = t.lead_type), s.created_at) AS since
    FROM saved_searches s
    JOIN users u ON u.id = s.user_id AND u.org_id = s.org_id
    LEFT JOIN LATERAL (VALUES ('Agency', s.send_email_frequency), ('OpenWeb', s.send_open_web_email_frequency))
      t(lead_type, frequency) ON t.frequency IS NOT NULL
    WHERE s.org_id = ${orgId} AND s.id = ${searchId}
    ORDER BY t.lead_type`.execute(db);
  const first = result.rows[0];
  if (!first) return undefined;
  return {
    searchId: Number(first.searchId),
    userId: first.userId,
    ownerEmail: first.ownerEmail,
    searchName: first.searchName,
    query: first.query,
    alerts: result.rows.flatMap((row) =>
      row.leadType && row.frequency ? [{ leadType: row.leadType, frequency: row.frequency, since: row.since }] : [],
    ),
  };
}

/** Samples the user asked for on the UTC day `day` ('YYYY-MM-DD'). */
export async function countSamples(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('alertSampleDays')
    .select('used')
    .where('userId', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.used ?? 0;
}

/**
 * Counts one sample of the day in the caller's transaction: the day's new count, or null when `limit` samples
 * were counted already (nothing changes then).
 */
export async function claimSample(
  trx: Kysely<Database>,
  owner: { userId: string; orgId: string },
  day: string,
  limit: number,
): Promise<number | null> {
  const row = await trx
    .insertInto('alertSampleDays')
    .values({ userId: owner.userId, orgId: owner.orgId, day, used: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['userId', 'day'])
        .doUpdateSet((eb) => ({ used: eb('alertSampleDays.used', '+', 1), updatedAt: new Date() }))
        .where('alertSampleDays.used', '<', limit),
    )
    .returning('used')
    .executeTakeFirst();
  return row ? row.used : null;
}

/**
 * SQL of the saved-search alerts (issue #11): which (search, lead type) alerts are due in their organisation's
 * time zone, the send records that make each (search, lead type, period) at-most-once, and the unsubscribe.
 */
import type { LeadType, Plan, Role } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { AlertFrequency, Database } from '../../db/types.ts';

export interface AlertSchedule {
  /** Local hour from which alerts go out. */
  sendHour: number;
  /** ISO weekday of weekly alerts. */
  weeklyDay: number;
}

export interface DueAlert {
  searchId: number;
  orgId: string;
  userId: string;
  email: string;
  role: Role;
  plan: Plan;
  searchName: string;
  query: Record<string, unknown>;
  leadType: LeadType;
  frequency: AlertFrequency;
  /** 'YYYY-MM-DD' (daily) or 'IYYY-Www' (weekly), in the organisation's time zone. */
  period: string;
  /** Leads first seen after this are new: the last alert's end, else the search's creation. */
  since: Date;
}

/** Each alert of a saved search as (lead type, frequency) rows; only those with a frequency (alert on). */
const ALERT_ROWS = sql`CROSS JOIN LATERAL (VALUES
  ('Agency', s.send_email_frequency), ('OpenWeb', s.send_open_web_email_frequency)) t(lead_type, frequency)`;

/**
 * The alerts due at `now` and not yet handled for their period: daily ones from the send hour of the local day,
 * weekly ones from the send hour of the local weekly day until the week ends. Active users of organisations
 * with a running subscription only; in search id order. `userId` narrows to one user's searches.
 */
export async function listDueAlerts(db: Db, now: Date, schedule: AlertSchedule): Promise<DueAlert[]> {
  const result = await sql<DueAlert>`
    WITH candidates AS (
      SELECT s.id AS search_id, s.org_id, s.user_id, u.email, u.role, o.plan, s.name AS search_name, s.query,
        s.created_at, t.lead_type, t.frequency, (${now}::timestamptz AT TIME ZONE o.time_zone) AS local_time
      FROM saved_searches s
      JOIN users u ON u.id = s.user_id AND u.org_id = s.org_id AND u.is_active
      JOIN organizations o ON o.id = s.org_id
      ${ALERT_ROWS}
      WHERE (s.send_email OR s.send_open_web_email) AND t.frequency IS NOT NULL
        AND (o.subscription_end IS NULL OR o.subscription_end > ${now}::timestamptz)
    ), periods AS (
      SELECT c.*, CASE WHEN c.frequency = 'daily' THEN to_char(c.local_time, 'YYYY-MM-DD')
        ELSE to_char(c.local_time, 'IYYY-"W"IW') END AS period,
        extract(hour FROM c.local_time) AS local_hour, extract(isodow FROM c.local_time) AS local_day
      FROM candidates c
    )
    SELECT p.search_id, p.org_id, p.user_id, p.email, p.role, p.plan, p.search_name, p.query, p.lead_type,
      p.frequency, p.period,
      coalesce((SELECT max(a.new_until) FROM saved_search_alert_sends a
        WHERE a.saved_search_id = p.search_id AND a.lead_type = p.lead_type), p.created_at) AS since
    FROM periods p
    WHERE CASE WHEN p.frequency = 'daily' THEN p.local_hour >= ${schedule.sendHour}
      ELSE p.local_day > ${schedule.weeklyDay}
        OR (p.local_day = ${schedule.weeklyDay} AND p.local_hour >= ${schedule.sendHour}) END
      AND NOT EXISTS (SELECT 1 FROM saved_search_alert_sends a
        WHERE a.saved_search_id = p.search_id AND a.lead_type = p.lead_type AND a.period = p.period)
    ORDER BY p.search_id, p.lead_type`.execute(db);
  return result.rows.map((row) => ({ ...row, searchId: Number(row.searchId) }));
}

export interface NextAlertRow {
  searchId: number;
  leadType: LeadType;
  /** The owner's role and plan: an alert of a lead type the plan may not read never goes out. */
  role: Role;
  plan: Plan;
  at: Date;
  due: boolean;
}

/**
 * When each alert that is on of the organisation's searches `searchIds` goes out next, by the rules of
 * `listDueAlerts`: the send hour of the current period (local day, or the weekly day of the ISO week) in the
 * organisation's time zone; `now` and `due` when that hour has passed and the period is not handled yet; the next
 * period's send hour once it is. Alerts of inactive owners or of subscriptions that end first are left out.
 */
export async function listNextAlerts(
  db: Db,
  orgId: string,
  searchIds: readonly number[],
  now: Date,
  schedule: AlertSchedule,
): Promise<NextAlertRow[]> {
  if (searchIds.length === 0) return [];
  const result = await sql<NextAlertRow & { searchId: string }>`
    WITH alerts AS (
      SELECT s.id AS search_id, t.lead_type, t.frequency, u.role, o.plan, o.time_zone, o.subscription_end,
        (${now}::timestamptz AT TIME ZONE o.time_zone) AS local_time
      FROM saved_searches s
      JOIN users u ON u.id = s.user_id AND u.org_id = s.org_id AND u.is_active
      JOIN organizations o ON o.id = s.org_id
      ${ALERT_ROWS}
      WHERE s.org_id = ${orgId} AND s.id IN (${sql.join(searchIds.map((id) => sql`${id}::bigint`))})
        AND t.frequency IS NOT NULL
    ), slots AS (
      SELECT a.*,
        CASE WHEN a.frequency = 'daily'
          THEN date_trunc('day', a.local_time) + make_interval(hours => ${schedule.sendHour}::int)
          ELSE date_trunc('week', a.local_time)
            + make_interval(days => ${schedule.weeklyDay - 1}::int, hours => ${schedule.sendHour}::int) END AS slot,
        CASE WHEN a.frequency = 'daily' THEN interval '1 day' ELSE interval '7 days' END AS step,
        EXISTS (SELECT 1 FROM saved_search_alert_sends x
          WHERE x.saved_search_id = a.search_id AND x.lead_type = a.lead_type
            AND x.period = CASE WHEN a.frequency = 'daily' THEN to_char(a.local_time, 'YYYY-MM-DD')
              ELSE to_char(a.local_time, 'IYYY-"W"IW') END) AS handled
      FROM alerts a
    ), next AS (
      SELECT search_id, lead_type, role, plan, subscription_end,
        CASE WHEN handled THEN (slot + step) AT TIME ZONE time_zone
          WHEN local_time < slot THEN slot AT TIME ZONE time_zone
          ELSE ${now}::timestamptz END AS at,
        NOT handled AND local_time >= slot AS due
      FROM slots
    )
    SELECT search_id, lead_type, role, plan, at, due FROM next
    WHERE subscription_end IS NULL OR subscription_end > at
    ORDER BY search_id, lead_type`.execute(db);
  return result.rows.map((row) => ({ ...row, searchId: Number(row.searchId) }));
}

/**
 * Claims one (search, lead type, period) in the caller's transaction: the id of the new send record, or null
 * when the period was handled already (by an earlier run or another worker).
 */
export async function claimAlertSend(
  trx: Kysely<Database>,
  send: { searchId: number; leadType: LeadType; period: string; since: Date; until: Date; leadCount: number },
): Promise<number | null> {
  const row = await trx
    .insertInto('savedSearchAlertSends')
    .values({
      savedSearchId: send.searchId,
      leadType: send.leadType,
      period: send.period,
      newSince: send.since,
      newUntil: send.until,
      leadCount: send.leadCount,
    })
    .onConflict((conflict) => conflict.columns(['savedSearchId', 'leadType', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function attachOutboxMessage(trx: Kysely<Database>, sendId: number, outboxId: number): Promise<void> {
  await trx.updateTable('savedSearchAlertSends').set({ outboxId }).where('id', '=', sendId).execute();
}

export interface OwnAlertingSearch {
  searchId: number;
  searchName: string;
  query: Record<string, unknown>;
  leadType: LeadType;
  frequency: AlertFrequency;
  since: Date;
}

/** The caller's own searches with an alert on, each alert with the end of its last alert (else the creation). */
export async function listOwnAlertingSearches(db: Db, owner: { orgId: string; userId: string }) {
  const result = await sql<OwnAlertingSearch>`
    SELECT s.id AS search_id, s.name AS search_name, s.query, t.lead_type, t.frequency,
      coalesce((SELECT max(a.new_until) FROM saved_search_alert_sends a
        WHERE a.saved_search_id = s.id AND a.lead_type = t.lead_type), s.created_at) AS since
    FROM saved_searches s ${ALERT_ROWS}
    WHERE s.org_id = ${owner.orgId} AND s.user_id = ${owner.userId} AND t.frequency IS NOT NULL
    ORDER BY lower(s.name), s.id, t.lead_type`.execute(db);
  return result.rows.map((row) => ({ ...row, searchId: Number(row.searchId) }));
}

/**
 * One-click unsubscribe of the alert a send record belongs to: marks the record used and turns that alert
 * (lead type) of the search off, in one transaction. False when the record is unknown or already used.
 */
export async function unsubscribeBySend(db: Db, sendId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const send = await trx
      .updateTable('savedSearchAlertSends')
      .set({ unsubscribedAt: new Date() })
      .where('id', '=', sendId)
      .where('unsubscribedAt', 'is', null)
      .returning(['savedSearchId', 'leadType'])
      .executeTakeFirst();
    if (!send) return false;
    const off =
      send.leadType === 'Agency'
        ? { sendEmail: false, sendEmailFrequency: null }
        : { sendOpenWebEmail: false, sendOpenWebEmailFrequency: null };
    await trx
      .updateTable('savedSearches')
      .set({ ...off, updatedAt: new Date() })
      .where('id', '=', Number(send.savedSearchId))
      .execute();
    return true;
  });
}

/** Whether a send record exists and its link is still unused (the confirmation page). */
export async function isUnsubscribeOpen(db: Db, sendId: number): Promise<boolean> {
  const row = await db
    .selectFrom('savedSearchAlertSends')
    .select('id')
    .where('id', '=', sendId)
    .where('unsubscribedAt', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

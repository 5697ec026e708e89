/**
 * SQL of the activity reports (Account Settings 'user report' and 'weekly report'; issue #19): which users are due
 * in their organisation's time zone, the per-(user, kind, period) send record that makes each report at-most-once,
 * and the one-click unsubscribe that turns the setting off.
 */
import type { Role } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';
import type { AlertSchedule } from '../alerts/public.ts';

export type ReportKind = 'daily' | 'weekly';

export interface DueReport {
  orgId: string;
  userId: string;
  email: string;
  role: Role;
  kind: ReportKind;
  /** 'YYYY-MM-DD' (daily) or 'IYYY-Www' (weekly), in the organisation's time zone. */
  period: string;
  /** The report covers [from, until): the previous local day, or the 7 local days before today. */
  from: Date;
  until: Date;
}

/**
 * Reports due at `now`: 'user report' (daily) from the send hour of each local day, 'weekly report' from the send
 * hour of the weekly day until the week ends; active users of organisations with a running subscription, not yet
 * handled for the period. In user id order.
 */
export async function listDueReports(db: Db, now: Date, schedule: AlertSchedule): Promise<DueReport[]> {
  const result = await sql<DueReport>`
    WITH candidates AS (
      SELECT u.id AS user_id, u.org_id, u.email, u.role, o.time_zone, k.kind,
        (${now}::timestamptz AT TIME ZONE o.time_zone) AS local_time
      FROM users u
      JOIN organizations o ON o.id = u.org_id
      CROSS JOIN LATERAL (VALUES ('daily', u.email_user_report), ('weekly', u.email_weekly_report)) k(kind, wanted)
      WHERE u.is_active AND k.wanted
        AND (o.subscription_end IS NULL OR o.subscription_end > ${now}::timestamptz)
    ), periods AS (
      SELECT c.*,
        CASE WHEN c.kind = 'daily' THEN to_char(c.local_time, 'YYYY-MM-DD') ELSE to_char(c.local_time, 'IYYY-"W"IW') END
          AS period,
        extract(hour FROM c.local_time) AS local_hour, extract(isodow FROM c.local_time) AS local_day,
        date_trunc('day', c.local_time) AS local_midnight
      FROM candidates c
    )
    SELECT p.org_id, p.user_id, p.email, p.role, p.kind, p.period,
      ((p.local_midnight - CASE WHEN p.kind = 'daily' THEN interval '1 day' ELSE interval '7 days' END)
        AT TIME ZONE p.time_zone) AS "from",
      (p.local_midnight AT TIME ZONE p.time_zone) AS until
    FROM periods p
    WHERE CASE WHEN p.kind = 'daily' THEN p.local_hour >= ${schedule.sendHour}
      ELSE p.local_day > ${schedule.weeklyDay}
        OR (p.local_day = ${schedule.weeklyDay} AND p.local_hour >= ${schedule.sendHour}) END
      AND NOT EXISTS (SELECT 1 FROM activity_report_sends s
        WHERE s.user_id = p.user_id AND s.kind = p.kind AND s.period = p.period)
    ORDER BY p.user_id, p.kind`.execute(db);
  return result.rows.map((row) => ({ ...row, from: new Date(row.from), until: new Date(row.until) }));
}

/** Claims one (user, kind, period) in the caller's transaction: the new send's id, or null when handled already. */
export async function claimReportSend(trx: Kysely<Database>, report: DueReport): Promise<number | null> {
  const row = await trx
    .insertInto('activityReportSends')
    .values({
      orgId: report.orgId,
      userId: report.userId,
      kind: report.kind,
      period: report.period,
      windowFrom: report.from,
      windowUntil: report.until,
    })
    .onConflict((conflict) => conflict.columns(['userId', 'kind', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function attachReportOutbox(trx: Kysely<Database>, sendId: number, outboxId: number): Promise<void> {
  await trx.updateTable('activityReportSends').set({ outboxId }).where('id', '=', sendId).execute();
}

/**
 * One-click unsubscribe of a report: marks the send used and turns its setting off ('user report' for a daily
 * report, 'weekly report' for a weekly one) in one transaction. False when unknown or already used.
 */
export async function unsubscribeReport(db: Db, sendId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const send = await trx
      .updateTable('activityReportSends')
      .set({ unsubscribedAt: new Date() })
      .where('id', '=', sendId)
      .where('unsubscribedAt', 'is', null)
      .returning(['userId', 'orgId', 'kind'])
      .executeTakeFirst();
    if (!send) return false;
    await trx
      .updateTable('users')
      .set(send.kind === 'daily' ? { emailUserReport: false } : { emailWeeklyReport: false })
      .where('id', '=', send.userId)
      .where('orgId', '=', send.orgId)
      .execute();
    return true;
  });
}

/** Whether a report send exists and its unsubscribe link is still unused (the confirmation page). */
export async function isReportUnsubscribeOpen(db: Db, sendId: number): Promise<boolean> {
  const row = await db
    .selectFrom('activityReportSends')
    .select('id')
    .where('id', '=', sendId)
    .where('unsubscribedAt', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

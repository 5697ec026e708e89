/**
 * SQL of the 'new leads at your clients' alert (outreach-integrations-admin 'client alert'; issue #14): which users
 * are due in their organisation's time zone, the per-(user, local day) send record that makes the e-mail
 * at-most-once and marks where the next one starts, and its unsubscribe.
 */
import type { Plan, Role } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';
import type { AlertSchedule } from './repository.ts';

/** How far back the first client alert of a user looks. */
const FIRST_ALERT_LOOKBACK = '1 day';

export interface DueClientAlert {
  orgId: string;
  userId: string;
  email: string;
  role: Role;
  plan: Plan;
  /** 'YYYY-MM-DD', the local day in the organisation's time zone. */
  period: string;
  /** Leads first seen after this are new: the end of the last client alert, else a day before `now`. */
  since: Date;
}

/**
 * The users due for a client alert at `now`: active, `email_client_alert` on, with at least one client-list
 * company, of an organisation with a running subscription, from the send hour of the local day, and not yet
 * handled that day. In user id order.
 */
export async function listDueClientAlerts(db: Db, now: Date, schedule: AlertSchedule): Promise<DueClientAlert[]> {
  const result = await sql<DueClientAlert>`
    WITH candidates AS (
      SELECT u.id AS user_id, u.org_id, u.email, u.role, o.plan, (${now}::timestamptz AT TIME ZONE o.time_zone) AS local_time
      FROM users u
      JOIN organizations o ON o.id = u.org_id
      WHERE u.is_active AND u.email_client_alert
        AND (o.subscription_end IS NULL OR o.subscription_end > ${now}::timestamptz)
        AND EXISTS (SELECT 1 FROM client_list_entries e WHERE e.user_id = u.id AND e.org_id = u.org_id)
    ), periods AS (
      SELECT c.*, to_char(c.local_time, 'YYYY-MM-DD') AS period FROM candidates c
      WHERE extract(hour FROM c.local_time) >= ${schedule.sendHour}
    )
    SELECT p.org_id, p.user_id, p.email, p.role, p.plan, p.period,
      coalesce((SELECT max(a.new_until) FROM client_alert_sends a WHERE a.user_id = p.user_id),
        ${now}::timestamptz - ${FIRST_ALERT_LOOKBACK}::interval) AS since
    FROM periods p
    WHERE NOT EXISTS (SELECT 1 FROM client_alert_sends a WHERE a.user_id = p.user_id AND a.period = p.period)
    ORDER BY p.user_id`.execute(db);
  return result.rows.map((row) => ({ ...row, since: new Date(row.since) }));
}

/**
 * Claims one (user, local day) in the caller's transaction: the id of the new send record, or null when that
 * day was handled already (by an earlier run or another worker).
 */
export async function claimClientAlertSend(
  trx: Kysely<Database>,
  send: { orgId: string; userId: string; period: string; since: Date; until: Date; leadCount: number },
): Promise<number | null> {
  const row = await trx
    .insertInto('clientAlertSends')
    .values({
      orgId: send.orgId,
      userId: send.userId,
      period: send.period,
      newSince: send.since,
      newUntil: send.until,
      leadCount: send.leadCount,
    })
    .onConflict((conflict) => conflict.columns(['userId', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function attachClientAlertOutbox(trx: Kysely<Database>, sendId: number, outboxId: number) {
  await trx.updateTable('clientAlertSends').set({ outboxId }).where('id', '=', sendId).execute();
}

/**
 * One-click unsubscribe of a client alert: marks the send record used and turns the user's 'client alert'
 * setting (`email_client_alert`) off, in one transaction. False when the record is unknown or already used.
 */
export async function unsubscribeClientAlert(db: Db, sendId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const send = await trx
      .updateTable('clientAlertSends')
      .set({ unsubscribedAt: new Date() })
      .where('id', '=', sendId)
      .where('unsubscribedAt', 'is', null)
      .returning(['userId', 'orgId'])
      .executeTakeFirst();
    if (!send) return false;
    await trx
      .updateTable('users')
      .set({ emailClientAlert: false })
      .where('id', '=', send.userId)
      .where('orgId', '=', send.orgId)
      .execute();
    return true;
  });
}

/** Whether a client alert send exists and its unsubscribe link is still unused (the confirmation page). */
export async function isClientUnsubscribeOpen(db: Db, sendId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clientAlertSends')
    .select('id')
    .where('id', '=', sendId)
    .where('unsubscribedAt', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

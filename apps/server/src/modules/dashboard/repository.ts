/**
 * SQL of the engagement dashboard: counts of a user's (or each teammate's) searches, lead views and logged
 * interactions in the organisation's current week or month, weeks starting on Monday, in its time zone.
 */
import type { DashboardCounts, DashboardPeriod } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { ACTIVITY_KINDS } from './activity-repository.ts';

const TYPES = { emails: 3, linkedIn: 4, calls: 1 } as const;

export interface PeriodBounds {
  timeZone: string;
  /** First local date of the period and of the next one (YYYY-MM-DD). */
  startDay: string;
  endDay: string;
  /** The same as instants. */
  start: Date;
  end: Date;
}

/** The current period of `now` in the organisation's time zone, or undefined for an unknown organisation. */
export async function findPeriodBounds(
  db: Db,
  orgId: string,
  period: DashboardPeriod,
  now: Date,
): Promise<PeriodBounds | undefined> {
  const result = await sql<{ timeZone: string; startDay: string; endDay: string; start: Date; end: Date }>`
    SELECT b.time_zone, to_char(b.start_day, 'YYYY-MM-DD') AS start_day, to_char(b.end_day, 'YYYY-MM-DD') AS end_day,
      b.start_day::timestamp AT TIME ZONE b.time_zone AS "start", b.end_day::timestamp AT TIME ZONE b.time_zone AS "end"
    FROM (
      SELECT o.time_zone, d.start_day, (d.start_day + ${sql.lit(`1 ${period}`)}::interval)::date AS end_day
      FROM organizations o,
        LATERAL (SELECT date_trunc(${period}, ${now}::timestamptz AT TIME ZONE o.time_zone)::date AS start_day) d
      WHERE o.id = ${orgId}
    ) b
  `.execute(db);
  return result.rows[0];
}

/** The user's counts in the period. */
export async function countUserActivity(db: Db, userId: string, bounds: PeriodBounds): Promise<DashboardCounts> {
  const result = await sql<Record<keyof DashboardCounts, string>>`
    SELECT
      (SELECT count(*) FROM activity_events e WHERE e.user_id = ${userId} AND e.kind = ${ACTIVITY_KINDS.search}
        AND e.day >= ${bounds.startDay}::date AND e.day < ${bounds.endDay}::date) AS searches,
      (SELECT count(*) FROM activity_events e WHERE e.user_id = ${userId} AND e.kind = ${ACTIVITY_KINDS.leadView}
        AND e.day >= ${bounds.startDay}::date AND e.day < ${bounds.endDay}::date) AS views,
      ${interactionCount(sql`${userId}::uuid`, TYPES.emails, bounds)} AS emails,
      ${interactionCount(sql`${userId}::uuid`, TYPES.linkedIn, bounds)} AS linked_in,
      ${interactionCount(sql`${userId}::uuid`, TYPES.calls, bounds)} AS calls
  `.execute(db);
  return toCounts(result.rows[0]);
}

function interactionCount(user: ReturnType<typeof sql>, typeId: number, bounds: PeriodBounds) {
  return sql`(SELECT count(*) FROM contact_interactions i WHERE i.user_id = ${user}
    AND i.interaction_type_id = ${typeId} AND i.created_at >= ${bounds.start} AND i.created_at < ${bounds.end})`;
}

function toCounts(row: Record<keyof DashboardCounts, string | number> | undefined): DashboardCounts {
  return {
    searches: Number(row?.searches ?? 0),
    views: Number(row?.views ?? 0),
    emails: Number(row?.emails ?? 0),
    linkedIn: Number(row?.linkedIn ?? 0),
    calls: Number(row?.calls ?? 0),
  };
}

/** Each active user of the organisation with their counts in the period, by e-mail. */
export async function countTeamActivity(
  db: Db,
  orgId: string,
  bounds: PeriodBounds,
): Promise<(DashboardCounts & { userId: string; email: string; name: string })[]> {
  const result = await sql<Record<keyof DashboardCounts, string> & { userId: string; email: string; name: string }>`
    SELECT u.id AS user_id, u.email, u.name,
      (SELECT count(*) FROM activity_events e WHERE e.user_id = u.id AND e.kind = ${ACTIVITY_KINDS.search}
        AND e.day >= ${bounds.startDay}::date AND e.day < ${bounds.endDay}::date) AS searches,
      (SELECT count(*) FROM activity_events e WHERE e.user_id = u.id AND e.kind = ${ACTIVITY_KINDS.leadView}
        AND e.day >= ${bounds.startDay}::date AND e.day < ${bounds.endDay}::date) AS views,
      ${interactionCount(sql`u.id`, TYPES.emails, bounds)} AS emails,
      ${interactionCount(sql`u.id`, TYPES.linkedIn, bounds)} AS linked_in,
      ${interactionCount(sql`u.id`, TYPES.calls, bounds)} AS calls
    FROM users u WHERE u.org_id = ${orgId} AND u.is_active
    ORDER BY lower(u.email)
  `.execute(db);
  return result.rows.map((row) => ({ ...toCounts(row), userId: row.userId, email: row.email, name: row.name }));
}

/**
 * The user's counts in each of the `periods` periods ending with the current one, oldest first.
 * `start`: the period's first local date.
 */
export async function countUserHistory(
  db: Db,
  userId: string,
  current: PeriodBounds,
  period: DashboardPeriod,
  periods: number,
): Promise<(DashboardCounts & { start: string })[]> {
  const unit = sql.lit(`1 ${period}`);
  const result = await sql<Record<keyof DashboardCounts, string> & { start: string }>`
    WITH buckets AS (
      SELECT s::date AS start_day, (s + ${unit}::interval)::date AS end_day
      FROM generate_series(${current.startDay}::timestamp - ${sql.lit(periods - 1)} * ${unit}::interval,
        ${current.startDay}::timestamp, ${unit}::interval) s
    ),
    events AS (
      SELECT date_trunc(${period}, e.day::timestamp)::date AS start_day, e.kind, count(*) AS n
      FROM activity_events e
      WHERE e.user_id = ${userId} AND e.kind IN (1, 2)
        AND e.day >= (SELECT min(start_day) FROM buckets) AND e.day < ${current.endDay}::date
      GROUP BY 1, 2
    ),
    logged AS (
      SELECT date_trunc(${period}, i.created_at AT TIME ZONE ${current.timeZone})::date AS start_day,
        i.interaction_type_id AS type_id, count(*) AS n
      FROM contact_interactions i
      WHERE i.user_id = ${userId} AND i.interaction_type_id IN (1, 3, 4)
        AND i.created_at >= (SELECT min(start_day) FROM buckets)::timestamp AT TIME ZONE ${current.timeZone}
        AND i.created_at < ${current.end}
      GROUP BY 1, 2
    )
    SELECT to_char(b.start_day, 'YYYY-MM-DD') AS start,
      coalesce((SELECT n FROM events WHERE start_day = b.start_day AND kind = ${ACTIVITY_KINDS.search}), 0) AS searches,
      coalesce((SELECT n FROM events WHERE start_day = b.start_day AND kind = ${ACTIVITY_KINDS.leadView}), 0) AS views,
      coalesce((SELECT n FROM logged WHERE start_day = b.start_day AND type_id = ${TYPES.emails}), 0) AS emails,
      coalesce((SELECT n FROM logged WHERE start_day = b.start_day AND type_id = ${TYPES.linkedIn}), 0) AS linked_in,
      coalesce((SELECT n FROM logged WHERE start_day = b.start_day AND type_id = ${TYPES.calls}), 0) AS calls
    FROM buckets b ORDER BY b.start_day
  `.execute(db);
  return result.rows.map((row) => ({ ...toCounts(row), start: row.start }));
}

export interface AccountManagerRow {
  name: string | null;
  schedulingUrl: string | null;
  phone: string | null;
}

export function findAccountManager(db: Db, orgId: string): Promise<AccountManagerRow | undefined> {
  return db
    .selectFrom('organizations')
    .select([
      'accountManagerName as name',
      'accountManagerSchedulingUrl as schedulingUrl',
      'accountManagerPhone as phone',
    ])
    .where('id', '=', orgId)
    .executeTakeFirst();
}

/** @returns false when there is no such organisation. */
export async function updateAccountManager(db: Db, orgId: string, values: AccountManagerRow): Promise<boolean> {
  const result = await db
    .updateTable('organizations')
    .set({
      accountManagerName: values.name,
      accountManagerSchedulingUrl: values.schedulingUrl,
      accountManagerPhone: values.phone,
    })
    .where('id', '=', orgId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

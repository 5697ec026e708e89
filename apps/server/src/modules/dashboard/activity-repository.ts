/** SQL of the dashboard's activity events (searches and lead views, one per user, local day and subject). */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export const ACTIVITY_KINDS = { search: 1, leadView: 2 } as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[keyof typeof ACTIVITY_KINDS];

/**
 * Records one event on the organisation's local date of `at`; a repeat (same user, kind, day and subject) is
 * ignored. `subject`: a signed 64-bit integer as a decimal string (query hash or lead id).
 */
export async function insertActivityEvent(
  db: Db,
  event: { orgId: string; userId: string; kind: ActivityKind; subject: string; at: Date },
): Promise<void> {
  await sql`
    INSERT INTO activity_events (org_id, user_id, kind, day, subject, created_at)
    SELECT o.id, ${event.userId}, ${event.kind}, (${event.at}::timestamptz AT TIME ZONE o.time_zone)::date,
      ${event.subject}::bigint, ${event.at}::timestamptz
    FROM organizations o WHERE o.id = ${event.orgId}
    ON CONFLICT DO NOTHING
  `.execute(db);
}

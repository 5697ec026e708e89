/**
 * SQL of the campaign automation run (migration 0027_campaign_automations; issue #17): the subscriptions to plan,
 * the pushes planned with the watermark, and the pushes claimed, recorded and retried. These work across
 * organisations and carry each row's organisation along.
 */
import type { Plan, Role } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';
import { SUBSCRIPTION_COLUMNS, type SubscriptionRow, toSubscription } from './repository.ts';

export interface SubscriptionToPlan extends SubscriptionRow {
  plannedUntil: Date;
  email: string;
  role: Role;
  plan: Plan;
  query: Record<string, unknown>;
}

/**
 * Subscriptions of active users in organisations with a running subscription and the 'Use New Integration'
 * switch on, whose watermark is before `now`; oldest watermark first.
 */
export async function listSubscriptionsToPlan(db: Db, now: Date, limit: number): Promise<SubscriptionToPlan[]> {
  const rows = await db
    .selectFrom('campaignSubscriptions as s')
    .innerJoin('savedSearches as ss', (join) =>
      join.onRef('ss.id', '=', 's.savedSearchId').onRef('ss.orgId', '=', 's.orgId'),
    )
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 's.userId').onRef('u.orgId', '=', 's.orgId'))
    .innerJoin('organizations as o', 'o.id', 's.orgId')
    .select([...SUBSCRIPTION_COLUMNS, 's.plannedUntil', 'u.email', 'u.role', 'o.plan', 'ss.query'])
    .where('u.isActive', '=', true)
    .where('o.isNewIntegrations', '=', true)
    .where((eb) => eb.or([eb('o.subscriptionEnd', 'is', null), eb('o.subscriptionEnd', '>', now)]))
    .where('s.plannedUntil', '<', now)
    .orderBy('s.plannedUntil')
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toSubscription(row),
    plannedUntil: row.plannedUntil,
    email: row.email,
    role: row.role as Role,
    plan: row.plan as Plan,
    query: row.query as Record<string, unknown>,
  }));
}

/**
 * In the caller's transaction: the pending pushes of the contacts at `companyIds` whose position cluster is the
 * subscription's category (one per contact and campaign; contacts already in the campaign are left alone),
 * the watermark moved to `until` and the run recorded. Contacts marked Do Not Contact (interaction -1) and
 * contacts without a shown e-mail (none, or verified invalid or unknown; §2 'Email verification status') are
 * skipped and counted.
 * @returns how many pushes were planned and how many contacts were skipped.
 */
export async function planPushes(
  trx: Kysely<Database>,
  subscription: SubscriptionRow,
  companyIds: readonly number[],
  until: Date,
): Promise<{ planned: number; skipped: number }> {
  let planned = 0;
  let skipped = 0;
  if (companyIds.length > 0) {
    const result = await sql<{ planned: string; skipped: string }>`
      WITH matching AS (
        SELECT ct.id,
          (ct.email IS NULL OR btrim(ct.email) = ''
            OR coalesce(ct.email_last_verified_status, 'valid') IN ('invalid', 'unknown')
            OR EXISTS (SELECT 1 FROM contact_interactions ci
              WHERE ci.org_id = ${subscription.orgId} AND ci.contact_id = ct.id AND ci.interaction_type_id = -1))
            AS skip
        FROM contacts ct
        JOIN position_clusters pc ON pc.id = ct.position_cluster_id AND pc.name = ${subscription.category}
        WHERE ct.company_id = ANY(${[...companyIds]}::bigint[])
      ), inserted AS (
        INSERT INTO campaign_pushes (org_id, integration_kind, campaign_id, contact_id, subscription_id)
        SELECT ${subscription.orgId}, ${subscription.integrationKind}, ${subscription.campaignId}, m.id,
          ${subscription.id}
        FROM matching m WHERE NOT m.skip
        ON CONFLICT (org_id, integration_kind, campaign_id, contact_id) DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM inserted) AS planned,
        (SELECT count(*) FROM matching WHERE skip) AS skipped`.execute(trx);
    planned = Number(result.rows[0]?.planned ?? 0);
    skipped = Number(result.rows[0]?.skipped ?? 0);
  }
  await trx
    .updateTable('campaignSubscriptions')
    .set((eb) => ({
      plannedUntil: until,
      lastRunAt: until,
      skippedTotal: eb('skippedTotal', '+', skipped),
    }))
    .where('id', '=', subscription.id)
    .execute();
  return { planned, skipped };
}

/** Re-reads a subscription's watermark under a row lock (another planner may have moved it meanwhile). */
export async function lockWatermark(trx: Kysely<Database>, id: number): Promise<Date | null> {
  const row = await trx
    .selectFrom('campaignSubscriptions')
    .select('plannedUntil')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.plannedUntil ?? null;
}

/** A failed plan: the error shows and the watermark stays, so the next run tries the same leads again. */
export async function recordPlanError(db: Db, id: number, error: string, at: Date): Promise<void> {
  await db.updateTable('campaignSubscriptions').set({ lastError: error, lastRunAt: at }).where('id', '=', id).execute();
}

/** A subscription with nothing to follow (its search or lead type went away): the watermark moves on, the reason shows. */
export async function skipPlan(db: Db, id: number, reason: string, until: Date): Promise<void> {
  await db
    .updateTable('campaignSubscriptions')
    .set({ plannedUntil: until, lastRunAt: until, lastError: reason })
    .where('id', '=', id)
    .execute();
}

export interface ClaimedPush {
  id: number;
  orgId: string;
  integrationKind: number;
  campaignId: string;
  contactId: number;
  subscriptionId: number | null;
  attempts: number;
  campaignName: string | null;
  ownerId: string | null;
  ownerEmail: string | null;
}

/** One organisation's pushes to one provider: they share that provider's budget. */
export interface PushScope {
  orgId: string;
  kind: number;
}

/** The (organisation, provider) pairs with pushes due at `now`. */
export async function listDuePushScopes(db: Db, now: Date): Promise<PushScope[]> {
  const result = await sql<PushScope>`
    SELECT DISTINCT org_id, integration_kind AS kind FROM campaign_pushes
    WHERE status = 'pending' AND next_attempt_at <= ${now}`.execute(db);
  return result.rows;
}

/**
 * Claims up to `limit` due pending pushes (of one scope, when given) for `leaseSeconds`: their attempt is counted and their next attempt
 * moved past the lease, so a worker killed mid-push leaves them to be taken again once the lease ends.
 */
export async function claimDuePushes(
  db: Db,
  now: Date,
  limit: number,
  leaseSeconds: number,
  scope: PushScope | null = null,
): Promise<ClaimedPush[]> {
  const result = await sql<ClaimedPush>`
    WITH due AS (
      SELECT id FROM campaign_pushes
      WHERE status = 'pending' AND next_attempt_at <= ${now}
        AND (${scope?.orgId ?? null}::uuid IS NULL OR org_id = ${scope?.orgId ?? null}::uuid)
        AND (${scope?.kind ?? null}::smallint IS NULL OR integration_kind = ${scope?.kind ?? null}::smallint)
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE campaign_pushes p
      SET attempts = p.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
        updated_at = now()
      FROM due WHERE p.id = due.id
      RETURNING p.id, p.org_id, p.integration_kind, p.campaign_id, p.contact_id, p.subscription_id, p.attempts
    )
    SELECT c.*, s.campaign_name, u.id AS owner_id, u.email AS owner_email
    FROM claimed c
    LEFT JOIN campaign_subscriptions s ON s.id = c.subscription_id
    LEFT JOIN users u ON u.id = s.user_id AND u.org_id = s.org_id AND u.is_active
    ORDER BY c.id`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    contactId: Number(row.contactId),
    subscriptionId: row.subscriptionId === null ? null : Number(row.subscriptionId),
  }));
}

/** Marks a claimed push as made; false when it was finished already (then nothing else may be written). */
export async function markPushed(trx: Kysely<Database>, id: number, externalId: string): Promise<boolean> {
  const result = await trx
    .updateTable('campaignPushes')
    .set({ status: 'pushed', externalId, error: null, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A failed attempt: tried again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(db: Db, push: ClaimedPush, error: string, retryAt: Date | null) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('campaignPushes')
      .set({
        error,
        updatedAt: new Date(),
        ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
      })
      .where('id', '=', push.id)
      .where('status', '=', 'pending')
      .execute();
    if (push.subscriptionId !== null) {
      await trx
        .updateTable('campaignSubscriptions')
        .set({ lastError: error })
        .where('id', '=', push.subscriptionId)
        .execute();
    }
  });
}

/** Drops a push whose subscription or owner is gone: nobody asked for it any more. */
export async function dropPush(db: Db, id: number): Promise<void> {
  await db.deleteFrom('campaignPushes').where('id', '=', id).where('status', '=', 'pending').execute();
}

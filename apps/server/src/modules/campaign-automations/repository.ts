/**
 * SQL of the campaign automations (migration 0027_campaign_automations; issue #17). Every function that serves a
 * request takes the caller's organisation and filters on it; the job's functions work across organisations and
 * carry each row's organisation along.
 */
import type { Plan, Role } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';

type Executor = Db | Kysely<Database>;

export interface SubscriptionRow {
  id: number;
  orgId: string;
  userId: string;
  savedSearchId: number;
  integrationKind: number;
  campaignId: string;
  campaignName: string;
  category: string;
  leadType: 'agency' | 'openWeb';
  lastRunAt: Date | null;
  lastError: string | null;
  skippedTotal: number;
  createdAt: Date;
}

export interface SubscriptionCounts {
  pushed: number;
  failed: number;
  pending: number;
}

const SUBSCRIPTION_COLUMNS = [
  's.id',
  's.orgId',
  's.userId',
  's.savedSearchId',
  's.integrationKind',
  's.campaignId',
  's.campaignName',
  's.category',
  's.leadType',
  's.lastRunAt',
  's.lastError',
  's.skippedTotal',
  's.createdAt',
] as const;

function toSubscription(row: SubscriptionRow): SubscriptionRow {
  return { ...row, id: Number(row.id), savedSearchId: Number(row.savedSearchId) };
}

/** The organisation's 'Use New Integration' switch. */
export async function hasNewIntegrations(db: Db, orgId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('isNewIntegrations')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.isNewIntegrations === true;
}

/** Serialises a user's subscription changes (the limit check and the insert) until the transaction ends. */
export async function lockUser(trx: Kysely<Database>, orgId: string, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).where('orgId', '=', orgId).forUpdate().execute();
}

export async function countUserSubscriptions(
  db: Executor,
  orgId: string,
  userId: string,
  leadType: 'agency' | 'openWeb',
): Promise<number> {
  const row = await db
    .selectFrom('campaignSubscriptions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('orgId', '=', orgId)
    .where('userId', '=', userId)
    .where('leadType', '=', leadType)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a subscription; null when the same (search, integration, campaign, audience, lead type) exists. */
export async function insertSubscription(
  trx: Kysely<Database>,
  values: {
    orgId: string;
    userId: string;
    savedSearchId: number;
    integrationKind: number;
    campaignId: string;
    campaignName: string;
    category: string;
    leadType: 'agency' | 'openWeb';
  },
): Promise<number | null> {
  const row = await trx
    .insertInto('campaignSubscriptions')
    .values(values)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The subscriptions of one saved search of the organisation, oldest first. */
export async function listSubscriptions(db: Db, orgId: string, savedSearchId: number): Promise<SubscriptionRow[]> {
  const rows = await db
    .selectFrom('campaignSubscriptions as s')
    .select(SUBSCRIPTION_COLUMNS)
    .where('s.orgId', '=', orgId)
    .where('s.savedSearchId', '=', savedSearchId)
    .orderBy('s.id')
    .execute();
  return rows.map(toSubscription);
}

export async function findSubscription(db: Db, orgId: string, id: number): Promise<SubscriptionRow | undefined> {
  const row = await db
    .selectFrom('campaignSubscriptions as s')
    .select(SUBSCRIPTION_COLUMNS)
    .where('s.orgId', '=', orgId)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? toSubscription(row) : undefined;
}

/** Push counts by status of each subscription. */
export async function pushCounts(db: Db, subscriptionIds: readonly number[]): Promise<Map<number, SubscriptionCounts>> {
  const counts = new Map<number, SubscriptionCounts>();
  if (subscriptionIds.length === 0) return counts;
  const rows = await db
    .selectFrom('campaignPushes')
    .select(['subscriptionId', 'status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('subscriptionId', 'in', subscriptionIds)
    .groupBy(['subscriptionId', 'status'])
    .execute();
  for (const row of rows) {
    const id = Number(row.subscriptionId);
    const entry = counts.get(id) ?? { pushed: 0, failed: 0, pending: 0 };
    entry[row.status] = Number(row.count);
    counts.set(id, entry);
  }
  return counts;
}

/** Deletes a subscription and its pushes not yet made (pushed ones stay: a contact never enters twice). */
export async function deleteSubscription(trx: Kysely<Database>, orgId: string, id: number): Promise<boolean> {
  await trx
    .deleteFrom('campaignPushes')
    .where('orgId', '=', orgId)
    .where('subscriptionId', '=', id)
    .where('status', '=', 'pending')
    .execute();
  const result = await trx
    .deleteFrom('campaignSubscriptions')
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The automation count and integrations of each saved search (the saved-search table's column). */
export async function summariesOf(
  db: Db,
  orgId: string,
  savedSearchIds: readonly number[],
): Promise<Map<number, { count: number; integrationIds: number[] }>> {
  const result = new Map<number, { count: number; integrationIds: number[] }>();
  if (savedSearchIds.length === 0) return result;
  const rows = await db
    .selectFrom('campaignSubscriptions')
    .select(['savedSearchId', 'integrationKind', (eb) => eb.fn.countAll<string>().as('count')])
    .where('orgId', '=', orgId)
    .where('savedSearchId', 'in', savedSearchIds)
    .groupBy(['savedSearchId', 'integrationKind'])
    .orderBy('integrationKind')
    .execute();
  for (const row of rows) {
    const id = Number(row.savedSearchId);
    const entry = result.get(id) ?? { count: 0, integrationIds: [] };
    entry.count += Number(row.count);
    entry.integrationIds.push(row.integrationKind);
    result.set(id, entry);
  }
  return result;
}

/** Visible synced items of one integration and item type: the campaigns a subscription may feed. */
export async function campaignItems(
  db: Db,
  orgId: string,
  kind: number,
  itemType: number,
): Promise<{ externalId: string; name: string }[]> {
  return db
    .selectFrom('integrationItems')
    .select(['externalId', 'name'])
    .where('orgId', '=', orgId)
    .where('kind', '=', kind)
    .where('itemType', '=', itemType)
    .where('visible', '=', true)
    .orderBy('name')
    .execute();
}

// —— the job ——

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
  return rows.map((row) => ({ ...toSubscription(row), query: row.query as Record<string, unknown> })) as never;
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

export async function recordPlanError(db: Db, id: number, error: string, at: Date): Promise<void> {
  await db.updateTable('campaignSubscriptions').set({ lastError: error, lastRunAt: at }).where('id', '=', id).execute();
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

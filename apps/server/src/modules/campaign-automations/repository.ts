import type { Kysely } from 'kysely';
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

export const SUBSCRIPTION_COLUMNS = [
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

export function toSubscription(row: SubscriptionRow): SubscriptionRow {
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

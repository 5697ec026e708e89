/** SQL of API keys (outreach-integrations-admin §3 'Account data' APISettings.APIKey). */
import type { Db } from '../db/kysely.ts';

export async function revokeActiveKeys(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable('apiKeys')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertKey(
  db: Db,
  key: { orgId: string; userId: string; keyHash: string; keyPrefix: string },
): Promise<void> {
  await db.insertInto('apiKeys').values(key).execute();
}

/** Records use at most once a minute per key, so hot API traffic does not write on every call. */
export async function touchApiKey(db: Db, keyHash: string): Promise<void> {
  const aMinuteAgo = new Date(Date.now() - 60_000);
  await db
    .updateTable('apiKeys')
    .set({ lastUsedAt: new Date() })
    .where('keyHash', '=', keyHash)
    .where((where) => where.or([where('lastUsedAt', 'is', null), where('lastUsedAt', '<', aMinuteAgo)]))
    .execute();
}

export function activeKeyOf(db: Db, userId: string) {
  return db
    .selectFrom('apiKeys')
    .select(['keyPrefix', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}

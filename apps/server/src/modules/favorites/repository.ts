/** SQL of lead favorites: personal rows keyed by (user, lead), carrying the organisation. */
import type { Db } from '../../db/kysely.ts';

export async function insertFavorite(
  db: Db,
  favorite: { orgId: string; userId: string; leadId: number },
): Promise<void> {
  await db
    .insertInto('leadFavorites')
    .values(favorite)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function deleteFavorite(db: Db, key: { orgId: string; userId: string; leadId: number }): Promise<void> {
  await db
    .deleteFrom('leadFavorites')
    .where('userId', '=', key.userId)
    .where('orgId', '=', key.orgId)
    .where('leadId', '=', key.leadId)
    .execute();
}

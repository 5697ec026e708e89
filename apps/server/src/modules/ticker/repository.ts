/** SQL of the ticker (prospecting-core §2.7): each user's chosen saved search (users.ticker_search_id). */
import type { Db } from '../../db/kysely.ts';

/** The caller's ticker search id, when it is still one of the organisation's searches. */
export async function findTickerSearchId(db: Db, user: { orgId: string; userId: string }): Promise<number | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('savedSearches as s', (join) =>
      join.onRef('s.id', '=', 'u.tickerSearchId').onRef('s.orgId', '=', 'u.orgId'),
    )
    .select('s.id')
    .where('u.id', '=', user.userId)
    .where('u.orgId', '=', user.orgId)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function storeTickerSearchId(
  db: Db,
  user: { orgId: string; userId: string },
  searchId: number | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ tickerSearchId: searchId })
    .where('id', '=', user.userId)
    .where('orgId', '=', user.orgId)
    .execute();
}

/** When the caller's organisation was created (the original-interface switch, §2.7). */
export async function findOrganisationCreatedAt(db: Db, orgId: string): Promise<Date | undefined> {
  const row = await db.selectFrom('organizations').select('createdAt').where('id', '=', orgId).executeTakeFirst();
  return row?.createdAt;
}

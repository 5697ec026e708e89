/** SQL of the client list: personal rows keyed by (user, company), carrying the organisation. */
import type { Db } from '../../db/kysely.ts';

interface Owner {
  orgId: string;
  userId: string;
}

/** Adds the company to the owner's list; an existing entry is kept as it is (with its first JobId). */
export async function insertClientListEntry(
  db: Db,
  owner: Owner,
  entry: { companyId: number; jobLeadId: number | null },
): Promise<void> {
  await db
    .insertInto('clientListEntries')
    .values({ orgId: owner.orgId, userId: owner.userId, companyId: entry.companyId, jobLeadId: entry.jobLeadId })
    .onConflict((conflict) => conflict.columns(['userId', 'companyId']).doNothing())
    .execute();
}

/** Removes the owner's entries of these companies. @returns how many were removed. */
export async function deleteClientListEntries(db: Db, owner: Owner, companyIds: readonly number[]): Promise<number> {
  const result = await db
    .deleteFrom('clientListEntries')
    .where('userId', '=', owner.userId)
    .where('orgId', '=', owner.orgId)
    .where('companyId', 'in', [...companyIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** SQL of the signed-in user's own account data. */
import type { Db } from '../../db/kysely.ts';

/** The user and their organisation, scoped by both ids. */
export function findAccount(db: Db, userId: string, orgId: string) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.orgId')
    .select([
      'users.id as userId',
      'users.orgId',
      'users.email',
      'users.name',
      'users.role',
      'users.createdAt',
      'users.shareClientList',
      'users.emailUserReport',
      'users.emailWeeklyReport',
      'users.emailClientAlert',
      'organizations.name as organizationName',
      'organizations.plan',
      'organizations.logoUrl',
      'organizations.maxUsers',
      'organizations.subscriptionStart',
      'organizations.subscriptionEnd',
      'organizations.isNewIntegrations',
      'organizations.exportLimit',
    ])
    .where('users.id', '=', userId)
    .where('users.orgId', '=', orgId)
    .executeTakeFirst();
}

/** Rows exported by the user since `since`. */
export async function exportedRowsSince(db: Db, userId: string, orgId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('exportDownloads')
    .select((select) => select.fn.coalesce(select.fn.sum<number>('rowCount'), select.lit(0)).as('total'))
    .where('userId', '=', userId)
    .where('orgId', '=', orgId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

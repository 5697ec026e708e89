/** SQL of product sessions (the RequestId header; ARCHITECTURE "Sessions"). */
import type { Db } from '../../db/kysely.ts';

export function findSessionOwner(db: Db, sessionId: string) {
  return db
    .selectFrom('userSessions')
    .select(['userId', 'expiresAt', 'endedAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insertInto('userSessions').values(session).execute();
}

/** Ends every open session of the user except `keepId`; @returns how many were ended. */
export async function endOtherSessions(db: Db, userId: string, keepId: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('userSessions')
    .set({ endedAt: new Date(), endedReason: reason })
    .where('userId', '=', userId)
    .where('id', '!=', keepId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

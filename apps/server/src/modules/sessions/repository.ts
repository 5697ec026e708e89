/** SQL of product sessions (the RequestId header; ARCHITECTURE "Sessions"). */
import type { Db } from '../../db/kysely.ts';

export function findSessionOwner(db: Db, sessionId: string) {
  return db
    .selectFrom('userSessions')
    .select(['userId', 'expiresAt', 'endedAt', 'signInId'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; expiresAt: Date; userAgent: string | null; signInId: string | null },
): Promise<void> {
  await db.insertInto('userSessions').values(session).execute();
}

/** True when a session of this user and sign-in was ended by another sign-in (`reason`). */
export async function wasSignInSuperseded(db: Db, userId: string, signInId: string, reason: string) {
  const row = await db
    .selectFrom('userSessions')
    .select('id')
    .where('userId', '=', userId)
    .where('signInId', '=', signInId)
    .where('endedReason', '=', reason)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends the user's open sessions (all, or all but `exceptId`) with `reason` at `at` (default now): a password or
 * e-mail change, a password set through a link. @returns how many were ended.
 */
export async function endUserSessions(
  db: Db,
  userId: string,
  reason: string,
  options: { exceptId?: string | null; at?: Date } = {},
): Promise<number> {
  let sessions = db
    .updateTable('userSessions')
    .set({ endedAt: options.at ?? new Date(), endedReason: reason })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null);
  if (options.exceptId) sessions = sessions.where('id', '!=', options.exceptId);
  const result = await sessions.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ends every open session of the user except `keepId`: those of the same sign-in (another tab of the same
 * browser) with `reasons.sameSignIn`, all others with `reasons.other`. @returns how many were ended.
 */
export async function endOtherSessions(
  db: Db,
  options: { userId: string; keepId: string; signInId: string | null; reasons: { sameSignIn: string; other: string } },
): Promise<number> {
  const { signInId, reasons } = options;
  const result = await db
    .updateTable('userSessions')
    .set((eb) => ({
      endedAt: new Date(),
      endedReason:
        signInId === null
          ? reasons.other
          : eb.case().when('signInId', '=', signInId).then(reasons.sameSignIn).else(reasons.other).end(),
    }))
    .where('userId', '=', options.userId)
    .where('id', '!=', options.keepId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Session registration (prospecting-core §2.1 "registers the session", §3 'Session cookie: id (UUID),
 * expires 10 days after creation'). A newer session of the same user ends the older ones, whose
 * requests then answer 409 (ARCHITECTURE "Sessions"). Sessions remember the sign-in (token `sid`) that
 * registered them: a newer session of the same sign-in (another tab) replaces the older ones, one of another
 * sign-in supersedes them, and a superseded sign-in cannot register again — it must sign in anew (issue #9).
 */
import { ERROR_CODES, MESSAGES, SESSION_COOKIE_MAX_AGE_MS } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { endOtherSessions, findSessionOwner, insertSession, wasSignInSuperseded } from './repository.ts';

export const SUPERSEDED = 'superseded';
/** Ended by a newer session of the same sign-in (another tab of the same browser). */
export const REPLACED = 'replaced';

export interface RegisteredSession {
  id: string;
  expiresAt: string;
  endedOtherSessions: number;
}

/**
 * Registers `sessionId` for the caller; registering the same id again is a no-op that keeps it.
 * @throws 400 when the caller authenticated with an API key, or the id belongs to someone else or another
 * sign-in; 409 when this session or the caller's sign-in was already superseded.
 */
export async function registerSession(
  db: Db,
  identity: Identity,
  sessionId: string,
  userAgent: string | null,
): Promise<RegisteredSession> {
  if (identity.via !== 'token') throw badRequest('Sessions are registered by signed-in users, not API keys');
  return db.transaction().execute(async (transaction) => {
    const existing = await findSessionOwner(transaction, sessionId);
    const foreign =
      existing && (existing.userId !== identity.userId || (existing.signInId ?? null) !== identity.signInId);
    if (foreign) throw badRequest('This session id is already in use');
    const superseded =
      existing?.endedAt ||
      (identity.signInId !== null &&
        (await wasSignInSuperseded(transaction, identity.userId, identity.signInId, SUPERSEDED)));
    if (superseded) throw new AppError(ERROR_CODES.sessionSuperseded, 409, MESSAGES.sessionSuperseded);
    const expiresAt = existing?.expiresAt ?? new Date(Date.now() + SESSION_COOKIE_MAX_AGE_MS);
    if (!existing) {
      await insertSession(transaction, {
        id: sessionId,
        userId: identity.userId,
        expiresAt,
        userAgent: userAgent?.slice(0, 500) ?? null,
        signInId: identity.signInId,
      });
    }
    const ended = await endOtherSessions(transaction, {
      userId: identity.userId,
      keepId: sessionId,
      signInId: identity.signInId,
      reasons: { sameSignIn: REPLACED, other: SUPERSEDED },
    });
    return { id: sessionId, expiresAt: expiresAt.toISOString(), endedOtherSessions: ended };
  });
}

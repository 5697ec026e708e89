/**
 * Session registration (prospecting-core §2.1 "registers the session", §3 'Session cookie: id (UUID),
 * expires 10 days after creation'). A newer session of the same user ends the older ones, whose
 * requests then answer 409 (ARCHITECTURE "Sessions").
 */
import { ERROR_CODES, MESSAGES, SESSION_COOKIE_MAX_AGE_MS } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { endOtherSessions, findSessionOwner, insertSession } from './repository.ts';

export const SUPERSEDED = 'superseded';

export interface RegisteredSession {
  id: string;
  expiresAt: string;
  endedOtherSessions: number;
}

/**
 * Registers `sessionId` for the caller; registering the same id again is a no-op that keeps it.
 * @throws 400 when the caller authenticated with an API key, or the id belongs to someone else;
 * 409 when this session was already superseded.
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
    if (existing && existing.userId !== identity.userId) throw badRequest('This session id is already in use');
    if (existing?.endedAt) throw new AppError(ERROR_CODES.sessionSuperseded, 409, MESSAGES.sessionSuperseded);
    const expiresAt = existing?.expiresAt ?? new Date(Date.now() + SESSION_COOKIE_MAX_AGE_MS);
    if (!existing) {
      await insertSession(transaction, {
        id: sessionId,
        userId: identity.userId,
        expiresAt,
        userAgent: userAgent?.slice(0, 500) ?? null,
      });
    }
    const ended = await endOtherSessions(transaction, identity.userId, sessionId, SUPERSEDED);
    return { id: sessionId, expiresAt: expiresAt.toISOString(), endedOtherSessions: ended };
  });
}

/** SQL for resolving who is calling: users with their organisation, sessions and API keys. */

import type { Plan } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/kysely.ts';

export interface UserWithOrganization {
  userId: string;
  orgId: string;
  email: string;
  name: string;
  role: number;
  plan: Plan;
  isActive: boolean;
  passwordHash: string | null;
  subscriptionEnd: Date | null;
}

function userWithOrganization(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.orgId')
    .select([
      'users.id as userId',
      'users.orgId',
      'users.email',
      'users.name',
      'users.role',
      'organizations.plan',
      'users.isActive',
      'users.passwordHash',
      'organizations.subscriptionEnd',
    ]);
}

export function findUserById(db: Db, userId: string): Promise<UserWithOrganization | undefined> {
  return userWithOrganization(db).where('users.id', '=', userId).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserWithOrganization | undefined> {
  return userWithOrganization(db)
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserByExternalSubject(db: Db, subject: string): Promise<UserWithOrganization | undefined> {
  return userWithOrganization(db).where('users.externalSubject', '=', subject).executeTakeFirst();
}

export async function linkExternalSubject(db: Db, userId: string, subject: string): Promise<void> {
  await db.updateTable('users').set({ externalSubject: subject }).where('id', '=', userId).execute();
}

export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ lastLoginAt: new Date() }).where('id', '=', userId).execute();
}

/** The user behind an active (not revoked) API key, by the key's SHA-256 fingerprint. */
export function findUserByApiKeyHash(db: Db, keyHash: string): Promise<UserWithOrganization | undefined> {
  return userWithOrganization(db)
    .innerJoin('apiKeys', 'apiKeys.userId', 'users.id')
    .where('apiKeys.keyHash', '=', keyHash)
    .where('apiKeys.revokedAt', 'is', null)
    .executeTakeFirst();
}

export interface SessionState {
  endedAt: Date | null;
  expiresAt: Date;
  signInId: string | null;
}

export function findSession(db: Db, sessionId: string, userId: string): Promise<SessionState | undefined> {
  return db
    .selectFrom('userSessions')
    .select(['endedAt', 'expiresAt', 'signInId'])
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Whether the built-in provider's sign-in (the grant an access token's `sid` names) still exists: signing out
 * (RP-initiated logout) and revocation delete it.
 */
export async function signInIsLive(db: Db, signInId: string): Promise<boolean> {
  const row = await db
    .selectFrom('oidcPayloads')
    .select('id')
    .where('kind', '=', 'Grant')
    .where('id', '=', signInId)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', new Date())]))
    .executeTakeFirst();
  return row !== undefined;
}

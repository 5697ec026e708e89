/** SQL of invitations (onboarding tokens): issue, revoke, find and use. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

type Executor = Kysely<Database>;

/** The invited user with their organisation's name, and who invites (when given), in one organisation. */
export function findInvitee(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.orgId')
    .select([
      'users.id as userId',
      'users.orgId',
      'users.email',
      'users.isActive',
      'users.passwordHash',
      'organizations.name as organizationName',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findInviter(db: Executor, userId: string, orgId: string) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'contactPerson'])
    .where('id', '=', userId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
}

/** Ends every open invitation of the user (a newer one replaces them, or the password was set). */
export async function revokeOpenTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('onboardingTokens')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function insertToken(
  db: Executor,
  token: { orgId: string; userId: string; tokenHash: string; invitedBy: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...values } = token;
  await db
    .insertInto('onboardingTokens')
    .values({ ...values, createdAt: now })
    .execute();
}

/** The token by fingerprint, locked for the rest of the transaction (two submits cannot both use it). */
export function findTokenForUpdate(db: Executor, tokenHash: string) {
  return db
    .selectFrom('onboardingTokens')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'onboardingTokens.userId').onRef('users.orgId', '=', 'onboardingTokens.orgId'),
    )
    .select([
      'onboardingTokens.id',
      'onboardingTokens.userId',
      'onboardingTokens.expiresAt',
      'onboardingTokens.usedAt',
      'onboardingTokens.revokedAt',
      'users.email',
      'users.isActive',
    ])
    .where('onboardingTokens.tokenHash', '=', tokenHash)
    .forUpdate('onboardingTokens')
    .executeTakeFirst();
}

export async function markTokenUsed(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('onboardingTokens').set({ usedAt: now }).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/** True while the user has an invitation that is neither used, replaced nor expired. */
export async function hasOpenInvitation(db: Executor, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('onboardingTokens')
    .select('id')
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

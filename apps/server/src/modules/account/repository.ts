/** SQL of the signed-in user's own account data. */

import type { AccountInfoUpdate } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { endUserSessions } from '../sessions/public.ts';

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
      'users.analyticsOptOut',
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

/** Account data of /account (outreach-integrations-admin §3 'Account data'), scoped by user and organisation. */
export function findAccountData(db: Db, userId: string, orgId: string) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.orgId')
    .select([
      'users.id as userId',
      'users.orgId',
      'users.email',
      'users.contactPerson',
      'users.phoneNumber',
      'users.address',
      'users.country',
      'users.state',
      'users.city',
      'users.zip',
      'organizations.name as companyName',
      'organizations.plan',
      'organizations.maxUsers',
      'organizations.subscriptionEnd',
    ])
    .where('users.id', '=', userId)
    .where('users.orgId', '=', orgId)
    .executeTakeFirst();
}

export async function updateAccountInfo(db: Db, userId: string, orgId: string, values: AccountInfoUpdate) {
  await db.updateTable('users').set(values).where('id', '=', userId).where('orgId', '=', orgId).execute();
}

export async function updateEmailSettings(
  db: Db,
  userId: string,
  orgId: string,
  values: { emailUserReport?: boolean; emailWeeklyReport?: boolean; emailClientAlert?: boolean },
) {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return;
  await db.updateTable('users').set(given).where('id', '=', userId).where('orgId', '=', orgId).execute();
}

export function findPasswordHash(db: Db, userId: string, orgId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'passwordHash'])
    .where('id', '=', userId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
}

export async function setPassword(db: Db, userId: string, passwordHash: string) {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/**
 * Ends the user's sign-ins except `keep`: open product sessions (their requests answer 409) and the built-in
 * provider's sessions, grants and refresh tokens of other sign-ins (so no silent sign-in skips the new password).
 * @returns how many product sessions were ended.
 */
export async function endOtherSignIns(
  db: Db,
  userId: string,
  keep: { sessionId: string | null; signInId: string | null },
  reason: string,
): Promise<number> {
  const ended = await endUserSessions(db, userId, reason, { exceptId: keep.sessionId });
  let provider = db
    .deleteFrom('oidcPayloads')
    .where(sql<string>`payload->>'accountId'`, '=', userId)
    .where('kind', 'in', ['Session', 'Grant', 'RefreshToken', 'AccessToken', 'AuthorizationCode']);
  if (keep.signInId) {
    const signInId = keep.signInId;
    provider = provider
      .where((where) => where.or([where('grantId', 'is', null), where('grantId', '!=', signInId)]))
      .where((where) => where.or([where('kind', '!=', 'Grant'), where('id', '!=', signInId)]))
      .where(sql<boolean>`position(${signInId} in payload::text) = 0`);
  }
  await provider.execute();
  return ended;
}

export function emailInUse(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function revokeEmailChanges(db: Db, userId: string, now: Date) {
  await db
    .updateTable('emailChangeRequests')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function insertEmailChange(
  db: Db,
  request: { orgId: string; userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  await db.insertInto('emailChangeRequests').values(request).execute();
}

export function pendingEmailChange(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('emailChangeRequests')
    .select('newEmail')
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export function findEmailChangeForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('emailChangeRequests')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function applyEmailChange(db: Db, request: { id: string; userId: string; newEmail: string }, now: Date) {
  await db.updateTable('users').set({ email: request.newEmail }).where('id', '=', request.userId).execute();
  await db.updateTable('emailChangeRequests').set({ usedAt: now }).where('id', '=', request.id).execute();
}

/** Sets the user's analytics opt-out; false when no such user exists in the organisation. */
export async function updateAnalyticsOptOut(db: Db, userId: string, orgId: string, optOut: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ analyticsOptOut: optOut })
    .where('id', '=', userId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The user's analytics opt-out (true for an unknown user: nothing is recorded about who cannot be found). */
export async function isAnalyticsOptedOut(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('analyticsOptOut').where('id', '=', userId).executeTakeFirst();
  return row?.analyticsOptOut ?? true;
}

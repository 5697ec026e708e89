/**
 * The signed-in user's own data: "Me" and "User data" (prospecting-core §3; outreach §3 'User info').
 */
import type { AnalyticsPreference, Me, Role, UserData } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { integrationFlags } from '../integrations/service.ts';
import { exportedRowsSince, findAccount, isAnalyticsOptedOut, updateAnalyticsOptOut } from './repository.ts';

export async function getMe(db: Db, identity: Identity): Promise<Me> {
  const account = await findAccount(db, identity.userId, identity.orgId);
  if (!account) throw notFound();
  const now = Date.now();
  return {
    userId: account.userId,
    organizationId: account.orgId,
    createdDate: account.createdAt.toISOString(),
    shareClientList: account.shareClientList,
    role: account.role as Role,
    plan: account.plan,
    name: account.name,
    email: account.email,
    isNewIntegrations: account.isNewIntegrations,
    integrations: await integrationFlags(db, account.orgId),
    emailSettings: {
      userReport: account.emailUserReport,
      weeklyReport: account.emailWeeklyReport,
      clientAlert: account.emailClientAlert,
    },
    permissions: [...identity.permissions],
    organization: {
      id: account.orgId,
      name: account.organizationName,
      plan: account.plan,
      logoUrl: account.logoUrl,
      maxUsers: account.maxUsers,
      subscriptionStart: account.subscriptionStart?.toISOString() ?? null,
      subscriptionEnd: account.subscriptionEnd?.toISOString() ?? null,
      subscriptionActive: !account.subscriptionEnd || account.subscriptionEnd.getTime() >= now,
    },
    analyticsOptOut: account.analyticsOptOut,
  };
}

/**
 * Stores the caller's analytics opt-out (prospecting-core §1: no session recordings, no analytics events).
 * @throws 404 when the caller's user no longer exists.
 */
export async function setAnalyticsPreference(
  db: Db,
  identity: Identity,
  preference: AnalyticsPreference,
): Promise<AnalyticsPreference> {
  if (!(await updateAnalyticsOptOut(db, identity.userId, identity.orgId, preference.analyticsOptOut))) throw notFound();
  return { analyticsOptOut: preference.analyticsOptOut };
}

/** True when analytics must not record this user (server events check it before capturing). */
export function analyticsOptedOut(db: Db, userId: string): Promise<boolean> {
  return isAnalyticsOptedOut(db, userId);
}

/** The export cycle is the calendar month (UTC); it resets on the first of the next month. */
export function exportCycle(now: Date): { start: Date; resetDate: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const resetDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, resetDate };
}

/** @throws 403 for any user id but the caller's own. */
export async function getUserData(db: Db, identity: Identity, userId: string, now = new Date()): Promise<UserData> {
  if (userId !== identity.userId) throw forbidden('You can only read your own user data');
  const account = await findAccount(db, identity.userId, identity.orgId);
  if (!account) throw notFound();
  const cycle = exportCycle(now);
  const downloaded = await exportedRowsSince(db, identity.userId, identity.orgId, cycle.start);
  return { downloads: { downloaded, limit: account.exportLimit, resetDate: cycle.resetDate.toISOString() } };
}

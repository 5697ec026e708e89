/**
 * The engagement dashboard (prospecting-core §2.9, §3 'Stats', §7 'Dashboard'): the caller's searches, lead
 * views and logged e-mails (type 3), LinkedIn connections (4) and phone calls (1) in the organisation's current
 * week (from Monday) or month, in its time zone; the last 12 periods for the chart; each teammate's counts for
 * company admins; and the account-manager card from the organisation's settings.
 */
import {
  type AccountManager,
  DASHBOARD_HISTORY_PERIODS,
  DASHBOARD_METRIC_TYPES,
  type DashboardHistory,
  type DashboardPeriod,
  type DashboardStats,
  type DashboardTeam,
  ROLES,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import {
  countTeamActivity,
  countUserActivity,
  countUserHistory,
  findAccountManager,
  findPeriodBounds,
  type PeriodBounds,
  updateAccountManager,
} from './repository.ts';

async function requireBounds(db: Db, identity: Identity, period: DashboardPeriod, now: Date): Promise<PeriodBounds> {
  const bounds = await findPeriodBounds(db, identity.orgId, period, now);
  if (!bounds) throw notFound('Organisation not found');
  return bounds;
}

/** GET /dashboard?type=week|month: the spec's Stats shape for the caller's current period. */
export async function readDashboardStats(
  db: Db,
  identity: Identity,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardStats> {
  const bounds = await requireBounds(db, identity, period, now);
  const counts = await countUserActivity(db, identity.userId, bounds);
  return {
    type: period,
    periodStart: bounds.start.toISOString(),
    timeZone: bounds.timeZone,
    currentTimePeriod: {
      searches: [{ count: counts.searches }],
      views: [{ count: counts.views }],
      interactionResults: [
        { InteractionTypeId: DASHBOARD_METRIC_TYPES.emails, count: counts.emails },
        { InteractionTypeId: DASHBOARD_METRIC_TYPES.linkedIn, count: counts.linkedIn },
        { InteractionTypeId: DASHBOARD_METRIC_TYPES.calls, count: counts.calls },
      ],
    },
  };
}

/** GET /dashboard/history: the caller's counts in the last 12 weeks or months, oldest first. */
export async function readDashboardHistory(
  db: Db,
  identity: Identity,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardHistory> {
  const bounds = await requireBounds(db, identity, period, now);
  const periods = await countUserHistory(db, identity.userId, bounds, period, DASHBOARD_HISTORY_PERIODS);
  return { type: period, periods };
}

function isCompanyAdmin(identity: Identity): boolean {
  return identity.role === ROLES.COMPANY_ADMIN || identity.role === ROLES.ADMIN;
}

/** GET /dashboard/team: each active user's counts in the current period. @throws 403 unless a company admin. */
export async function readDashboardTeam(
  db: Db,
  identity: Identity,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardTeam> {
  if (!isCompanyAdmin(identity)) throw forbidden('Only company admins see the team view');
  const bounds = await requireBounds(db, identity, period, now);
  return { type: period, users: await countTeamActivity(db, identity.orgId, bounds) };
}

/** GET /dashboard/account-manager: the caller's organisation's card. */
export async function readAccountManager(db: Db, identity: Identity): Promise<AccountManager> {
  const row = await findAccountManager(db, identity.orgId);
  if (!row) throw notFound('Organisation not found');
  return { ...row, editable: identity.role === ROLES.ADMIN };
}

/**
 * PUT /dashboard/account-manager/{orgId}: provider staff set an organisation's account-manager card.
 * @throws 403 unless provider staff; 404 for an unknown organisation.
 */
export async function changeAccountManager(
  db: Db,
  identity: Identity,
  orgId: string,
  values: { name: string | null; schedulingUrl: string | null; phone: string | null },
): Promise<AccountManager> {
  if (identity.role !== ROLES.ADMIN) throw forbidden('Only provider staff may change the account manager');
  if (!(await updateAccountManager(db, orgId, values))) throw notFound('Organisation not found');
  return { ...values, editable: true };
}

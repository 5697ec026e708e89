/**
 * Saved searches (prospecting-core §2.6, §3 'Saved search', §4, §5; outreach-integrations-admin §4 'Saved-search
 * notification'). A search belongs to its owner and is readable (and runnable) by the owner's organisation; only
 * the owner modifies or deletes it or changes its alerts. Another organisation's ids answer 404.
 */
import {
  DEFAULT_ALERT_FREQUENCY,
  type LeadFilters,
  SAVED_SEARCH_TEXTS,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchNotification,
  type SavedSearchView,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AlertSchedule } from '../alerts/public.ts';
import { alertSampleAllowance } from '../alerts/sample.ts';
import { nextAlertsOf } from '../alerts/service.ts';
import { hasNewIntegrations, summariesOf } from '../campaign-automations/public.ts';
import { mayReadLeadType, requireLeadAccess } from '../leads/service.ts';
import {
  countSavedSearches,
  deleteAllSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchPage,
  insertSavedSearch,
  type SavedSearchChanges,
  type SavedSearchRow,
  updateSavedSearch,
} from './repository.ts';

function toSavedSearch(row: SavedSearchRow, identity: Identity): SavedSearch {
  return {
    searchId: row.id,
    name: row.name,
    ownerEmail: row.ownerEmail,
    isOwner: row.userId === identity.userId,
    query: row.query as LeadFilters,
    sendEmail: row.sendEmail,
    sendEmailFrequency: row.sendEmailFrequency,
    sendOpenWebEmail: row.sendOpenWebEmail,
    sendOpenWebEmailFrequency: row.sendOpenWebEmailFrequency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * 'My Saved Searches' or 'All Searches' (§2.6), filtered by name, one page. With `alerts` (the alert schedule),
 * each row with an alert on says when it goes out next, and the list carries the caller's sample allowance
 * (issue #30). @throws 403 without lead access.
 */
export async function listSavedSearches(
  db: Db,
  identity: Identity,
  query: { view: SavedSearchView; name?: string; offset: number; count: number },
  alerts?: { schedule: AlertSchedule; now?: Date },
): Promise<SavedSearchList> {
  requireLeadAccess(identity);
  const scope = {
    orgId: identity.orgId,
    userId: query.view === 'mine' ? identity.userId : undefined,
    name: query.name || undefined,
  };
  const [count, rows, newIntegrations] = await Promise.all([
    countSavedSearches(db, scope),
    findSavedSearchPage(db, scope, { offset: query.offset, limit: query.count }),
    hasNewIntegrations(db, identity.orgId),
  ]);
  let list = rows.map((row) => toSavedSearch(row, identity));
  const extras: Pick<SavedSearchList, 'alertSamples'> = {};
  if (alerts) {
    const now = alerts.now ?? new Date();
    const alerting = list.filter((row) => row.sendEmail || row.sendOpenWebEmail).map((row) => row.searchId);
    const [next, allowance] = await Promise.all([
      nextAlertsOf(db, identity.orgId, alerting, alerts.schedule, now),
      alertSampleAllowance(db, identity, now),
    ]);
    list = list.map((row) => (next.has(row.searchId) ? { ...row, nextAlerts: next.get(row.searchId) } : row));
    extras.alertSamples = allowance;
  }
  if (!newIntegrations) return { count, rows: list, ...extras };
  // §2.6: with the 'Use New Integration' switch, each row shows its campaign automations.
  const summaries = await summariesOf(
    db,
    identity.orgId,
    list.map((row) => row.searchId),
  );
  return {
    count,
    rows: list.map((row) => ({
      ...row,
      campaignAutomations: summaries.get(row.searchId) ?? { count: 0, integrationIds: [] },
    })),
    ...extras,
  };
}

/**
 * A search the caller may read and run: one of the organisation's.
 * @throws 403 without lead access; 404 for an unknown id or another organisation's search.
 */
export async function requireReadableSavedSearch(db: Db, identity: Identity, id: number): Promise<SavedSearchRow> {
  requireLeadAccess(identity);
  const row = await findSavedSearch(db, identity.orgId, id);
  if (!row) throw notFound();
  return row;
}

export async function getSavedSearch(db: Db, identity: Identity, id: number): Promise<SavedSearch> {
  return toSavedSearch(await requireReadableSavedSearch(db, identity, id), identity);
}

/** @throws 404 (not the organisation's), 403 (a teammate's search: only its owner changes it). */
async function requireOwnSavedSearch(db: Db, identity: Identity, id: number): Promise<SavedSearchRow> {
  const row = await requireReadableSavedSearch(db, identity, id);
  if (row.userId !== identity.userId) throw forbidden(SAVED_SEARCH_TEXTS.notOwner);
  return row;
}

/** An Open Web-only account saves Open Web searches only (§2.3, §6). @throws 403 */
function requireSavableLeadType(identity: Identity, query: LeadFilters): void {
  if (query.leadType && !mayReadLeadType(identity, query.leadType)) {
    throw forbidden('Your plan includes Open Web leads only');
  }
}

/** POST /savedSearches: stores the caller's named query (empty values already dropped by the contract). */
export async function createSavedSearch(
  db: Db,
  identity: Identity,
  body: LeadFilters & { name: string },
): Promise<SavedSearch> {
  requireLeadAccess(identity);
  const { name, ...query } = body;
  requireSavableLeadType(identity, query);
  const id = await insertSavedSearch(db, { orgId: identity.orgId, userId: identity.userId, name, query });
  return getSavedSearch(db, identity, id);
}

/** PUT /savedSearches: the owner replaces the name and the whole query (§2.6 Modify). */
export async function modifySavedSearch(
  db: Db,
  identity: Identity,
  body: LeadFilters & { name: string; searchId: number },
): Promise<SavedSearch> {
  const { name, searchId, ...query } = body;
  await requireOwnSavedSearch(db, identity, searchId);
  requireSavableLeadType(identity, query);
  await updateSavedSearch(db, identity, searchId, { name, query });
  return getSavedSearch(db, identity, searchId);
}

export async function removeSavedSearch(db: Db, identity: Identity, id: number): Promise<{ deleted: number }> {
  await requireOwnSavedSearch(db, identity, id);
  return { deleted: (await deleteSavedSearch(db, identity, id)) ? 1 : 0 };
}

/** DELETE /savedsearches/deleteAll: the caller's own searches only. */
export async function removeAllSavedSearches(db: Db, identity: Identity): Promise<{ deleted: number }> {
  requireLeadAccess(identity);
  return { deleted: await deleteAllSavedSearches(db, identity) };
}

type Alert = { on: boolean; frequency: SavedSearchRow['sendEmailFrequency'] };

/**
 * One alert's next state (outreach-integrations-admin §4): on without a frequency keeps the current one or
 * defaults to daily; off clears it; a frequency alone turns the alert on with it; nothing given keeps it.
 */
export function nextAlert(current: Alert, on: boolean | undefined, frequency: Alert['frequency'] | undefined): Alert {
  if (on === false) return { on: false, frequency: null };
  if (on === true) return { on: true, frequency: frequency ?? current.frequency ?? DEFAULT_ALERT_FREQUENCY };
  if (frequency) return { on: true, frequency };
  if (frequency === null) return { on: false, frequency: null };
  return current;
}

/** The notification update call: the owner turns the Agency Leads and Open Web alerts on or off. */
export async function updateNotifications(
  db: Db,
  identity: Identity,
  body: SavedSearchNotification,
): Promise<SavedSearch> {
  const row = await requireOwnSavedSearch(db, identity, body.searchId);
  const agency = nextAlert(
    { on: row.sendEmail, frequency: row.sendEmailFrequency },
    body.sendEmail,
    body.sendEmailFrequency,
  );
  const openWeb = nextAlert(
    { on: row.sendOpenWebEmail, frequency: row.sendOpenWebEmailFrequency },
    body.sendOpenWebEmail,
    body.sendOpenWebEmailFrequency,
  );
  const changes: SavedSearchChanges = {
    sendEmail: agency.on,
    sendEmailFrequency: agency.frequency,
    sendOpenWebEmail: openWeb.on,
    sendOpenWebEmailFrequency: openWeb.frequency,
  };
  await updateSavedSearch(db, identity, body.searchId, changes);
  return getSavedSearch(db, identity, body.searchId);
}

/** How many searches the caller's organisation has (the ticker's 'no saved searches' state). */
export function countOrganisationSavedSearches(db: Db, identity: Identity): Promise<number> {
  return countSavedSearches(db, { orgId: identity.orgId });
}

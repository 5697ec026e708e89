/**
 * Client list membership (prospecting-core §4 'Client list membership of a company: add (CompanyId and JobId) or
 * remove (by CompanyId)'). The list is personal: every change touches the caller's own entries only. Adding
 * and removing are idempotent.
 */
import {
  type ClientListAddResponse,
  type ClientListResponse,
  canEnter,
  type LeadType,
  LIMITED_VIEW_CAP,
  PERMISSIONS,
  permissionsFor,
  type Role,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireCompany } from '../companies/service.ts';
import { requireReadableLead } from '../leads/detail-service.ts';
import { hasFullView } from '../leads/limited-view.ts';
import { mayReadLeadType, requireLeadAccess } from '../leads/service.ts';
import {
  countClientList,
  deleteClientListEntries,
  findClientListPage,
  findNewLeadsAtClients,
  insertClientListEntry,
  type NewLeadsAtClientRow,
  readShareClientList,
  updateShareClientList,
} from './repository.ts';

/**
 * Adds the company to the caller's client list, remembering the lead it was added from.
 * @throws 403 without lead access; 404 for an unknown company or a lead the caller may not read;
 *   400 when the lead is not one of the company's.
 */
export async function addToClientList(
  db: Db,
  identity: Identity,
  companyId: number,
  jobId: number | undefined,
): Promise<ClientListAddResponse> {
  requireLeadAccess(identity);
  await requireCompany(db, companyId);
  if (jobId !== undefined) {
    const lead = await requireReadableLead(db, identity, jobId);
    if (lead.companyId !== companyId) throw badRequest('JobId is not a lead of this company');
  }
  await insertClientListEntry(db, identity, { companyId, jobLeadId: jobId ?? null });
  return { companyId, jobId: jobId ?? null, onClientList: true };
}

/** Removes companies from the caller's client list; ids not on it are ignored. @throws 403 without lead access. */
export async function removeFromClientList(
  db: Db,
  identity: Identity,
  companyIds: readonly number[],
): Promise<{ removed: number }> {
  requireLeadAccess(identity);
  const unique = [...new Set(companyIds)];
  return { removed: await deleteClientListEntries(db, identity, unique) };
}

function readableLeadTypes(identity: Identity): LeadType[] {
  return (['Agency', 'OpenWeb'] as const).filter((type) => mayReadLeadType(identity, type));
}

/**
 * GET /clientlist (§2.8, §6): one page of the caller's list ('mine') or of the caller's and the teammates'
 * shared lists ('all'), filtered by a case-insensitive company-name substring, with each company's new leads
 * since it was added. @throws 403 without lead access.
 */
export async function listClientList(
  db: Db,
  identity: Identity,
  query: { query?: string; which: 'mine' | 'all'; offset: number; count: number },
): Promise<ClientListResponse> {
  requireLeadAccess(identity);
  const scope = {
    orgId: identity.orgId,
    userId: identity.userId,
    all: query.which === 'all',
    query: query.query || undefined,
    leadTypes: readableLeadTypes(identity),
  };
  const [count, rows, shared] = await Promise.all([
    countClientList(db, scope),
    findClientListPage(db, scope, { offset: query.offset, limit: query.count }),
    readShareClientList(db, identity),
  ]);
  return {
    count,
    shared,
    rows: rows.map(({ ownerId, createdAt, ...row }) => ({
      ...row,
      mine: ownerId === identity.userId,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** PUT /user/shareClient (§2.8 toggle, §7): sets or flips the caller's ShareClientList. */
export async function shareClientList(
  db: Db,
  identity: Identity,
  shared: boolean | undefined,
): Promise<{ shareClientList: boolean }> {
  return { shareClientList: await updateShareClientList(db, identity, shared) };
}

/** Most leads one 'new leads at your clients' e-mail lists. */
export const NEW_LEADS_AT_CLIENTS_MAX = 100;

/**
 * Hook of the 'new leads at your clients' alert e-mail (§2.8 empty state: 'get alerts when new leads appear'):
 * the leads first seen at the user's clients in (`since`, `until`] (and after each company was added), newest
 * posting first, at most NEW_LEADS_AT_CLIENTS_MAX (LIMITED_VIEW_CAP in a limited view, §6), in the lead types
 * the user may read. Empty for an unknown
 * user or one without lead access. The alert run (modules/alerts/client-alerts.ts) calls it per user with the
 * end of the last client alert as `since`.
 */
export async function newLeadsAtClients(
  db: Db,
  userId: string,
  since: Date,
  until: Date = new Date(),
): Promise<NewLeadsAtClientRow[]> {
  const user = await db
    .selectFrom('users')
    .innerJoin('organizations as o', 'o.id', 'users.orgId')
    .select(['users.id', 'users.orgId', 'users.role', 'o.plan'])
    .where('users.id', '=', userId)
    .where('users.isActive', '=', true)
    .executeTakeFirst();
  if (!user) return [];
  const permissions = permissionsFor(user.plan, user.role as Role);
  if (!canEnter(permissions)) return [];
  const leadTypes = permissions.includes(PERMISSIONS.isOpenWeb) ? ['OpenWeb'] : ['Agency', 'OpenWeb'];
  // A limited view (§6) gets no more leads than a result page shows it; the e-mail records them as shown.
  const limit = hasFullView(permissions) ? NEW_LEADS_AT_CLIENTS_MAX : LIMITED_VIEW_CAP;
  return findNewLeadsAtClients(db, { orgId: user.orgId, userId: user.id }, { since, until, leadTypes, limit });
}

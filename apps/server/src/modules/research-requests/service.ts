/**
 * Research requests (outreach-integrations-admin §2 'Research request', §5, §7, §8; prospecting-core §2.3 the
 * no-results panel): a user files a request from the request form, from a search that found nothing (its saved
 * search), or for a company to add; lists and deletes their own. Each request e-mails provider staff (the address
 * of RESEARCH_REQUEST_EMAIL) in the same transaction, and staff list every organisation's requests.
 */
import {
  type LeadFilters,
  leadFiltersSchema,
  type ParsedResearchRequest,
  type ResearchRequest,
  type ResearchRequestsResponse,
  ROLES,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderStaffNotice } from './notice.ts';
import {
  deleteResearchRequest,
  findOrganisationSearch,
  findResearchRequest,
  insertResearchRequest,
  listResearchRequests,
  type NewResearchRequestRow,
  type ResearchRequestRow,
} from './repository.ts';

export interface ResearchRequestDependencies {
  db: Db;
  mail: Mailer;
  /** Provider staff's address for new requests. */
  staffEmail: string;
}

function storedSearch(value: unknown): LeadFilters | null {
  const parsed = leadFiltersSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function toResearchRequest(row: ResearchRequestRow): ResearchRequest {
  return {
    companyRequestId: row.id,
    kind: row.kind,
    location: (row.location as ResearchRequest['location']) ?? null,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    category: (row.category as ResearchRequest['category']) ?? null,
    employmentType: (row.employmentType as ResearchRequest['employmentType']) ?? null,
    specificRequirement: row.specificRequirement,
    searchId: row.savedSearchId === null ? null : Number(row.savedSearchId),
    searchName: row.searchName,
    search: row.search ? storedSearch(row.search) : null,
    companyName: row.companyName,
    contactName: row.contactName,
    createdDate: row.createdAt.toISOString(),
    requestedBy: row.requestedBy,
    organizationName: row.organizationName,
  };
}

/** Stores the request and its staff e-mail in one transaction, hands the e-mail to SMTP after the commit. */
async function file(
  deps: ResearchRequestDependencies,
  identity: Identity,
  values: Omit<NewResearchRequestRow, 'orgId' | 'userId'>,
): Promise<ResearchRequest> {
  const owner = { userId: identity.userId, orgId: identity.orgId };
  const { id, outboxId } = await deps.db.transaction().execute(async (trx) => {
    const requestId = await insertResearchRequest(trx, { ...values, ...owner });
    const notice = await renderStaffNotice({
      ...values,
      id: requestId,
      email: identity.email,
      publicUrl: deps.mail.publicUrl,
    });
    const queued = await deps.mail.enqueue(trx, {
      orgId: identity.orgId,
      kind: 'research-request',
      to: deps.staffEmail,
      headers: {},
      ...notice,
    });
    return { id: requestId, outboxId: queued };
  });
  await deps.mail.deliver(outboxId);
  const row = await findResearchRequest(deps.db, owner, id);
  if (!row) throw notFound();
  return toResearchRequest(row);
}

/** POST /companyrequest: the request form (§2; §5 rules are the contract's). */
export function fileFormRequest(deps: ResearchRequestDependencies, identity: Identity, body: ParsedResearchRequest) {
  return file(deps, identity, {
    kind: 'form',
    location: body.location,
    city: body.city,
    latitude: body.latitude,
    longitude: body.longitude,
    category: body.category,
    employmentType: body.employmentType,
    specificRequirement: body.specificRequirement,
    search: body.search ? JSON.stringify(body.search) : null,
  });
}

/**
 * POST /leads/requestResearch: research for a saved search of the caller's organisation that found nothing.
 * @throws 404 when the organisation has no saved search with this id.
 */
export async function fileSearchRequest(
  deps: ResearchRequestDependencies,
  identity: Identity,
  body: { searchId: number; specificRequests: string },
) {
  const search = await findOrganisationSearch(deps.db, identity.orgId, body.searchId);
  if (!search) throw notFound('Saved search not found');
  return file(deps, identity, {
    kind: 'search',
    specificRequirement: body.specificRequests,
    savedSearchId: Number(search.id),
    searchName: search.name,
    search: JSON.stringify(search.query),
  });
}

/** POST /requestedcompany: a company (and a contact there) the user wants in the data. */
export function fileCompanyRequest(
  deps: ResearchRequestDependencies,
  identity: Identity,
  body: { companyName: string; contactName: string },
) {
  return file(deps, identity, { kind: 'company', companyName: body.companyName, contactName: body.contactName });
}

/** GET /companyrequest: the caller's own requests, newest first (§9: 10 rows a page). */
export async function listOwnRequests(
  db: Db,
  identity: Identity,
  page: { offset: number; count: number },
): Promise<ResearchRequestsResponse> {
  const { rows, total } = await listResearchRequests(db, { userId: identity.userId, orgId: identity.orgId }, page);
  return { total, requests: rows.map(toResearchRequest) };
}

/** DELETE /companyrequest/{id}. @throws 404 unless the request is the caller's own. */
export async function deleteOwnRequest(db: Db, identity: Identity, id: number): Promise<{ deleted: true }> {
  const deleted = await deleteResearchRequest(db, { userId: identity.userId, orgId: identity.orgId }, id);
  if (!deleted) throw notFound('Research request not found');
  return { deleted: true };
}

/** GET /managecustomers/requests: every organisation's requests for provider staff. @throws 403 otherwise. */
export async function listAllRequests(
  db: Db,
  identity: Identity,
  page: { offset: number; count: number },
): Promise<ResearchRequestsResponse> {
  if (identity.role !== ROLES.ADMIN) throw forbidden();
  const { rows, total } = await listResearchRequests(db, null, page);
  return { total, requests: rows.map(toResearchRequest) };
}

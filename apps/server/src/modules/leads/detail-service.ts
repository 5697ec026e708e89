/**
 * Lead detail rules (prospecting-core §2.4, §7 'One lead', 'Company leads', §8): who may read which lead,
 * the view record, which contact values are sent (outreach-integrations-admin 'Outreach list screen').
 *
 * Access follows the search (service.ts `leadTypeFor`): callers without lead access get 403; an Open Web-only
 * caller asking for an Agency lead, a limited view asking for a lead no result page showed it (limited-view.ts),
 * a missing id and a malformed id all answer 404, so the answer never tells whether a lead the caller may not
 * read exists.
 */
import {
  type CompanyLeadsResponse,
  type EmploymentType,
  LEAD_DETAIL_CONTACTS_FULL,
  LEAD_DETAIL_CONTACTS_LIMITED,
  type LeadDetail,
  type LeadDetailCompany,
  type LeadType,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { requireCompany } from '../companies/service.ts';
import { toLeadContact, withOutreach } from '../contacts/service.ts';
import { crmChipsOf } from '../crm-records/public.ts';
import { recordLeadViewEvent } from '../dashboard/activity.ts';
import {
  countCompanyLeads,
  findCompanyContacts,
  findCompanyLeadPage,
  findLeadDetail,
  findLeadSummary,
  type LeadDetailRow,
  recordLeadView,
} from './detail-repository.ts';
import { maskContacts, mayOpenLead, shownLeadsScope, visibleRows, visibleTotal } from './limited-view.ts';
import { leadTypeFor, mayReadLeadType, requireLeadAccess } from './service.ts';

const LEAD_NOT_FOUND = 'Lead not found';
const LEAD_ID = /^[1-9]\d{0,15}$/;

/** A path id as a lead id; undefined for anything but a positive whole number within the safe range. */
export function parseLeadId(text: string): number | undefined {
  if (!LEAD_ID.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The one check between a lead id from the client and the lead: it exists, is of a type the caller may read,
 * and — in a limited view — was shown to the caller. @throws 404 otherwise.
 */
async function requireOpenable<T extends { id: number; leadType: LeadType }>(
  db: Db,
  identity: Identity,
  lead: T | undefined,
): Promise<T> {
  if (!lead || !mayReadLeadType(identity, lead.leadType) || !(await mayOpenLead(db, identity, Number(lead.id)))) {
    throw notFound(LEAD_NOT_FOUND);
  }
  return lead;
}

/**
 * A lead the caller may act on (favorite, client list, note).
 * @throws 403 without lead access; 404 when the lead is missing or not openable by the caller.
 */
export async function requireReadableLead(db: Db, identity: Identity, leadId: number) {
  requireLeadAccess(identity);
  const lead = await requireOpenable(db, identity, await findLeadSummary(db, leadId));
  return { id: Number(lead.id), leadType: lead.leadType, title: lead.title, companyId: lead.companyId };
}

function toCompany(row: LeadDetailRow): LeadDetailCompany | null {
  if (row.companyId === null || row.companyName === null) return null;
  return {
    id: row.companyId,
    name: row.companyName,
    address: row.companyAddress,
    address2: row.companyAddress2,
    city: row.companyCity,
    state: row.companyState,
    zip: row.companyZip,
    country: row.companyCountry,
    phone: row.companyPhone,
    url: row.companyUrl,
    employeeRange: row.companyEmployeeRange,
    revenueUsd: row.companyRevenueUsd,
    description: row.companyDescription,
    onClientList: row.onClientList,
    agencyLeadCount: row.companyAgencyLeadCount ?? 0,
    openwebLeadCount: row.companyOpenwebLeadCount ?? 0,
  };
}

function toLeadDetail(row: LeadDetailRow, contacts: LeadDetail['contacts'], contactTotal: number): LeadDetail {
  return {
    id: row.id,
    leadType: row.leadType,
    title: row.title,
    description: row.description,
    location: row.location,
    locationPrecision: row.locationPrecision,
    city: row.city,
    state: row.state,
    country: row.country,
    employmentTypes: row.employmentTypes as EmploymentType[],
    hourlyPayMin: row.hourlyPayMin,
    hourlyPayMax: row.hourlyPayMax,
    durationMonths: row.durationMonths,
    minSalary: row.minSalary,
    maxSalary: row.maxSalary,
    salaryCurrency: row.salaryCurrency,
    minExperienceYears: row.minExperienceYears,
    postedAt: row.postedAt ? row.postedAt.toISOString() : null,
    careersPageUrl: row.careersPageUrl,
    sourceUrl: row.sourceUrl,
    firstSeenAt: new Date(row.firstSeenAt).toISOString(),
    closedAt: row.closedAt ? new Date(row.closedAt).toISOString() : null,
    liveSources: row.liveSources,
    favorite: row.favorite,
    viewed: true,
    company: toCompany(row),
    alsoPostedBy:
      row.evidenceLeadId === null ? null : { leadId: Number(row.evidenceLeadId), companyName: row.evidenceCompanyName },
    contacts,
    contactTotal,
  };
}

/**
 * GET /leads/{id}: the lead with its company and contacts; records the caller's view (once per user and lead).
 * Contacts: 100 with read:contacts, else the limited view's 25 (§6); masked in a limited view.
 */
export async function readLeadDetail(db: Db, identity: Identity, idText: string): Promise<LeadDetail> {
  requireLeadAccess(identity);
  const leadId = parseLeadId(idText);
  const row = await requireOpenable(
    db,
    identity,
    leadId === undefined ? undefined : await findLeadDetail(db, leadId, identity),
  );
  const limit = identity.permissions.includes(PERMISSIONS.readContacts)
    ? LEAD_DETAIL_CONTACTS_FULL
    : LEAD_DETAIL_CONTACTS_LIMITED;
  const [contacts, chips] = await Promise.all([
    row.companyId === null
      ? Promise.resolve([])
      : findCompanyContacts(db, { companyId: row.companyId, primaryContactId: row.primaryContactId, limit }),
    crmChipsOf(db, identity.orgId, row.companyId === null ? [] : [Number(row.companyId)]),
    recordLeadView(db, identity, row.id),
    recordLeadViewEvent(db, identity, row.id),
  ]);
  const withLog = await withOutreach(db, identity.orgId, maskContacts(identity, contacts.map(toLeadContact)));
  const crm = row.companyId === null ? null : (chips.get(Number(row.companyId)) ?? null);
  return { ...toLeadDetail(row, withLog, Number(contacts[0]?.total ?? 0)), crm };
}

export interface CompanyLeadsRequest {
  leadType?: LeadType;
  offset: number;
  count: number;
  excludeLeadId?: number;
}

/**
 * GET /leads/company/{companyId}: one tab of the company's other leads (newest first, with the caller's viewed
 * check) and both tabs' counts. Open Web-only callers get no Agency count (null) and 403 for the Agency tab.
 * A limited view lists and counts only the leads it was shown, at most LIMITED_VIEW_CAP of them.
 * @throws 404 for an unknown company.
 */
export async function readCompanyLeads(
  db: Db,
  identity: Identity,
  companyId: number,
  request: CompanyLeadsRequest,
): Promise<CompanyLeadsResponse> {
  const leadType = leadTypeFor(identity, request.leadType);
  await requireCompany(db, companyId);
  const shownTo = shownLeadsScope(identity);
  const limit = visibleRows(identity, request.offset, request.count);
  const [counts, rows] = await Promise.all([
    countCompanyLeads(db, { companyId, excludeLeadId: request.excludeLeadId, shownTo }),
    limit === 0
      ? Promise.resolve([])
      : findCompanyLeadPage(db, {
          companyId,
          leadType,
          excludeLeadId: request.excludeLeadId,
          caller: identity,
          shownTo,
          offset: request.offset,
          limit,
        }),
  ]);
  return {
    agencyCount: mayReadLeadType(identity, 'Agency') ? visibleTotal(identity, counts.Agency) : null,
    openwebCount: visibleTotal(identity, counts.OpenWeb),
    hits: rows.map((row) => ({ ...row, postedAt: row.postedAt ? row.postedAt.toISOString() : null })),
  };
}

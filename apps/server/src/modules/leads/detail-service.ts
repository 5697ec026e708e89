/**
 * Lead detail rules (prospecting-core §2.4, §7 'One lead', 'Company leads', §8): who may read which lead,
 * the view record, which contact values are sent (outreach-integrations-admin 'Outreach list screen').
 *
 * Access follows the search (service.ts `leadTypeFor`): callers without lead access get 403; an Open Web-only
 * caller asking for an Agency lead, a missing id and a malformed id all answer 404, so the answer never tells
 * whether a lead the caller may not read exists.
 */
import {
  type CompanyLeadsResponse,
  type EmploymentType,
  isEmailShown,
  isPhoneShown,
  LEAD_DETAIL_CONTACTS_FULL,
  LEAD_DETAIL_CONTACTS_LIMITED,
  type LeadContact,
  type LeadDetail,
  type LeadDetailCompany,
  type LeadType,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { requireCompany } from '../companies/service.ts';
import {
  type ContactRow,
  countCompanyLeads,
  findCompanyContacts,
  findCompanyLeadPage,
  findLeadDetail,
  findLeadSummary,
  type LeadDetailRow,
  recordLeadView,
} from './detail-repository.ts';
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
 * A lead the caller may act on (favorite, client list, note).
 * @throws 403 without lead access; 404 when the lead is missing or of a type the caller may not read.
 */
export async function requireReadableLead(db: Db, identity: Identity, leadId: number) {
  requireLeadAccess(identity);
  const lead = await findLeadSummary(db, leadId);
  if (!lead || !mayReadLeadType(identity, lead.leadType)) throw notFound(LEAD_NOT_FOUND);
  return { id: Number(lead.id), leadType: lead.leadType, title: lead.title, companyId: lead.companyId };
}

/** A contact as sent: values hidden by their verification status are left out unless it is the primary contact. */
export function toLeadContact(row: ContactRow): LeadContact {
  const primary = row.isPrimary;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    category: row.category,
    email: isEmailShown(row.emailLastVerifiedStatus, primary) ? row.email : null,
    emailStatus: row.emailLastVerifiedStatus,
    phoneNumber: isPhoneShown(row.phoneNumberLastVerifiedStatus, primary) ? row.phoneNumber : null,
    phoneNumberStatus: row.phoneNumberLastVerifiedStatus,
    officePhone: isPhoneShown(row.officePhoneLastVerifiedStatus, primary) ? row.officePhone : null,
    officePhoneStatus: row.officePhoneLastVerifiedStatus,
    phoneExtension: row.phoneExtension,
    linkedinUrl: row.linkedinUrl,
    isPrimary: primary,
  };
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

function toLeadDetail(row: LeadDetailRow, contacts: ContactRow[]): LeadDetail {
  return {
    id: row.id,
    leadType: row.leadType,
    title: row.title,
    description: row.description,
    location: row.location,
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
    favorite: row.favorite,
    viewed: true,
    company: toCompany(row),
    contacts: contacts.map(toLeadContact),
    contactTotal: Number(contacts[0]?.total ?? 0),
  };
}

/**
 * GET /leads/{id}: the lead with its company and contacts; records the caller's view (once per user and lead).
 * Contacts: 100 with read:contacts, else the limited view's 25 (§6).
 */
export async function readLeadDetail(db: Db, identity: Identity, idText: string): Promise<LeadDetail> {
  requireLeadAccess(identity);
  const leadId = parseLeadId(idText);
  const row = leadId === undefined ? undefined : await findLeadDetail(db, leadId, identity);
  if (!row || !mayReadLeadType(identity, row.leadType)) throw notFound(LEAD_NOT_FOUND);
  const limit = identity.permissions.includes(PERMISSIONS.readContacts)
    ? LEAD_DETAIL_CONTACTS_FULL
    : LEAD_DETAIL_CONTACTS_LIMITED;
  const [contacts] = await Promise.all([
    row.companyId === null
      ? Promise.resolve([])
      : findCompanyContacts(db, { companyId: row.companyId, primaryContactId: row.primaryContactId, limit }),
    recordLeadView(db, identity, row.id),
  ]);
  return toLeadDetail(row, contacts);
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
  const [counts, rows] = await Promise.all([
    countCompanyLeads(db, companyId, request.excludeLeadId),
    findCompanyLeadPage(db, {
      companyId,
      leadType,
      excludeLeadId: request.excludeLeadId,
      caller: identity,
      offset: request.offset,
      limit: request.count,
    }),
  ]);
  return {
    agencyCount: mayReadLeadType(identity, 'Agency') ? counts.Agency : null,
    openwebCount: counts.OpenWeb,
    hits: rows.map((row) => ({ ...row, postedAt: row.postedAt ? row.postedAt.toISOString() : null })),
  };
}

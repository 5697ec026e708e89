/**
 * Contacts as outreach works them (outreach-integrations-admin §2 'Contact Search screen', 'Outreach list
 * screen', §3 'Contact'; prospecting-core §2.4, §6).
 *
 * Visibility: e-mails and phones hidden by their verification status never leave the API, except for a primary
 * contact (of a lead), exactly as the lead detail sends them. Counts: with read:contacts the true total; without,
 * at most 25 rows are visible and the true total is sent as `overallTotal` ('x / total overall'). A limited
 * lead view (demo, trial) gets names and positions only, as on the lead detail (leads/limited-view.ts).
 */
import {
  type ContactSearchFilters,
  type ContactSearchResponse,
  contactProviderOf,
  isEmailShown,
  isPhoneShown,
  type LeadContact,
  LIMITED_VIEW_CAP,
  type OutreachContact,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { recordSearch } from '../dashboard/activity.ts';
import { contactCrmIds } from '../integrations/service.ts';
import { interactionsByContact } from '../interactions/service.ts';
import { maskContacts } from '../leads/limited-view.ts';
import type { ContactFields } from '../leads/public.ts';
import { requireLeadAccess } from '../leads/service.ts';
import {
  type ContactConditions,
  callListBelongsTo,
  countContacts,
  findContact,
  findContactListIds,
  findContactPage,
  isListOnly,
  isUnfiltered,
  type OutreachContactRow,
  type PageStrategy,
  withPositionIds,
} from './repository.ts';

/** A contact row as its values may be sent: hidden values are left out unless it is a primary contact (§2). */
export function visibleContactValues(row: {
  email: string | null;
  emailLastVerifiedStatus: LeadContact['emailStatus'];
  phoneNumber: string | null;
  phoneNumberLastVerifiedStatus: LeadContact['phoneNumberStatus'];
  officePhone: string | null;
  officePhoneLastVerifiedStatus: LeadContact['officePhoneStatus'];
  isPrimary: boolean;
}) {
  const primary = row.isPrimary;
  return {
    email: isEmailShown(row.emailLastVerifiedStatus, primary) ? row.email : null,
    emailStatus: row.emailLastVerifiedStatus,
    phoneNumber: isPhoneShown(row.phoneNumberLastVerifiedStatus, primary) ? row.phoneNumber : null,
    phoneNumberStatus: row.phoneNumberLastVerifiedStatus,
    officePhone: isPhoneShown(row.officePhoneLastVerifiedStatus, primary) ? row.officePhone : null,
    officePhoneStatus: row.officePhoneLastVerifiedStatus,
  };
}

/** Full contact counts with read:contacts (§6); everyone else sees at most 25 rows. */
export function hasFullContactView(identity: Identity): boolean {
  return identity.permissions.includes(PERMISSIONS.readContacts);
}

const NO_CRM_IDS = { BullhornId: null, HubspotId: null, LoxoId: null };

/**
 * Adds the organisation's lists, interactions and last contact to contacts (§3 'Contact': ContactCallList,
 * contactinteractions, LastContact). Used by the contact search, the outreach lists and the lead detail.
 */
export async function withOutreach<Contact extends { id: number }>(
  db: Db,
  orgId: string,
  contacts: readonly Contact[],
): Promise<(Contact & Pick<OutreachContact, 'callListIds' | 'lastContact' | 'interactions' | 'contactcrms'>)[]> {
  const ids = contacts.map((contact) => Number(contact.id));
  const [lists, interactions, crms] = await Promise.all([
    findContactListIds(db, orgId, ids),
    interactionsByContact(db, orgId, ids),
    contactCrmIds(db, orgId, ids),
  ]);
  return contacts.map((contact) => {
    const logged = interactions.get(Number(contact.id)) ?? [];
    return {
      ...contact,
      callListIds: lists.get(Number(contact.id)) ?? [],
      lastContact: logged[0]?.createdDate ?? null,
      interactions: logged,
      contactcrms: crms.get(Number(contact.id)) ?? NO_CRM_IDS,
    };
  });
}

/** A contact as sent: values hidden by their verification status are left out unless it is the primary contact. */
export function toLeadContact(row: ContactFields): LeadContact {
  return {
    id: Number(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    category: row.category,
    ...visibleContactValues(row),
    phoneExtension: row.phoneExtension,
    linkedinUrl: row.linkedinUrl,
    isPrimary: row.isPrimary,
    source: row.source,
    sourceProvider: contactProviderOf(row.source, row.sourceId),
    sourcedAt: new Date(row.sourcedAt).toISOString(),
    sourceLeadId: row.sourceLeadId === null ? null : Number(row.sourceLeadId),
    roleBased: row.roleBased,
  };
}

function toContact(row: OutreachContactRow): Omit<OutreachContact, 'callListIds' | 'lastContact' | 'interactions'> {
  return {
    ...toLeadContact(row),
    company: {
      id: Number(row.companyId),
      name: row.companyName,
      employeeRange: row.companyEmployeeRange,
      city: row.companyCity,
      state: row.companyState,
    },
  };
}

/**
 * Match sets up to this size are sorted whole for a page; larger ones are walked in name order. Walking a rare
 * match ('run' in 3,722 of 400k names, clustered under R) visited 42,000 rows for one page (430 ms), sorting the
 * set 43 ms; a common one (a state's 33,000) fills a page within a few hundred rows (docs/performance.md).
 */
const SORTED_MATCHES_MAX = 10_000;

/**
 * The exact total and one page. A list's rows and an unfiltered search choose their page without the total, so
 * both run at once; otherwise the total comes first and says how to choose the page (small sets are sorted whole,
 * which the planner's estimates of text filters would not foresee).
 */
async function countAndPage(
  db: Db,
  conditions: ContactConditions,
  page: { offset: number; limit: number; groupByCompany?: boolean; knownTotal?: number },
): Promise<{ total: number; rows: OutreachContactRow[] }> {
  const readPage = (strategy: PageStrategy) =>
    page.limit > 0 ? findContactPage(db, conditions, { ...page, strategy }) : Promise.resolve([]);
  if (isListOnly(conditions) || isUnfiltered(conditions)) {
    const [total, rows] = await Promise.all([
      page.knownTotal ?? countContacts(db, conditions),
      readPage(isListOnly(conditions) ? 'list' : 'walk'),
    ]);
    return { total, rows };
  }
  const total = await countContacts(db, conditions);
  return { total, rows: await readPage(total <= SORTED_MATCHES_MAX ? 'matches' : 'walk') };
}

/**
 * One page of contacts matching the conditions, with the organisation's outreach data, and the counts of the
 * limited-view rule. The caller checks that a named list is the organisation's; `knownTotal` is a list's
 * contact count when the caller has just read it (used only when the list is the only condition).
 */
export async function listContacts(
  db: Db,
  identity: Identity,
  conditions: ContactConditions,
  page: { offset: number; count: number; groupByCompany?: boolean; knownTotal?: number },
): Promise<ContactSearchResponse> {
  requireLeadAccess(identity);
  const fullView = hasFullContactView(identity);
  const limit = fullView ? page.count : Math.max(0, Math.min(page.count, LIMITED_VIEW_CAP - page.offset));
  const { total, rows } = await countAndPage(db, await withPositionIds(db, conditions), { ...page, limit });
  const hits = await withOutreach(db, identity.orgId, maskContacts(identity, rows.map(toContact)));
  const response: ContactSearchResponse = { found: fullView ? total : Math.min(total, LIMITED_VIEW_CAP), hits };
  if (!fullView) response.overallTotal = total;
  return response;
}

/**
 * GET /companycontacts: the contact search.
 * @throws 403 without lead access; 404 when `callListId` is not one of the organisation's lists (nor -1).
 */
export async function searchContacts(
  db: Db,
  identity: Identity,
  filters: ContactSearchFilters,
): Promise<ContactSearchResponse> {
  requireLeadAccess(identity);
  const { offset, count, contactPosition, employeeRange, ...rest } = filters;
  if (rest.callListId !== undefined && rest.callListId > 0) {
    if (!(await callListBelongsTo(db, identity.orgId, rest.callListId))) throw notFound('Outreach list not found');
  }
  const conditions: ContactConditions = {
    ...rest,
    orgId: identity.orgId,
    positions: contactPosition,
    employeeRanges: employeeRange,
  };
  // §2.9 'Searches Conducted': once per distinct query and day, recorded while the search runs.
  const [response] = await Promise.all([
    listContacts(db, identity, conditions, { offset, count }),
    recordSearch(db, identity, 'contacts', { ...rest, contactPosition, employeeRange }),
  ]);
  return response;
}

/** The contact (any organisation may read the provider's contacts), or undefined. */
export async function findContactSummary(db: Db, contactId: number) {
  const row = await findContact(db, contactId);
  return row ? { id: Number(row.id), companyId: Number(row.companyId) } : undefined;
}

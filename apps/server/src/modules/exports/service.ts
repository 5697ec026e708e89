/**
 * Exports of leads and contacts to CSV within the plan's quota (outreach-integrations-admin §2 'Export dialogs',
 * §3, §7, §9; prospecting-core §2.3, §2.4, §6; docs/decisions.md 'Exports').
 *
 * - The rows are those of the screens: select-all runs the lead search (leads/service.ts) or the contact search
 *   (contacts/service.ts) with the same filters, up to the select-all limit; a selection keeps the ids the caller
 *   may read (the searched lead type; a limited view only the leads it was shown).
 * - Contact values hidden by their verification status are never exported (the contact rules of the screens), and a
 *   limited lead view exports names and positions only.
 * - Quota: rows (leads, or contacts) per user per calendar month (UTC), up to the organisation's export_limit;
 *   the download is recorded in the same transaction as the check, before the file streams.
 */

import type { Readable } from 'node:stream';
import {
  CONTACT_EXPORT_COLUMNS,
  type ContactSearchFilters,
  EXPORT_COLUMN_LABELS,
  EXPORT_QUOTA_EXCEEDED_CODE,
  EXPORT_SELECT_ALL_LIMITS,
  EXPORT_TEXTS,
  type ExportColumn,
  type ExportOptions,
  type ExportQuota,
  exportFileName,
  isEmailShown,
  isPhoneShown,
  type LeadSearchQueryString,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { exportCycle } from '../account/service.ts';
import { hasFullContactView, searchContacts } from '../contacts/service.ts';
import { hasFullView, shownLeadsScope } from '../leads/limited-view.ts';
import { type LeadSearchRequest, leadTypeFor, requireLeadAccess, searchLeads } from '../leads/service.ts';
import { type CsvCell, csvStream } from './csv.ts';
import {
  type ContactExportRow,
  findCompanyContactsForExport,
  findContactExportRows,
  findExportUsage,
  findLeadExportRows,
  type LeadExportRow,
  recordDownloadWithinLimit,
  selectableLeadIds,
} from './repository.ts';
import { exportLine, HTML_COLUMNS } from './row-values.ts';

/** Leads read per query while streaming (memory stays flat: one batch in flight). */
export const EXPORT_BATCH_SIZE = 200;
/** Contacts per company on the lines of a lead export without primaryContacts (one line per lead and contact). */
export const CONTACTS_PER_LEAD_MAX = 25;
/** A limited contact view (no read:contacts) sees at most this many contacts of a result, as on the screens. */
const LIMITED_CONTACT_ROWS = 25;

export interface PreparedExport {
  fileName: string;
  /** Rows counted against the quota (leads or contacts). */
  rowCount: number;
  stream: Readable;
}

/** GET /exportleadsquota: rows exported this cycle, the limit and the reset date (§3 'User data'). */
export async function getExportQuota(db: Db, identity: Identity, now = new Date()): Promise<ExportQuota> {
  const cycle = exportCycle(now);
  const usage = await findExportUsage(db, identity, cycle.start);
  if (!usage) throw notFound();
  return { ...usage, resetDate: cycle.resetDate.toISOString() };
}

/** @throws 429 EXPORT_QUOTA_EXCEEDED when `rows` more would pass the limit (nothing is recorded then). */
async function takeQuota(db: Db, identity: Identity, rows: number, now: Date): Promise<void> {
  const result = await recordDownloadWithinLimit(db, identity, rows, exportCycle(now).start);
  if (!result) throw notFound();
  if (!result.recorded) {
    const remaining = Math.max(0, result.limit - result.downloaded);
    throw new AppError(EXPORT_QUOTA_EXCEEDED_CODE, 429, EXPORT_TEXTS.quotaExceeded(remaining, rows));
  }
}

/** Contact values as the screens show them: hidden by status unless primary; a limited lead view masks them. */
function visibleContact(identity: Identity, row: ContactExportRow): ContactExportRow {
  if (!hasFullView(identity.permissions)) {
    return { ...row, email: null, phoneNumber: null, officePhone: null, phoneExtension: null, linkedinUrl: null };
  }
  return {
    ...row,
    email: isEmailShown(row.emailLastVerifiedStatus, row.isPrimary) ? row.email : null,
    phoneNumber: isPhoneShown(row.phoneNumberLastVerifiedStatus, row.isPrimary) ? row.phoneNumber : null,
    officePhone: isPhoneShown(row.officePhoneLastVerifiedStatus, row.isPrimary) ? row.officePhone : null,
  };
}

function csvOf(columns: ExportColumn[], options: ExportOptions, rows: AsyncIterable<CsvCell[][]>) {
  return csvStream({
    header: columns.map((column) => EXPORT_COLUMN_LABELS[column]),
    rows,
    delimiter: options.delimiter,
    removeHtml: options.removeHTML,
    htmlColumns: new Set(columns.flatMap((column, index) => (HTML_COLUMNS.has(column) ? [index] : []))),
  });
}

const usesContacts = (columns: readonly ExportColumn[]) =>
  columns.some((column) => CONTACT_EXPORT_COLUMNS.includes(column) && !column.startsWith('company'));

/** The contacts of each lead of a batch: its primary contact only, or its company's contacts. */
async function contactsOfLeads(
  db: Db,
  identity: Identity,
  leads: LeadExportRow[],
  primaryOnly: boolean,
): Promise<Map<number, ContactExportRow[]>> {
  const byLead = new Map<number, ContactExportRow[]>();
  if (primaryOnly) {
    const primaryIds = leads.flatMap((lead) => (lead.primaryContactId ? [lead.primaryContactId] : []));
    const contacts = new Map((await findContactExportRows(db, primaryIds)).map((row) => [row.id, row]));
    for (const lead of leads) {
      const contact = lead.primaryContactId ? contacts.get(lead.primaryContactId) : undefined;
      byLead.set(lead.id, contact ? [visibleContact(identity, { ...contact, isPrimary: true })] : []);
    }
    return byLead;
  }
  const companyIds = [...new Set(leads.flatMap((lead) => (lead.companyId ? [lead.companyId] : [])))];
  const byCompany = Map.groupBy(
    await findCompanyContactsForExport(db, companyIds, CONTACTS_PER_LEAD_MAX),
    (row) => row.companyId,
  );
  for (const lead of leads) {
    const contacts = lead.companyId ? (byCompany.get(lead.companyId) ?? []) : [];
    byLead.set(
      lead.id,
      contacts.map((contact) =>
        visibleContact(identity, { ...contact, isPrimary: contact.id === lead.primaryContactId }),
      ),
    );
  }
  return byLead;
}

async function* leadLines(db: Db, identity: Identity, ids: number[], options: ExportOptions) {
  const withContacts = usesContacts(options.columns);
  for (let start = 0; start < ids.length; start += EXPORT_BATCH_SIZE) {
    const batchIds = ids.slice(start, start + EXPORT_BATCH_SIZE);
    const rows = new Map((await findLeadExportRows(db, batchIds)).map((row) => [row.id, row]));
    const leads = batchIds.flatMap((id) => rows.get(id) ?? []);
    const contacts = withContacts ? await contactsOfLeads(db, identity, leads, options.primaryContacts) : undefined;
    yield leads.flatMap((lead) => {
      const ofLead = contacts?.get(lead.id) ?? [];
      if (ofLead.length === 0) return [exportLine(options.columns, { lead, company: lead })];
      return ofLead.map((contact) => exportLine(options.columns, { lead, contact, company: lead }));
    });
  }
}

/**
 * POST /exportleads: the leads of the search (select-all, up to 1,000 Agency / 250 Open Web) or the selected ids.
 * @throws 403 without lead access; 400 over the limit; 429 over the quota.
 */
export async function prepareLeadExport(
  db: Db,
  identity: Identity,
  query: LeadSearchQueryString & Omit<LeadSearchRequest, 'offset' | 'count'>,
  options: ExportOptions,
  now = new Date(),
): Promise<PreparedExport> {
  const leadType = leadTypeFor(identity, query.leadType);
  const limit = EXPORT_SELECT_ALL_LIMITS[leadType];
  let ids: number[];
  if (options.selectAll) {
    const { getTotal: _getTotal, prevTotal: _prevTotal, ...filters } = query;
    const result = await searchLeads(db, identity, { ...filters, leadType, offset: 0, count: limit }, now);
    ids = result.hits.map((hit) => hit.id);
  } else {
    if (options.ids.length > limit) throw badRequest(EXPORT_TEXTS.tooMany(limit));
    ids = await selectableLeadIds(db, [...new Set(options.ids)], leadType, shownLeadsScope(identity));
  }
  await takeQuota(db, identity, ids.length, now);
  return {
    fileName: exportFileName('Leads', now),
    rowCount: ids.length,
    stream: csvOf(options.columns, options, leadLines(db, identity, ids, options)),
  };
}

/** The contacts a contact export may hold, in order, with their visible values. */
async function exportableContacts(
  db: Db,
  identity: Identity,
  filters: ContactSearchFilters,
  options: ExportOptions,
): Promise<ContactExportRow[]> {
  requireLeadAccess(identity);
  const limit = EXPORT_SELECT_ALL_LIMITS.contacts;
  let ids: number[];
  if (options.selectAll || filters.callListId !== undefined) {
    // The contact search checks that a named list is the organisation's (404 otherwise).
    const count = options.selectAll ? limit : 1;
    const result = await searchContacts(db, identity, { ...filters, offset: 0, count });
    ids = options.selectAll ? result.hits.map((hit) => hit.id) : [];
  } else ids = [];
  if (!options.selectAll) {
    if (options.ids.length > limit) throw badRequest(EXPORT_TEXTS.tooMany(limit));
    ids = [...new Set(options.ids)];
    if (!hasFullContactView(identity)) ids = ids.slice(0, LIMITED_CONTACT_ROWS);
  }
  const rows = new Map((await findContactExportRows(db, ids)).map((row) => [row.id, row]));
  return ids
    .flatMap((id) => rows.get(id) ?? [])
    .filter((row) => !options.primaryContacts || row.isPrimary)
    .map((row) => visibleContact(identity, row));
}

/**
 * POST /exportcontacts: the contacts of the contact search or an outreach list (select-all, up to 250) or the
 * selected ids. Job Information columns are left out (a contact query has no JobleadId, §2).
 * @throws 403 without lead access; 404 for another organisation's list; 400 over the limit; 429 over the quota.
 */
export async function prepareContactExport(
  db: Db,
  identity: Identity,
  filters: ContactSearchFilters,
  options: ExportOptions,
  now = new Date(),
): Promise<PreparedExport> {
  const columns = options.columns.filter((column) => CONTACT_EXPORT_COLUMNS.includes(column));
  if (columns.length === 0) throw badRequest(EXPORT_TEXTS.noColumns);
  const contacts = await exportableContacts(db, identity, filters, options);
  await takeQuota(db, identity, contacts.length, now);
  async function* lines() {
    for (let start = 0; start < contacts.length; start += EXPORT_BATCH_SIZE) {
      const batch = contacts.slice(start, start + EXPORT_BATCH_SIZE);
      yield batch.map((contact) => exportLine(columns, { contact, company: contact }));
    }
  }
  return {
    fileName: exportFileName('Contacts', now),
    rowCount: contacts.length,
    stream: csvOf(columns, { ...options, columns }, lines()),
  };
}

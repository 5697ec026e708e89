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
  type ExportCount,
  type ExportCountSelection,
  type ExportOptions,
  type ExportQuota,
  exportFileName,
  type LeadSearchQueryString,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { exportCycle } from '../account/service.ts';
import { hasFullContactView, searchContacts } from '../contacts/service.ts';
import { shownLeadsScope } from '../leads/limited-view.ts';
import { type LeadSearchRequest, leadTypeFor, requireLeadAccess, searchLeads } from '../leads/service.ts';
import { csvEncoder, csvStream } from './csv.ts';
import { leadExportLines, visibleContact } from './lead-lines.ts';
import {
  type ContactExportRow,
  findContactExportRows,
  findExportUsage,
  recordDownloadWithinLimit,
  selectableLeadIds,
} from './repository.ts';
import { createLineWriter } from './row-values.ts';

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

/** The encoder, the line writer and the header of an export of these columns. */
function writerOf(columns: readonly ExportColumn[], options: ExportOptions) {
  const encoder = csvEncoder(options.delimiter);
  const asHtml = options.descriptionsAsHtml && options.removeHTML !== true;
  const header = columns.map((column) => EXPORT_COLUMN_LABELS[column]);
  return { encoder, header, writer: createLineWriter(columns, encoder, { asHtml }) };
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
  const { encoder, header, writer } = writerOf(options.columns, options);
  return {
    fileName: exportFileName('Leads', now),
    rowCount: ids.length,
    stream: csvStream(encoder, header, leadExportLines(db, identity, ids, options, writer)),
  };
}

/** The contacts a contact export may hold, in order, with their visible values. */
async function exportableContacts(
  db: Db,
  identity: Identity,
  filters: ContactSearchFilters,
  options: ExportCountSelection,
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
  const { encoder, header, writer } = writerOf(columns, options);
  async function* lines() {
    const pieces: Buffer[] = [];
    for (const contact of contacts) writer.contactLine(pieces, contact);
    yield pieces;
  }
  return {
    fileName: exportFileName('Contacts', now),
    rowCount: contacts.length,
    stream: csvStream(encoder, header, lines()),
  };
}

/**
 * POST /exportcontactscount: how many contacts (one row each) the contact export of this selection would hold,
 * with the export's own rules (limits, limited view, primaryContacts), so the dialog counts contacts, not leads.
 * Nothing is recorded against the quota.
 * @throws 403 without lead access; 404 for another organisation's list; 400 over the limit.
 */
export async function countContactExport(
  db: Db,
  identity: Identity,
  filters: ContactSearchFilters,
  selection: ExportCountSelection,
): Promise<ExportCount> {
  return { contacts: (await exportableContacts(db, identity, filters, selection)).length };
}

/**
 * The lines of a lead export (docs/decisions.md 'Exports', 'Lines'; docs/performance.md 'Exports'): one line per
 * lead, or one per lead and contact of its company when contact columns are chosen (at most 25, by name; only the
 * lead's primary contact with primaryContacts). Leads are read in batches of 200 and the next batch is read while
 * the current one is written; a company's contacts are read and encoded once per export, however many of its
 * leads the export holds.
 */
import { CONTACT_EXPORT_COLUMNS, type ExportColumn, isEmailShown, isPhoneShown } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { hasFullView } from '../leads/limited-view.ts';
import type { ContactFields } from '../leads/public.ts';
import {
  type ContactExportFields,
  findCompanyContactsForExport,
  findContactExportRows,
  findLeadExportRows,
  type LeadExportRow,
} from './repository.ts';
import type { LineWriter } from './row-values.ts';

/** Leads read per query while streaming (memory stays flat: one batch written, the next being read). */
export const EXPORT_BATCH_SIZE = 200;
/** Contacts per company on the lines of a lead export without primaryContacts (one line per lead and contact). */
export const CONTACTS_PER_LEAD_MAX = 25;

/** Contact values as the screens show them: hidden by status unless primary; a limited lead view masks them. */
export function visibleContact<Row extends ContactFields>(identity: Identity, row: Row): Row {
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

/** Whether any chosen column is a contact's own (Contact Information or Contact Location). */
export const usesContacts = (columns: readonly ExportColumn[]) =>
  columns.some((column) => CONTACT_EXPORT_COLUMNS.includes(column) && !column.startsWith('company'));

/** A company's contacts for the lines of its leads; `parts` (as a non-primary contact) encoded on first use. */
interface CompanyContacts {
  rows: ContactExportFields[];
  parts?: (readonly Buffer[])[];
}

interface Batch {
  leads: LeadExportRow[];
  /** primaryContacts: each lead's primary contact, by contact id. */
  primaries?: Map<number, ContactExportFields>;
}

/** Starts `read` now; a failure nobody awaits (the download was abandoned) is not an unhandled rejection. */
function started<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/**
 * The encoded lines of the leads `ids`, in that order, as pieces of UTF-8, one batch of leads at a time.
 * @param ids the leads the caller may export (already checked).
 */
export async function* leadExportLines(
  db: Db,
  identity: Identity,
  ids: readonly number[],
  options: { columns: readonly ExportColumn[]; primaryContacts: boolean },
  writer: LineWriter,
): AsyncGenerator<Buffer[]> {
  const withContacts = usesContacts(options.columns);
  const companies = new Map<number, CompanyContacts>();

  async function read(start: number): Promise<Batch> {
    const batchIds = ids.slice(start, start + EXPORT_BATCH_SIZE);
    const rows = new Map((await findLeadExportRows(db, batchIds)).map((row) => [row.id, row]));
    const leads = batchIds.flatMap((id) => rows.get(id) ?? []);
    if (!withContacts) return { leads };
    if (options.primaryContacts) {
      const primaryIds = leads.flatMap((lead) => (lead.primaryContactId ? [lead.primaryContactId] : []));
      return { leads, primaries: new Map((await findContactExportRows(db, primaryIds)).map((row) => [row.id, row])) };
    }
    const unread = new Set(leads.flatMap((lead) => (lead.companyId === null ? [] : [lead.companyId])));
    for (const companyId of companies.keys()) unread.delete(companyId);
    for (const companyId of unread) companies.set(companyId, { rows: [] });
    for (const contact of await findCompanyContactsForExport(db, [...unread], CONTACTS_PER_LEAD_MAX)) {
      companies.get(contact.companyId)?.rows.push(contact);
    }
    return { leads };
  }

  const primaryPart = (contact: ContactExportFields) =>
    writer.contactPart(visibleContact(identity, { ...contact, isPrimary: true }));

  function addLinesOfLead(pieces: Buffer[], lead: LeadExportRow, batch: Batch): void {
    const leadPart = writer.leadPart(lead);
    if (batch.primaries) {
      const primary = lead.primaryContactId ? batch.primaries.get(lead.primaryContactId) : undefined;
      writer.line(pieces, leadPart, primary ? primaryPart(primary) : undefined);
      return;
    }
    const company = !withContacts || lead.companyId === null ? undefined : companies.get(lead.companyId);
    if (!company || company.rows.length === 0) {
      writer.line(pieces, leadPart);
      return;
    }
    company.parts ??= company.rows.map((contact) => writer.contactPart(visibleContact(identity, contact)));
    const parts = company.parts;
    company.rows.forEach((contact, index) => {
      writer.line(pieces, leadPart, contact.id === lead.primaryContactId ? primaryPart(contact) : parts[index]);
    });
  }

  let next = ids.length > 0 ? started(read(0)) : undefined;
  for (let start = 0; next; start += EXPORT_BATCH_SIZE) {
    const batch = await next;
    next = start + EXPORT_BATCH_SIZE < ids.length ? started(read(start + EXPORT_BATCH_SIZE)) : undefined;
    const pieces: Buffer[] = [];
    for (const lead of batch.leads) addLinesOfLead(pieces, lead, batch);
    yield pieces;
  }
}

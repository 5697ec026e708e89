/**
 * The naive baseline of the export benchmark (docs/performance.md 'Exports'): the file of '1,000 leads, all
 * columns' built the straightforward way, in the benchmark's process against the same database — the leads in one
 * query, then one query per lead for its company's first 25 contacts, every line through csv-stringify with its
 * descriptions converted to text again, and the whole file held in memory before its first byte could be sent
 * (so time to the first byte = total). No HTTP: the real export's figures include the wire, this one does not.
 */
import { EXPORT_COLUMN_LABELS, EXPORT_COLUMNS } from '@agencyscout/contracts';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { descriptionText } from '../apps/server/src/modules/exports/plain-text.ts';

interface NaiveLead {
  id: string;
  title: string;
  location: string | null;
  posted_at: Date | null;
  description: string | null;
  company_id: string | null;
  company_name: string | null;
  company_description: string | null;
  [column: string]: unknown;
}

/** The ids of the newest `limit` open Agency leads (the order of the select-all of an unfiltered search). */
export async function newestAgencyLeadIds(db: Db, limit: number): Promise<number[]> {
  const result = await sql<{ id: string }>`
    SELECT id FROM leads WHERE lead_type = 'Agency' AND closed_at IS NULL
    ORDER BY posted_at DESC NULLS LAST, id DESC LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** Builds the whole CSV of `ids` (all columns) naively; @returns its size in bytes. */
export async function naiveLeadExport(db: Db, ids: readonly number[]): Promise<number> {
  const leads = await sql<NaiveLead>`
    SELECT l.*, co.name AS company_name, co.url AS company_url, co.phone AS company_phone, co.employee_range,
      co.description AS company_description, co.address AS company_address, co.city AS company_city,
      co.state AS company_state, co.zip AS company_zip, co.country AS company_country
    FROM leads l LEFT JOIN companies co ON co.id = l.company_id
    WHERE l.id = ANY(${ids}::bigint[])`.execute(db.withoutPlugins());
  const byId = new Map(leads.rows.map((lead) => [Number(lead.id), lead]));
  const records: unknown[][] = [EXPORT_COLUMNS.map((column) => EXPORT_COLUMN_LABELS[column])];
  for (const id of ids) {
    const lead = byId.get(id);
    if (!lead) continue;
    const contacts = await sql<Record<string, unknown>>`
      SELECT * FROM contacts WHERE company_id = ${lead.company_id}
      ORDER BY lower(last_name), lower(first_name), id LIMIT 25`.execute(db.withoutPlugins());
    for (const contact of contacts.rows.length ? contacts.rows : [{}]) {
      const values: Record<string, unknown> = {
        jobleadId: lead.id,
        jobTitle: lead.title,
        jobLocation: lead.location,
        postedDate: lead.posted_at?.toISOString().slice(0, 10),
        jobDescription: descriptionText(lead.description ?? ''),
        firstName: contact.first_name,
        lastName: contact.last_name,
        position: contact.position,
        email: contact.email,
        phoneNumber: contact.phone_number,
        officePhone: contact.office_phone,
        contactCity: contact.city,
        contactState: contact.state,
        companyName: lead.company_name,
        companyUrl: lead.company_url,
        companyPhone: lead.company_phone,
        employeeRange: lead.employee_range,
        companyDescription: descriptionText(lead.company_description ?? ''),
        companyCity: lead.company_city,
        companyState: lead.company_state,
        companyZip: lead.company_zip,
        companyCountry: lead.company_country,
      };
      records.push(EXPORT_COLUMNS.map((column) => values[column] ?? ''));
    }
  }
  return Buffer.byteLength(`\ufeff${stringify(records, { record_delimiter: 'windows' })}`);
}

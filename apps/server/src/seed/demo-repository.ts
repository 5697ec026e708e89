/** SQL of the demo data: contacts and tips in batches, and removing earlier demo rows. */
import type { ContactSource } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/kysely.ts';
import type { ContactRecord, TipRecord } from './demo-records.ts';

/** Inserts contacts (position cluster by name); @returns their ids with their company ids. */
export async function insertContacts(
  db: Db,
  rows: readonly ContactRecord[],
): Promise<{ id: number; companyId: number }[]> {
  if (rows.length === 0) return [];
  const result = await sql<{ id: number; companyId: number }>`
    INSERT INTO contacts (company_id, first_name, last_name, position, position_cluster_id, email,
      email_last_verified_status, phone_number, phone_number_last_verified_status, office_phone,
      office_phone_last_verified_status, phone_extension, address1, address2, country, state, city, zip,
      linkedin_url, source, source_id)
    SELECT r.company_id, r.first_name, r.last_name, r.position, pc.id, r.email, r.email_last_verified_status,
      r.phone_number, r.phone_number_last_verified_status, r.office_phone, r.office_phone_last_verified_status,
      r.phone_extension, r.address1, r.address2, r.country, r.state, r.city, r.zip, r.linkedin_url, r.source,
      r.source_id
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(company_id bigint, first_name text,
      last_name text, position text, position_cluster text, email text, email_last_verified_status text,
      phone_number text, phone_number_last_verified_status text, office_phone text,
      office_phone_last_verified_status text, phone_extension text, address1 text, address2 text, country text,
      state text, city text, zip text, linkedin_url text, source text, source_id text)
    LEFT JOIN position_clusters pc ON pc.name = r.position_cluster
    RETURNING id, company_id`.execute(db);
  return result.rows;
}

export async function insertTips(db: Db, rows: readonly TipRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    INSERT INTO agency_tips (company_id, company_name, discovered_at, additional_information, job_tips, location,
      city, state, country, latitude, longitude, source, source_id)
    SELECT company_id, company_name, discovered_at, additional_information, job_tips, location, city, state,
      country, latitude, longitude, source, source_id
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(company_id bigint, company_name text,
      discovered_at timestamptz, additional_information text, job_tips text, location text, city text, state text,
      country text, latitude double precision, longitude double precision, source text, source_id text)`.execute(db);
}

/** Number of demo leads present (0 when none). */
export async function countDemoLeads(db: Db, source: string): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((select) => select.fn.countAll<number>().as('count'))
    .where('source', '=', source)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when the lead table has no row at all (first start). */
export async function leadsTableEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('leads').select('id').limit(1).executeTakeFirst());
}

/** Deletes all demo rows (their leads, tips and contacts go with the companies). */
export async function deleteDemoData(db: Db, source: string): Promise<void> {
  await db.deleteFrom('leads').where('source', '=', source).execute();
  await db.deleteFrom('agencyTips').where('source', '=', source).execute();
  await db
    .deleteFrom('contacts')
    .where('source', '=', source as ContactSource)
    .execute();
  await db.deleteFrom('companies').where('source', '=', source).execute();
}

/**
 * SQL of exports: the export columns of a batch of leads or contacts (the match set itself comes from the lead and
 * contact search services), and the quota's downloads (export_downloads, per user and organisation).
 */
import type { LeadType } from '@agencyscout/contracts';
import { type RawBuilder, sql } from 'kysely';
import { isCompanyPrimaryContact } from '../../db/company-primary-contact.ts';
import type { Db } from '../../db/kysely.ts';
import type { ContactFields } from '../leads/public.ts';

/** The company columns of an export row (Company Information, Company Location). */
export interface CompanyExportFields {
  companyName: string | null;
  companyUrl: string | null;
  companyPhone: string | null;
  employeeRange: string | null;
  industry: string | null;
  companyDescription: string | null;
  companyAddress: string | null;
  companyAddress2: string | null;
  companyCity: string | null;
  companyState: string | null;
  companyZip: string | null;
  companyCountry: string | null;
}

export interface LeadExportRow extends CompanyExportFields {
  id: number;
  companyId: number | null;
  primaryContactId: number | null;
  title: string;
  location: string | null;
  postedAt: Date | null;
  employmentTypes: string[];
  minSalary: number | null;
  maxSalary: number | null;
  salaryCurrency: string | null;
  hourlyPayMin: number | null;
  hourlyPayMax: number | null;
  minExperienceYears: number | null;
  description: string | null;
}

/** A contact with its own address (Contact Location). */
export interface ContactExportFields extends ContactFields {
  companyId: number;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

/** A contact with its company (a contact export's row). */
export interface ContactExportRow extends ContactExportFields, CompanyExportFields {}

const COMPANY_COLUMNS = sql`co.name AS company_name, co.url AS company_url, co.phone AS company_phone,
  co.employee_range, i.name AS industry, co.description AS company_description, co.address AS company_address,
  co.address2 AS company_address2, co.city AS company_city, co.state AS company_state, co.zip AS company_zip,
  co.country AS company_country`;

const CONTACT_COLUMNS = sql`ct.id, ct.company_id, ct.first_name, ct.last_name, ct.position, pc.name AS category,
  ct.email, ct.email_last_verified_status, ct.phone_number, ct.phone_number_last_verified_status, ct.office_phone,
  ct.office_phone_last_verified_status, ct.phone_extension, ct.linkedin_url, ct.address1, ct.address2, ct.city,
  ct.state, ct.zip, ct.country, ct.source, ct.source_id, ct.sourced_at, ct.source_lead_id, ct.role_based`;

/**
 * The rows of `query` as one JSON array (json_agg), in `order`. The embedded database (PGlite) decodes one text
 * value many times faster than the same data as thousands of fields (400 ms → 60 ms for the contacts of a
 * 1,000-lead export); PostgreSQL is as fast either way (docs/performance.md 'Exports'). Columns are aliased in
 * camelCase; numerics arrive as JSON numbers, as the pool's type parser gives them (db/pool.ts).
 */
async function jsonRows<Row>(db: Db, query: RawBuilder<unknown>, order = sql`true`): Promise<Row[]> {
  const result = await sql<{ rows: string | null }>`
    SELECT json_agg(r ORDER BY ${order})::text AS rows FROM (${query}) r`.execute(db);
  return JSON.parse(result.rows[0]?.rows ?? '[]') as Row[];
}

/** The export columns of these leads (already checked by `selectableLeadIds`), in no particular order. */
export async function findLeadExportRows(db: Db, ids: readonly number[]): Promise<LeadExportRow[]> {
  if (ids.length === 0) return [];
  const rows = await jsonRows<Omit<LeadExportRow, 'postedAt'> & { postedAt: string | null }>(
    db,
    sql`
      SELECT l.id, l.company_id AS "companyId", l.primary_contact_id AS "primaryContactId", l.title, l.location,
        l.posted_at AS "postedAt", l.employment_types AS "employmentTypes", l.min_salary AS "minSalary",
        l.max_salary AS "maxSalary", l.salary_currency AS "salaryCurrency",
        l.hourly_pay_min AS "hourlyPayMin", l.hourly_pay_max AS "hourlyPayMax",
        l.min_experience_years AS "minExperienceYears", l.description,
        co.name AS "companyName", co.url AS "companyUrl", co.phone AS "companyPhone",
        co.employee_range AS "employeeRange", i.name AS industry, co.description AS "companyDescription",
        co.address AS "companyAddress", co.address2 AS "companyAddress2", co.city AS "companyCity",
        co.state AS "companyState", co.zip AS "companyZip", co.country AS "companyCountry"
      FROM leads l
      LEFT JOIN companies co ON co.id = l.company_id
      LEFT JOIN industries i ON i.id = co.industry_id
      WHERE l.id = ANY(${ids}::bigint[])`,
  );
  return rows.map((row) => ({ ...row, postedAt: row.postedAt === null ? null : new Date(row.postedAt) }));
}

/**
 * Contacts of these companies for a lead export, without company columns (the lead's row has them): at most
 * `perCompany` each, by name, grouped by company. `isPrimary` is false here; the caller marks the primary contact
 * of each lead.
 */
export async function findCompanyContactsForExport(
  db: Db,
  companyIds: readonly number[],
  perCompany: number,
): Promise<ContactExportFields[]> {
  if (companyIds.length === 0) return [];
  const ranked = sql`
    SELECT ct.id, ct.company_id AS "companyId", ct.first_name AS "firstName", ct.last_name AS "lastName",
      ct.position, pc.name AS category, ct.email, ct.email_last_verified_status AS "emailLastVerifiedStatus",
      ct.phone_number AS "phoneNumber", ct.phone_number_last_verified_status AS "phoneNumberLastVerifiedStatus",
      ct.office_phone AS "officePhone", ct.office_phone_last_verified_status AS "officePhoneLastVerifiedStatus",
      ct.phone_extension AS "phoneExtension", ct.linkedin_url AS "linkedinUrl", ct.address1, ct.address2,
      ct.city, ct.state, ct.zip, ct.country, false AS "isPrimary", ct.source, ct.source_id AS "sourceId",
      ct.sourced_at AS "sourcedAt", ct.source_lead_id AS "sourceLeadId", ct.role_based AS "roleBased",
      row_number() OVER (PARTITION BY ct.company_id ORDER BY lower(ct.last_name), lower(ct.first_name), ct.id) AS n
    FROM contacts ct
    LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id
    WHERE ct.company_id = ANY(${companyIds}::bigint[])`;
  return jsonRows<ContactExportFields>(
    db,
    sql`SELECT * FROM (${ranked}) ranked WHERE n <= ${perCompany}`,
    sql`r."companyId", r.n`,
  );
}

/**
 * Contacts of these ids with their company, in no particular order. `isPrimary`: the company's primary contact
 * (the contact search's rule, db/company-primary-contact.ts).
 */
export async function findContactExportRows(db: Db, ids: readonly number[]): Promise<ContactExportRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<ContactExportRow>`
    SELECT ${CONTACT_COLUMNS},
      ${isCompanyPrimaryContact()} AS is_primary, ${COMPANY_COLUMNS}
    FROM contacts ct
    JOIN companies co ON co.id = ct.company_id
    LEFT JOIN industries i ON i.id = co.industry_id
    LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id
    WHERE ct.id = ANY(${ids}::bigint[])`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), companyId: Number(row.companyId) }));
}

/** The user's export limit (their organisation's) and the rows they exported since `since`; undefined: no user. */
async function usage(db: Db, caller: { userId: string; orgId: string }, since: Date) {
  const account = await db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.orgId')
    .select('organizations.exportLimit')
    .where('users.id', '=', caller.userId)
    .where('users.orgId', '=', caller.orgId)
    .executeTakeFirst();
  if (!account) return undefined;
  const row = await db
    .selectFrom('exportDownloads')
    .select((select) => select.fn.coalesce(select.fn.sum<number>('rowCount'), select.lit(0)).as('total'))
    .where('userId', '=', caller.userId)
    .where('orgId', '=', caller.orgId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { limit: account.exportLimit, downloaded: Number(row.total) };
}

/** Rows the user exported since `since` and their limit; undefined when the user is not of the organisation. */
export function findExportUsage(db: Db, caller: { userId: string; orgId: string }, since: Date) {
  return usage(db, caller, since);
}

/**
 * Records a download of `rows` rows when it fits the limit, atomically: the user's row is locked (FOR UPDATE)
 * for the check and the insert, so two parallel exports cannot both take the last free rows.
 * @returns the usage before the download and whether it was recorded.
 */
export async function recordDownloadWithinLimit(
  db: Db,
  caller: { userId: string; orgId: string },
  rows: number,
  since: Date,
): Promise<{ recorded: boolean; downloaded: number; limit: number } | undefined> {
  return db.transaction().execute(async (transaction) => {
    await sql`SELECT id FROM users WHERE id = ${caller.userId} AND org_id = ${caller.orgId} FOR UPDATE`.execute(
      transaction,
    );
    const current = await usage(transaction, caller, since);
    if (!current) return undefined;
    if (current.downloaded + rows > current.limit) return { recorded: false, ...current };
    await transaction
      .insertInto('exportDownloads')
      .values({ orgId: caller.orgId, userId: caller.userId, rowCount: rows })
      .execute();
    return { recorded: true, ...current };
  });
}

/**
 * Of these lead ids, those of this type the caller may export, in the given order. With `shownTo` (a limited
 * view) only the leads a result page showed that user.
 */
export async function selectableLeadIds(
  db: Db,
  ids: readonly number[],
  leadType: LeadType,
  shownTo?: { userId: string; orgId: string },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const shown = shownTo
    ? sql`AND EXISTS (SELECT 1 FROM limited_view_leads s
        WHERE s.user_id = ${shownTo.userId} AND s.org_id = ${shownTo.orgId} AND s.lead_id = l.id)`
    : sql``;
  const result = await sql<{ id: number }>`
    SELECT l.id FROM leads l WHERE l.id = ANY(${ids}::bigint[]) AND l.lead_type = ${leadType} ${shown}`.execute(db);
  const found = new Set(result.rows.map((row) => Number(row.id)));
  return ids.filter((id) => found.has(id));
}

/**
 * SQL of the lead database's write side (importers and demo data). Batches travel as one `jsonb`
 * parameter expanded with `jsonb_to_recordset`, so a batch is one statement whatever its size.
 * Keys of the JSON objects are the snake_case column names.
 */
import { sql } from 'kysely';
import type { Db } from '../db/kysely.ts';

/** A row for `companies` (snake_case, as in SQL). */
export interface CompanyRecord {
  name: string;
  name_key: string;
  domain: string | null;
  url: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  revenue_usd: number | null;
  employee_range: string | null;
  industry_id: number | null;
  description: string | null;
  status: number | null;
  source: string;
  source_id?: string | null;
}

/** A row for `leads` (snake_case; `posted_at` ISO text). */
export interface LeadRecord {
  lead_type: string;
  title: string;
  company_id: number | null;
  company_name: string | null;
  location: string | null;
  /** How the place was found (types.ts Placement); null when not placed. */
  location_precision: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  employment_types: string[];
  hourly_pay_min: number | null;
  hourly_pay_max: number | null;
  duration_months: number | null;
  min_salary: number | null;
  max_salary: number | null;
  salary_currency: string | null;
  min_experience_years: number | null;
  posted_at: string | null;
  careers_page_url: string | null;
  source: string;
  source_id: string;
  source_url: string | null;
  job_category_ids: number[];
  primary_contact_id?: number | null;
  content_hash: string;
}

const COMPANY_COLUMNS = sql`name text, name_key text, domain text, url text, address text, address2 text, city text,
  state text, country text, zip text, latitude double precision, longitude double precision, phone text,
  revenue_usd bigint, employee_range text, industry_id smallint, description text, status smallint, source text,
  source_id text`;

/** The `leads` columns of a LeadRecord, for `jsonb_to_recordset`. */
export const LEAD_COLUMNS = sql`lead_type text, title text, company_id bigint, company_name text, location text, location_precision text, city text,
  state text, country text, latitude double precision, longitude double precision, description text,
  employment_types text[], hourly_pay_min numeric, hourly_pay_max numeric, duration_months smallint,
  min_salary numeric, max_salary numeric, salary_currency text, min_experience_years smallint,
  posted_at timestamptz, careers_page_url text, source text, source_id text, source_url text,
  job_category_ids integer[], primary_contact_id bigint, content_hash text`;

/** Industry name → id of the fixed list. */
export async function industryIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('industries').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Ids of the job categories, creating the missing ones. */
export async function ensureJobCategories(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  await sql`INSERT INTO job_categories (name) SELECT unnest(${[...names]}::text[]) ON CONFLICT (name) DO NOTHING`.execute(
    db,
  );
  const rows = await db
    .selectFrom('jobCategories')
    .select(['id', 'name'])
    .where('name', 'in', [...names])
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

export interface CompanyIdentity {
  id: number;
  nameKey: string;
  domain: string | null;
}

/** Source name of synthetic demo rows; imports never merge real data into them. */
export const DEMO_SOURCE = 'demo';

/** Inserts companies; @returns their ids with the name key and domain to map them back. */
export async function insertCompanies(db: Db, rows: readonly CompanyRecord[]): Promise<CompanyIdentity[]> {
  if (rows.length === 0) return [];
  const result = await sql<CompanyIdentity>`
    INSERT INTO companies (name, name_key, domain, url, address, address2, city, state, country, zip, latitude,
      longitude, phone, revenue_usd, employee_range, industry_id, description, status, source, source_id)
    SELECT name, name_key, domain, url, address, address2, city, state, country, zip, latitude, longitude, phone,
      revenue_usd, employee_range, industry_id, description, coalesce(status, 1), source, source_id
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${COMPANY_COLUMNS})
    RETURNING id, name_key, domain`.execute(db);
  return result.rows;
}

/**
 * Merges known values into existing companies: every non-null field of the row replaces the stored
 * one (the name stays as first seen); a row with nothing new leaves the company untouched. A demo company
 * joined by a real source becomes that source's (so a demo reset keeps it and its real leads).
 * @returns ids of the companies that changed.
 */
export async function mergeCompanies(db: Db, rows: readonly (CompanyRecord & { id: number })[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = await sql<{ id: number }>`
    WITH r AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id bigint, ${COMPANY_COLUMNS})
    ), merged AS (
      SELECT c.id,
        coalesce(r.domain, c.domain) AS domain, coalesce(r.url, c.url) AS url,
        coalesce(r.address, c.address) AS address, coalesce(r.address2, c.address2) AS address2,
        coalesce(r.city, c.city) AS city, coalesce(r.state, c.state) AS state,
        coalesce(r.country, c.country) AS country, coalesce(r.zip, c.zip) AS zip,
        CASE WHEN r.latitude IS NULL THEN c.latitude ELSE r.latitude END AS latitude,
        CASE WHEN r.latitude IS NULL THEN c.longitude ELSE r.longitude END AS longitude,
        coalesce(r.phone, c.phone) AS phone, coalesce(r.revenue_usd, c.revenue_usd) AS revenue_usd,
        coalesce(r.employee_range, c.employee_range) AS employee_range,
        coalesce(r.industry_id, c.industry_id) AS industry_id,
        coalesce(r.description, c.description) AS description, coalesce(r.status, c.status) AS status,
        r.source
      FROM companies c JOIN r ON r.id = c.id
    )
    UPDATE companies c SET domain = m.domain, url = m.url, address = m.address, address2 = m.address2,
      city = m.city, state = m.state, country = m.country, zip = m.zip, latitude = m.latitude,
      longitude = m.longitude, phone = m.phone, revenue_usd = m.revenue_usd, employee_range = m.employee_range,
      industry_id = m.industry_id, description = m.description, status = m.status, updated_at = now(),
      source = CASE WHEN c.source = ${DEMO_SOURCE} THEN m.source ELSE c.source END
    FROM merged m
    WHERE c.id = m.id
      AND (c.source = ${DEMO_SOURCE} OR (c.domain, c.url, c.address, c.address2, c.city, c.state, c.country, c.zip, c.latitude, c.longitude,
           c.phone, c.revenue_usd, c.employee_range, c.industry_id, c.description, c.status)
        IS DISTINCT FROM
          (m.domain, m.url, m.address, m.address2, m.city, m.state, m.country, m.zip, m.latitude, m.longitude,
           m.phone, m.revenue_usd, m.employee_range, m.industry_id, m.description, m.status))
    RETURNING c.id`.execute(db);
  return result.rows.map((row) => row.id);
}

/**
 * Moves leads stored under an earlier natural key to their current one (issue #31: rows without an id were keyed
 * without their date and pay), so importing the same feed again updates them instead of adding them twice. A lead
 * already under its current key stays; of several rows sharing one earlier key, one takes the stored lead.
 * @returns how many leads were re-keyed.
 */
export async function rekeyLeads(
  db: Db,
  source: string,
  keys: readonly { earlier: string; current: string }[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await sql`
    UPDATE leads l SET source_id = k.current
    FROM (SELECT DISTINCT ON (earlier) earlier, current
          FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS r(earlier text, current text)
          ORDER BY earlier, current) k
    WHERE l.source = ${source} AND l.source_id = k.earlier
      AND NOT EXISTS (SELECT 1 FROM leads x WHERE x.source = ${source} AND x.source_id = k.current)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Leads of the source with these ids: source id → company id (to count inserts and refresh old companies). */
export async function existingLeads(
  db: Db,
  source: string,
  sourceIds: readonly string[],
): Promise<Map<string, number | null>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('leads')
    .select(['sourceId', 'companyId'])
    .where('source', '=', source)
    .where('sourceId', 'in', [...sourceIds])
    .execute();
  return new Map(rows.map((row) => [row.sourceId, row.companyId]));
}

/**
 * Inserts new leads and updates those whose content hash changed (natural key: source + source id).
 * @returns source ids and lead ids of the rows written (inserted or updated).
 */
export async function upsertLeads(db: Db, rows: readonly LeadRecord[]): Promise<{ id: number; sourceId: string }[]> {
  if (rows.length === 0) return [];
  const result = await sql<{ id: string; sourceId: string }>`
    INSERT INTO leads (lead_type, title, company_id, company_name, location, location_precision, city, state, country, latitude, longitude,
      description, employment_types, hourly_pay_min, hourly_pay_max, duration_months, min_salary, max_salary,
      salary_currency, min_experience_years, posted_at, careers_page_url, source, source_id, source_url,
      job_category_ids, primary_contact_id, content_hash)
    SELECT lead_type, title, company_id, company_name, location, location_precision, city, state, country, latitude, longitude,
      description, coalesce(employment_types, '{}'), hourly_pay_min, hourly_pay_max, duration_months, min_salary,
      max_salary, salary_currency, min_experience_years, posted_at, careers_page_url, source, source_id, source_url,
      coalesce(job_category_ids, '{}'), primary_contact_id, content_hash
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${LEAD_COLUMNS})
    ON CONFLICT (source, source_id) DO UPDATE SET
      lead_type = excluded.lead_type, title = excluded.title, company_id = excluded.company_id,
      company_name = excluded.company_name, location = excluded.location,
      location_precision = excluded.location_precision, city = excluded.city,
      state = excluded.state, country = excluded.country, latitude = excluded.latitude,
      longitude = excluded.longitude, description = excluded.description,
      employment_types = excluded.employment_types, hourly_pay_min = excluded.hourly_pay_min,
      hourly_pay_max = excluded.hourly_pay_max, duration_months = excluded.duration_months,
      min_salary = excluded.min_salary, max_salary = excluded.max_salary,
      salary_currency = excluded.salary_currency, min_experience_years = excluded.min_experience_years,
      posted_at = excluded.posted_at, careers_page_url = excluded.careers_page_url,
      source_url = excluded.source_url, job_category_ids = excluded.job_category_ids,
      content_hash = excluded.content_hash, updated_at = now()
    WHERE leads.content_hash IS DISTINCT FROM excluded.content_hash
    RETURNING id, source_id`.execute(db);
  return result.rows.map((row) => ({ id: Number(row.id), sourceId: row.sourceId }));
}

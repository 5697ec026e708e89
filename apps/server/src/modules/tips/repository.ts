/**
 * SQL of the tips list and detail (prospecting-core §2.5, §3 'Tips query'; issue #12). Only listed tips
 * (not expired) are ever found. Views are the caller's own (user and organisation).
 */
import { STATEWIDE_RADIUS, type TipSearchQuery } from '@agencyscout/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Identity } from '../../auth/identity.ts';
import { isCompanyPrimaryContact } from '../../db/company-primary-contact.ts';
import type { Db } from '../../db/kysely.ts';
import { METERS_PER_MILE, withinMetersOfIndexedPoint } from '../leads/distance.ts';
import type { ContactFields } from '../leads/public.ts';

const DAY_MS = 86_400_000;

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function locationCondition(query: TipSearchQuery): RawBuilder<unknown> | null {
  if (query.radius === STATEWIDE_RADIUS) {
    const [state, country] = (query.stateShortCountryShortName ?? '')
      .split(',')
      .map((part) => part.trim().toUpperCase());
    if (state && country) return sql`(t.state = ${state} AND t.country = ${country})`;
    if (state) return sql`t.state = ${state}`;
    return null;
  }
  if (query.lat === undefined || query.lng === undefined || query.radius === undefined) return null;
  const centre = { latitude: query.lat, longitude: query.lng };
  const columns = { latitude: 't.latitude', longitude: 't.longitude' };
  return withinMetersOfIndexedPoint(centre, columns, query.radius * METERS_PER_MILE);
}

/** The WHERE of a tips query on tip `t` alone (company size through a sub-select), AND-ed; listed tips only. */
export function tipConditions(query: TipSearchQuery, now: Date): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`t.expired_at IS NULL`];
  if (query.keyword) {
    conditions.push(sql`t.search_vector @@ websearch_to_tsquery('english', ${query.keyword})`);
  }
  const location = locationCondition(query);
  if (location) conditions.push(location);
  if (query.hiringCompany) conditions.push(sql`t.company_name ILIKE ${containsPattern(query.hiringCompany)}`);
  if (query.datePosted !== undefined && query.datePosted > 0) {
    conditions.push(sql`t.discovered_at >= ${new Date(now.getTime() - query.datePosted * DAY_MS)}`);
  }
  if (query.EmployeeRange?.length) {
    conditions.push(sql`t.company_id IN (SELECT c.id FROM companies c
      WHERE c.employee_range = ANY(${query.EmployeeRange}::text[]))`);
  }
  return sql.join(conditions, sql` AND `);
}

export interface TipListRow {
  id: number;
  discoveredAt: Date;
  companyId: number;
  companyName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  viewed: boolean;
}

/**
 * The exact number of listed tips matching. The conditions read the tip alone, and every tip has its company
 * (NOT NULL, ON DELETE CASCADE), so no join: the join made every count a hash join over the companies (all tips
 * 21 ms → 1.6 ms, a company-size filter 41 → 19 ms on the 1M set; docs/performance.md).
 */
export async function countTips(db: Db, where: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ total: number }>`SELECT count(*)::int AS total FROM agency_tips t WHERE ${where}`.execute(
    db,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** One page, newest discovery first, with the caller's viewed mark. */
export async function findTipPage(
  db: Db,
  where: RawBuilder<unknown>,
  caller: Identity,
  page: { offset: number; limit: number },
): Promise<TipListRow[]> {
  const result = await sql<TipListRow>`
    SELECT t.id, t.discovered_at, t.company_id, t.company_name,
      coalesce(c.address, NULL) AS address, coalesce(c.city, t.city) AS city, coalesce(c.state, t.state) AS state,
      coalesce(c.country, t.country) AS country, c.zip,
      EXISTS (SELECT 1 FROM tip_views v WHERE v.tip_id = t.id AND v.user_id = ${caller.userId}
        AND v.org_id = ${caller.orgId}) AS viewed
    FROM (
      SELECT t.id, t.discovered_at, t.company_id, t.company_name, t.city, t.state, t.country FROM agency_tips t
      WHERE ${where}
      ORDER BY t.discovered_at DESC, t.id DESC
      OFFSET ${page.offset} LIMIT ${page.limit}
    ) t JOIN companies c ON c.id = t.company_id
    ORDER BY t.discovered_at DESC, t.id DESC`.execute(db);
  return result.rows;
}

export interface TipDetailRow {
  id: number;
  discoveredAt: Date;
  additionalInformation: string | null;
  jobTips: string | null;
  companyId: number;
  name: string;
  phone: string | null;
  url: string | null;
  revenueUsd: number | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  employeeRange: string | null;
  careerPage: string | null;
  viewed: boolean;
}

/** A listed tip with its company and the company's first lead's careers page; undefined when none. */
export async function findTipDetail(db: Db, tipId: number, caller: Identity): Promise<TipDetailRow | undefined> {
  const result = await sql<TipDetailRow>`
    SELECT t.id, t.discovered_at, t.additional_information, t.job_tips, c.id AS company_id, c.name, c.phone, c.url,
      c.revenue_usd, c.address, c.address2, coalesce(c.city, t.city) AS city, coalesce(c.state, t.state) AS state,
      coalesce(c.country, t.country) AS country, c.zip, c.employee_range,
      (SELECT l.careers_page_url FROM leads l WHERE l.company_id = c.id
        ORDER BY l.first_seen_at, l.id LIMIT 1) AS career_page,
      EXISTS (SELECT 1 FROM tip_views v WHERE v.tip_id = t.id AND v.user_id = ${caller.userId}
        AND v.org_id = ${caller.orgId}) AS viewed
    FROM agency_tips t JOIN companies c ON c.id = t.company_id
    WHERE t.id = ${tipId} AND t.expired_at IS NULL`.execute(db);
  return result.rows[0];
}

/** Records that the caller opened the tip; once per user and tip (the first view's time is kept). */
export async function recordTipView(db: Db, caller: Identity, tipId: number): Promise<void> {
  await db
    .insertInto('tipViews')
    .values({ orgId: caller.orgId, userId: caller.userId, tipId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** A contact's columns as the lead detail reads them, with the company's contact count. */
export interface TipContactRow extends ContactFields {
  total: number;
}

/** The company's contacts by name, its primary contact first (db/company-primary-contact.ts); `limit` rows at most. */
export async function findTipContacts(db: Db, companyId: number, limit: number): Promise<TipContactRow[]> {
  const result = await sql<TipContactRow>`
    SELECT ct.id, ct.first_name, ct.last_name, ct.position, pc.name AS category, ct.email,
      ct.email_last_verified_status, ct.phone_number, ct.phone_number_last_verified_status, ct.office_phone,
      ct.office_phone_last_verified_status, ct.phone_extension, ct.linkedin_url, ct.source, ct.source_id, ct.sourced_at, ct.source_lead_id, ct.role_based,
      ${isCompanyPrimaryContact()} AS is_primary,
      count(*) OVER () AS total
    FROM contacts ct LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id
    WHERE ct.company_id = ${companyId}
    ORDER BY is_primary DESC, lower(ct.last_name), lower(ct.first_name), ct.id
    LIMIT ${limit}`.execute(db);
  return result.rows;
}

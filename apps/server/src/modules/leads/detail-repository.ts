/**
 * SQL of the lead detail (prospecting-core §2.4): one lead with its company and the caller's flags, the
 * company's contacts, the view record, and the company's other leads. The caller's own rows (favorites,
 * views, client list) are read by user and organisation.
 */
import type {
  CompanySizeBucket,
  ContactSource,
  EmailVerificationStatus,
  LeadType,
  LocationPrecision,
  PhoneVerificationStatus,
  SourceKind,
} from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/** Who is asking: every personal flag is read for this user of this organisation. */
export interface Caller {
  userId: string;
  orgId: string;
}

export interface LeadDetailRow {
  id: number;
  leadType: LeadType;
  title: string;
  description: string | null;
  location: string | null;
  locationPrecision: LocationPrecision | null;
  city: string | null;
  state: string | null;
  country: string | null;
  employmentTypes: string[];
  hourlyPayMin: number | null;
  hourlyPayMax: number | null;
  durationMonths: number | null;
  minSalary: number | null;
  maxSalary: number | null;
  salaryCurrency: string | null;
  minExperienceYears: number | null;
  postedAt: Date | null;
  careersPageUrl: string | null;
  sourceUrl: string | null;
  primaryContactId: number | null;
  favorite: boolean;
  companyId: number | null;
  companyName: string | null;
  companyAddress: string | null;
  companyAddress2: string | null;
  companyCity: string | null;
  companyState: string | null;
  companyZip: string | null;
  companyCountry: string | null;
  companyPhone: string | null;
  companyUrl: string | null;
  companyEmployeeRange: CompanySizeBucket | null;
  companyRevenueUsd: number | null;
  companyDescription: string | null;
  companyAgencyLeadCount: number | null;
  companyOpenwebLeadCount: number | null;
  onClientList: boolean;
  /** The staffing firm's posting that made this an Agency lead (issue #12), and that firm's name. */
  evidenceLeadId: number | null;
  evidenceCompanyName: string | null;
  firstSeenAt: Date;
  closedAt: Date | null;
  /** The live sources listing the posting (issue #28), oldest first. */
  liveSources: { kind: SourceKind; name: string; url: string; open: boolean }[];
}

/** The lead, its company (left join: some postings name none) and the caller's favorite and client-list flags. */
export async function findLeadDetail(db: Db, leadId: number, caller: Caller): Promise<LeadDetailRow | undefined> {
  const result = await sql<LeadDetailRow>`
    SELECT l.id, l.lead_type, l.title, l.description, l.location, l.location_precision, l.city, l.state, l.country, l.employment_types,
      l.hourly_pay_min, l.hourly_pay_max, l.duration_months, l.min_salary, l.max_salary, l.salary_currency,
      l.min_experience_years, l.posted_at, l.careers_page_url, l.source_url, l.primary_contact_id,
      l.first_seen_at, l.closed_at,
      coalesce((SELECT json_agg(json_build_object('kind', s.kind, 'name', coalesce(s.name, s.token), 'url', s.url,
          'open', p.closed_at IS NULL) ORDER BY s.id)
        FROM source_postings p JOIN sources s ON s.id = p.source_id WHERE p.lead_id = l.id), '[]') AS live_sources,
      EXISTS (SELECT 1 FROM lead_favorites f
        WHERE f.user_id = ${caller.userId} AND f.org_id = ${caller.orgId} AND f.lead_id = l.id) AS favorite,
      c.id AS company_id, c.name AS company_name, c.address AS company_address, c.address2 AS company_address2,
      c.city AS company_city, c.state AS company_state, c.zip AS company_zip, c.country AS company_country,
      c.phone AS company_phone, c.url AS company_url, c.employee_range AS company_employee_range,
      c.revenue_usd AS company_revenue_usd, c.description AS company_description,
      c.agency_lead_count AS company_agency_lead_count, c.openweb_lead_count AS company_openweb_lead_count,
      EXISTS (SELECT 1 FROM client_list_entries e
        WHERE e.user_id = ${caller.userId} AND e.org_id = ${caller.orgId} AND e.company_id = c.id) AS on_client_list,
      ev.id AS evidence_lead_id, ev.company_name AS evidence_company_name
    FROM leads l LEFT JOIN companies c ON c.id = l.company_id
    LEFT JOIN leads ev ON ev.id = l.agency_evidence_lead_id
    WHERE l.id = ${leadId}
  `.execute(db);
  return result.rows[0];
}

/** The few fields other features need to act on a lead (favorites, client list, notes). */
export function findLeadSummary(db: Db, leadId: number) {
  return db
    .selectFrom('leads')
    .select(['id', 'leadType', 'title', 'companyId'])
    .where('id', '=', leadId)
    .executeTakeFirst();
}

/** A contact's own columns, as the lead detail and the outreach screens read them. */
export interface ContactFields {
  id: number;
  firstName: string;
  lastName: string;
  position: string | null;
  category: string | null;
  email: string | null;
  emailLastVerifiedStatus: EmailVerificationStatus | null;
  phoneNumber: string | null;
  phoneNumberLastVerifiedStatus: PhoneVerificationStatus | null;
  officePhone: string | null;
  officePhoneLastVerifiedStatus: PhoneVerificationStatus | null;
  phoneExtension: string | null;
  linkedinUrl: string | null;
  /** The primary contact of at least one lead: its hidden values are still sent (outreach-integrations-admin §2). */
  isPrimary: boolean;
  /** Where it came from and when (issue #32); the posting that named it, for source 'posting'. */
  source: ContactSource;
  /** The source's own id (a provider's contact: '{provider}:{person id}@{company id}'). */
  sourceId: string | null;
  sourcedAt: Date;
  sourceLeadId: number | null;
  roleBased: boolean;
}

export interface ContactRow extends ContactFields {
  /** All contacts of the company (the same on every row). */
  total: number;
}

/** The company's contacts, the lead's primary contact first, then by name; `limit` rows at most. */
export async function findCompanyContacts(
  db: Db,
  options: { companyId: number; primaryContactId: number | null; limit: number },
): Promise<ContactRow[]> {
  const result = await sql<ContactRow>`
    SELECT ct.id, ct.first_name, ct.last_name, ct.position, pc.name AS category, ct.email,
      ct.email_last_verified_status, ct.phone_number, ct.phone_number_last_verified_status, ct.office_phone,
      ct.office_phone_last_verified_status, ct.phone_extension, ct.linkedin_url, ct.source, ct.source_id, ct.sourced_at, ct.source_lead_id, ct.role_based,
      coalesce(ct.id = ${options.primaryContactId}::bigint, false) AS is_primary,
      count(*) OVER () AS total
    FROM contacts ct LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id
    WHERE ct.company_id = ${options.companyId}
    ORDER BY is_primary DESC, lower(ct.last_name), lower(ct.first_name), ct.id
    LIMIT ${options.limit}
  `.execute(db);
  return result.rows;
}

/** Records that the caller opened the lead; once per user and lead (the first view's time is kept). */
export async function recordLeadView(db: Db, caller: Caller, leadId: number): Promise<void> {
  await db
    .insertInto('leadViews')
    .values({ orgId: caller.orgId, userId: caller.userId, leadId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** `AND` the lead `l` was shown to this caller's limited view (limited-view.ts); nothing when undefined. */
function shownOnly(shownTo: Caller | undefined) {
  if (!shownTo) return sql``;
  return sql`AND EXISTS (SELECT 1 FROM limited_view_leads s
    WHERE s.user_id = ${shownTo.userId} AND s.org_id = ${shownTo.orgId} AND s.lead_id = l.id)`;
}

/** Leads of a company per lead type, one lead left out; with `shownTo`, only the leads shown to that caller. */
export async function countCompanyLeads(
  db: Db,
  options: { companyId: number; excludeLeadId: number | undefined; shownTo: Caller | undefined },
): Promise<Record<LeadType, number>> {
  const exclude = options.excludeLeadId === undefined ? sql`` : sql`AND l.id <> ${options.excludeLeadId}`;
  const { rows } = await sql<{ leadType: LeadType; total: number }>`
    SELECT l.lead_type, count(*) AS total FROM leads l
    WHERE l.company_id = ${options.companyId} AND l.closed_at IS NULL ${exclude} ${shownOnly(options.shownTo)}
    GROUP BY l.lead_type
  `.execute(db);
  const counts: Record<LeadType, number> = { Agency: 0, OpenWeb: 0 };
  for (const row of rows) counts[row.leadType] = Number(row.total);
  return counts;
}

export interface CompanyLeadRow {
  id: number;
  leadType: LeadType;
  title: string;
  location: string | null;
  postedAt: Date | null;
  viewed: boolean;
}

/** One page of a company's leads of one type, newest first, with the caller's viewed flag; `shownTo` as above. */
export async function findCompanyLeadPage(
  db: Db,
  options: {
    companyId: number;
    leadType: LeadType;
    excludeLeadId: number | undefined;
    caller: Caller;
    shownTo: Caller | undefined;
    offset: number;
    limit: number;
  },
): Promise<CompanyLeadRow[]> {
  const exclude = options.excludeLeadId === undefined ? sql`` : sql`AND l.id <> ${options.excludeLeadId}`;
  const result = await sql<CompanyLeadRow>`
    SELECT l.id, l.lead_type, l.title, l.location, l.posted_at,
      EXISTS (SELECT 1 FROM lead_views v
        WHERE v.user_id = ${options.caller.userId} AND v.org_id = ${options.caller.orgId} AND v.lead_id = l.id) AS viewed
    FROM leads l
    WHERE l.company_id = ${options.companyId} AND l.lead_type = ${options.leadType} AND l.closed_at IS NULL ${exclude}
      ${shownOnly(options.shownTo)}
    ORDER BY l.posted_at DESC NULLS LAST, l.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset}
  `.execute(db);
  return result.rows;
}

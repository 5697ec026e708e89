/**
 * SQL of Manage Users (outreach-integrations-admin §2 'Manage Users', §3 'Managed user', 'User detail'). Every
 * function takes the caller's organisation and filters on it; a user id of another organisation matches nothing.
 */
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';

/** Counts' window: `from` inclusive, `until` exclusive; null ends are open. */
export interface CountWindow {
  from: Date | null;
  until: Date | null;
}

function within(column: string, window: CountWindow) {
  const column_ = sql.ref(column);
  return sql`(${window.from}::timestamptz IS NULL OR ${column_} >= ${window.from}::timestamptz)
    AND (${window.until}::timestamptz IS NULL OR ${column_} < ${window.until}::timestamptz)`;
}

export interface ManagedUserRow {
  userId: string;
  email: string;
  name: string;
  role: number;
  hasPassword: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  agencyViewed: number;
  openWebViewed: number;
  tipsViewed: number;
  agencyContacted: number;
  openWebContacted: number;
  tipsContacted: number;
}

/**
 * The organisation's active users with the Managed user counts: distinct leads of each type viewed and named by a
 * logged interaction, distinct tips viewed, and viewed tips whose company the user logged an interaction with.
 */
export async function listManagedUsers(db: Db, orgId: string, window: CountWindow): Promise<ManagedUserRow[]> {
  const result = await sql<ManagedUserRow>`
    SELECT u.id AS "userId", u.email, u.name, u.role, (u.password_hash IS NOT NULL) AS "hasPassword",
      u.last_login_at AS "lastLoginAt", u.created_at AS "createdAt",
      (SELECT count(DISTINCT v.lead_id) FROM lead_views v JOIN leads l ON l.id = v.lead_id
        WHERE v.user_id = u.id AND v.org_id = u.org_id AND l.lead_type = 'Agency' AND ${within('v.viewed_at', window)})::int
        AS "agencyViewed",
      (SELECT count(DISTINCT v.lead_id) FROM lead_views v JOIN leads l ON l.id = v.lead_id
        WHERE v.user_id = u.id AND v.org_id = u.org_id AND l.lead_type = 'OpenWeb' AND ${within('v.viewed_at', window)})::int
        AS "openWebViewed",
      (SELECT count(DISTINCT t.tip_id) FROM tip_views t
        WHERE t.user_id = u.id AND t.org_id = u.org_id AND ${within('t.viewed_at', window)})::int AS "tipsViewed",
      (SELECT count(DISTINCT l.id) FROM contact_interactions i CROSS JOIN LATERAL unnest(i.job_lead_ids) AS j(lead_id)
        JOIN leads l ON l.id = j.lead_id
        WHERE i.user_id = u.id AND i.org_id = u.org_id AND l.lead_type = 'Agency' AND ${within('i.created_at', window)})::int
        AS "agencyContacted",
      (SELECT count(DISTINCT l.id) FROM contact_interactions i CROSS JOIN LATERAL unnest(i.job_lead_ids) AS j(lead_id)
        JOIN leads l ON l.id = j.lead_id
        WHERE i.user_id = u.id AND i.org_id = u.org_id AND l.lead_type = 'OpenWeb' AND ${within('i.created_at', window)})::int
        AS "openWebContacted",
      (SELECT count(DISTINCT t.tip_id) FROM tip_views t JOIN agency_tips a ON a.id = t.tip_id
        WHERE t.user_id = u.id AND t.org_id = u.org_id AND EXISTS (
          SELECT 1 FROM contact_interactions i JOIN contacts c ON c.id = i.contact_id
          WHERE i.user_id = u.id AND i.org_id = u.org_id AND c.company_id = a.company_id
            AND ${within('i.created_at', window)}))::int AS "tipsContacted"
    FROM users u
    WHERE u.org_id = ${orgId} AND u.is_active
    ORDER BY u.created_at, u.email`.execute(db);
  return result.rows;
}

export async function countActiveUsers(db: Kysely<Database>, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('orgId', '=', orgId)
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The organisation's seat allowance, locked so two concurrent adds cannot both take the last seat. */
export async function lockOrganisation(db: Kysely<Database>, orgId: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'maxUsers'])
    .where('id', '=', orgId)
    .forUpdate()
    .executeTakeFirst();
}

export function maxUsersOf(db: Db, orgId: string) {
  return db.selectFrom('organizations').select('maxUsers').where('id', '=', orgId).executeTakeFirst();
}

export function findOrgUser(db: Kysely<Database>, orgId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'passwordHash', 'isActive'])
    .where('id', '=', userId)
    .where('orgId', '=', orgId)
    .where('isActive', '=', true)
    .executeTakeFirst();
}

export function findUserIdByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'orgId'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertMember(db: Kysely<Database>, orgId: string, email: string, role: number): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({ orgId, email, role, passwordHash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setUserEmail(db: Kysely<Database>, orgId: string, userId: string, email: string) {
  await db.updateTable('users').set({ email }).where('id', '=', userId).where('orgId', '=', orgId).execute();
}

/**
 * Removes a user: the organisation's records they wrote (company notes, logged interactions, outreach lists they
 * created) are handed to `heirId`; everything personal (views, favourites, client list, saved searches and
 * alerts, sessions, API keys, export counts, invitations) goes with the user row (ON DELETE CASCADE).
 */
export async function deleteUserHandingOver(db: Kysely<Database>, orgId: string, userId: string, heirId: string) {
  await db
    .updateTable('companyNotes')
    .set({ userId: heirId })
    .where('orgId', '=', orgId)
    .where('userId', '=', userId)
    .execute();
  await db
    .updateTable('contactInteractions')
    .set({ userId: heirId })
    .where('orgId', '=', orgId)
    .where('userId', '=', userId)
    .execute();
  await db
    .updateTable('callLists')
    .set({ createdBy: heirId })
    .where('orgId', '=', orgId)
    .where('createdBy', '=', userId)
    .execute();
  await db.deleteFrom('oidcPayloads').where(sql<string>`payload->>'accountId'`, '=', userId).execute();
  await db.deleteFrom('users').where('id', '=', userId).where('orgId', '=', orgId).execute();
}

/** The user's viewed leads, newest first (User detail 'jobleadsviewed'). */
export function viewedLeads(db: Db, orgId: string, userId: string, limit: number) {
  return db
    .selectFrom('leadViews')
    .innerJoin('leads', 'leads.id', 'leadViews.leadId')
    .leftJoin('companies', 'companies.id', 'leads.companyId')
    .select([
      'leadViews.viewedAt',
      'leads.id',
      'leads.title',
      'leads.location',
      'leads.employmentTypes',
      'leads.hourlyPayMin',
      'leads.minSalary',
      'leads.maxSalary',
      'leads.minExperienceYears',
      'companies.name as companyName',
    ])
    .where('leadViews.orgId', '=', orgId)
    .where('leadViews.userId', '=', userId)
    .orderBy('leadViews.viewedAt', 'desc')
    .limit(limit)
    .execute();
}

/** The company notes the user wrote, newest first (User detail 'CompanyNotes'). */
export function notesBy(db: Db, orgId: string, userId: string, limit: number) {
  return db
    .selectFrom('companyNotes')
    .innerJoin('companies', 'companies.id', 'companyNotes.companyId')
    .select([
      'companyNotes.id',
      'companyNotes.jobLeadId',
      'companyNotes.jobTitle',
      'companyNotes.notes',
      'companyNotes.createdAt',
      'companies.name as companyName',
    ])
    .where('companyNotes.orgId', '=', orgId)
    .where('companyNotes.userId', '=', userId)
    .orderBy('companyNotes.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** Views and contacts per calendar month (UTC) since `from`. */
export async function monthlyActivity(db: Db, orgId: string, userId: string, from: Date) {
  const result = await sql<{
    month: string;
    agencyViewed: number;
    openWebViewed: number;
    tipsViewed: number;
    contacted: number;
  }>`
    WITH events AS (
      SELECT to_char(v.viewed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
        (l.lead_type = 'Agency')::int AS agency, (l.lead_type = 'OpenWeb')::int AS openweb, 0 AS tip, 0 AS contact
      FROM lead_views v JOIN leads l ON l.id = v.lead_id
      WHERE v.org_id = ${orgId} AND v.user_id = ${userId} AND v.viewed_at >= ${from}
      UNION ALL
      SELECT to_char(t.viewed_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, 0, 1, 0 FROM tip_views t
      WHERE t.org_id = ${orgId} AND t.user_id = ${userId} AND t.viewed_at >= ${from}
      UNION ALL
      SELECT to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, 0, 0, 1 FROM contact_interactions i
      WHERE i.org_id = ${orgId} AND i.user_id = ${userId} AND i.created_at >= ${from}
    )
    SELECT month, sum(agency)::int AS "agencyViewed", sum(openweb)::int AS "openWebViewed",
      sum(tip)::int AS "tipsViewed", sum(contact)::int AS "contacted"
    FROM events GROUP BY month`.execute(db);
  return result.rows;
}

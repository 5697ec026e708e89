/**
 * SQL of the agency's CRM records (issue #32 point 4; migration 0042). Every statement is scoped to one
 * organisation (`org_id`); writes are upserts by (organisation, kind, CRM id), so a pull run twice writes the same.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { CrmCompanyRecord, CrmContactRecord } from './records.ts';

export interface PullState {
  companiesCursor: Date | null;
  contactsCursor: Date | null;
}

/** The pull state of a connection (cursors), creating it on first use. */
export async function findPullState(db: Db, orgId: string, kind: number): Promise<PullState> {
  await db
    .insertInto('crmPulls')
    .values({ orgId, kind })
    .onConflict((conflict) => conflict.columns(['orgId', 'kind']).doNothing())
    .execute();
  const row = await db
    .selectFrom('crmPulls')
    .select(['companiesCursor', 'contactsCursor'])
    .where('orgId', '=', orgId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row;
}

/** Moves a cursor forward (never back) to the newest modified date of a written page. */
export async function advanceCursor(
  db: Db,
  orgId: string,
  kind: number,
  which: 'companiesCursor' | 'contactsCursor',
  to: Date,
): Promise<void> {
  const column = which === 'companiesCursor' ? sql.ref('companies_cursor') : sql.ref('contacts_cursor');
  await sql`UPDATE crm_pulls SET ${column} = GREATEST(coalesce(${column}, ${to}), ${to})
    WHERE org_id = ${orgId} AND kind = ${kind}`.execute(db);
}

/** Records the end of a pull: its time, how many records it wrote and skipped, and the problem it met (if any). */
export async function finishPull(
  db: Db,
  orgId: string,
  kind: number,
  result: { companies: number; contacts: number; skipped: number; problem: string | null },
): Promise<void> {
  await db
    .updateTable('crmPulls')
    .set({
      lastPulledAt: new Date(),
      companiesPulled: result.companies,
      contactsPulled: result.contacts,
      recordsSkipped: result.skipped,
      ...(result.problem ? { lastProblem: result.problem, lastProblemAt: new Date() } : {}),
    })
    .where('orgId', '=', orgId)
    .where('kind', '=', kind)
    .execute();
}

/** Upserts a page of companies with the ids of our companies they matched (null: none). */
export async function upsertCrmCompanies(
  db: Db,
  orgId: string,
  kind: number,
  rows: readonly (CrmCompanyRecord & { matchedCompanyId: number | null })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('crmCompanies')
    .values(
      rows.map((row) => ({
        orgId,
        kind,
        crmId: row.crmId,
        name: row.name,
        domain: row.domain,
        ownerName: row.owner,
        status: row.status,
        lastActivityAt: row.lastActivityAt,
        matchedCompanyId: row.matchedCompanyId,
        modifiedAt: row.modifiedAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['orgId', 'kind', 'crmId']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        domain: eb.ref('excluded.domain'),
        ownerName: eb.ref('excluded.ownerName'),
        status: eb.ref('excluded.status'),
        // Bullhorn's activity comes from the contacts: a company update keeps what they gave.
        lastActivityAt: sql`coalesce(excluded.last_activity_at, crm_companies.last_activity_at)`,
        matchedCompanyId: eb.ref('excluded.matchedCompanyId'),
        modifiedAt: eb.ref('excluded.modifiedAt'),
        pulledAt: sql`now()`,
      })),
    )
    .execute();
}

/** Upserts a page of contacts; a contact's last visit moves its company's last activity forward. */
export async function upsertCrmContacts(
  db: Db,
  orgId: string,
  kind: number,
  rows: readonly CrmContactRecord[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('crmContacts')
    .values(
      rows.map((row) => ({
        orgId,
        kind,
        crmId: row.crmId,
        crmCompanyId: row.crmCompanyId,
        firstName: row.firstName,
        lastName: row.lastName,
        title: row.title,
        email: row.email,
        phone: row.phone,
        modifiedAt: row.modifiedAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['orgId', 'kind', 'crmId']).doUpdateSet((eb) => ({
        crmCompanyId: eb.ref('excluded.crmCompanyId'),
        firstName: eb.ref('excluded.firstName'),
        lastName: eb.ref('excluded.lastName'),
        title: eb.ref('excluded.title'),
        email: eb.ref('excluded.email'),
        phone: eb.ref('excluded.phone'),
        modifiedAt: eb.ref('excluded.modifiedAt'),
        pulledAt: sql`now()`,
      })),
    )
    .execute();
  for (const row of rows) {
    if (!row.lastActivityAt || !row.crmCompanyId) continue;
    await sql`UPDATE crm_companies
      SET last_activity_at = GREATEST(coalesce(last_activity_at, ${row.lastActivityAt}), ${row.lastActivityAt})
      WHERE org_id = ${orgId} AND kind = ${kind} AND crm_id = ${row.crmCompanyId}`.execute(db);
  }
}

const KIND_NAMES: Record<number, 'hubspot' | 'bullhorn'> = { 0: 'hubspot', 1: 'bullhorn' };

export interface CrmChipRow {
  companyId: number;
  provider: 'hubspot' | 'bullhorn';
  crmId: string;
  name: string;
  owner: string | null;
  status: string | null;
  lastActivityAt: Date | null;
}

/** The organisation's CRM records matched to these companies of ours, most recently active first. */
export async function findCrmChips(db: Db, orgId: string, companyIds: readonly number[]): Promise<CrmChipRow[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom('crmCompanies')
    .select(['matchedCompanyId', 'kind', 'crmId', 'name', 'ownerName', 'status', 'lastActivityAt'])
    .where('orgId', '=', orgId)
    .where('matchedCompanyId', 'in', [...companyIds])
    .orderBy(sql`last_activity_at DESC NULLS LAST`)
    .orderBy('kind', 'desc')
    .orderBy('crmId')
    .execute();
  return rows.map((row) => ({
    companyId: Number(row.matchedCompanyId),
    provider: KIND_NAMES[row.kind] ?? 'bullhorn',
    crmId: row.crmId,
    name: row.name,
    owner: row.ownerName,
    status: row.status,
    lastActivityAt: row.lastActivityAt,
  }));
}

/** The organisation's CRM contacts under the CRM records matched to one company of ours. */
export async function findCrmContactsOfCompany(db: Db, orgId: string, companyId: number) {
  const rows = await db
    .selectFrom('crmContacts as k')
    .innerJoin('crmCompanies as c', (join) =>
      join.onRef('c.orgId', '=', 'k.orgId').onRef('c.kind', '=', 'k.kind').onRef('c.crmId', '=', 'k.crmCompanyId'),
    )
    .select(['k.kind', 'k.crmId', 'k.firstName', 'k.lastName', 'k.title', 'k.email', 'k.phone'])
    .where('k.orgId', '=', orgId)
    .where('c.orgId', '=', orgId)
    .where('c.matchedCompanyId', '=', companyId)
    .orderBy('k.lastName')
    .orderBy('k.firstName')
    .orderBy('k.crmId')
    .limit(500)
    .execute();
  return rows.map(({ kind, ...row }) => ({ ...row, provider: KIND_NAMES[kind] ?? 'bullhorn' }));
}

/** Counts and pull state of the organisation's CRM records of `kind`. */
export async function findPullSummary(db: Db, orgId: string, kind: number) {
  const result = await sql<{
    companies: number;
    matched: number;
    contacts: number;
    lastPulledAt: Date | null;
    skipped: number | null;
    lastProblem: string | null;
    lastProblemAt: Date | null;
  }>`
    SELECT
      (SELECT count(*) FROM crm_companies WHERE org_id = ${orgId} AND kind = ${kind})::int AS companies,
      (SELECT count(*) FROM crm_companies WHERE org_id = ${orgId} AND kind = ${kind}
        AND matched_company_id IS NOT NULL)::int AS matched,
      (SELECT count(*) FROM crm_contacts WHERE org_id = ${orgId} AND kind = ${kind})::int AS contacts,
      p.last_pulled_at AS "lastPulledAt", p.records_skipped AS skipped, p.last_problem AS "lastProblem",
      p.last_problem_at AS "lastProblemAt"
    FROM (SELECT 1) one
    LEFT JOIN crm_pulls p ON p.org_id = ${orgId} AND p.kind = ${kind}`.execute(db);
  return result.rows[0];
}

/** Connections whose records are pulled: every signed-in HubSpot and Bullhorn connection. */
export async function listPullableConnections(db: Db): Promise<{ orgId: string; kind: number }[]> {
  return db
    .selectFrom('integrationConnections')
    .select(['orgId', 'kind'])
    .where('kind', 'in', [0, 1])
    .where('accessTokenSealed', 'is not', null)
    .orderBy('orgId')
    .orderBy('kind')
    .execute();
}

/**
 * The lead search's CRM condition on a company id column: its company is (`in`) or is not (`out`) matched by one
 * of the organisation's CRM records (index crm_companies_matched).
 */
export function crmMatchCondition(orgId: string, filter: 'in' | 'out', column: Expression<unknown>) {
  const exists = sql<SqlBool>`EXISTS (SELECT 1 FROM crm_companies crm
    WHERE crm.org_id = ${orgId} AND crm.matched_company_id = ${column})`;
  return filter === 'in' ? exists : sql<SqlBool>`NOT ${exists}`;
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst());
}

/**
 * The CRM id of the organisation's pulled record of `kind` matched to our company (the most recently changed one
 * when several are), or null: a push uses it instead of looking the company up by name or creating a duplicate.
 */
export async function findPulledCrmCompanyId(
  db: Db,
  orgId: string,
  kind: number,
  companyId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('crmCompanies')
    .select('crmId')
    .where('orgId', '=', orgId)
    .where('kind', '=', kind)
    .where('matchedCompanyId', '=', companyId)
    .orderBy(sql`modified_at DESC NULLS LAST`)
    .orderBy('crmId')
    .limit(1)
    .executeTakeFirst();
  return row?.crmId ?? null;
}

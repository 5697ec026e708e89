/** SQL of the client list: personal rows keyed by (user, company), carrying the organisation. */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

interface Owner {
  orgId: string;
  userId: string;
}

/** Adds the company to the owner's list; an existing entry is kept as it is (with its first JobId). */
export async function insertClientListEntry(
  db: Db,
  owner: Owner,
  entry: { companyId: number; jobLeadId: number | null },
): Promise<void> {
  await db
    .insertInto('clientListEntries')
    .values({ orgId: owner.orgId, userId: owner.userId, companyId: entry.companyId, jobLeadId: entry.jobLeadId })
    .onConflict((conflict) => conflict.columns(['userId', 'companyId']).doNothing())
    .execute();
}

/** Removes the owner's entries of these companies. @returns how many were removed. */
export async function deleteClientListEntries(db: Db, owner: Owner, companyIds: readonly number[]): Promise<number> {
  const result = await db
    .deleteFrom('clientListEntries')
    .where('userId', '=', owner.userId)
    .where('orgId', '=', owner.orgId)
    .where('companyId', 'in', [...companyIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** `value` as a case-insensitive substring pattern for ILIKE (its %, _ and \ matched literally). */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface ClientListQueryRow {
  companyId: number;
  companyName: string;
  state: string | null;
  ownerEmail: string;
  ownerId: string;
  createdAt: Date;
  newLeads: number;
}

export interface ClientListScope {
  orgId: string;
  userId: string;
  /** Mine plus teammates who share their list (§6), or mine only. */
  all: boolean;
  /** Case-insensitive substring of the company name. */
  query?: string;
  /** Lead types whose new leads count (an Open Web-only user counts Open Web leads only). */
  leadTypes: readonly string[];
}

function scoped(db: Db, scope: ClientListScope) {
  let query = db
    .selectFrom('clientListEntries as e')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'e.userId').onRef('u.orgId', '=', 'e.orgId'))
    .innerJoin('companies as c', 'c.id', 'e.companyId')
    .where('e.orgId', '=', scope.orgId);
  query = scope.all
    ? query.where((eb) => eb.or([eb('e.userId', '=', scope.userId), eb('u.shareClientList', '=', true)]))
    : query.where('e.userId', '=', scope.userId);
  if (scope.query) query = query.where('c.name', 'ilike', containsPattern(scope.query));
  return query;
}

/** One page of the list, by company name, with the company's leads posted since each entry was added. */
export async function findClientListPage(
  db: Db,
  scope: ClientListScope,
  page: { offset: number; limit: number },
): Promise<ClientListQueryRow[]> {
  const rows = await scoped(db, scope)
    .select((eb) => [
      'e.companyId',
      'c.name as companyName',
      'c.state',
      'u.email as ownerEmail',
      'u.id as ownerId',
      'e.createdAt',
      eb
        .selectFrom('leads as l')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('l.companyId', '=', 'e.companyId')
        .where('l.leadType', 'in', [...scope.leadTypes] as never)
        .whereRef('l.postedAt', '>', 'e.createdAt')
        .as('newLeads'),
    ])
    .orderBy((eb) => eb.fn('lower', ['c.name']))
    .orderBy('e.companyId')
    .orderBy('u.email')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, companyId: Number(row.companyId), newLeads: Number(row.newLeads ?? 0) }));
}

export async function countClientList(db: Db, scope: ClientListScope): Promise<number> {
  const row = await scoped(db, scope)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The user's ShareClientList setting; `shared` undefined flips it. @returns the new value. */
export async function updateShareClientList(db: Db, owner: Owner, shared: boolean | undefined): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ shareClientList: shared === undefined ? eb.not('shareClientList') : shared }))
    .where('id', '=', owner.userId)
    .where('orgId', '=', owner.orgId)
    .returning('shareClientList')
    .executeTakeFirstOrThrow();
  return row.shareClientList;
}

export async function readShareClientList(db: Db, owner: Owner): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('shareClientList')
    .where('id', '=', owner.userId)
    .where('orgId', '=', owner.orgId)
    .executeTakeFirst();
  return row?.shareClientList ?? false;
}

export interface NewLeadsAtClientRow {
  companyId: number;
  companyName: string;
  leadId: number;
  title: string;
  location: string | null;
  postedAt: Date | null;
}

/**
 * The leads first seen at the user's clients in (`since`, `until`] and after each company was added, newest
 * posting first, at most `limit`. First seen, not posted: an import may bring postings dated before the window.
 */
export async function findNewLeadsAtClients(
  db: Db,
  owner: Owner,
  query: { since: Date; until: Date; leadTypes: readonly string[]; limit: number },
): Promise<NewLeadsAtClientRow[]> {
  const rows = await db
    .selectFrom('clientListEntries as e')
    .innerJoin('companies as c', 'c.id', 'e.companyId')
    .innerJoin('leads as l', 'l.companyId', 'e.companyId')
    .select(['e.companyId', 'c.name as companyName', 'l.id as leadId', 'l.title', 'l.location', 'l.postedAt'])
    .where('e.userId', '=', owner.userId)
    .where('e.orgId', '=', owner.orgId)
    .where('l.leadType', 'in', [...query.leadTypes] as never)
    .where('l.firstSeenAt', '>', query.since)
    .where('l.firstSeenAt', '<=', query.until)
    .whereRef('l.firstSeenAt', '>', 'e.createdAt')
    .where('l.closedAt', 'is', null)
    .orderBy(sql`l.posted_at DESC NULLS LAST`)
    .orderBy('l.id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    companyId: Number(row.companyId),
    leadId: Number(row.leadId),
    postedAt: row.postedAt as Date | null,
  }));
}

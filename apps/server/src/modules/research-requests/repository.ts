/**
 * SQL of research requests (outreach-integrations-admin §3 'Research request'). A user reads and deletes only
 * their own requests (user and organisation both filtered); the staff list reads every organisation's.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database, ResearchRequestsTable } from '../../db/types.ts';

export type NewResearchRequestRow = Insertable<ResearchRequestsTable>;
export type ResearchRequestRow = Selectable<ResearchRequestsTable> & {
  requestedBy: string;
  organizationName: string;
};

export interface Owner {
  userId: string;
  orgId: string;
}

export async function insertResearchRequest(executor: Kysely<Database>, row: NewResearchRequestRow): Promise<number> {
  const inserted = await executor.insertInto('researchRequests').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

function withAuthor(db: Db) {
  return db
    .selectFrom('researchRequests as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.userId').onRef('u.orgId', '=', 'r.orgId'))
    .innerJoin('organizations as o', 'o.id', 'r.orgId');
}

/** One page of requests, newest first: the owner's, or every organisation's when `owner` is null (staff). */
export async function listResearchRequests(
  db: Db,
  owner: Owner | null,
  page: { offset: number; count: number },
): Promise<{ rows: ResearchRequestRow[]; total: number }> {
  let base = withAuthor(db);
  if (owner) base = base.where('r.userId', '=', owner.userId).where('r.orgId', '=', owner.orgId);
  const [rows, counted] = await Promise.all([
    base
      .selectAll('r')
      .select(['u.email as requestedBy', 'o.name as organizationName'])
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .offset(page.offset)
      .limit(page.count)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, id: Number(row.id) })), total: Number(counted.total) };
}

export async function findResearchRequest(db: Db, owner: Owner, id: number): Promise<ResearchRequestRow | undefined> {
  const row = await withAuthor(db)
    .selectAll('r')
    .select(['u.email as requestedBy', 'o.name as organizationName'])
    .where('r.id', '=', id)
    .where('r.userId', '=', owner.userId)
    .where('r.orgId', '=', owner.orgId)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** Deletes the owner's request; answers false when they have none with this id. */
export async function deleteResearchRequest(db: Db, owner: Owner, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('researchRequests')
    .where('id', '=', id)
    .where('userId', '=', owner.userId)
    .where('orgId', '=', owner.orgId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A saved search of the caller's organisation (name and stored filters), or undefined. */
export async function findOrganisationSearch(db: Db, orgId: string, searchId: number) {
  return db
    .selectFrom('savedSearches')
    .select(['id', 'name', 'query'])
    .where('id', '=', searchId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
}

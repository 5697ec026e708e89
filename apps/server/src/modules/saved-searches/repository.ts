/**
 * SQL of saved searches (prospecting-core §2.6, §3 'Saved search'). Every read and write is filtered on the
 * caller's organisation; writes of one search also on its owner. The owner's e-mail is joined from users of
 * the same organisation.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { AlertFrequency } from '../../db/types.ts';

export interface SavedSearchRow {
  id: number;
  userId: string;
  name: string;
  query: Record<string, unknown>;
  sendEmail: boolean;
  sendEmailFrequency: AlertFrequency | null;
  sendOpenWebEmail: boolean;
  sendOpenWebEmailFrequency: AlertFrequency | null;
  createdAt: Date;
  updatedAt: Date;
  ownerEmail: string;
}

export interface ListScope {
  orgId: string;
  /** Only this user's searches ('My Saved Searches'); all of the organisation when absent. */
  userId?: string;
  /** Case-insensitive substring of the name (§5). */
  name?: string;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The scope's searches (no join: the owner is always a user of the same organisation, by foreign key). */
function scopedSearches(db: Db, scope: ListScope) {
  let query = db.selectFrom('savedSearches').where('orgId', '=', scope.orgId);
  if (scope.userId) query = query.where('userId', '=', scope.userId);
  if (scope.name) query = query.where(sql<string>`lower(name)`, 'like', containsPattern(scope.name));
  return query;
}

function withOwner(db: Db) {
  return db
    .selectFrom('savedSearches as s')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 's.userId').onRef('u.orgId', '=', 's.orgId'));
}

const ROW_COLUMNS = [
  's.id',
  's.userId',
  's.name',
  's.query',
  's.sendEmail',
  's.sendEmailFrequency',
  's.sendOpenWebEmail',
  's.sendOpenWebEmailFrequency',
  's.createdAt',
  's.updatedAt',
  'u.email as ownerEmail',
] as const;

/**
 * One page of the scope's searches ordered by name (case-insensitive), then id. The page's ids are found first
 * on the (org, [user,] lower(name), id) indexes alone; only those rows are then read and joined to their owner
 * (docs/performance.md 'Saved-search list').
 */
export async function findSavedSearchPage(
  db: Db,
  scope: ListScope,
  page: { offset: number; limit: number },
): Promise<SavedSearchRow[]> {
  const ids = scopedSearches(db, scope)
    .select('id')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset);
  const rows = await withOwner(db)
    .select(ROW_COLUMNS)
    .where('s.orgId', '=', scope.orgId)
    .where('s.id', 'in', ids)
    .orderBy(sql`lower(s.name)`)
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countSavedSearches(db: Db, scope: ListScope): Promise<number> {
  const row = await scopedSearches(db, scope)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** One search of the organisation, or undefined (unknown id or another organisation's). */
export async function findSavedSearch(db: Db, orgId: string, id: number): Promise<SavedSearchRow | undefined> {
  const row = await withOwner(db)
    .select(ROW_COLUMNS)
    .where('s.orgId', '=', orgId)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function insertSavedSearch(
  db: Db,
  values: { orgId: string; userId: string; name: string; query: Record<string, unknown> },
): Promise<number> {
  const row = await db
    .insertInto('savedSearches')
    .values({ ...values, query: JSON.stringify(values.query) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface SavedSearchChanges {
  name?: string;
  query?: Record<string, unknown>;
  sendEmail?: boolean;
  sendEmailFrequency?: AlertFrequency | null;
  sendOpenWebEmail?: boolean;
  sendOpenWebEmailFrequency?: AlertFrequency | null;
}

/** Changes one of the owner's searches. @returns false when the owner has no search with this id. */
export async function updateSavedSearch(
  db: Db,
  owner: { orgId: string; userId: string },
  id: number,
  changes: SavedSearchChanges,
): Promise<boolean> {
  const { query, ...rest } = changes;
  const result = await db
    .updateTable('savedSearches')
    .set({ ...rest, ...(query ? { query: JSON.stringify(query) } : {}), updatedAt: new Date() })
    .where('id', '=', id)
    .where('orgId', '=', owner.orgId)
    .where('userId', '=', owner.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one of the owner's searches. @returns false when the owner has none with this id. */
export async function deleteSavedSearch(db: Db, owner: { orgId: string; userId: string }, id: number) {
  const result = await db
    .deleteFrom('savedSearches')
    .where('id', '=', id)
    .where('orgId', '=', owner.orgId)
    .where('userId', '=', owner.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every search of the owner. @returns how many. */
export async function deleteAllSavedSearches(db: Db, owner: { orgId: string; userId: string }): Promise<number> {
  const result = await db
    .deleteFrom('savedSearches')
    .where('orgId', '=', owner.orgId)
    .where('userId', '=', owner.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

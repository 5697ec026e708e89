/**
 * SQL of outreach lists (outreach-integrations-admin §3 'Call list'): the organisation's lists and which
 * contacts are on them. Every read and write filters on the caller's organisation.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface CallListRow {
  id: number;
  name: string;
  color: string;
  contactCount: number;
}

/** The organisation's lists by name, with their contact counts. */
export async function findCallLists(db: Db, orgId: string, listId?: number): Promise<CallListRow[]> {
  const only = listId === undefined ? sql`` : sql`AND l.id = ${listId}`;
  const result = await sql<CallListRow>`
    SELECT l.id, l.name, l.color,
      (SELECT count(*) FROM call_list_contacts m WHERE m.call_list_id = l.id)::int AS contact_count
    FROM call_lists l
    WHERE l.org_id = ${orgId} ${only}
    ORDER BY lower(l.name), l.id
  `.execute(db);
  return result.rows;
}

/** Contacts the organisation has interactions with that are on none of its lists (Unclassified Outreach). */
export async function countUnclassified(db: Db, orgId: string): Promise<number> {
  const result = await sql<{ total: number }>`
    SELECT count(DISTINCT i.contact_id)::int AS total FROM contact_interactions i
    WHERE i.org_id = ${orgId}
      AND NOT EXISTS (SELECT 1 FROM call_list_contacts m WHERE m.org_id = ${orgId} AND m.contact_id = i.contact_id)
  `.execute(db);
  return result.rows[0]?.total ?? 0;
}

export function insertCallList(
  db: Db,
  list: { orgId: string; createdBy: string; name: string; color: string },
): Promise<{ id: number }> {
  return db.insertInto('callLists').values(list).returning('id').executeTakeFirstOrThrow();
}

/** Deletes one of the organisation's lists (its memberships go with it). @returns whether it existed. */
export async function deleteCallList(db: Db, orgId: string, listId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('callLists')
    .where('id', '=', listId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many of these list ids are the organisation's. */
export async function countOwnLists(db: Db, orgId: string, listIds: readonly number[]): Promise<number> {
  if (listIds.length === 0) return 0;
  const row = await db
    .selectFrom('callLists')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('orgId', '=', orgId)
    .where('id', 'in', [...listIds])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Puts the contact on these lists (already on one: kept). */
export async function addMemberships(
  db: Db,
  orgId: string,
  contactId: number,
  listIds: readonly number[],
): Promise<void> {
  if (listIds.length === 0) return;
  await db
    .insertInto('callListContacts')
    .values(listIds.map((callListId) => ({ callListId, orgId, contactId })))
    .onConflict((conflict) => conflict.columns(['callListId', 'contactId']).doNothing())
    .execute();
}

/** Takes the contact off the organisation's lists: these ones, or all but `keep`. */
export async function removeMemberships(
  db: Db,
  orgId: string,
  contactId: number,
  lists: { only: readonly number[] } | { keep: readonly number[] },
): Promise<void> {
  let query = db.deleteFrom('callListContacts').where('orgId', '=', orgId).where('contactId', '=', contactId);
  if ('only' in lists) {
    if (lists.only.length === 0) return;
    query = query.where('callListId', 'in', [...lists.only]);
  } else if (lists.keep.length > 0) {
    query = query.where('callListId', 'not in', [...lists.keep]);
  }
  await query.execute();
}

/** The organisation's lists holding the contact. */
export async function findContactLists(db: Db, orgId: string, contactId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('callListContacts')
    .select('callListId')
    .where('orgId', '=', orgId)
    .where('contactId', '=', contactId)
    .orderBy('callListId')
    .execute();
  return rows.map((row) => Number(row.callListId));
}

/**
 * SQL of the lead detail's neighbour strip without a stored search (prospecting-core §2.4): the leads just before
 * and after a lead in the default list order of its type (newest first: posted_at DESC NULLS LAST, id DESC),
 * read through the `leads_type_posted` index with LIMIT 1 each (docs/performance.md 'Neighbour strip').
 */
import type { LeadType } from '@agencyscout/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface ListPosition {
  id: number;
  leadType: LeadType;
  postedAt: Date | null;
}

/** The search's baseline: closed leads and leads of companies out of business are not listed. */
const LISTED = sql`(l.closed_at IS NULL AND (l.company_id IS NULL OR l.company_id NOT IN (SELECT id FROM companies WHERE status = 0)))`;
const NEWEST_FIRST = sql`l.posted_at DESC NULLS LAST, l.id DESC`;
const OLDEST_FIRST = sql`l.posted_at ASC NULLS FIRST, l.id ASC`;

async function firstId(db: Db, leadType: LeadType, where: RawBuilder<unknown>, order: RawBuilder<unknown>) {
  const result = await sql<{ id: number }>`
    SELECT l.id FROM leads l
    WHERE l.lead_type = ${leadType} AND ${LISTED} AND ${where}
    ORDER BY ${order} LIMIT 1`.execute(db);
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

/**
 * Conditions for "listed before" (newer) and "listed after" (older) the lead in newest-first order, each a list of
 * alternatives tried in turn: an OR of them would stop the row comparison from being an index condition.
 */
function sides(lead: ListPosition): { before: RawBuilder<unknown>[]; after: RawBuilder<unknown>[] } {
  if (lead.postedAt === null) {
    return {
      before: [sql`(l.posted_at IS NULL AND l.id > ${lead.id})`, sql`l.posted_at IS NOT NULL`],
      after: [sql`(l.posted_at IS NULL AND l.id < ${lead.id})`],
    };
  }
  return {
    before: [sql`(l.posted_at, l.id) > (${lead.postedAt}, ${lead.id})`],
    after: [sql`(l.posted_at, l.id) < (${lead.postedAt}, ${lead.id})`, sql`l.posted_at IS NULL`],
  };
}

/** The first id found by the alternatives, in turn. */
async function firstOf(db: Db, leadType: LeadType, alternatives: RawBuilder<unknown>[], order: RawBuilder<unknown>) {
  for (const where of alternatives) {
    const id = await firstId(db, leadType, where, order);
    if (id !== undefined) return id;
  }
  return undefined;
}

/**
 * Ids of the lead listed just before and just after `lead` in its type's default order; at either end the other
 * end of the list (§2.4 'wraps to the start'). Undefined when the lead is the only one listed.
 */
export async function findNeighbourIds(db: Db, lead: ListPosition): Promise<{ previous?: number; next?: number }> {
  const { before, after } = sides(lead);
  const [previous, next] = await Promise.all([
    firstOf(db, lead.leadType, before, OLDEST_FIRST),
    firstOf(db, lead.leadType, after, NEWEST_FIRST),
  ]);
  const everyOther = sql`l.id <> ${lead.id}`;
  return {
    previous: previous ?? (await firstId(db, lead.leadType, everyOther, OLDEST_FIRST)),
    next: next ?? (await firstId(db, lead.leadType, everyOther, NEWEST_FIRST)),
  };
}

/** The lead's place in the list: type and posted date; undefined when it does not exist. */
export async function findListPosition(db: Db, leadId: number): Promise<ListPosition | undefined> {
  const row = await db
    .selectFrom('leads')
    .select(['id', 'leadType', 'postedAt'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), leadType: row.leadType as LeadType, postedAt: row.postedAt ?? null } : undefined;
}

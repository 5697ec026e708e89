/**
 * SQL of the interaction log (outreach-integrations-admin §3 'Interaction'): the organisation's rows, each
 * naming its writer; every read and write filters on the caller's organisation.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface InteractionRow {
  id: number;
  contactId: number;
  interactionTypeId: number;
  madeContact: boolean;
  notes: string | null;
  jobLeadIds: number[];
  createdAt: Date;
  userEmail: string;
}

/** The organisation's interactions with these contacts, newest first, at most `perContact` per contact. */
export async function findInteractions(
  db: Db,
  query: { orgId: string; contactIds: readonly number[]; perContact: number },
): Promise<InteractionRow[]> {
  if (query.contactIds.length === 0) return [];
  const result = await sql<InteractionRow>`
    SELECT r.id, r.contact_id, r.interaction_type_id, r.made_contact, r.notes, r.job_lead_ids, r.created_at,
      u.email AS user_email
    FROM (
      SELECT i.*, row_number() OVER (PARTITION BY i.contact_id ORDER BY i.created_at DESC, i.id DESC) AS position
      FROM contact_interactions i
      WHERE i.org_id = ${query.orgId} AND i.contact_id = ANY(${[...query.contactIds]}::bigint[])
    ) r
    JOIN users u ON u.id = r.user_id
    WHERE r.position <= ${query.perContact}
    ORDER BY r.contact_id, r.created_at DESC, r.id DESC
  `.execute(db);
  return result.rows;
}

/** Titles of leads by id (for the interactions' related leads). */
export async function findLeadTitles(db: Db, leadIds: readonly number[]): Promise<Map<number, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'title'])
    .where('id', 'in', [...leadIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.title]));
}

export function insertInteraction(
  db: Db,
  values: {
    orgId: string;
    userId: string;
    contactId: number;
    interactionTypeId: number;
    madeContact: boolean;
    notes: string | null;
    jobLeadIds: number[];
  },
): Promise<{ id: number; createdAt: Date }> {
  return db.insertInto('contactInteractions').values(values).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}

/** Deletes one of the organisation's interactions. @returns its contact, or undefined when there was none. */
export async function deleteInteraction(db: Db, orgId: string, id: number): Promise<number | undefined> {
  const row = await db
    .deleteFrom('contactInteractions')
    .where('id', '=', id)
    .where('orgId', '=', orgId)
    .returning('contactId')
    .executeTakeFirst();
  return row ? Number(row.contactId) : undefined;
}

/** The time of the organisation's latest interaction with the contact, or null. */
export async function findLastContact(db: Db, orgId: string, contactId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('contactInteractions')
    .select((eb) => eb.fn.max('createdAt').as('last'))
    .where('orgId', '=', orgId)
    .where('contactId', '=', contactId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

/** The company of a contact, or undefined for an unknown contact. */
export async function findContactCompany(db: Db, contactId: number): Promise<number | undefined> {
  const row = await db.selectFrom('contacts').select('companyId').where('id', '=', contactId).executeTakeFirst();
  return row ? Number(row.companyId) : undefined;
}

/** The leads an interaction names, with what is needed to check them. */
export async function findLeadsOfInteraction(db: Db, leadIds: readonly number[]) {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'title', 'leadType', 'companyId'])
    .where('id', 'in', [...leadIds])
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    leadType: row.leadType,
    companyId: row.companyId === null ? null : Number(row.companyId),
  }));
}

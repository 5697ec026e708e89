/**
 * SQL of company notes: the organisation's rows, each naming its writer. Every read and write is filtered on
 * the caller's organisation; the owner's e-mail is joined from users of the same organisation.
 */
import type { Db } from '../../db/kysely.ts';

export interface CompanyNoteRow {
  companyNoteId: number;
  jobleadId: number | null;
  jobTitle: string | null;
  notes: string;
  companyId: number;
  createdOn: Date;
  ownerEmail: string;
}

/** One page of the organisation's notes on a company, newest first. */
export function findCompanyNotes(
  db: Db,
  query: { orgId: string; companyId: number; offset: number; limit: number },
): Promise<CompanyNoteRow[]> {
  return db
    .selectFrom('companyNotes as n')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'n.userId').onRef('u.orgId', '=', 'n.orgId'))
    .select([
      'n.id as companyNoteId',
      'n.jobLeadId as jobleadId',
      'n.jobTitle',
      'n.notes',
      'n.companyId',
      'n.createdAt as createdOn',
      'u.email as ownerEmail',
    ])
    .where('n.orgId', '=', query.orgId)
    .where('n.companyId', '=', query.companyId)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countCompanyNotes(db: Db, query: { orgId: string; companyId: number }): Promise<number> {
  const row = await db
    .selectFrom('companyNotes')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('orgId', '=', query.orgId)
    .where('companyId', '=', query.companyId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Stores a note. @returns its id and time. */
export function insertCompanyNote(
  db: Db,
  note: {
    orgId: string;
    userId: string;
    companyId: number;
    jobLeadId: number | null;
    jobTitle: string | null;
    notes: string;
  },
): Promise<{ id: number; createdAt: Date }> {
  return db.insertInto('companyNotes').values(note).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}

/**
 * SQL of company notes: the organisation's rows, each naming its writer. Every read and write is filtered on
 * the caller's organisation; the owner's e-mail is joined from users of the same organisation.
 */
import { sql } from 'kysely';
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
  const locationText = sql<string | null>`concat_ws(' | ',
    (SELECT l.location FROM leads l WHERE l.id = ${note.jobLeadId}),
    (SELECT nullif(concat_ws(', ', c.city, c.state), '') FROM companies c WHERE c.id = ${note.companyId}))`;
  return db
    .insertInto('companyNotes')
    .values({ ...note, locationText })
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** `value` as a case-insensitive substring pattern for ILIKE (its %, _ and \ matched literally). */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface NoteFilters {
  orgId: string;
  companyName?: string;
  /** Substring of the lead's location or of the company's 'City, ST' (as when the note was written). */
  location?: string;
  text?: string;
}

/** The organisation's notes matching the filters; company and lead rows are read only when a filter needs them. */
function filteredNotes(db: Db, filters: NoteFilters) {
  let query = db.selectFrom('companyNotes as n').where('n.orgId', '=', filters.orgId);
  if (filters.text)
    query = query.where(sql<string>`lower(n.notes)`, 'like', containsPattern(filters.text.toLowerCase()));
  const { companyName, location } = filters;
  if (companyName) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('companies as fc')
          .select('fc.id')
          .whereRef('fc.id', '=', 'n.companyId')
          .where('fc.name', 'ilike', containsPattern(companyName)),
      ),
    );
  }
  if (location) {
    query = query.where(sql<string>`lower(n.location_text)`, 'like', containsPattern(location.toLowerCase()));
  }
  return query;
}

export interface OrgNoteRow extends CompanyNoteRow {
  companyName: string;
  jobLocation: string | null;
  userId: string;
}

/**
 * One page of the organisation's notes matching the filters, newest first. The page's ids are chosen first, along
 * the organisation's time index, and only those notes are joined to their company, lead and owner: a deep page
 * no longer joins every note before its offset (140 ms at offset 9,950, docs/performance.md). The joins drop no
 * note (company and owner are foreign keys), so the page is the one the joined query gave.
 */
export function findOrganisationNotes(
  db: Db,
  filters: NoteFilters,
  page: { offset: number; limit: number },
): Promise<OrgNoteRow[]> {
  const pageIds = filteredNotes(db, filters)
    .select('n.id')
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return db
    .selectFrom('companyNotes as n')
    .where('n.id', 'in', pageIds)
    .innerJoin('companies as c', 'c.id', 'n.companyId')
    .leftJoin('leads as l', 'l.id', 'n.jobLeadId')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'n.userId').onRef('u.orgId', '=', 'n.orgId'))
    .select([
      'n.id as companyNoteId',
      'n.jobLeadId as jobleadId',
      'n.jobTitle',
      'n.notes',
      'n.companyId',
      'n.createdAt as createdOn',
      'u.email as ownerEmail',
      'u.id as userId',
      'c.name as companyName',
      'l.location as jobLocation',
    ])
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/**
 * How many notes match: without filters the organisation's kept total; with filters counted up to `cap + 1`
 * (so a result above `cap` means 'more than cap').
 */
export async function countOrganisationNotes(db: Db, filters: NoteFilters, cap: number): Promise<number> {
  if (!filters.companyName && !filters.location && !filters.text) {
    const kept = await db
      .selectFrom('companyNoteCounts')
      .select('total')
      .where('orgId', '=', filters.orgId)
      .executeTakeFirst();
    return Number(kept?.total ?? 0);
  }
  const row = await db
    .selectFrom(
      filteredNotes(db, filters)
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The organisation's note's author, or undefined when the organisation has no such note. */
export async function findNoteAuthor(db: Db, orgId: string, noteId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('companyNotes')
    .select('userId')
    .where('orgId', '=', orgId)
    .where('id', '=', noteId)
    .executeTakeFirst();
  return row?.userId;
}

export async function deleteNote(db: Db, orgId: string, noteId: number): Promise<void> {
  await db.deleteFrom('companyNotes').where('orgId', '=', orgId).where('id', '=', noteId).execute();
}

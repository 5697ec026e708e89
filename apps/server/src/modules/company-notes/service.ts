/**
 * Company notes (prospecting-core §2.4 'Company notes dialog', §3 'Company note'; outreach-integrations-admin
 * 'Company Notes screen'). Notes belong to the caller's organisation: teammates see each other's notes, other
 * organisations never do. Notes are plain text, kept exactly as written (trimmed); they are never HTML.
 */
import type { CompanyNote, CompanyNotesResponse } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireCompany } from '../companies/service.ts';
import { requireReadableLead } from '../leads/detail-service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import { type CompanyNoteRow, countCompanyNotes, findCompanyNotes, insertCompanyNote } from './repository.ts';

function toNote(row: CompanyNoteRow): CompanyNote {
  return { ...row, createdOn: row.createdOn.toISOString() };
}

/** The organisation's notes on a company, newest first. @throws 403 without lead access; 404 for an unknown company. */
export async function listCompanyNotes(
  db: Db,
  identity: Identity,
  query: { companyId: number; offset: number; count: number },
): Promise<CompanyNotesResponse> {
  requireLeadAccess(identity);
  await requireCompany(db, query.companyId);
  const scope = { orgId: identity.orgId, companyId: query.companyId };
  const [count, rows] = await Promise.all([
    countCompanyNotes(db, scope),
    findCompanyNotes(db, { ...scope, offset: query.offset, limit: query.count }),
  ]);
  return { count, rows: rows.map(toNote) };
}

export interface NewNote {
  notes: string;
  companyId: number;
  jobTitle?: string | null;
  jobleadId?: number | null;
}

/**
 * Adds a note on a company, optionally written on one of its leads; with a lead, the lead's own title is kept
 * as the job title.
 * @throws 403 without lead access; 404 for an unknown company or a lead the caller may not read; 400 when the
 *   lead is not one of the company's.
 */
export async function addCompanyNote(db: Db, identity: Identity, note: NewNote): Promise<CompanyNote> {
  requireLeadAccess(identity);
  await requireCompany(db, note.companyId);
  const lead = note.jobleadId ? await requireReadableLead(db, identity, note.jobleadId) : undefined;
  if (lead && lead.companyId !== note.companyId) throw badRequest('JobleadId is not a lead of this company');
  const values = {
    orgId: identity.orgId,
    userId: identity.userId,
    companyId: note.companyId,
    jobLeadId: lead?.id ?? null,
    jobTitle: lead?.title ?? (note.jobTitle || null),
    notes: note.notes,
  };
  const stored = await insertCompanyNote(db, values);
  return toNote({
    companyNoteId: Number(stored.id),
    jobleadId: values.jobLeadId,
    jobTitle: values.jobTitle,
    notes: values.notes,
    companyId: values.companyId,
    createdOn: stored.createdAt,
    ownerEmail: identity.email,
  });
}

/**
 * Company notes (prospecting-core §2.4 'Company notes dialog', §3 'Company note'; outreach-integrations-admin
 * 'Company Notes screen'). Notes belong to the caller's organisation: teammates see each other's notes, other
 * organisations never do. Notes are plain text, kept exactly as written (trimmed); they are never HTML.
 */
import { COMPANY_NOTES_COUNT_CAP, type CompanyNote, type CompanyNotesResponse, ROLES } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { requireCompany } from '../companies/service.ts';
import { requireReadableLead } from '../leads/detail-service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import {
  type CompanyNoteRow,
  countCompanyNotes,
  countOrganisationNotes,
  deleteNote,
  findCompanyNotes,
  findNoteAuthor,
  findOrganisationNotes,
  insertCompanyNote,
} from './repository.ts';

function toNote(row: CompanyNoteRow): CompanyNote {
  return { ...row, createdOn: row.createdOn.toISOString() };
}

export interface NotesQuery {
  companyId?: number;
  companyName?: string;
  location?: string;
  text?: string;
  offset: number;
  count: number;
}

/**
 * GET /companynotes: with `companyId`, the organisation's notes on that company (lead detail); without it, the
 * Company Notes screen's list of the organisation's notes matching the filters. Newest first.
 * @throws 403 without lead access; 404 for an unknown company.
 */
export async function listCompanyNotes(db: Db, identity: Identity, query: NotesQuery): Promise<CompanyNotesResponse> {
  requireLeadAccess(identity);
  if (query.companyId === undefined) return listOrganisationNotes(db, identity, query);
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

/** The author, or a company admin (or provider staff) of the note's organisation. */
function mayDelete(identity: Identity, authorId: string): boolean {
  return authorId === identity.userId || identity.role === ROLES.COMPANY_ADMIN || identity.role === ROLES.ADMIN;
}

async function listOrganisationNotes(db: Db, identity: Identity, query: NotesQuery): Promise<CompanyNotesResponse> {
  const filters = {
    orgId: identity.orgId,
    companyName: query.companyName || undefined,
    location: query.location || undefined,
    text: query.text || undefined,
  };
  const [count, rows] = await Promise.all([
    countOrganisationNotes(db, filters, COMPANY_NOTES_COUNT_CAP),
    findOrganisationNotes(db, filters, { offset: query.offset, limit: query.count }),
  ]);
  const filtered = Boolean(filters.companyName || filters.location || filters.text);
  return {
    count: filtered ? Math.min(count, COMPANY_NOTES_COUNT_CAP) : count,
    ...(filtered && count > COMPANY_NOTES_COUNT_CAP ? { countCapped: true } : {}),
    rows: rows.map(({ userId, ...row }) => ({ ...toNote(row), canDelete: mayDelete(identity, userId) })),
  };
}

/**
 * DELETE /companynotes/{id} (outreach-integrations-admin 'Company Notes screen': 'Confirm Delete').
 * @throws 404 when the organisation has no such note; 403 when the caller is neither its author nor a company admin.
 */
export async function deleteCompanyNote(db: Db, identity: Identity, noteId: number): Promise<{ deleted: true }> {
  requireLeadAccess(identity);
  const authorId = await findNoteAuthor(db, identity.orgId, noteId);
  if (authorId === undefined) throw notFound('Note not found');
  if (!mayDelete(identity, authorId)) throw forbidden('Only the author or a company admin may delete this note');
  await deleteNote(db, identity.orgId, noteId);
  return { deleted: true };
}

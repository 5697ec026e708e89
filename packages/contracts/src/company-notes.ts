/**
 * Company notes (prospecting-core §2.4 'Company notes dialog', §3 'Company note'; outreach-integrations-admin
 * 'Company Notes screen'): GET /api/v1/companynotes?companyId=&offset=&count= lists the organisation's notes
 * on a company, newest first, with the owner's e-mail; POST /api/v1/companynotes adds one.
 * Notes are plain text: stored as given (trimmed), never HTML, and rendered as text.
 */
import { z } from 'zod';
import { text } from './text.ts';

/** Longest note in characters (ours; the spec gives no limit). */
export const COMPANY_NOTE_MAX_LENGTH = 5000;
/** Longest job title kept with a note (the leads table allows 500). */
export const COMPANY_NOTE_JOB_TITLE_MAX_LENGTH = 500;
/** §9 'company notes tables in lead detail: 5 per page'. */
export const COMPANY_NOTES_PAGE_SIZE = 5;

export const COMPANY_NOTE_TEXTS = {
  title: 'Company Notes',
  notesLabel: 'Notes',
  addNote: 'Add Note',
  required: 'Field is required',
  tooLong: `Notes cannot exceed ${COMPANY_NOTE_MAX_LENGTH} characters`,
  noNotes: 'No notes on this company yet',
  columns: ['Job ID', 'Job Title', 'User Email', 'Time Stamp', 'Note'],
} as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** §9 'notes per page: 10' (the Company Notes screen). */
export const COMPANY_NOTES_SCREEN_PAGE_SIZE = 10;
/**
 * A filtered Company Notes list counts at most this many matches (ours): a filter matching more answers this
 * count with `countCapped`, and the screen shows '1000+ notes' (counting tens of thousands would cost more than
 * the page).
 */
export const COMPANY_NOTES_COUNT_CAP = 1000;
/** Longest value of one Company Notes screen filter (ours). */
export const COMPANY_NOTES_FILTER_MAX_LENGTH = 200;

/** Texts of the Company Notes screen (outreach-integrations-admin 'Company Notes screen'). */
export const COMPANY_NOTES_SCREEN_TEXTS = {
  title: 'Company Notes',
  companyName: 'Company Name',
  location: 'Location',
  text: 'Note Text',
  search: 'Search',
  clear: 'Clear',
  confirmDelete: 'Confirm Delete',
  confirmDeleteText: 'Delete this note? This cannot be undone.',
  empty: 'No company notes match your filters',
  columns: ['Company', 'Job', 'Location', 'Note', 'Owner', 'Time Stamp', 'Actions'],
} as const;

const filter = () => text().trim().max(COMPANY_NOTES_FILTER_MAX_LENGTH).optional();

/**
 * GET /companynotes: with `companyId`, the notes on one company (lead detail); without it, the Company Notes
 * screen's list of all the organisation's notes, filtered by company name, location (the lead's or the
 * company's) and note text (case-insensitive substrings).
 */
export const companyNotesQuerySchema = z.object({
  companyId: id.optional(),
  companyName: filter(),
  location: filter(),
  text: filter(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(COMPANY_NOTES_PAGE_SIZE),
});
export type CompanyNotesQuery = z.input<typeof companyNotesQuerySchema>;

/** Body of POST /companynotes (the spec's Notes, CompanyId, JobTitle, JobleadId). */
export const newCompanyNoteSchema = z.object({
  notes: text().trim().min(1, COMPANY_NOTE_TEXTS.required).max(COMPANY_NOTE_MAX_LENGTH, COMPANY_NOTE_TEXTS.tooLong),
  companyId: id,
  /** Ignored when `jobleadId` is given: the lead's own title is kept. */
  jobTitle: text().trim().max(COMPANY_NOTE_JOB_TITLE_MAX_LENGTH).nullish(),
  /** The lead the note was written on; it must be a lead of the company. */
  jobleadId: id.nullish(),
});
export type NewCompanyNote = z.input<typeof newCompanyNoteSchema>;

export const companyNoteSchema = z.object({
  companyNoteId: z.number().int(),
  jobleadId: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  /** Plain text exactly as stored; render as text, never as HTML. */
  notes: z.string(),
  companyId: z.number().int(),
  companyName: z.string().optional(),
  jobLocation: z.string().nullable().optional(),
  /** True when the caller may delete it (its author, or a company admin of the organisation). */
  canDelete: z.boolean().optional(),
  /** ISO timestamp. */
  createdOn: z.string(),
  /** The spec's RecruiterUsers.EmailId. */
  ownerEmail: z.string(),
});
export type CompanyNote = z.infer<typeof companyNoteSchema>;

export const companyNotesResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  /** True when a filtered list matched more than COMPANY_NOTES_COUNT_CAP notes (`count` is the cap). */
  countCapped: z.boolean().optional(),
  rows: z.array(companyNoteSchema),
});
export type CompanyNotesResponse = z.infer<typeof companyNotesResponseSchema>;

export const companyNoteIdParamsSchema = z.object({ id });
export const companyNoteDeleteResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * Feed imports from the browser (issue #31 point 1; docs/importing.md 'From the browser'): provider staff upload
 * CSV/TSV/xlsx files (or a zip of a folder) at /admin/imports, choose the column mapping, see the dry run and then
 * run the import in the worker. Routes: POST /admin/imports (multipart upload), GET /admin/imports,
 * GET /admin/imports/{id}, POST /admin/imports/{id}/dry-run, POST /admin/imports/{id}/start,
 * GET /admin/imports/{id}/rejects. The column mapping is the `csv` importer's JSON mapping (docs/importing.md
 * 'Your own feed'), defined here once for the command line, the API and the form.
 */
import { z } from 'zod';
import { EMPLOYMENT_TYPES, LEAD_TYPES, PAY_PERIODS } from './lead-data.ts';
import { text } from './text.ts';

export * from './feed-import-texts.ts';

/** Extensions read as tables (a zip is unpacked to these). */
export const FEED_TABLE_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xlsx', '.xls', '.xlsm', '.ods'] as const;

/** The lead fields a feed's columns map to, in the form's order (title and company required). */
export const FEED_FIELD_KEYS = [
  'title',
  'company',
  'sourceId',
  'location',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'description',
  'employmentType',
  'salary',
  'salaryMin',
  'salaryMax',
  'payPeriod',
  'currency',
  'postedAt',
  'sourceUrl',
  'careersPage',
  'companyUrl',
  'companyCity',
  'companyIndustry',
  'companySize',
  'minExperienceYears',
  'durationMonths',
  'jobCategory',
] as const;
export type FeedFieldKey = (typeof FEED_FIELD_KEYS)[number];

/** How the form names each field. */
export const FEED_FIELD_LABELS: Readonly<Record<FeedFieldKey, string>> = {
  title: 'Job title',
  company: 'Company',
  sourceId: 'Posting id',
  location: 'Location',
  city: 'City',
  state: 'State or province',
  country: 'Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
  description: 'Description',
  employmentType: 'Employment type',
  salary: 'Pay (text)',
  salaryMin: 'Pay from',
  salaryMax: 'Pay to',
  payPeriod: 'Pay period',
  currency: 'Currency',
  postedAt: 'Posted date',
  sourceUrl: 'Posting URL',
  careersPage: 'Careers page',
  companyUrl: 'Company website',
  companyCity: 'Company city',
  companyIndustry: 'Company industry',
  companySize: 'Company size',
  minExperienceYears: 'Years of experience',
  durationMonths: 'Duration (months)',
  jobCategory: 'Job category',
};

/** Values treated as empty in every column but latitude/longitude (compared case-insensitively). */
export const DEFAULT_EMPTY_VALUES = ['-1', 'N/A', 'NA', 'null', 'none', 'unknown', '-', '--', 'NaN'] as const;

/** Named date formats; any other string is a Day.js format such as "DD-MMM-YY". */
export const DATE_FORMATS = ['auto', 'iso', 'mdy', 'dmy', 'unix', 'excel'] as const;
const DATE_TOKENS = /^(?=.*(?:YY|M|D))[YMDHhmsA\s/.,:-]+$/;

const headerName = text().trim().min(1, 'a header name cannot be empty').max(200);
const position = z.number().int().min(1, 'column numbers start at 1').max(10_000);
const constant = z.object({ value: text().trim().min(1, 'a constant cannot be empty').max(500) }).strict();

/** A field's origin: header name, column number (1 = first, for headers left empty), or a constant for every row. */
export const feedFieldOriginSchema = z.union([headerName, position, constant], {
  error: 'expected a header name, a column number (1 = first) or { "value": "…" }',
});
export type FeedFieldOrigin = z.infer<typeof feedFieldOriginSchema>;

const columnsShape = Object.fromEntries(
  FEED_FIELD_KEYS.map((key) => [
    key,
    key === 'title' || key === 'company' ? feedFieldOriginSchema : feedFieldOriginSchema.optional(),
  ]),
) as Record<FeedFieldKey, typeof feedFieldOriginSchema | z.ZodOptional<typeof feedFieldOriginSchema>>;

/** The `csv` importer's mapping (docs/importing.md 'Your own feed'). */
export const csvMappingSchema = z
  .object({
    /** Recorded in leads.source; default 'csv:<file or feed name>'. Re-imports must use the same source. */
    source: z
      .string()
      .regex(/^[a-z0-9][a-z0-9:._-]{0,62}$/, 'lower-case letters, digits and : . _ - (max 63)')
      .optional(),
    leadType: z.enum(LEAD_TYPES).optional(),
    /** One character; sniffed from the first lines when not given. */
    delimiter: text().length(1).optional(),
    /** Spreadsheets: the sheet to read (default the first). */
    sheet: text().min(1).max(100).optional(),
    dateFormat: z
      .string()
      .refine(
        (value) => (DATE_FORMATS as readonly string[]).includes(value) || DATE_TOKENS.test(value),
        `one of ${DATE_FORMATS.join(', ')}, or a Day.js format such as "DD-MMM-YY"`,
      )
      .default('auto'),
    /** Period of every amount that states none (no pay-period column, no period in the text). */
    salaryPeriod: z.enum(PAY_PERIODS).optional(),
    /** The feed's pay-period words → period (added to the built-in words: hourly, per annum, …). */
    payPeriods: z.record(text().min(1).max(100), z.enum(PAY_PERIODS)).default({}),
    /** The feed's employment-type words → the spec's types (null: no type). */
    employmentTypes: z.record(text().max(100), z.enum(EMPLOYMENT_TYPES).nullable()).default({}),
    /** Values that mean "no value" (replaces the default list). */
    emptyValues: z
      .array(text().max(50))
      .max(100)
      .default([...DEFAULT_EMPTY_VALUES]),
    columns: z.object(columnsShape).strict(),
  })
  .strict();
export type CsvMapping = z.infer<typeof csvMappingSchema>;
/** The mapping as sent (defaults not yet applied). */
export type CsvMappingInput = z.input<typeof csvMappingSchema>;

/** A run's state: uploaded → checked (dry run seen) → queued → running → succeeded or failed. */
export const FEED_IMPORT_STATUSES = ['uploaded', 'checked', 'queued', 'running', 'succeeded', 'failed'] as const;
export type FeedImportStatus = (typeof FEED_IMPORT_STATUSES)[number];

export const feedImportIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Body of POST /admin/imports/{id}/dry-run: the mapping to check (kept for the feed name). */
export const feedImportDryRunSchema = z.object({ mapping: csvMappingSchema }).strict();
export type FeedImportDryRunBody = z.input<typeof feedImportDryRunSchema>;

const countsSchema = z.object({ inserted: z.number(), updated: z.number(), unchanged: z.number() });

/** The importer's summary (the CLI prints the same as `text`). */
export const feedImportSummarySchema = z.object({
  dryRun: z.boolean(),
  read: z.number(),
  leads: countsSchema,
  companies: countsSchema,
  duplicates: z.number(),
  rejectedTotal: z.number(),
  rejected: z.record(z.string(), z.number()),
  warnings: z.record(z.string(), z.number()),
  placement: z.record(z.string(), z.number()),
  preview: z.array(
    z.object({
      line: z.number(),
      title: z.string(),
      company: z.string().nullable(),
      location: z.string().nullable(),
      place: z.string(),
      pay: z.string(),
      types: z.string(),
      postedAt: z.string().nullable(),
    }),
  ),
  /** The summary as the command line prints it. */
  text: z.string(),
});
export type FeedImportSummary = z.infer<typeof feedImportSummarySchema>;

/** Progress of a running import: rows read, input bytes read of the total, rows per second, seconds left. */
export const feedImportProgressSchema = z.object({
  rows: z.number(),
  bytesDone: z.number(),
  totalBytes: z.number(),
  rowsPerSecond: z.number(),
  etaSeconds: z.number().nullable(),
});
export type FeedImportProgress = z.infer<typeof feedImportProgressSchema>;

export const feedImportRunSchema = z.object({
  id: z.number(),
  feedName: z.string(),
  status: z.enum(FEED_IMPORT_STATUSES),
  files: z.array(z.object({ name: z.string(), bytes: z.number() })),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The header of the first file and its first rows (as text). */
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  /** The mapping to offer: the one kept for this feed name, else suggested from the header names. */
  mapping: csvMappingSchema,
  mappingOrigin: z.enum(['saved', 'suggested']),
  dryRun: feedImportSummarySchema.nullable(),
  progress: feedImportProgressSchema,
  summary: feedImportSummarySchema.nullable(),
  hasRejects: z.boolean(),
  error: z.string().nullable(),
});
export type FeedImportRun = z.infer<typeof feedImportRunSchema>;

export const feedImportListSchema = z.object({
  items: z.array(feedImportRunSchema.pick({ id: true, feedName: true, status: true, createdAt: true })),
});

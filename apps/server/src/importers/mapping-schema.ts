/**
 * The JSON mapping of the generic `csv` importer (docs/importing.md "Your own feed"): where each lead
 * field comes from — a header name, a column number (1 = first, for headers left empty) or a constant
 * (`{ "value": "CA" }`) — plus the feed's own words for employment types and pay periods, its date
 * format, the values that mean "empty", and which sheet / delimiter to read.
 */
import { readFileSync } from 'node:fs';
import { EMPLOYMENT_TYPES, LEAD_TYPES, PAY_PERIODS } from '@agencyscout/contracts';
import { z } from 'zod';
import { MappingError } from './table-files.ts';

const headerName = z.string().trim().min(1, 'a header name cannot be empty').max(200);
const position = z.number().int().min(1, 'column numbers start at 1').max(10_000);
const constant = z.object({ value: z.string().trim().min(1, 'a constant cannot be empty').max(500) }).strict();

/** A field's origin: header name, column number, or a constant for every row. */
const origin = z.union([headerName, position, constant], {
  error: 'expected a header name, a column number (1 = first) or { "value": "…" }',
});
export type FieldOrigin = z.infer<typeof origin>;

/** Values treated as empty in every column but latitude/longitude (compared case-insensitively). */
export const DEFAULT_EMPTY_VALUES = ['-1', 'N/A', 'NA', 'null', 'none', 'unknown', '-', '--', 'NaN'] as const;

/** Named date formats; any other string is a Day.js format such as "DD-MMM-YY". */
export const DATE_FORMATS = ['auto', 'iso', 'mdy', 'dmy', 'unix', 'excel'] as const;
const DATE_TOKENS = /^(?=.*(?:YY|M|D))[YMDHhmsA\s/.,:-]+$/;

const FIELD_KEYS = [
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
export type FieldKey = (typeof FIELD_KEYS)[number];

const columnsShape = Object.fromEntries(
  FIELD_KEYS.map((key) => [key, key === 'title' || key === 'company' ? origin : origin.optional()]),
) as Record<FieldKey, typeof origin | z.ZodOptional<typeof origin>>;

export const csvMappingSchema = z
  .object({
    /** Recorded in leads.source; default 'csv:<file name>'. Re-imports must use the same source. */
    source: z
      .string()
      .regex(/^[a-z0-9][a-z0-9:._-]{0,62}$/, 'lower-case letters, digits and : . _ - (max 63)')
      .optional(),
    leadType: z.enum(LEAD_TYPES).optional(),
    /** One character; sniffed from the first lines when not given. */
    delimiter: z.string().length(1).optional(),
    /** Spreadsheets: the sheet to read (default the first). */
    sheet: z.string().min(1).max(100).optional(),
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
    payPeriods: z.record(z.string().min(1), z.enum(PAY_PERIODS)).default({}),
    /** The feed's employment-type words → the spec's types (null: no type). */
    employmentTypes: z.record(z.string(), z.enum(EMPLOYMENT_TYPES).nullable()).default({}),
    /** Values that mean "no value" (replaces the default list). */
    emptyValues: z
      .array(z.string().max(50))
      .max(100)
      .default([...DEFAULT_EMPTY_VALUES]),
    columns: z.object(columnsShape).strict(),
  })
  .strict();

export type CsvMapping = z.infer<typeof csvMappingSchema>;
export const MAPPING_REQUIRED = ['title', 'company'] as const;

/** Validates a parsed mapping. @throws MappingError naming each offending key. */
export function parseMapping(json: unknown): CsvMapping {
  const parsed = csvMappingSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const where = issue.path.join('.') || 'mapping';
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    return `${where}: ${issue.message}${keys}`;
  });
  throw new MappingError(`Mapping error: ${problems.join('; ')}`);
}

/** Reads and validates a mapping file. @throws MappingError with the problem. */
export function loadMapping(file: string): CsvMapping {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new MappingError(`Mapping error: ${file} is not readable JSON (${(error as Error).message})`);
  }
  return parseMapping(json);
}

/** The mapping's columns split into those read from the file and the constants. */
export function splitOrigins(mapping: CsvMapping): {
  columns: Partial<Record<FieldKey, string | number>>;
  constants: Partial<Record<FieldKey, string>>;
} {
  const columns: Partial<Record<FieldKey, string | number>> = {};
  const constants: Partial<Record<FieldKey, string>> = {};
  for (const [key, value] of Object.entries(mapping.columns) as [FieldKey, FieldOrigin | undefined][]) {
    if (value === undefined) continue;
    if (typeof value === 'object') constants[key] = value.value;
    else columns[key] = value;
  }
  return { columns, constants };
}

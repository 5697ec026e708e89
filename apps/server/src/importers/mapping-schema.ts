/**
 * The JSON column mapping of the `csv` importer (docs/importing.md): which header holds which lead
 * field, plus the feed's own employment-type words, date format, pay period and delimiter.
 */
import { EMPLOYMENT_TYPES, LEAD_TYPES, PAY_PERIODS } from '@agencyscout/contracts';
import { z } from 'zod';
import { MappingError } from './csv-reader.ts';

const column = z.string().trim().min(1).max(200);

export const csvMappingSchema = z
  .object({
    /** Recorded in leads.source; default 'csv:<file name>'. Re-imports must use the same source. */
    source: z
      .string()
      .regex(/^[a-z0-9][a-z0-9:._-]{0,62}$/, 'lower-case letters, digits and : . _ - (max 63)')
      .optional(),
    leadType: z.enum(LEAD_TYPES).optional(),
    delimiter: z.string().length(1).default(','),
    /** How postedAt values are written: ISO 8601 / YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY, or Unix seconds. */
    dateFormat: z.enum(['iso', 'mdy', 'dmy', 'unix']).default('iso'),
    /** Period of salary figures that do not state one. */
    salaryPeriod: z.enum(PAY_PERIODS).optional(),
    /** The feed's employment-type words → the spec's types (null: no type). */
    employmentTypes: z.record(z.string(), z.enum(EMPLOYMENT_TYPES).nullable()).default({}),
    columns: z
      .object({
        title: column,
        company: column,
        sourceId: column.optional(),
        location: column.optional(),
        city: column.optional(),
        state: column.optional(),
        country: column.optional(),
        latitude: column.optional(),
        longitude: column.optional(),
        description: column.optional(),
        employmentType: column.optional(),
        salary: column.optional(),
        salaryMin: column.optional(),
        salaryMax: column.optional(),
        currency: column.optional(),
        postedAt: column.optional(),
        sourceUrl: column.optional(),
        careersPage: column.optional(),
        companyUrl: column.optional(),
        companyCity: column.optional(),
        companyIndustry: column.optional(),
        companySize: column.optional(),
        minExperienceYears: column.optional(),
        durationMonths: column.optional(),
        jobCategory: column.optional(),
      })
      .strict(),
  })
  .strict();

export type CsvMapping = z.infer<typeof csvMappingSchema>;
export const MAPPING_REQUIRED = ['title', 'company'] as const;

/** Validates a parsed mapping. @throws MappingError naming the offending key. */
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

/**
 * The JSON mapping of the generic `csv` importer (docs/importing.md "Your own feed"): where each lead
 * field comes from — a header name, a column number (1 = first, for headers left empty) or a constant
 * (`{ "value": "CA" }`) — plus the feed's own words for employment types and pay periods, its date
 * format, the values that mean "empty", and which sheet / delimiter to read.
 */
import { readFileSync } from 'node:fs';
import {
  type CsvMapping,
  csvMappingSchema,
  DATE_FORMATS,
  DEFAULT_EMPTY_VALUES,
  type FeedFieldKey,
  type FeedFieldOrigin,
} from '@agencyscout/contracts';
import { MappingError } from './table-files.ts';

// The mapping is defined once in contracts (the command line, the API and the import screen read it).
export { type CsvMapping, csvMappingSchema, DATE_FORMATS, DEFAULT_EMPTY_VALUES };
export type FieldOrigin = FeedFieldOrigin;
export type FieldKey = FeedFieldKey;

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

/**
 * Streams a CSV file with csv-parse: UTF-8 BOM removed, quoted fields with commas, quotes and
 * newlines, CRLF or LF. A record the parser cannot read (an unclosed quote) is reported as an error
 * with its line number instead of aborting the file. Headers are matched by name, so extra or
 * reordered columns do not matter.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { type CsvError, type Options, parse } from 'csv-parse';
import { isSpreadsheet, MappingError, readSheetRows, sniffDelimiter } from './table-files.ts';

export { MappingError } from './table-files.ts';

/** A column named by its header text, or by its position (1 = first column) where the header is empty. */
export type ColumnRef = string | number;

/** How to read a file: a fixed delimiter (else sniffed) and, for spreadsheets, the sheet (else the first). */
export interface ReadOptions {
  delimiter?: string;
  sheet?: string;
}

export type CsvItem =
  | { kind: 'record'; line: number; values: string[]; bytes: number }
  | { kind: 'error'; line: number; reason: string; raw: string; bytes: number };

const LINE_BREAK = /\r\n|\n|\r/g;
const LEADING_BREAKS = /^(?:\r\n|\n|\r)+/;

interface PlacedRecord {
  values: string[];
  line: number;
  bytes: number;
  sequence: number;
}

function countBreaks(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/**
 * Every record of the file as an array of strings, with the line it starts on (1-based, counted from
 * the raw text so quoted newlines and CRLF count right) and the bytes read so far (for progress).
 * The header is the first record. csv-parse calls `on_record` and `on_skip` in file order, so the
 * line counter and the order of records and errors stay right.
 */
export async function* readCsv(file: string, options: { delimiter?: string } = {}): AsyncGenerator<CsvItem> {
  let consumed = 0;
  let sequence = 0;
  const errors: { sequence: number; item: CsvItem }[] = [];
  const place = (raw: string) => {
    const line = consumed + 1 + countBreaks(LEADING_BREAKS.exec(raw)?.[0] ?? '');
    consumed += countBreaks(raw);
    return line;
  };
  const onRecord = (item: { record: string[]; raw: string }, context: { bytes: number }): PlacedRecord => ({
    values: item.record,
    line: place(item.raw),
    bytes: context.bytes,
    sequence: sequence++,
  });
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      delimiter: options.delimiter ?? sniffDelimiter(file),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      raw: true,
      // csv-parse types `on_record` as returning the record type; ours returns the placed record.
      on_record: onRecord as unknown as Options['on_record'],
      on_skip: (error: CsvError | undefined, raw: string | undefined) => {
        const text = raw ?? '';
        const reason = `unreadable CSV: ${error?.message.split(':')[0] ?? 'parse error'}`;
        errors.push({ sequence: sequence++, item: { kind: 'error', line: place(text), reason, raw: text, bytes: 0 } });
        return undefined;
      },
    }),
  );
  for await (const item of parser as AsyncIterable<PlacedRecord>) {
    while (errors[0] && errors[0].sequence < item.sequence) yield (errors.shift() as { item: CsvItem }).item;
    yield { kind: 'record', line: item.line, values: item.values, bytes: item.bytes };
  }
  for (const error of errors) yield error.item;
}

/** Header text compared loosely: case, spaces and punctuation ignored ('Job_Description' = 'job description'). */
export function headerKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function describeRef(ref: ColumnRef): string {
  return typeof ref === 'number' ? `column ${ref}` : `"${ref}"`;
}

/**
 * Finds each wanted column: by position (1-based), else by header text — exact (trimmed,
 * case-insensitive) first, then ignoring spaces and punctuation.
 */
export function columnIndexes<K extends string>(
  header: readonly string[],
  wanted: Readonly<Record<K, ColumnRef>>,
): { indexes: Record<K, number>; missing: { key: K; column: string }[] } {
  const exact = new Map<string, number>();
  const loose = new Map<string, number>();
  header.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (!exact.has(key)) exact.set(key, index);
    const looseKey = headerKey(name);
    if (looseKey && !loose.has(looseKey)) loose.set(looseKey, index);
  });
  const indexes = {} as Record<K, number>;
  const missing: { key: K; column: string }[] = [];
  for (const [key, column] of Object.entries(wanted) as [K, ColumnRef][]) {
    const index =
      typeof column === 'number'
        ? column >= 1 && column <= header.length
          ? column - 1
          : undefined
        : (exact.get(column.trim().toLowerCase()) ?? loose.get(headerKey(column)));
    if (index === undefined) missing.push({ key, column: describeRef(column) });
    else indexes[key] = index;
  }
  return { indexes, missing };
}

/**
 * Every record of a CSV/TSV file or of a spreadsheet's sheet (header first), as `readCsv` gives them.
 * @throws MappingError when a spreadsheet or its sheet cannot be read.
 */
export async function* readRecords(file: string, options: ReadOptions = {}): AsyncGenerator<CsvItem> {
  if (!isSpreadsheet(file)) {
    yield* readCsv(file, options);
    return;
  }
  const rows = readSheetRows(file, options.sheet);
  const size = statSync(file).size;
  let index = 0;
  for (const row of rows) {
    index += 1;
    yield { kind: 'record', line: row.line, values: row.values, bytes: Math.round((size * index) / rows.length) };
  }
}

/** The trimmed value of a field, or null when empty or absent (or a spreadsheet 'NaN'). */
export function field(values: readonly string[], index: number | undefined): string | null {
  if (index === undefined) return null;
  const value = values[index]?.trim();
  return value && value !== 'NaN' ? value : null;
}

/** Size in bytes of the files (progress bar total). */
export function totalBytes(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + statSync(file).size, 0);
}

/** `name.csv` relative to a folder, for messages and the rejects file. */
export function displayName(file: string): string {
  return path.basename(file);
}

/**
 * Checks the header of a CSV before anything is written.
 * @throws MappingError naming the file and the missing columns.
 */
export async function checkColumns(
  file: string,
  columns: Readonly<Record<string, ColumnRef>>,
  required: readonly string[],
  options: ReadOptions = {},
): Promise<void> {
  for await (const item of readRecords(file, options)) {
    if (item.kind === 'error') continue;
    const header = item.values.map((name) => name.trim());
    const missing = columnIndexes(header, columns).missing.filter(({ key }) => required.includes(key));
    if (missing.length) throw missingColumns(file, header, missing);
    return;
  }
  throw new MappingError(`${displayName(file)} is empty: no header row`);
}

function missingColumns(
  file: string,
  header: readonly string[],
  missing: { key: string; column: string }[],
): MappingError {
  const list = missing.map(({ key, column }) => `${column} (for ${key})`).join(', ');
  return new MappingError(
    `Mapping error: ${displayName(file)} has no column ${list}. Columns found: ${header.map((name) => `"${name}"`).join(', ')}`,
  );
}

export type TableRow<K extends string> =
  | { ok: true; line: number; fields: Record<K, string | null>; data: string; bytes: number }
  | { ok: false; line: number; reason: string; data: string; bytes: number };

/**
 * Rows of a CSV with a header, as named fields (`columns`: field key → header name). A row with a
 * different number of fields than the header is returned as not ok.
 * @throws MappingError when a `required` column is missing from the header.
 */
export async function* readTable<K extends string>(
  file: string,
  columns: Readonly<Record<K, ColumnRef>>,
  options: { required: readonly NoInfer<K>[] } & ReadOptions,
): AsyncGenerator<TableRow<K>> {
  let header: string[] | null = null;
  let indexes = {} as Record<K, number>;
  for await (const item of readRecords(file, options)) {
    if (item.kind === 'error') {
      yield { ok: false, line: item.line, reason: item.reason, data: item.raw, bytes: item.bytes };
      continue;
    }
    if (!header) {
      header = item.values.map((name) => name.trim());
      const found = columnIndexes(header, columns);
      const missing = found.missing.filter(({ key }) => options.required.includes(key));
      if (missing.length) throw missingColumns(file, header, missing);
      indexes = found.indexes;
      continue;
    }
    const names = header;
    const data = JSON.stringify(
      Object.fromEntries(names.map((name, index) => [name || `#${index + 1}`, item.values[index] ?? ''])),
    );
    if (item.values.length !== names.length && !isSpreadsheet(file)) {
      const reason = `wrong number of fields (expected ${names.length}, found ${item.values.length})`;
      yield { ok: false, line: item.line, reason, data, bytes: item.bytes };
      continue;
    }
    const fields = {} as Record<K, string | null>;
    for (const key of Object.keys(columns) as K[]) fields[key] = field(item.values, indexes[key]);
    yield { ok: true, line: item.line, fields, data, bytes: item.bytes };
  }
}

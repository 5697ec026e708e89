/**
 * Which files an import reads and how their cells become text: a folder means every tabular file in
 * it (sorted by name); .xlsx/.xls/.xlsm/.ods sheets are read with SheetJS (first sheet unless one is
 * named); text files get their delimiter sniffed from the first lines (comma, tab, semicolon, pipe).
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';

/** Extensions read as spreadsheets. */
const SHEET_EXTENSIONS = new Set(['.xlsx', '.xls', '.xlsm', '.ods']);
/** Extensions read as delimited text. */
const TEXT_EXTENSIONS = new Set(['.csv', '.tsv', '.txt']);

/** A file-level problem the user must fix (missing file, empty folder, unknown sheet, bad mapping). */
export class MappingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MappingError';
  }
}

export function isSpreadsheet(file: string): boolean {
  return SHEET_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/**
 * The files behind an input path: the file itself, or every tabular file of a folder (only the
 * `extensions` given, when given), sorted by name.
 * @throws MappingError when the path does not exist or the folder holds no such file.
 */
export function inputFiles(input: string, extensions?: readonly string[]): string[] {
  if (!existsSync(input)) throw new MappingError(`${input} does not exist`);
  if (statSync(input).isFile()) return [input];
  const wanted = new Set(extensions ?? [...SHEET_EXTENSIONS, ...TEXT_EXTENSIONS]);
  const files = readdirSync(input)
    .filter((name) => !name.startsWith('.') && !name.startsWith('~$'))
    .filter((name) => wanted.has(path.extname(name).toLowerCase()))
    .sort()
    .map((name) => path.join(input, name))
    .filter((file) => statSync(file).isFile());
  if (files.length === 0) throw new MappingError(`${input} has no ${[...wanted].join(' / ')} files`);
  return files;
}

const CANDIDATES = [',', '\t', ';', '|'] as const;

/** Counts a character outside double quotes in one line of text. */
function countOutsideQuotes(line: string, character: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === character) count += 1;
  }
  return count;
}

/**
 * The delimiter of a text file from its first 64 KB: the candidate found on the header line that
 * also appears as often on most of the next lines; '.tsv' files default to a tab. Default ','.
 */
export function sniffDelimiter(file: string): string {
  const fallback = path.extname(file).toLowerCase() === '.tsv' ? '\t' : ',';
  const buffer = Buffer.alloc(65_536);
  const handle = openSync(file, 'r');
  let size = 0;
  try {
    size = readSync(handle, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(handle);
  }
  const lines = buffer
    .subarray(0, size)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim())
    .slice(0, 20);
  const header = lines[0];
  if (!header) return fallback;
  let best: { delimiter: string; score: number } = { delimiter: fallback, score: 0 };
  for (const delimiter of CANDIDATES) {
    const count = countOutsideQuotes(header, delimiter);
    if (count === 0) continue;
    const agreeing = lines.slice(1).filter((line) => countOutsideQuotes(line, delimiter) === count).length;
    const score = count * (1 + agreeing);
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** A cell as text: dates as ISO (midnight → YYYY-MM-DD), numbers as written by JavaScript. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

/**
 * The rows of one sheet as arrays of text (header first), with their 1-based row numbers. Spreadsheets
 * are read whole (the format is a zip), so their size is bounded by memory, unlike CSV files.
 * @throws MappingError when the named sheet does not exist or the file is not a readable workbook.
 */
export function readSheetRows(file: string, sheet?: string): { line: number; values: string[] }[] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(readFileSync(file), { cellDates: true, UTC: true, dense: true } as XLSX.ParsingOptions);
  } catch (error) {
    throw new MappingError(`${path.basename(file)} is not a readable spreadsheet (${(error as Error).message})`);
  }
  const name = sheet ?? book.SheetNames[0];
  const found = name === undefined ? undefined : book.Sheets[name];
  if (!found || name === undefined) {
    throw new MappingError(
      `${path.basename(file)} has no sheet "${sheet ?? ''}". Sheets: ${book.SheetNames.map((n) => `"${n}"`).join(', ')}`,
    );
  }
  const rows = XLSX.utils.sheet_to_json<unknown[]>(found, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
    UTC: true,
  } as XLSX.Sheet2JSONOpts);
  const range = XLSX.utils.decode_range(found['!ref'] ?? 'A1');
  return rows
    .map((row, index) => ({ line: range.s.r + index + 1, values: row.map(cellText) }))
    .filter((row) => row.values.some((value) => value.trim()));
}

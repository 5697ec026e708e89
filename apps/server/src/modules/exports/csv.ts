/**
 * The CSV writing of exports (outreach-integrations-admin §2 'Export dialogs'; docs/decisions.md 'Exports'): a
 * UTF-8 byte order mark (Excel reads the file as UTF-8), CRLF line ends, the chosen delimiter, RFC 4180 quoting,
 * every text cell made formula-safe and held to what one Excel cell can show. Lines are written as pieces of
 * UTF-8 already encoded (row-values.ts encodes a lead's cells once for all its lines), copied into chunks of
 * about 64 KB as they come (docs/performance.md 'Exports').
 */
import { Readable } from 'node:stream';
import { EXPORT_DELIMITERS, type ExportDelimiter } from '@agencyscout/contracts';

/** OWASP CSV injection: cells starting with these are read as formulas by spreadsheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The most characters one Excel cell holds; a longer text would spill into the next rows when opened. */
export const EXCEL_CELL_MAX = 32_767;

const BOM = '\ufeff';
/** The line end (CRLF, RFC 4180 and Excel), encoded. */
export const CSV_LINE_END = Buffer.from('\r\n');
/** About this many bytes are gathered before a chunk is handed to the socket. */
const CHUNK_BYTES = 64 * 1024;

/** A cell a spreadsheet shows as text: a leading formula character gets a single quote before it (OWASP). */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | null | undefined;

/** Encodes cells for one delimiter. */
export interface CsvEncoder {
  delimiter: string;
  /** A cell as it stands in the file: formula-safe, cut to EXCEL_CELL_MAX, quoted when it must be. */
  cell(value: CsvCell): string;
  /** Encoded cells joined by the delimiter. */
  join(cells: readonly string[]): string;
  /** The delimiter as UTF-8. */
  separator: Buffer;
}

/** The encoder of cells for `delimiter` (§2 'Options'). */
export function csvEncoder(delimiter: ExportDelimiter): CsvEncoder {
  const separator = EXPORT_DELIMITERS[delimiter];
  // None of the delimiters is special inside a character class.
  const mustQuote = new RegExp(`["\\r\\n${separator}]`);
  return {
    delimiter: separator,
    cell(value) {
      if (value === null || value === undefined) return '';
      if (typeof value === 'number') return String(value);
      let text = formulaSafe(value);
      if (text.length > EXCEL_CELL_MAX) {
        // Cut before a lone high surrogate, which would not be a character.
        const end = /[\ud800-\udbff]/.test(text.charAt(EXCEL_CELL_MAX - 2)) ? EXCEL_CELL_MAX - 2 : EXCEL_CELL_MAX - 1;
        text = `${text.slice(0, end)}…`;
      }
      return mustQuote.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    },
    join(cells) {
      return cells.join(separator);
    },
    separator: Buffer.from(separator),
  };
}

/**
 * A readable CSV stream: BOM and header line at once (the first byte does not wait for the rows), then the pieces
 * of `batches` (an async source of encoded line pieces, read one batch at a time, so memory stays flat) copied
 * into chunks.
 * @param header the column labels, encoded here.
 */
export function csvStream(
  encoder: CsvEncoder,
  header: readonly string[],
  batches: AsyncIterable<readonly Buffer[]>,
): Readable {
  async function* chunks() {
    yield Buffer.from(`${BOM}${encoder.join(header.map((label) => encoder.cell(label)))}\r\n`);
    let pending: Buffer[] = [];
    let size = 0;
    for await (const pieces of batches) {
      for (const piece of pieces) {
        pending.push(piece);
        size += piece.length;
        if (size >= CHUNK_BYTES) {
          yield Buffer.concat(pending, size);
          pending = [];
          size = 0;
        }
      }
    }
    if (size > 0) yield Buffer.concat(pending, size);
  }
  return Readable.from(chunks(), { objectMode: false });
}

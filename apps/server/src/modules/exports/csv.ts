/**
 * The CSV writing of exports (outreach-integrations-admin §2 'Export dialogs'): csv-stringify with a UTF-8 byte
 * order mark (Excel reads the file as UTF-8), the chosen delimiter, every cell made formula-safe, HTML stripped
 * on request. Rows come from an async source in batches, so memory stays flat whatever the row count.
 */
import { Readable } from 'node:stream';
import { EXPORT_DELIMITERS, type ExportDelimiter } from '@agencyscout/contracts';
import { stringify } from 'csv-stringify';
import sanitizeHtml from 'sanitize-html';

/** OWASP CSV injection: cells starting with these are read as formulas by spreadsheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: a leading formula character gets a single quote before it (OWASP). */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of an HTML fragment (sanitize-html with no tags allowed); block ends become line breaks. */
export function stripHtml(html: string): string {
  const withBreaks = html.replace(/<\s*(br|\/p|\/li|\/div|\/h[1-6])\s*\/?>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .trim();
}

export type CsvCell = string | number | null | undefined;

/**
 * A readable CSV stream: BOM, header line, then each row of `rows` (an async source of row batches).
 * @param htmlColumns indexes of the columns holding HTML, stripped when `removeHtml`.
 */
export function csvStream(options: {
  header: string[];
  rows: AsyncIterable<CsvCell[][]>;
  delimiter: ExportDelimiter;
  removeHtml: boolean;
  htmlColumns: ReadonlySet<number>;
}): Readable {
  const stringifier = stringify({
    bom: true,
    delimiter: EXPORT_DELIMITERS[options.delimiter],
    record_delimiter: 'windows',
  });
  const toCell = (value: CsvCell, index: number): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return String(value);
    const text = value;
    return formulaSafe(options.removeHtml && options.htmlColumns.has(index) ? stripHtml(text) : text);
  };
  async function* records() {
    yield options.header.map((label) => formulaSafe(label));
    for await (const batch of options.rows) {
      for (const row of batch) yield row.map(toCell);
    }
  }
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

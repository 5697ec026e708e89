/**
 * Checked conversions of CSV field values. A value that is present but wrong rejects the row with a
 * reason naming the column (RowError); an empty value is simply null.
 */
import { COMPANY_SIZE_BUCKETS, type CompanySizeBucket, companySizeBucket } from '@agencyscout/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

export class RowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RowError';
  }
}

/** '1,234.5' → 1234.5. @throws RowError when not a number or outside the bounds. */
export function parseNumber(
  text: string | null,
  column: string | undefined,
  bounds: { min?: number; max?: number } = {},
): number | null {
  if (text === null || text === '') return null;
  const value = Number(text.replace(/[,$\s]/g, ''));
  const { min = -Infinity, max = Infinity } = bounds;
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RowError(`invalid number in column "${column}"`);
  }
  return value;
}

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system as used by every spreadsheet since (1899-12-30). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

const NUMERIC_FORMATS: Record<'mdy' | 'dmy', string[]> = {
  mdy: ['M/D/YYYY', 'M/D/YY', 'M-D-YYYY', 'M-D-YY', 'M.D.YYYY', 'M/D/YYYY H:mm', 'M/D/YYYY H:mm:ss', 'M/D/YY H:mm'],
  dmy: ['D/M/YYYY', 'D/M/YY', 'D-M-YYYY', 'D-M-YY', 'D.M.YYYY', 'D.M.YY', 'D/M/YYYY H:mm', 'D/M/YYYY H:mm:ss'],
};
/** Forms with a month name or a leading year: never ambiguous. */
const WORD_FORMATS = [
  'D-MMM-YY',
  'D-MMM-YYYY',
  'D MMM YYYY',
  'D MMM YY',
  'D MMMM YYYY',
  'MMM D, YYYY',
  'MMMM D, YYYY',
  'MMM D YYYY',
  'MMMM D YYYY',
  'ddd, D MMM YYYY HH:mm:ss',
  'YYYY/M/D',
  'YYYY.M.D',
];

/** '05/06/20' → '5/6/20': strict parsing then needs only the one-digit tokens (M, D). */
function withoutLeadingZeros(text: string): string {
  return text.replace(/^(\d{1,2})([/.-])(\d{1,2})\2/, (_, first, separator, second) =>
    [Number(first), Number(second), ''].join(separator),
  );
}

/** Strict Day.js parse in UTC; null when the text does not fit any of the formats. */
function withFormats(text: string, formats: readonly string[]): Date | null {
  for (const format of formats) {
    const parsed = dayjs.utc(text, format, true);
    if (parsed.isValid()) return parsed.toDate();
  }
  return null;
}

function fromIso(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

function fromExcelSerial(text: string): Date | null {
  if (!/^\d{4,6}(\.\d+)?$/.test(text)) return null;
  return new Date(EXCEL_EPOCH + Number(text) * DAY_MS);
}

function fromUnix(text: string): Date | null {
  return /^\d+(\.\d+)?$/.test(text) ? new Date(Number(text) * 1000) : null;
}

/** 'auto': ISO, month names, Excel serials, Unix seconds, and d/m/y forms whose order the values settle. */
function fromAuto(text: string, column: string | undefined): Date | null {
  const found = fromIso(text) ?? withFormats(text, WORD_FORMATS);
  if (found) return found;
  if (/^\d{4,6}(\.\d+)?$/.test(text)) return fromExcelSerial(text);
  if (/^\d{9,10}$/.test(text)) return fromUnix(text);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(text);
  if (!numeric) return null;
  const [first, second] = [Number(numeric[1]), Number(numeric[2])];
  const plain = withoutLeadingZeros(text);
  if (first > 12) return withFormats(plain, NUMERIC_FORMATS.dmy);
  if (second > 12 || first === second) return withFormats(plain, NUMERIC_FORMATS.mdy);
  throw new RowError(`ambiguous date in column "${column}" (set "dateFormat": "mdy" or "dmy")`);
}

/** The text a spreadsheet's date cell becomes (table-files.ts `cellText`): '2024-03-05' or a full ISO time. */
const SPREADSHEET_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}\.\d{3}Z)?$/;

function dateIn(text: string, column: string | undefined, format: string): Date | null {
  // A cell that already holds a date is a date whatever the format says (issue #31): no day-first or serial form
  // looks like this.
  if (SPREADSHEET_DATE.test(text)) return fromIso(text);
  switch (format) {
    case 'auto':
      return fromAuto(text, column);
    case 'iso':
      return fromIso(text);
    case 'unix':
      return fromUnix(text);
    case 'excel':
      return fromExcelSerial(text);
    case 'mdy':
    case 'dmy':
      return withFormats(withoutLeadingZeros(text), NUMERIC_FORMATS[format]);
    default:
      return withFormats(text, [format]);
  }
}

/**
 * A posting date in the mapping's `dateFormat` (UTC; a date without time is midnight UTC): 'auto'
 * (default), 'iso', 'mdy', 'dmy' (two- or four-digit years), 'unix' seconds, 'excel' serial days, or a
 * Day.js format ('DD-MMM-YY'). Two-digit years 00–68 are 20xx, 69–99 are 19xx.
 * @throws RowError when present but unreadable, ambiguous, or not between 1990 and one day ahead.
 */
export function parseDate(text: string | null, column: string | undefined, format: string): Date | null {
  if (!text) return null;
  const date = dateIn(text.trim(), column, format);
  const time = date?.getTime() ?? Number.NaN;
  if (!date || Number.isNaN(time)) throw new RowError(`invalid date in column "${column}"`);
  if (time < Date.UTC(1990, 0, 1) || time > Date.now() + DAY_MS) {
    throw new RowError(`date out of range in column "${column}"`);
  }
  return date;
}

const SIZE_RANGE = /^(\d[\d,]*)\s*(?:-|–|to)\s*(\d[\d,]*)(?:\s*employees)?$/i;
const SIZE_AT_LEAST = /^(\d[\d,]*)\s*\+(?:\s*employees)?$|^(?:more than|over)\s+(\d[\d,]*)(?:\s*employees)?$/i;

const count = (text: string) => Number(text.replace(/,/g, ''));

/**
 * A size bucket as written ('51-200', '10,001+'), a head count ('250'), or a range in words
 * ('501 to 1000 employees', '10000+ employees') when it falls in one bucket.
 * @returns the bucket, or null with a note when the text is present but does not give one bucket.
 */
export function companySizeFromText(text: string | null): { bucket: CompanySizeBucket | null; note: string | null } {
  if (!text) return { bucket: null, note: null };
  const trimmed = text.trim();
  const bucket = COMPANY_SIZE_BUCKETS.find((candidate) => candidate.toLowerCase() === trimmed.toLowerCase());
  if (bucket) return { bucket, note: null };
  const plain = trimmed.replace(/\s*employees?$/i, '');
  if (/^\d[\d,]*$/.test(plain)) return { bucket: companySizeBucket(count(plain)), note: null };
  const range = SIZE_RANGE.exec(trimmed);
  if (range) {
    const low = companySizeBucket(count(range[1] ?? ''));
    const high = companySizeBucket(count(range[2] ?? ''));
    if (low && low === high) return { bucket: low, note: null };
    if (low && high && count(range[1] ?? '') <= 1 && high === '1-10') return { bucket: high, note: null };
    return { bucket: null, note: 'company size range spans several size buckets' };
  }
  const atLeast = SIZE_AT_LEAST.exec(trimmed);
  if (atLeast) {
    const above = companySizeBucket(count(atLeast[1] ?? atLeast[2] ?? '') + 1);
    if (above === '10,001+') return { bucket: above, note: null };
    return { bucket: null, note: 'company size range spans several size buckets' };
  }
  return { bucket: null, note: 'company size not read' };
}

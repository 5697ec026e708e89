/**
 * Checked conversions of CSV field values. A value that is present but wrong rejects the row with a
 * reason naming the column (RowError); an empty value is simply null.
 */
import { COMPANY_SIZE_BUCKETS, type CompanySizeBucket, companySizeBucket } from '@agencyscout/contracts';

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

const DATE_PATTERNS: Record<'mdy' | 'dmy', RegExp> = {
  mdy: /^(?<month>\d{1,2})[/.-](?<day>\d{1,2})[/.-](?<year>\d{4})$/,
  dmy: /^(?<day>\d{1,2})[/.-](?<month>\d{1,2})[/.-](?<year>\d{4})$/,
};

function fromParts(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * A posting date in the mapping's format (UTC; a date without time is midnight UTC).
 * @throws RowError when present but unreadable or not between 1990 and one day ahead.
 */
export function parseDate(
  text: string | null,
  column: string | undefined,
  format: 'iso' | 'mdy' | 'dmy' | 'unix',
): Date | null {
  if (!text) return null;
  let date: Date | null = null;
  if (format === 'unix') date = /^\d+(\.\d+)?$/.test(text) ? new Date(Number(text) * 1000) : null;
  else if (format === 'iso')
    date = /^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text) : null;
  else {
    const match = DATE_PATTERNS[format].exec(text);
    const parts = match?.groups;
    date = parts ? fromParts(Number(parts.year), Number(parts.month), Number(parts.day)) : null;
  }
  const time = date?.getTime() ?? Number.NaN;
  if (!date || Number.isNaN(time) || time < Date.UTC(1990, 0, 1) || time > Date.now() + 86_400_000) {
    throw new RowError(`invalid date in column "${column}"`);
  }
  return date;
}

/** A size bucket as written ('51-200', '10,001+') or a head count ('250') → bucket; else null. */
export function companySizeFromText(text: string | null): CompanySizeBucket | null {
  if (!text) return null;
  const bucket = COMPANY_SIZE_BUCKETS.find((candidate) => candidate.toLowerCase() === text.trim().toLowerCase());
  if (bucket) return bucket;
  const count = Number(text.replace(/[,\s]/g, ''));
  return Number.isFinite(count) ? companySizeBucket(count) : null;
}

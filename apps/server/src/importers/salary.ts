/**
 * Pay normalisation. A lead stores hourly pay (per hour) and salaries (per year), as the spec's
 * HourlyPay and MinimumSalary/MaximumSalary (prospecting-core §3). Conversions: a day is 8 hours,
 * a week 52 per year, a month 12 per year. Implausible periods are corrected: an "hourly" figure of
 * 1,000 or more is treated as yearly, a "yearly" figure under 1,000 as hourly.
 */
import type { PayPeriod } from '@agencyscout/contracts';
import type { LeadPay } from './types.ts';

export const NO_PAY: LeadPay = { hourlyPayMin: null, hourlyPayMax: null, minSalary: null, maxSalary: null };

const HOURS_PER_DAY = 8;
const PERIODS_PER_YEAR: Record<'week' | 'month' | 'year', number> = { week: 52, month: 12, year: 1 };
/** Without a stated period: below this an amount is hourly… */
const HOURLY_BELOW = 300;
/** …and from this up it is yearly; in between the period is unknown and the pay is left out. */
const YEARLY_FROM = 10_000;

function positive(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

/** Period guessed from the size of the larger amount, or null when it could be either. */
export function periodFromMagnitude(amount: number): PayPeriod | null {
  if (amount < HOURLY_BELOW) return 'hour';
  if (amount >= YEARLY_FROM) return 'year';
  return null;
}

/**
 * Min/max amounts for a period → stored pay. Either bound may be null ('From $X', 'Up to $Y');
 * zero counts as unknown.
 */
export function payFromAmounts(min: number | null, max: number | null, period: PayPeriod): LeadPay {
  let low = positive(min);
  let high = positive(max);
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  const largest = high ?? low;
  if (largest === null) return NO_PAY;
  let effective = period;
  if (period === 'hour' && largest >= 1000) effective = 'year';
  if (period === 'year' && largest < 1000) effective = 'hour';
  if (effective === 'hour' || effective === 'day') {
    const factor = effective === 'day' ? 1 / HOURS_PER_DAY : 1;
    return { ...NO_PAY, hourlyPayMin: positive(low && low * factor), hourlyPayMax: positive(high && high * factor) };
  }
  const factor = PERIODS_PER_YEAR[effective];
  return { ...NO_PAY, minSalary: positive(low && low * factor), maxSalary: positive(high && high * factor) };
}

const PERIOD_WORDS: [RegExp, PayPeriod][] = [
  [/\b(an? |per |\/ ?)(hour|hr)\b|\bhourly\b|\/ ?h\b/i, 'hour'],
  [/\b(a |per |\/ ?)day\b|\bdaily\b|\bper diem\b/i, 'day'],
  [/\b(a |per |\/ ?)(week|wk)\b|\bweekly\b/i, 'week'],
  [/\b(a |per |\/ ?)(month|mo)\b|\bmonthly\b/i, 'month'],
  [/\b(a |per |\/ ?)(year|yr|annum)\b|\b(yearly|annually|annual)\b/i, 'year'],
];

const AMOUNT = /(?:[$£€]|\b(?:usd|cad|c\$|ca\$))?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b)?/gi;

/** '-1', '- 5': a negative figure is a feed's "no estimate", never pay. */
const NEGATIVE = /^\s*[-−]\s*[$£€]?\s*\d/;

export interface ParsedSalary {
  min: number | null;
  max: number | null;
  /** Stated in the text, or null. */
  period: PayPeriod | null;
}

/**
 * Free-text salary → amounts and stated period. Handles '$120,000 - $200,000', 'From $100,000',
 * '$25 - $30 an hour', 'Up to $70,000 a year', '$85K–$95K per year', '$20/hr'.
 * @returns null when the text holds no amount.
 */
export function parseSalaryText(text: string | null | undefined): ParsedSalary | null {
  if (!text || NEGATIVE.test(text)) return null;
  const amounts: number[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const whole = Number((match[1] ?? '').replace(/,/g, ''));
    const cents = match[2] ? Number(`0.${match[2]}`) : 0;
    const value = (whole + cents) * (match[3] ? 1000 : 1);
    if (Number.isFinite(value) && value > 0) amounts.push(value);
    if (amounts.length === 2) break;
  }
  if (amounts.length === 0) return null;
  const period = PERIOD_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const [first = null, second = null] = amounts;
  if (second !== null)
    return { min: Math.min(first ?? second, second), max: Math.max(first ?? second, second), period };
  if (/\b(from|starting at|starts at|min(imum)?|at least)\b/i.test(text)) return { min: first, max: null, period };
  if (/\b(up to|max(imum)?|as much as)\b/i.test(text)) return { min: null, max: first, period };
  return { min: first, max: first, period };
}

/**
 * Free text → stored pay: the stated period, else `periodHint`, else the size of the amount.
 * @returns the pay and whether it had to be left out because the period stayed unknown.
 */
export function payFromText(
  text: string | null | undefined,
  periodHint: PayPeriod | null = null,
): { pay: LeadPay; unknownPeriod: boolean } {
  const parsed = parseSalaryText(text);
  if (!parsed) return { pay: NO_PAY, unknownPeriod: false };
  const period = parsed.period ?? periodHint ?? periodFromMagnitude(parsed.max ?? parsed.min ?? 0);
  if (!period) return { pay: NO_PAY, unknownPeriod: true };
  return { pay: payFromAmounts(parsed.min, parsed.max, period), unknownPeriod: false };
}

/** Pay-period words of feeds (a pay-period column): 'Hourly', 'per annum', 'Weekly', 'Per Diem', 'yr'… */
const PERIOD_NAMES: Readonly<Record<string, PayPeriod>> = {
  hour: 'hour',
  hourly: 'hour',
  hr: 'hour',
  h: 'hour',
  'per hour': 'hour',
  'an hour': 'hour',
  day: 'day',
  daily: 'day',
  'per day': 'day',
  'a day': 'day',
  'per diem': 'day',
  week: 'week',
  weekly: 'week',
  wk: 'week',
  'per week': 'week',
  'a week': 'week',
  month: 'month',
  monthly: 'month',
  mo: 'month',
  'per month': 'month',
  'a month': 'month',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  annum: 'year',
  'per annum': 'year',
  'per year': 'year',
  'a year': 'year',
  yr: 'year',
  salary: 'year',
};

/**
 * A pay-period column's word → period: the feed's own words (`extra`, a mapping's `payPeriods`) first,
 * then the built-in words; case, dots and spacing ignored. @returns null when the word is unknown.
 */
export function periodFromWord(
  word: string | null | undefined,
  extra: Readonly<Record<string, PayPeriod>> = {},
): PayPeriod | null {
  const key = (word ?? '').toLowerCase().replace(/[.]/g, '').replace(/\s+/g, ' ').trim();
  if (!key) return null;
  const own = Object.entries(extra).find(([name]) => name.toLowerCase().trim() === key);
  return own ? own[1] : (PERIOD_NAMES[key] ?? PERIOD_NAMES[key.replace(/^(per|an?)\s+/, '')] ?? null);
}

/** A yearly salary under this is not plausible for a posting (docs/decisions.md, issue #20). */
export const MIN_PLAUSIBLE_YEARLY = 10_000;
/** An hourly rate over this is not plausible for a posting. */
export const MAX_PLAUSIBLE_HOURLY = 300;

/**
 * Checks converted pay against the plausible ranges.
 * @returns the note's kind when the pay is implausible (it must then be left out), else null.
 */
export function implausiblePay(pay: LeadPay): string | null {
  const yearly = [pay.minSalary, pay.maxSalary].filter((value): value is number => value !== null);
  const hourly = [pay.hourlyPayMin, pay.hourlyPayMax].filter((value): value is number => value !== null);
  if (yearly.some((value) => value < MIN_PLAUSIBLE_YEARLY)) return 'pay left out: yearly salary under 10,000';
  if (hourly.some((value) => value > MAX_PLAUSIBLE_HOURLY)) return 'pay left out: hourly rate over 300';
  return null;
}

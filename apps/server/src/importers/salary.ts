/**
 * Pay normalisation. A lead stores hourly pay (per hour) and salaries (per year), as the spec's
 * HourlyPay and MinimumSalary/MaximumSalary (prospecting-core §3). Conversions: a day is 8 hours,
 * a week 52 per year, a month 12 per year. Implausible periods are corrected: an "hourly" figure of
 * 1,000 or more is treated as yearly, a "yearly" figure under 1,000 as hourly. Without a stated period the size
 * of the amounts decides (issue #31): a lower bound under 100 hourly, an upper one from 10,000 yearly; otherwise
 * (a $160–$200 day rate looks like an hourly one) the pay is left out. Every guess and day-rate conversion is noted.
 */
import type { PayPeriod } from '@agencyscout/contracts';
import type { LeadPay, RowNote } from './types.ts';

export const NO_PAY: LeadPay = { hourlyPayMin: null, hourlyPayMax: null, minSalary: null, maxSalary: null };

/** Hours of a working day, for day rates (docs/importing.md 'Pay'). */
export const HOURS_PER_DAY = 8;
const PERIODS_PER_YEAR: Record<'week' | 'month' | 'year', number> = { week: 52, month: 12, year: 1 };
/** Without a stated period: below this an amount is hourly… */
const HOURLY_BELOW = 100;
/** …and from this up it is yearly; in between the period is unknown and the pay is left out. */
const YEARLY_FROM = 10_000;

function positive(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

/**
 * Period guessed from the size of the amounts, or null when it could be either: hourly when the lower bound (or
 * the only amount) is under 100, yearly when the upper one is 10,000 or more. '$51 - $150' is hourly; '$160 -
 * $200' (a substitute teacher's day rate as often as anyone's hourly pay) is left to the row or feed to say.
 */
export function periodFromMagnitude(low: number | null, high: number | null = low): PayPeriod | null {
  const smallest = low ?? high;
  const largest = high ?? low;
  if (smallest === null || largest === null) return null;
  if (largest >= YEARLY_FROM) return 'year';
  if (smallest < HOURLY_BELOW) return 'hour';
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

/** An amount: thousands separated by commas, any decimals ('18.8112' is one number, rounded to cents later). */
const AMOUNT = /(?:[$£€]|\b(?:usd|cad|c\$|ca\$))?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(k\b)?/gi;

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
    const fraction = match[2] ? Number(`0.${match[2]}`) : 0;
    const value = (whole + fraction) * (match[3] ? 1000 : 1);
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

/** A pay amount followed by its period in running text: '$160 per day', '$25-$30/hr', '$90k a year'. */
const STATED_PAY =
  /[$£€]\s*\d[\d,.]*\s*k?(?:\s*(?:-|–|to)\s*[$£€]?\s*\d[\d,.]*\s*k?)?\s*(?:per|an?|\/)\s*(hour|hr|day|week|wk|month|mo|year|yr|annum)\b/i;
const STATED_PERIODS: Readonly<Record<string, PayPeriod>> = {
  hour: 'hour',
  hr: 'hour',
  day: 'day',
  week: 'week',
  wk: 'week',
  month: 'month',
  mo: 'month',
  year: 'year',
  yr: 'year',
  annum: 'year',
};

/**
 * The period a row's other text states for its pay ('$160 per day' or 'daily rate' in the description), so the
 * size of the amount is guessed from only when nothing in the row says otherwise. @returns null when none does.
 */
export function periodStatedIn(text: string | null | undefined): PayPeriod | null {
  if (!text) return null;
  const stated = STATED_PAY.exec(text)?.[1]?.toLowerCase();
  if (stated) return STATED_PERIODS[stated] ?? null;
  if (/\b(daily|day) rate\b|\bper diem\b/i.test(text)) return 'day';
  if (/\bhourly rate\b/i.test(text)) return 'hour';
  return null;
}

/** How a row's pay period was found: stated in the pay, told by the row or feed, or guessed from the amount. */
export type PeriodSource = 'stated' | 'told' | 'guessed';

/** Notes of a pay that was stored: a guessed period and a converted day rate (counted in 'imported with notes'). */
export function payNotes(period: PayPeriod, source: PeriodSource, shown: string): RowNote[] {
  const notes: RowNote[] = [];
  if (source === 'guessed') notes.push({ kind: `pay period guessed from the amount: ${period}`, value: shown });
  if (period === 'day')
    notes.push({ kind: `day rate converted to hourly at ${HOURS_PER_DAY} hours a day`, value: shown });
  return notes;
}

/**
 * Free text → stored pay: the stated period, else `periodHint` (the row's or feed's word), else what the row's
 * `context` text states, else the size of the amount.
 * @returns the pay, whether it had to be left out because the period stayed unknown, and its notes.
 */
export function payFromText(
  text: string | null | undefined,
  periodHint: PayPeriod | null = null,
  context: string | null = null,
): { pay: LeadPay; unknownPeriod: boolean; notes: RowNote[] } {
  const parsed = parseSalaryText(text);
  if (!parsed) return { pay: NO_PAY, unknownPeriod: false, notes: [] };
  const told = parsed.period ?? periodHint ?? periodStatedIn(context);
  const period = told ?? periodFromMagnitude(parsed.min, parsed.max);
  if (!period) return { pay: NO_PAY, unknownPeriod: true, notes: [] };
  const source: PeriodSource = parsed.period ? 'stated' : told ? 'told' : 'guessed';
  const notes = payNotes(period, source, text ?? '');
  return { pay: payFromAmounts(parsed.min, parsed.max, period), unknownPeriod: false, notes };
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

/**
 * Reading the datasets' untrusted fields: LinkedIn and Indeed locations, Indeed's free-text salaries and contract
 * types, LinkedIn's pay periods. Anything unreadable becomes null rather than a guess.
 */
import type { Pay, PayPeriod, Place, WorkType } from './types.ts';

/** US state and DC names → two-letter codes. */
const STATES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

function place(label: string, city: string | null, region: string | null, postalCode: string | null = null): Place {
  return { label, city, region, postalCode };
}

/** 'Little River, SC' · 'St Clair Shores, Michigan, United States' · 'Texas, United States' · metro areas. */
export function linkedInPlace(text: string): Place {
  const value = text.trim();
  const cityState = /^([^,]+),\s*([A-Z]{2})$/.exec(value);
  if (cityState?.[1] && cityState[2]) return place(value, cityState[1].trim(), cityState[2]);
  const parts = value.split(',').map((part) => part.trim());
  if (parts.at(-1) === 'United States' && parts.length >= 2) {
    const region = STATES[(parts.at(-2) ?? '').toLowerCase()] ?? null;
    const city = parts.length >= 3 ? (parts[0] ?? null) : null;
    if (region) return place(city ? `${city}, ${region}` : (parts.at(-2) ?? value), city, region);
  }
  return place(value || 'United States', null, null);
}

/** '770 Dundee Ave, Dundee, IL 60118' · 'Seattle, WA' · 'Remote' · 'United States'. */
export function indeedPlace(text: string): Place {
  const value = text.replace(/\s+/g, ' ').trim();
  const match = /(?:^|,)\s*([^,]+),\s*([A-Z]{2})(?:\s+(\d{5}))?\s*$/.exec(value);
  if (match?.[1] && match[2]) {
    const city = match[1].trim();
    return place(`${city}, ${match[2]}`, city, match[2], match[3] ?? null);
  }
  return place(value || 'United States', null, null);
}

const LINKEDIN_PERIODS: Readonly<Record<string, PayPeriod>> = {
  HOURLY: 'HOUR',
  DAILY: 'DAY',
  WEEKLY: 'WEEK',
  MONTHLY: 'MONTH',
  YEARLY: 'YEAR',
};

function amount(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A LinkedIn salaries.csv row's pay (min/med/max, HOURLY…YEARLY); null when unusable ('ONCE', no amounts). */
export function linkedInPay(min: string, med: string, max: string, period: string): Pay | null {
  const payPeriod = LINKEDIN_PERIODS[period.trim().toUpperCase()];
  const low = amount(min) ?? amount(med);
  const high = amount(max) ?? amount(med) ?? low;
  if (!payPeriod || low === null || high === null) return null;
  return { min: Math.min(low, high), max: Math.max(low, high), period: payPeriod };
}

/** '$120,000 - $200,000 ' · '$25 an hour' · 'From $60,000 a year' · '$51 - $150 ' (period guessed by size). */
export function indeedPay(text: string): Pay | null {
  const amounts = (text.match(/\$\s?[\d,]+(?:\.\d+)?/g) ?? []).map((part) => amount(part)).filter((v) => v !== null);
  if (amounts.length === 0) return null;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const lower = text.toLowerCase();
  const period: PayPeriod = lower.includes('hour')
    ? 'HOUR'
    : lower.includes('day')
      ? 'DAY'
      : lower.includes('week')
        ? 'WEEK'
        : lower.includes('month')
          ? 'MONTH'
          : lower.includes('year')
            ? 'YEAR'
            : high < 500
              ? 'HOUR'
              : 'YEAR';
  return { min: low, max: high, period };
}

/** LinkedIn's formatted_work_type or Indeed's (start-truncated) Contract_type → a work type. */
export function workTypeOf(text: string): WorkType {
  const value = text.toLowerCase();
  if (value.includes('part')) return 'part-time';
  if (value.includes('contract') || value.trim() === 'ct') return 'contract';
  if (value.includes('temp')) return 'temporary';
  if (value.includes('intern')) return 'internship';
  if (value.includes('volunteer')) return 'volunteer';
  if (value.includes('full') || value.includes('permanent') || !value.trim()) return 'full-time';
  return 'other';
}

/**
 * A description as boards publish it: line breaks normalised, its own 'Pay:' lines dropped (the posting states its
 * pay itself, and a pay edit must not contradict it), runs of blank lines collapsed, cut at ~5,000 characters on a
 * line or word boundary. Null when nothing is left.
 */
export function cleanDescription(text: string): string | null {
  let value = text
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*(?:pay|salary|compensation)\s*:.*$/gim, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (value.length > 5000) {
    const cut = value.lastIndexOf('\n', 5000);
    value = value.slice(0, cut > 3000 ? cut : value.lastIndexOf(' ', 5000)).trim();
  }
  return value.length >= 40 ? value : null;
}

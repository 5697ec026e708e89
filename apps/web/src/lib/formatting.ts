import {
  type CurrencyInfo,
  countryFromLocation,
  currencyForCountry,
  DISPLAY_DATE_FORMAT,
} from '@agencyscout/contracts';
import dayjs from 'dayjs';

/**
 * Display formats of prospecting-core §3 'Display formats': dates 'MMM DD, YYYY'; hourly pay as symbol,
 * whole-number part and '/HR'; salaries as symbol with thousands separators and no decimals; experience
 * '{n} Years'. Currencies come from the country-to-currency table (§3) of contracts.
 */
export { DISPLAY_DATE_FORMAT };

/** 'Aug 21, 2023' for an ISO date or timestamp; '' when missing or invalid. */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : '';
}

/**
 * The currency of a place: `country` as a two-letter code ('GB') or a country name ('Canada'), else the country
 * at the end of `location` ('Toronto, ON, Canada'); USD when neither says (§3 'Default USD with $').
 */
export function currencyOfPlace(country: string | null | undefined, location?: string | null): CurrencyInfo {
  const trimmed = country?.trim() ?? '';
  const code =
    trimmed.length === 2 ? trimmed.toUpperCase() : (countryFromLocation(trimmed) ?? countryFromLocation(location));
  return currencyForCountry(code);
}

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Symbol and whole number with the currency locale's thousands separators: '$120,000', '£45,500'. */
export function formatMoney(amount: number, currency: CurrencyInfo): string {
  const number = new Intl.NumberFormat(currency.locale, { maximumFractionDigits: 0 }).format(Math.trunc(amount));
  return `${currency.symbol}${number}`;
}

/** '$120,000 - $200,000' (or '$200,000' without a minimum); null when the maximum is missing or 0 (§5). */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: CurrencyInfo,
): string | null {
  if (!isAmount(max)) return null;
  if (!isAmount(min) || Math.trunc(min) === Math.trunc(max)) return formatMoney(max, currency);
  return `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
}

/** The hourly suffix of the lead list ('/HR') and of the lead detail ('/Hr', §3 'lead detail shows /Hr'). */
export const HOURLY_SUFFIX = { list: '/HR', detail: '/Hr' } as const;

/** '$45/HR' or, for a range, '$45 - $60/HR' (whole-number parts, §3); null without any hourly figure. */
export function formatHourlyRate(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: CurrencyInfo,
  suffix: string = HOURLY_SUFFIX.list,
): string | null {
  const low = isAmount(min) ? Math.trunc(min) : undefined;
  const high = isAmount(max) ? Math.trunc(max) : undefined;
  if (low === undefined && high === undefined) return null;
  if (low === undefined || high === undefined || low === high) return `${currency.symbol}${high ?? low}${suffix}`;
  return `${currency.symbol}${low} - ${currency.symbol}${high}${suffix}`;
}

/** The pay figures of a lead (per hour and per year) and where it is. */
export interface PayFigures {
  hourlyPayMin: number | null;
  hourlyPayMax: number | null;
  minSalary: number | null;
  maxSalary: number | null;
  country: string | null;
  location: string | null;
}

/** The Salary/Rate cell (§2.3): the hourly rate when there is one, else the salary range; null when neither. */
export function formatPay(figures: PayFigures): string | null {
  const currency = currencyOfPlace(figures.country, figures.location);
  return (
    formatHourlyRate(figures.hourlyPayMin, figures.hourlyPayMax, currency) ??
    formatSalaryRange(figures.minSalary, figures.maxSalary, currency)
  );
}

/** '{n} Years' (§3); '' when unknown. */
export function formatExperience(years: number | null | undefined): string {
  return years === null || years === undefined ? '' : `${years} Years`;
}

/** Whether a lead has an hourly figure (the spec's HourlyPay). */
export function hasHourlyPay(figures: Pick<PayFigures, 'hourlyPayMin' | 'hourlyPayMax'>): boolean {
  return isAmount(figures.hourlyPayMin) || isAmount(figures.hourlyPayMax);
}

/**
 * The pay of the lead detail (§2.4): hourly as '$45/Hr' for Contract leads or whenever there is an hourly figure;
 * otherwise 'min - max' salary when the maximum is not 0.00. An hourly rate needs an hourly figure, so a Contract
 * lead without one shows its salary range (decision: no rate is derived from a salary). Null when there is nothing.
 */
export function formatDetailPay(figures: PayFigures): string | null {
  const currency = currencyOfPlace(figures.country, figures.location);
  const hourly = formatHourlyRate(figures.hourlyPayMin, figures.hourlyPayMax, currency, HOURLY_SUFFIX.detail);
  return hourly ?? formatSalaryRange(figures.minSalary, figures.maxSalary, currency);
}

/** 'N Year(s)' of the lead detail (§3 'detail: N Year(s)'); '' when unknown. */
export function formatExperienceDetail(years: number | null | undefined): string {
  return years === null || years === undefined ? '' : `${years} Year(s)`;
}

/** 'N Month(s)' for the lead detail's Duration; '' when unknown. */
export function formatDuration(months: number | null | undefined): string {
  return months === null || months === undefined ? '' : `${months} Month(s)`;
}

/** Yearly revenue in US dollars, compact: '$12.5M', '$3B'; '' when unknown. */
export function formatRevenue(usd: number | null | undefined): string {
  if (!isAmount(usd)) return '';
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(usd);
  return `$${compact}`;
}

/** 'Aug 21, 2023 3:04 PM' (local time) for a time stamp; '' when missing or invalid. */
export function formatDisplayTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DISPLAY_DATE_FORMAT} h:mm A`) : '';
}

/** A web address as a link target: 'acme.com' becomes 'https://acme.com'; anything but http(s) is refused. */
export function externalUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

import { type CurrencyInfo, countryFromLocation, currencyForCountry } from '@agencyscout/contracts';
import dayjs from 'dayjs';

/**
 * Display formats of prospecting-core §3 'Display formats': dates 'MMM DD, YYYY'; hourly pay as symbol,
 * whole-number part and '/HR'; salaries as symbol with thousands separators and no decimals; experience
 * '{n} Years'. Currencies come from the country-to-currency table (§3) of contracts.
 */
export const DISPLAY_DATE_FORMAT = 'MMM DD, YYYY';

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

/** '$45/HR' or, for a range, '$45 - $60/HR' (whole-number parts, §3); null without any hourly figure. */
export function formatHourlyRate(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: CurrencyInfo,
): string | null {
  const low = isAmount(min) ? Math.trunc(min) : undefined;
  const high = isAmount(max) ? Math.trunc(max) : undefined;
  if (low === undefined && high === undefined) return null;
  if (low === undefined || high === undefined || low === high) return `${currency.symbol}${high ?? low}/HR`;
  return `${currency.symbol}${low} - ${currency.symbol}${high}/HR`;
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

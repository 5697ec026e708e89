/**
 * Country-to-currency table (prospecting-core §3): two-letter country code to symbol, ISO currency
 * code and locale. Default USD with '$'. The country of a location string is its last
 * comma-separated part, or a country name or alias.
 */
export interface CurrencyInfo {
  symbol: string;
  currency: string;
  locale: string;
}

export const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyInfo>> = {
  US: { symbol: '$', currency: 'USD', locale: 'en-US' },
  CA: { symbol: '$', currency: 'CAD', locale: 'en-CA' },
  GB: { symbol: '£', currency: 'GBP', locale: 'en-GB' },
  DE: { symbol: '€', currency: 'EUR', locale: 'de-DE' },
  FR: { symbol: '€', currency: 'EUR', locale: 'fr-FR' },
  NL: { symbol: '€', currency: 'EUR', locale: 'nl-NL' },
  BE: { symbol: '€', currency: 'EUR', locale: 'nl-BE' },
  AU: { symbol: '$', currency: 'AUD', locale: 'en-AU' },
  BR: { symbol: 'R$', currency: 'BRL', locale: 'pt-BR' },
  SE: { symbol: 'kr', currency: 'SEK', locale: 'sv-SE' },
  CH: { symbol: 'CHF', currency: 'CHF', locale: 'de-CH' },
  ES: { symbol: '€', currency: 'EUR', locale: 'es-ES' },
  IT: { symbol: '€', currency: 'EUR', locale: 'it-IT' },
  PL: { symbol: 'zł', currency: 'PLN', locale: 'pl-PL' },
  IE: { symbol: '€', currency: 'EUR', locale: 'en-IE' },
  PT: { symbol: '€', currency: 'EUR', locale: 'pt-PT' },
  AT: { symbol: '€', currency: 'EUR', locale: 'de-AT' },
  DK: { symbol: 'kr', currency: 'DKK', locale: 'da-DK' },
  NO: { symbol: 'kr', currency: 'NOK', locale: 'nb-NO' },
  FI: { symbol: '€', currency: 'EUR', locale: 'fi-FI' },
  CZ: { symbol: 'Kč', currency: 'CZK', locale: 'cs-CZ' },
  HU: { symbol: 'Ft', currency: 'HUF', locale: 'hu-HU' },
  RO: { symbol: 'lei', currency: 'RON', locale: 'ro-RO' },
  GR: { symbol: '€', currency: 'EUR', locale: 'el-GR' },
  SG: { symbol: '$', currency: 'SGD', locale: 'en-SG' },
  HK: { symbol: '$', currency: 'HKD', locale: 'zh-HK' },
  JP: { symbol: '¥', currency: 'JPY', locale: 'ja-JP' },
  CN: { symbol: '¥', currency: 'CNY', locale: 'zh-CN' },
  IN: { symbol: '₹', currency: 'INR', locale: 'en-IN' },
  KR: { symbol: '₩', currency: 'KRW', locale: 'ko-KR' },
  MX: { symbol: '$', currency: 'MXN', locale: 'es-MX' },
  AR: { symbol: '$', currency: 'ARS', locale: 'es-AR' },
  CL: { symbol: '$', currency: 'CLP', locale: 'es-CL' },
  CO: { symbol: '$', currency: 'COP', locale: 'es-CO' },
  PE: { symbol: 'S/', currency: 'PEN', locale: 'es-PE' },
  NZ: { symbol: '$', currency: 'NZD', locale: 'en-NZ' },
  ZA: { symbol: 'R', currency: 'ZAR', locale: 'en-ZA' },
  IL: { symbol: '₪', currency: 'ILS', locale: 'he-IL' },
  AE: { symbol: 'د.إ', currency: 'AED', locale: 'ar-AE' },
  SA: { symbol: '﷼', currency: 'SAR', locale: 'ar-SA' },
};

export const DEFAULT_CURRENCY: CurrencyInfo = { symbol: '$', currency: 'USD', locale: 'en-US' };

/** Country names and aliases (lower case) that a location string may end with. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  america: 'US',
  canada: 'CA',
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  germany: 'DE',
  france: 'FR',
  netherlands: 'NL',
  'the netherlands': 'NL',
  belgium: 'BE',
  australia: 'AU',
  brazil: 'BR',
  sweden: 'SE',
  switzerland: 'CH',
  spain: 'ES',
  italy: 'IT',
  poland: 'PL',
  ireland: 'IE',
  portugal: 'PT',
  austria: 'AT',
  denmark: 'DK',
  norway: 'NO',
  finland: 'FI',
  'czech republic': 'CZ',
  czechia: 'CZ',
  hungary: 'HU',
  romania: 'RO',
  greece: 'GR',
  singapore: 'SG',
  'hong kong': 'HK',
  japan: 'JP',
  china: 'CN',
  india: 'IN',
  'south korea': 'KR',
  korea: 'KR',
  mexico: 'MX',
  argentina: 'AR',
  chile: 'CL',
  colombia: 'CO',
  peru: 'PE',
  'new zealand': 'NZ',
  'south africa': 'ZA',
  israel: 'IL',
  'united arab emirates': 'AE',
  uae: 'AE',
  'saudi arabia': 'SA',
};

/**
 * The two-letter country of a location string ('Toronto, ON, Canada' → 'CA'), from its last
 * comma-separated part as a country name/alias, or as a code of the table when the string has
 * three parts or more ('Austin, TX, US'). A two-part 'Los Angeles, CA' is a state, not Canada.
 * @returns null when no country is recognisable.
 */
export function countryFromLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const parts = location.split(',').map((part) => part.trim());
  const last = parts.at(-1) ?? '';
  if (!last) return null;
  const upper = last.toUpperCase();
  if (parts.length >= 3 && upper.length === 2 && COUNTRY_CURRENCIES[upper]) return upper;
  return COUNTRY_ALIASES[last.toLowerCase()] ?? null;
}

/** Currency of a country code (default USD). */
export function currencyForCountry(country: string | null | undefined): CurrencyInfo {
  return (country && COUNTRY_CURRENCIES[country.toUpperCase()]) || DEFAULT_CURRENCY;
}

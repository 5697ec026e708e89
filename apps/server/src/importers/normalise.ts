/**
 * Normalisation rules shared by the importers: company name keys and domains, employment types
 * (prospecting-core §9), LinkedIn size codes → the 9 size buckets, locations → lead geography, and
 * facts read from description text.
 */
import { createHash } from 'node:crypto';
import type { CompanySizeBucket, EmploymentType } from '@agencyscout/contracts';
import { type GeocodeHints, geocode } from '../modules/places/service.ts';
import type { CompanyDraft, LeadGeo, Placement, RowNote } from './types.ts';

/** The company name key lives with the matching rule (company-matcher.ts); re-exported for the importers. */
export { companyNameKey } from './company-matcher.ts';

/** 'https://www.IBM.com/us-en' or 'www.ibm.com' → 'ibm.com'; null when not a host name. */
export function domainFromUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const host = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    const domain = host.replace(/^www\d?\./, '');
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
  } catch {
    return null;
  }
}

/** A URL with a scheme ('www.ibm.com' → 'https://www.ibm.com'), or null when it is not http(s). */
export function normaliseUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const parsed = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Employment-type words of the feeds → the spec's three types (prospecting-core §9). Documented in
 * docs/importing.md. A null target means the word carries no type (the lead keeps an empty list).
 */
export const EMPLOYMENT_TYPE_WORDS: Readonly<Record<string, EmploymentType | null>> = {
  'full-time': 'Direct Hire',
  'full time': 'Direct Hire',
  fulltime: 'Direct Hire',
  full_time: 'Direct Hire',
  permanent: 'Direct Hire',
  perm: 'Direct Hire',
  'direct hire': 'Direct Hire',
  'part-time': 'Direct Hire',
  'part time': 'Direct Hire',
  part_time: 'Direct Hire',
  apprenticeship: 'Direct Hire',
  contract: 'Contract',
  contractor: 'Contract',
  temporary: 'Contract',
  temp: 'Contract',
  seasonal: 'Contract',
  internship: 'Contract',
  intern: 'Contract',
  freelance: 'Contract',
  'per diem': 'Contract',
  'temp-to-hire': 'Contract to Direct Hire',
  'temp to hire': 'Contract to Direct Hire',
  'temp to perm': 'Contract to Direct Hire',
  'contract to hire': 'Contract to Direct Hire',
  'contract-to-hire': 'Contract to Direct Hire',
  'contract to direct hire': 'Contract to Direct Hire',
  volunteer: null,
  other: null,
};

const TYPE_ORDER: readonly EmploymentType[] = ['Contract', 'Contract to Direct Hire', 'Direct Hire'];

/**
 * 'Full-time, Internship' → ['Contract', 'Direct Hire'] (sorted, unique). Words are split on commas,
 * slashes, semicolons and ' - '; `extra` adds or overrides words (a CSV mapping's table).
 * @returns the types and the words that matched nothing.
 */
export function employmentTypesFrom(
  text: string | null | undefined,
  extra: Readonly<Record<string, EmploymentType | null>> = {},
): { types: EmploymentType[]; unknown: string[] } {
  const types = new Set<EmploymentType>();
  const unknown: string[] = [];
  for (const word of (text ?? '').split(/[,;/|]|\s-\s/)) {
    const key = word.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!key) continue;
    const extraKey = Object.keys(extra).find((candidate) => candidate.toLowerCase() === key);
    const target = extraKey !== undefined ? extra[extraKey] : EMPLOYMENT_TYPE_WORDS[key];
    if (target) types.add(target);
    else if (target === undefined) unknown.push(word.trim());
  }
  return { types: TYPE_ORDER.filter((type) => types.has(type)), unknown };
}

/**
 * LinkedIn's company size code (0 smallest … 7 largest) → the spec's buckets above self-employed:
 * 0 '1-10', 1 '11-50', 2 '51-200', 3 '201-500', 4 '501-1,000', 5 '1,001-5,000', 6 '5,001-10,000', 7 '10,001+'.
 */
export function bucketFromLinkedinSize(code: string | null): CompanySizeBucket | null {
  const buckets: CompanySizeBucket[] = [
    '1-10',
    '11-50',
    '51-200',
    '201-500',
    '501-1,000',
    '1,001-5,000',
    '5,001-10,000',
    '10,001+',
  ];
  if (code === null || !/^[0-7]$/.test(code)) return null;
  return buckets[Number(code)] ?? null;
}

/**
 * Lead geography from the published location text (street parts taken out first). Coordinates are
 * kept only when the city itself is in the gazetteer; a state, metro area or country keeps the codes
 * and no point, so a radius search never pins it to an arbitrary city.
 * @returns the fields, how the place was found, and a note unless it was placed at a city.
 */
export function leadGeo(
  location: string | null,
  hints: GeocodeHints = {},
): { geo: LeadGeo; placement: Placement | null; warning: RowNote | null } {
  const empty: LeadGeo = { city: null, state: null, country: hints.country ?? null, latitude: null, longitude: null };
  if (!location) return { geo: empty, placement: null, warning: 'no location' };
  const result = geocode(location, hints);
  if (!result.ok) {
    return {
      geo: empty,
      placement: null,
      warning: { kind: `location not placed (${result.reason})`, value: location },
    };
  }
  const exact = result.precision === 'city';
  return {
    geo: {
      city: result.city,
      state: result.stateCode,
      country: result.countryCode,
      latitude: exact ? result.latitude : null,
      longitude: exact ? result.longitude : null,
    },
    placement: result.precision,
    warning: exact ? null : { kind: `placed at ${result.precision} level`, value: location },
  };
}

/** A company name as its first non-empty line, trimmed ('Acme Corp\n3.8' → 'Acme Corp'). */
export function companyNameFirstLine(name: string): string {
  return (
    name
      .split(/\r\n|\n|\r/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/** A company with only a name; sources fill in what they know. */
export function companyDraft(name: string, fields: Partial<CompanyDraft> = {}): CompanyDraft {
  return {
    name: companyNameFirstLine(name).slice(0, 300),
    domain: null,
    url: null,
    address: null,
    address2: null,
    city: null,
    state: null,
    country: null,
    zip: null,
    latitude: null,
    longitude: null,
    phone: null,
    revenueUsd: null,
    employeeRange: null,
    industry: null,
    description: null,
    status: null,
    ...fields,
  };
}

const EXPERIENCE =
  /\b(\d{1,2})\s*\+?\s*(?:(?:-|to)\s*\d{1,2}\s*)?(?:years?|yrs?)['’]?\s+(?:of\s+)?(?:[a-z/-]+\s+){0,4}?experience\b/i;
const DURATION = /\b(\d{1,2})[\s-]*months?\s+(?:contract|assignment|project|engagement)\b/i;

/** '5+ years of relevant experience' → 5 (the first such phrase of a description), else null. */
export function minimumExperienceFromText(text: string | null | undefined): number | null {
  const match = text ? EXPERIENCE.exec(text) : null;
  const years = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(years) && years <= 40 ? years : null;
}

/** '6 month contract' → 6, else null. */
export function durationMonthsFromText(text: string | null | undefined): number | null {
  const match = text ? DURATION.exec(text) : null;
  const months = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(months) && months > 0 && months <= 60 ? months : null;
}

/**
 * Natural key for sources without ids: SHA-256 (hex, first 32 characters) of the lower-cased,
 * whitespace-collapsed title, company, location and description joined with '|'.
 */
/**
 * The natural key of a posting without an id (issue #31 point 5): a fingerprint of the posting's own words and of
 * its posted date and pay as written (`datedAndPaid`), so rows that differ in date or pay are two postings and only a
 * true repeat is merged. When the date and pay are all empty the key is the posting's fingerprint, as before; when
 * not, that earlier key comes along (`earlierSourceId`) so the writer moves the lead an earlier import stored under
 * it to the new key instead of adding it twice.
 */
export function postingKey(
  posting: readonly (string | null)[],
  datedAndPaid: readonly (string | null | undefined)[],
): { sourceId: string; earlierSourceId?: string } {
  const earlier = postingFingerprint(posting);
  if (datedAndPaid.every((value) => !value)) return { sourceId: earlier };
  return {
    sourceId: postingFingerprint([...posting, ...datedAndPaid.map((value) => value ?? null)]),
    earlierSourceId: earlier,
  };
}

export function postingFingerprint(parts: readonly (string | null)[]): string {
  const text = parts.map((part) => (part ?? '').toLowerCase().replace(/\s+/g, ' ').trim()).join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

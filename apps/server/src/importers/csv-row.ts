/**
 * One row of a generic feed → a lead draft (docs/importing.md "Your own feed"). Nothing is invented:
 * a value that cannot be read honestly is left out with a note naming its kind and value, and a value
 * that is present but wrong where the mapping promised a format (a date, a number) rejects the row.
 */
import { countryFromLocation, currencyForCountry, type PayPeriod } from '@agencyscout/contracts';
import { descriptionHtml } from '../lib/html.ts';
import { type GeocodeHints, geocode } from '../modules/places/service.ts';
import { industryFromName } from './industry-map.ts';
import type { CsvMapping, FieldKey } from './mapping-schema.ts';
import {
  companyDraft,
  domainFromUrl,
  employmentTypesFrom,
  leadGeo,
  minimumExperienceFromText,
  normaliseUrl,
  postingKey,
} from './normalise.ts';
import {
  implausiblePay,
  NO_PAY,
  type ParsedSalary,
  type PeriodSource,
  parseSalaryText,
  payFromAmounts,
  payNotes,
  periodFromMagnitude,
  periodFromWord,
  periodStatedIn,
} from './salary.ts';
import type { CompanyDraft, LeadDraft, LeadGeo, LeadPay, Placement, RowNote, RowOutcome } from './types.ts';
import { companySizeFromText, parseDate, parseNumber, RowError } from './values.ts';

/** A row's values by lead field (constants included); null = empty. */
export type Fields = Partial<Record<FieldKey, string | null>>;

/** What the row's code needs from the mapping: the mapping and a label per field for messages. */
export interface RowContext {
  mapping: CsvMapping;
  /** The header name, 'column 3' or 'constant' — used in reasons. */
  labels: Partial<Record<FieldKey, string>>;
}

type Geo = { geo: LeadGeo; placement: Placement | null; notes: RowNote[] };

/** 'CA', 'Canada', 'USA' → 'US' | 'CA'; other countries as their code; null when unknown. */
function countryCode(text: string | null | undefined): string | null {
  if (!text) return null;
  const upper = text.trim().toUpperCase();
  if (upper.length === 2) return upper;
  return countryFromLocation(text.trim());
}

function coveredCountry(code: string | null): 'US' | 'CA' | null {
  return code === 'US' || code === 'CA' ? code : null;
}

/** The location text as the feed published it: the location column, else its city/state/country joined. */
export function rawLocation(fields: Fields, constants: ReadonlySet<FieldKey>): string | null {
  if (fields.location && !constants.has('location')) return fields.location;
  const parts = (['city', 'state', 'country'] as const)
    .filter((key) => !constants.has(key))
    .map((key) => fields[key])
    .filter(Boolean);
  return parts.join(', ') || null;
}

function geoOf(fields: Fields, context: RowContext, raw: string | null): Geo {
  const country = countryCode(fields.country);
  const hints: GeocodeHints = { country: coveredCountry(country), state: fields.state ?? null };
  if (country && !hints.country) {
    const geo = { city: null, state: null, country, latitude: null, longitude: null };
    return { geo, placement: 'country', notes: [{ kind: 'location outside the US and Canada', value: country }] };
  }
  const text = fields.location ?? (fields.city ? [fields.city, fields.state].filter(Boolean).join(', ') : null);
  const located = leadGeo(text ?? fields.state ?? null, hints);
  const notes: RowNote[] = [];
  if (typeof located.warning === 'string') notes.push(located.warning);
  else if (located.warning) notes.push({ kind: located.warning.kind, value: raw ?? located.warning.value });
  if (!located.geo.country && country) located.geo.country = country;
  const latitude = parseNumber(fields.latitude ?? null, context.labels.latitude, { min: -90, max: 90 });
  const longitude = parseNumber(fields.longitude ?? null, context.labels.longitude, { min: -180, max: 180 });
  if (latitude === null || longitude === null) return { geo: located.geo, placement: located.placement, notes };
  return { geo: { ...located.geo, latitude, longitude }, placement: 'coordinates', notes: [] };
}

/** '0', '$0', '0.00': a bound of zero, which feeds write for 'no minimum' next to a real maximum. */
const ZERO_AMOUNT = /^\s*[$£€]?\s*0+(?:\.0+)?\s*$/;

/**
 * The row's amounts and stated period: the salary text, else the min/max columns (which may carry words). A bound
 * of zero is left out with a note; the other bound is kept.
 * @throws RowError when a min/max column holds something that is not a number.
 */
function amountsOf(fields: Fields, context: RowContext): { parsed: ParsedSalary | null; notes: RowNote[] } {
  if (!fields.salaryMin && !fields.salaryMax) return { parsed: parseSalaryText(fields.salary ?? null), notes: [] };
  const notes: RowNote[] = [];
  const bound = (key: 'salaryMin' | 'salaryMax') => {
    const text = fields[key] ?? null;
    if (text && ZERO_AMOUNT.test(text)) {
      notes.push({ kind: `salary ${key === 'salaryMin' ? 'minimum' : 'maximum'} of 0 left out`, value: text });
      return null;
    }
    const parsed = parseSalaryText(text);
    if (text && !parsed && !/^\s*[-−]/.test(text)) {
      throw new RowError(`invalid number in column "${context.labels[key]}"`);
    }
    return parsed;
  };
  const low = bound('salaryMin');
  const high = bound('salaryMax');
  if (!low && !high) return { parsed: null, notes };
  const parsed = { min: low?.min ?? null, max: high?.max ?? null, period: low?.period ?? high?.period ?? null };
  return { parsed, notes };
}

/** The period of the row's pay and how it was found: stated, told by the row or feed, or guessed from the size. */
function periodOf(
  fields: Fields,
  context: RowContext,
  parsed: ParsedSalary,
): { period: PayPeriod | null; source: PeriodSource; unknownWord?: string } {
  if (parsed.period) return { period: parsed.period, source: 'stated' };
  if (fields.payPeriod) {
    const period = periodFromWord(fields.payPeriod, context.mapping.payPeriods);
    return period ? { period, source: 'told' } : { period: null, source: 'told', unknownWord: fields.payPeriod };
  }
  const told = context.mapping.salaryPeriod ?? periodStatedIn(fields.description ?? null);
  if (told) return { period: told, source: 'told' };
  return { period: periodFromMagnitude(parsed.min, parsed.max), source: 'guessed' };
}

function payOf(fields: Fields, context: RowContext): { pay: LeadPay; notes: RowNote[] } {
  const { parsed, notes } = amountsOf(fields, context);
  const shown = fields.salary ?? [fields.salaryMin, fields.salaryMax].filter(Boolean).join(' - ');
  if (!parsed) return { pay: NO_PAY, notes };
  const { period, source, unknownWord } = periodOf(fields, context, parsed);
  if (unknownWord !== undefined)
    return { pay: NO_PAY, notes: [...notes, { kind: 'salary left out: pay period word unknown', value: unknownWord }] };
  if (!period) return { pay: NO_PAY, notes: [...notes, { kind: 'salary left out: pay period unknown', value: shown }] };
  const pay = payFromAmounts(parsed.min, parsed.max, period);
  const implausible = implausiblePay(pay);
  if (implausible) return { pay: NO_PAY, notes: [...notes, { kind: implausible, value: `${shown} (${period})` }] };
  return { pay, notes: [...notes, ...payNotes(period, source, shown)] };
}

function companyOf(fields: Fields): { company: CompanyDraft | null; notes: RowNote[] } {
  if (!fields.company) return { company: null, notes: [] };
  const notes: RowNote[] = [];
  const size = companySizeFromText(fields.companySize ?? null);
  if (size.note) notes.push({ kind: size.note, value: fields.companySize ?? '' });
  const place = fields.companyCity ? geocode(fields.companyCity) : null;
  if (place && !place.ok) notes.push({ kind: 'company headquarters not placed', value: fields.companyCity ?? '' });
  const located = place?.ok ? place : null;
  const company = companyDraft(fields.company, {
    domain: domainFromUrl(fields.companyUrl ?? null),
    url: normaliseUrl(fields.companyUrl ?? null),
    address: located?.street ?? null,
    city: located?.precision === 'city' ? located.city : null,
    state: located?.stateCode ?? null,
    country: located?.countryCode ?? null,
    zip: located?.zip ?? null,
    employeeRange: size.bucket,
    industry: industryFromName(fields.companyIndustry ?? null),
  });
  return { company: company.name ? company : null, notes };
}

function categories(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[;|]/)
    .map((name) => name.trim().slice(0, 200))
    .filter(Boolean);
}

/** Builds the lead; @throws RowError for a value present but unreadable in a promised format. */
function buildLead(fields: Fields, context: RowContext, constants: ReadonlySet<FieldKey>): RowOutcome<LeadDraft> {
  const { mapping, labels } = context;
  const title = fields.title as string;
  const location = rawLocation(fields, constants);
  const geo = geoOf(fields, context, location);
  const { pay, notes: payNotes } = payOf(fields, context);
  const { company, notes: companyNotes } = companyOf(fields);
  const types = employmentTypesFrom(fields.employmentType ?? null, mapping.employmentTypes);
  const experience = parseNumber(fields.minExperienceYears ?? null, labels.minExperienceYears, { min: 0, max: 60 });
  const duration = parseNumber(fields.durationMonths ?? null, labels.durationMonths, { min: 0, max: 120 });
  const hasPay = Object.values(pay).some((value) => value !== null);
  const currency = fields.currency ? fields.currency.trim().toUpperCase() : null;
  const currencyOk = !hasPay || currency === null || /^[A-Z]{3}$/.test(currency);
  const warnings: RowNote[] = [
    ...(currencyOk ? [] : [{ kind: 'currency not an ISO code: the country’s was used', value: fields.currency ?? '' }]),
    ...(company ? [] : ['no company']),
    ...geo.notes,
    ...payNotes,
    ...companyNotes,
    ...types.unknown.map((word) => ({ kind: 'employment type not mapped', value: word })),
  ];
  const value: LeadDraft = {
    ...naturalKey(fields, title, company?.name ?? null, location),
    title: title.slice(0, 500),
    company,
    location,
    placement: geo.placement,
    ...geo.geo,
    description: descriptionHtml(fields.description ?? null),
    employmentTypes: types.types,
    ...pay,
    salaryCurrency: hasPay ? ((currencyOk ? currency : null) ?? currencyForCountry(geo.geo.country).currency) : null,
    durationMonths: duration === null ? null : Math.round(duration),
    minExperienceYears: experience === null ? minimumExperienceFromText(fields.description) : Math.round(experience),
    postedAt: parseDate(fields.postedAt ?? null, labels.postedAt, mapping.dateFormat),
    careersPageUrl: normaliseUrl(fields.careersPage ?? null),
    sourceUrl: normaliseUrl(fields.sourceUrl ?? null),
    jobCategories: categories(fields.jobCategory),
  };
  return { ok: true, value, warnings };
}

/** A row's natural key: its id column, else the posting's key with its date and pay (normalise.ts `postingKey`). */
function naturalKey(
  fields: Fields,
  title: string,
  company: string | null,
  location: string | null,
): Pick<LeadDraft, 'sourceId' | 'earlierSourceId'> {
  if (fields.sourceId) return { sourceId: fields.sourceId };
  return postingKey(
    [title, company, location, fields.description ?? null],
    [fields.postedAt, fields.salary, fields.salaryMin, fields.salaryMax, fields.payPeriod],
  );
}

/** A row of the feed → a lead, or the reason it is rejected. */
export function toLead(fields: Fields, context: RowContext, constants: ReadonlySet<FieldKey>): RowOutcome<LeadDraft> {
  if (!fields.title) return { ok: false, reason: `missing title (column "${context.labels.title}")` };
  const same = (value: string | null | undefined, label: string | undefined) =>
    Boolean(value && label && value.trim().toLowerCase() === label.trim().toLowerCase());
  if (same(fields.title, context.labels.title) && same(fields.company, context.labels.company)) {
    return { ok: false, reason: 'repeated header row' };
  }
  try {
    return buildLead(fields, context, constants);
  } catch (error) {
    if (error instanceof RowError) return { ok: false, reason: error.message };
    throw error;
  }
}

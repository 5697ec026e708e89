/**
 * Builders of synthetic demo rows. Everything is clearly fictional: company domains end in
 * `.example.com`, phone numbers use the 555-01xx range reserved for fiction, LinkedIn addresses point
 * to linkedin.example.com. Only the cities are real (from the gazetteer).
 */
import {
  COMPANY_SIZE_BUCKETS,
  type CompanySizeBucket,
  EMAIL_VERIFICATION_STATUS_VALUES,
  PHONE_VERIFICATION_STATUS_VALUES,
  POSITION_CLUSTERS,
} from '@agencyscout/contracts';
import { companyNameKey } from '../importers/normalise.ts';
import { type CompanyRecord, DEMO_SOURCE } from '../importers/repository.ts';
import { joinNameParts, withArticle } from './demo-grammar.ts';
import type { DemoCity, DemoRandom } from './demo-random.ts';
import { weightedList } from './demo-random.ts';
import {
  CLUSTER_POSITIONS,
  COMPANY_NAME_FIRST,
  COMPANY_NAME_SECOND,
  COMPANY_SUFFIX,
  DEPARTMENTS,
  JOB_FAMILIES,
  type JobFamily,
  TIP_NOTES,
} from './demo-vocabulary.ts';

export { DEMO_SOURCE };

export interface DemoCompany {
  record: CompanyRecord;
  family: JobFamily;
  city: DemoCity;
  domain: string;
}

/** Size buckets weighted like a real employer mix (few giants, many mid-size). */
const SIZE_WEIGHTS = weightedList<CompanySizeBucket>(
  COMPANY_SIZE_BUCKETS.map((bucket, index) => [bucket, [1, 6, 14, 20, 16, 12, 16, 6, 9][index] ?? 1] as const),
);
const REVENUE_PER_EMPLOYEE_USD = 180_000;
/** Typical head count of each size bucket (revenue and lead volume scale with it). */
export const SIZE_MIDPOINT: Readonly<Record<CompanySizeBucket, number>> = {
  'Self-employed': 1,
  '1-10': 6,
  '11-50': 30,
  '51-200': 120,
  '201-500': 350,
  '501-1,000': 750,
  '1,001-5,000': 3000,
  '5,001-10,000': 7500,
  '10,001+': 25_000,
};

const EMAIL_STATUSES = weightedList([
  ...EMAIL_VERIFICATION_STATUS_VALUES.map((status, index) => [status, [55, 15, 10, 12][index] ?? 1] as const),
  [null, 8] as const,
]);
const PHONE_STATUSES = weightedList([
  ...PHONE_VERIFICATION_STATUS_VALUES.map((status, index) => [status, [16, 14, 10, 22, 10, 8, 6][index] ?? 1] as const),
  [null, 14] as const,
]);

function slug(text: string): string {
  return companyNameKey(text).replace(/\s+/g, '-');
}

/** A fictional phone number: a real-looking area code and the 555-01xx range. */
export function demoPhone(random: DemoRandom): string {
  return `(${random.int(201, 989)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

function postalCode(random: DemoRandom, city: DemoCity): string {
  if (city.countryCode === 'US') return random.faker.location.zipCode('#####');
  const letter = () => random.pick('ABCEGHJKLMNPRSTVXY'.split(''));
  return `${letter()}${random.int(0, 9)}${letter()} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
}

function companyName(random: DemoRandom, family: JobFamily, taken: Set<string>, index: number): string {
  const seconds = COMPANY_NAME_SECOND[family.category] ?? ['Group'];
  for (let attempt = 0; attempt < 6; attempt++) {
    const first = random.chance(0.5) ? random.pick(COMPANY_NAME_FIRST) : random.faker.person.lastName();
    const name = joinNameParts([first, random.pick(seconds), random.pick(COMPANY_SUFFIX)]);
    if (!taken.has(companyNameKey(name))) {
      taken.add(companyNameKey(name));
      return name;
    }
  }
  const name = joinNameParts([random.pick(COMPANY_NAME_FIRST), random.pick(seconds), String(index + 1)]);
  taken.add(companyNameKey(name));
  return name;
}

/**
 * The company's About text. That the company is generated is said once, in the app's frame while demo data is
 * loaded (GET /api/config `demoData`), not in every company's text (issue #30).
 */
function companyDescription(name: string, family: JobFamily, city: DemoCity, founded: number): string {
  const industry = (family.industries[0] ?? 'Services').toLowerCase();
  return (
    `<p><strong>${name}</strong> is ${withArticle(industry)} employer headquartered in ` +
    `${city.name}, ${city.stateCode}, founded in ${founded}.</p>`
  );
}

/** One company; `taken` keeps the normalised names unique across the run. */
export function demoCompany(
  random: DemoRandom,
  index: number,
  taken: Set<string>,
  industryIds: ReadonlyMap<string, number>,
): DemoCompany {
  const family = random.pick(JOB_FAMILIES);
  const city = random.city();
  const name = companyName(random, family, taken, index);
  const domain = `${slug(name)}.example.com`;
  const size = random.weighted(SIZE_WEIGHTS);
  const revenue = Math.round((SIZE_MIDPOINT[size] * REVENUE_PER_EMPLOYEE_USD * (0.5 + random.next())) / 1000) * 1000;
  const record: CompanyRecord = {
    name,
    name_key: companyNameKey(name),
    domain,
    url: `https://www.${domain}`,
    address: random.faker.location.streetAddress(),
    address2: random.chance(0.3) ? `Suite ${random.int(100, 1999)}` : null,
    city: city.name,
    state: city.stateCode,
    country: city.countryCode,
    zip: postalCode(random, city),
    latitude: city.latitude,
    longitude: city.longitude,
    phone: demoPhone(random),
    revenue_usd: revenue,
    employee_range: size,
    industry_id: industryIds.get(random.pick(family.industries)) ?? null,
    description: companyDescription(name, family, city, random.int(1950, 2021)),
    status: random.chance(0.03) ? 0 : 1,
    source: DEMO_SOURCE,
    source_id: String(index),
  };
  return { record, family, city, domain };
}

export interface ContactRecord {
  company_id: number;
  first_name: string;
  last_name: string;
  position: string | null;
  position_cluster: string | null;
  email: string | null;
  email_last_verified_status: string | null;
  phone_number: string | null;
  phone_number_last_verified_status: string | null;
  office_phone: string | null;
  office_phone_last_verified_status: string | null;
  phone_extension: string | null;
  address1: string | null;
  address2: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  zip: string | null;
  linkedin_url: string | null;
  source: string;
  source_id: string;
}

/** A contact at the company with the spec's mix of verification statuses and position clusters. */
export function demoContact(random: DemoRandom, company: DemoCompany, companyId: number, key: string): ContactRecord {
  const first = random.faker.person.firstName();
  const last = random.faker.person.lastName();
  const cluster = random.chance(0.9) ? random.pick(POSITION_CLUSTERS) : null;
  const position = cluster
    ? random.pick(CLUSTER_POSITIONS[cluster])
    : random.pick(['Coordinator', 'Specialist', 'Analyst']);
  const hasEmail = random.chance(0.92);
  const hasCell = random.chance(0.7);
  const handle = `${slug(first)}.${slug(last)}`.replace(/-/g, '');
  return {
    company_id: companyId,
    first_name: first,
    last_name: last,
    position,
    position_cluster: cluster,
    email: hasEmail ? `${handle}@${company.domain}` : null,
    email_last_verified_status: hasEmail ? random.weighted(EMAIL_STATUSES) : null,
    phone_number: hasCell ? demoPhone(random) : null,
    phone_number_last_verified_status: hasCell ? random.weighted(PHONE_STATUSES) : null,
    office_phone: company.record.phone,
    office_phone_last_verified_status: random.weighted(PHONE_STATUSES),
    phone_extension: random.chance(0.35) ? String(random.int(100, 9999)) : null,
    address1: company.record.address,
    address2: company.record.address2,
    country: company.record.country,
    state: company.record.state,
    city: company.record.city,
    zip: company.record.zip,
    linkedin_url: `https://linkedin.example.com/in/${handle.replace(/\./g, '-')}-${random.int(1000, 9999)}`,
    source: DEMO_SOURCE,
    source_id: key,
  };
}

export interface TipRecord {
  company_id: number;
  company_name: string;
  discovered_at: string;
  additional_information: string;
  job_tips: string;
  location: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  source: string;
  source_id: string;
}

/** An agency tip discovered within the last 12 months (prospecting-core §9 'Agency tips window'). */
export function demoTip(
  random: DemoRandom,
  company: DemoCompany,
  companyId: number,
  anchor: Date,
  key: string,
): TipRecord {
  const department = random.pick(DEPARTMENTS);
  const note = random.pick(TIP_NOTES).replace('{dept}', department);
  const roles = [random.pick(company.family.titles), random.pick(company.family.titles)];
  const discovered = anchor.getTime() - random.int(0, 364) * 86_400_000 - random.int(0, 86_399) * 1000;
  return {
    company_id: companyId,
    company_name: company.record.name,
    discovered_at: new Date(discovered).toISOString(),
    additional_information: `${note}.`,
    job_tips:
      `<p>${company.record.name} has worked with staffing agencies in the last 12 months.</p>` +
      `<ul>${[...new Set(roles)].map((role) => `<li>${role} (contract)</li>`).join('')}</ul>`,
    location: `${company.city.name}, ${company.city.stateCode}`,
    city: company.city.name,
    state: company.city.stateCode,
    country: company.city.countryCode,
    latitude: company.city.latitude,
    longitude: company.city.longitude,
    source: DEMO_SOURCE,
    source_id: key,
  };
}

/**
 * One synthetic lead: a title from the company's job family, a real city, employment types and pay in
 * the spec's terms (hourly for contract work, yearly salary for direct hire), a posted date within the
 * last year (recent days more likely), and an HTML description consistent with those fields.
 */
import { createHash } from 'node:crypto';
import { currencyForCountry, type EmploymentType, type LeadType } from '@agencyscout/contracts';
import type { LeadRecord } from '../importers/repository.ts';
import { indefiniteArticle } from './demo-grammar.ts';
import type { DemoCity, DemoRandom } from './demo-random.ts';
import { weightedList } from './demo-random.ts';
import { DEMO_SOURCE, type DemoCompany } from './demo-records.ts';
import { BENEFITS, SENIORITY } from './demo-vocabulary.ts';

/** Share of Agency leads; the rest are Open Web leads. */
export const AGENCY_SHARE = 0.35;
const TYPES_BY_LEAD_TYPE: Record<LeadType, ReturnType<typeof weightedList<EmploymentType>>> = {
  Agency: weightedList<EmploymentType>([
    ['Contract', 50],
    ['Contract to Direct Hire', 25],
    ['Direct Hire', 25],
  ]),
  OpenWeb: weightedList<EmploymentType>([
    ['Direct Hire', 60],
    ['Contract', 30],
    ['Contract to Direct Hire', 10],
  ]),
};
const DURATIONS_MONTHS = [3, 6, 6, 9, 12, 12, 18, 24] as const;
const DAY_MS = 86_400_000;
/** Titles that already say their seniority. */
const SENIORITY_WORD = /^(Junior|Senior|Lead|Principal|Chief)\b/;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function description(company: DemoCompany, title: string, city: DemoCity, years: number, random: DemoRandom): string {
  const family = company.family;
  const duties = random.faker.helpers.arrayElements(family.duties, 4);
  const skills = random.faker.helpers.arrayElements(family.skills, 3);
  const perks = random.faker.helpers.arrayElements(BENEFITS, 2);
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return (
    `<p><strong>${company.record.name}</strong> is hiring ${indefiniteArticle(title)} <strong>${title}</strong> in ${city.name}, ${city.stateCode}.</p>` +
    `<p>What you will do:</p>${list(duties.map((duty) => duty[0]?.toUpperCase() + duty.slice(1)))}` +
    `<p>What you bring:</p>${list([`${years}+ years of experience in a similar role`, ...skills])}` +
    `<p>We offer ${perks.join(' and ')}.</p>`
  );
}

interface Pay {
  hourly_pay_min: number | null;
  hourly_pay_max: number | null;
  min_salary: number | null;
  max_salary: number | null;
}

function pay(company: DemoCompany, types: EmploymentType[], factor: number, random: DemoRandom): Pay {
  const none = { hourly_pay_min: null, hourly_pay_max: null, min_salary: null, max_salary: null };
  if (random.chance(0.15)) return none;
  const spread = 0.85 + random.next() * 0.3;
  if (types.includes('Contract') || types.includes('Contract to Direct Hire')) {
    const [low, high] = company.family.hourly;
    const min = Math.round((low + (high - low) * random.next() * 0.6) * factor * spread);
    return { ...none, hourly_pay_min: min, hourly_pay_max: min + random.int(2, 15) };
  }
  const [low, high] = company.family.salary;
  const min = roundTo((low + (high - low) * random.next() * 0.6) * factor * spread, 1000);
  return { ...none, min_salary: min, max_salary: min + roundTo(min * (0.1 + random.next() * 0.25), 1000) };
}

/** The seniority prefix and the family's title, without a second seniority ('Senior Accountant' stays as it is). */
export function leadTitle(prefix: string, base: string): string {
  return SENIORITY_WORD.test(base) ? base : `${prefix}${base}`;
}

/** The lead's posted time: within the year before `anchor`, a quarter of them in the last two weeks. */
function postedAt(anchor: Date, random: DemoRandom): string {
  const days = Math.floor(365 * random.next() ** 2.5);
  return new Date(anchor.getTime() - days * DAY_MS - random.int(0, 86_399) * 1000).toISOString();
}

export function demoLeadRecord(
  random: DemoRandom,
  index: number,
  company: DemoCompany & { id: number },
  primaryContactId: number | null,
  context: { anchor: Date; categoryIds: ReadonlyMap<string, number>; agencyOnly?: boolean },
): LeadRecord {
  const leadType: LeadType = context.agencyOnly || random.chance(AGENCY_SHARE) ? 'Agency' : 'OpenWeb';
  const seniority = random.pick(SENIORITY);
  const title = leadTitle(seniority.prefix, random.pick(company.family.titles));
  const city = random.chance(0.5) ? company.city : random.city();
  const types = [random.weighted(TYPES_BY_LEAD_TYPE[leadType])];
  if (random.chance(0.05) && types[0] !== 'Direct Hire') types.push('Direct Hire');
  const years = random.int(seniority.years[0], seniority.years[1]);
  const money = pay(company, types, seniority.factor, random);
  const hasPay = Object.values(money).some((value) => value !== null);
  const categoryId = context.categoryIds.get(company.family.category);
  const record: Omit<LeadRecord, 'content_hash'> = {
    lead_type: leadType,
    title,
    company_id: company.id,
    company_name: company.record.name,
    location: `${city.name}, ${city.stateCode}`,
    location_precision: 'city',
    city: city.name,
    state: city.stateCode,
    country: city.countryCode,
    latitude: city.latitude,
    longitude: city.longitude,
    description: description(company, title, city, years, random),
    employment_types: types,
    ...money,
    duration_months: types.includes('Contract') ? random.pick(DURATIONS_MONTHS) : null,
    salary_currency: hasPay ? currencyForCountry(city.countryCode).currency : null,
    min_experience_years: years,
    posted_at: postedAt(context.anchor, random),
    careers_page_url: random.chance(0.6) ? `https://careers.${company.domain}/jobs/${index + 1}` : null,
    source: DEMO_SOURCE,
    source_id: String(index),
    source_url: null,
    job_category_ids: categoryId === undefined ? [] : [categoryId],
    primary_contact_id: primaryContactId,
  };
  return { ...record, content_hash: createHash('sha1').update(JSON.stringify(record)).digest('hex') };
}

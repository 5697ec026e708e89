/**
 * The corpus when the shared datasets are missing: postings generated from a small hand-written vocabulary of
 * common US job titles, cities and company-name parts (nothing here comes from a dataset). Also names extra
 * companies by recombining real names when a web asks for more boards than the corpus has companies.
 */
import type { CorpusBuilder } from './corpus.ts';
import { hash32, pick } from './hash.ts';
import type { Pay, WorkType } from './types.ts';

/** Title, and its typical pay. */
const TITLES: readonly [string, Pay][] = [
  ['Registered Nurse', { min: 38, max: 52, period: 'HOUR' }],
  ['Warehouse Associate', { min: 17, max: 21, period: 'HOUR' }],
  ['Software Engineer', { min: 110000, max: 150000, period: 'YEAR' }],
  ['Customer Service Representative', { min: 16, max: 20, period: 'HOUR' }],
  ['Accountant', { min: 60000, max: 78000, period: 'YEAR' }],
  ['Project Manager', { min: 85000, max: 115000, period: 'YEAR' }],
  ['Truck Driver', { min: 24, max: 30, period: 'HOUR' }],
  ['Sales Representative', { min: 50000, max: 70000, period: 'YEAR' }],
  ['Administrative Assistant', { min: 18, max: 23, period: 'HOUR' }],
  ['Data Analyst', { min: 70000, max: 95000, period: 'YEAR' }],
  ['Maintenance Technician', { min: 22, max: 30, period: 'HOUR' }],
  ['Civil Engineer', { min: 75000, max: 105000, period: 'YEAR' }],
  ['Medical Assistant', { min: 18, max: 22, period: 'HOUR' }],
  ['Line Cook', { min: 15, max: 19, period: 'HOUR' }],
  ['Financial Analyst', { min: 70000, max: 90000, period: 'YEAR' }],
  ['Electrician', { min: 28, max: 40, period: 'HOUR' }],
  ['Marketing Coordinator', { min: 50000, max: 62000, period: 'YEAR' }],
  ['Forklift Operator', { min: 18, max: 22, period: 'HOUR' }],
  ['Human Resources Generalist', { min: 58000, max: 72000, period: 'YEAR' }],
  ['Pharmacy Technician', { min: 17, max: 22, period: 'HOUR' }],
  ['Operations Manager', { min: 80000, max: 105000, period: 'YEAR' }],
  ['Machine Operator', { min: 17, max: 23, period: 'HOUR' }],
  ['Structural Engineer', { min: 80000, max: 115000, period: 'YEAR' }],
  ['Bank Teller', { min: 16, max: 19, period: 'HOUR' }],
  ['Environmental Specialist', { min: 55000, max: 75000, period: 'YEAR' }],
  ['Physical Therapist', { min: 85000, max: 105000, period: 'YEAR' }],
  ['IT Support Specialist', { min: 22, max: 28, period: 'HOUR' }],
  ['Payroll Specialist', { min: 52000, max: 64000, period: 'YEAR' }],
  ['Welder', { min: 21, max: 28, period: 'HOUR' }],
  ['Account Executive', { min: 65000, max: 90000, period: 'YEAR' }],
];

const CITIES: readonly [string, string][] = [
  ['New York', 'NY'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['Atlanta', 'GA'],
  ['Los Angeles', 'CA'],
  ['Austin', 'TX'],
  ['Boston', 'MA'],
  ['San Francisco', 'CA'],
  ['Phoenix', 'AZ'],
  ['Washington', 'DC'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['Charlotte', 'NC'],
  ['Nashville', 'TN'],
  ['Columbus', 'OH'],
  ['Indianapolis', 'IN'],
  ['Minneapolis', 'MN'],
  ['Philadelphia', 'PA'],
  ['Tampa', 'FL'],
  ['Miami', 'FL'],
  ['Orlando', 'FL'],
  ['Salt Lake City', 'UT'],
  ['Kansas City', 'MO'],
  ['Pittsburgh', 'PA'],
  ['Raleigh', 'NC'],
  ['Portland', 'OR'],
  ['San Diego', 'CA'],
  ['St. Louis', 'MO'],
  ['Detroit', 'MI'],
];

const NAME_HEADS = [
  'Northwind',
  'Blue Ridge',
  'Summit',
  'Harbor',
  'Pioneer',
  'Cedar',
  'Granite',
  'Lakeside',
  'Redwood',
  'Silverline',
  'Evergreen',
  'Keystone',
  'Meridian',
  'Prairie',
  'Beacon',
  'Riverbend',
  'Ironwood',
  'Crescent',
];
const NAME_TAILS = [
  'Health',
  'Logistics',
  'Manufacturing',
  'Foods',
  'Energy',
  'Software',
  'Construction',
  'Financial',
  'Retail',
  'Labs',
  'Engineering',
  'Hospitality',
  'Medical Group',
  'Industries',
  'Transport',
  'Analytics',
];
const NAME_SUFFIXES = ['', ' Inc.', ' Group', ' Partners', ' LLC', ' Co.'];

const WORK_TYPES: readonly WorkType[] = ['full-time', 'full-time', 'full-time', 'full-time', 'contract', 'part-time'];

/** A generated company name (the k-th of the vocabulary's combinations, in a seeded order). */
function vocabularyName(k: number): string {
  const head = NAME_HEADS[k % NAME_HEADS.length];
  const tail = NAME_TAILS[Math.floor(k / NAME_HEADS.length) % NAME_TAILS.length];
  const suffix = NAME_SUFFIXES[Math.floor(k / (NAME_HEADS.length * NAME_TAILS.length)) % NAME_SUFFIXES.length];
  return `${head} ${tail}${suffix}`;
}

/** Adds ~`companies` generated companies with 1–60 postings each. */
export function addGeneratedCorpus(builder: CorpusBuilder, companies = 600): void {
  for (let k = 0; k < companies; k += 1) {
    const name = vocabularyName(k);
    const postings = 1 + (hash32(k, 1) % Math.max(2, Math.round(3000 / (k + 50))));
    for (let n = 0; n < postings; n += 1) {
      const [title, pay] = pick(TITLES, hash32(k, n, 2));
      const [city, region] = pick(CITIES, hash32(k, n < 3 ? 0 : n, 3));
      const withPay = hash32(k, n, 4) % 10 < 6;
      builder.add({
        title,
        place: { label: `${city}, ${region}`, city, region, postalCode: null },
        companyName: name,
        workType: pick(WORK_TYPES, hash32(k, n, 5)),
        level: null,
        workplace: hash32(k, n, 6) % 10 === 0 ? 'remote' : 'on-site',
        pay: withPay ? pay : null,
        description: null,
      });
    }
  }
}

/**
 * The name of the k-th company beyond the corpus: the first word of one real name and the rest of another
 * ('Summit' + 'Health Partners'), made unique by `taken`.
 */
export function recombinedCompanyName(names: readonly string[], k: number, seed: number, taken: Set<string>): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = pick(names, hash32(seed, k, attempt, 1)).split(/\s+/)[0] ?? 'North';
    const rest =
      pick(names, hash32(seed, k, attempt, 2))
        .split(/\s+/)
        .slice(1)
        .join(' ') || 'Group';
    const name = `${first} ${rest}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
  const name = `${vocabularyName(k)} ${k}`;
  taken.add(name.toLowerCase());
  return name;
}

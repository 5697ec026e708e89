/**
 * The varied mode of `npm run bench:contacts` (issue #29 point 4, the default): ≥ 500 distinct contact searches
 * (varied-contacts.ts) from the benchmark database's names and companies and the real postings of
 * ../shared/datasets, each asked once through the HTTP API (the contact search has no cache), then each once
 * through the naive baseline: the straightforward SQL of one join, ILIKE on every text and the contact's place
 * as coalesce(contact, company), counted and paged in one pass each.
 */
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { getJson, searchParams } from './contact-requests.ts';
import { loadNow } from './measure.ts';
import { readDatasetPostings } from './search-vocabulary.ts';
import {
  CONTACT_KINDS,
  type ContactParams,
  type ContactSearch,
  type ContactVocabulary,
  checkContactSearches,
  rankPositions,
  variedContactSearches,
} from './varied-contacts.ts';
import { addBaseline, type ListSample, measureEach, slowestKind } from './varied-list-report.ts';

/** How many names and companies of the benchmark database the searches draw from. */
const DATA_TERMS = 2000;

/** The vocabulary: names and companies of the benchmark database, titles, companies and cities of the datasets. */
export async function contactVocabulary(db: Db, datasets: string): Promise<ContactVocabulary> {
  const names = (column: 'first_name' | 'last_name') =>
    sql<{ name: string }>`SELECT lower(${sql.ref(column)}) AS name FROM contacts GROUP BY 1
      ORDER BY count(*) DESC, 1 LIMIT ${DATA_TERMS}`.execute(db);
  const full = await sql<{ name: string }>`SELECT first_name || ' ' || last_name AS name FROM contacts
    WHERE id % 97 = 0 ORDER BY id LIMIT ${DATA_TERMS}`.execute(db);
  const companies = await sql<{ name: string }>`SELECT co.name FROM companies co JOIN contacts ct
    ON ct.company_id = co.id GROUP BY co.id ORDER BY count(*) DESC, co.name LIMIT ${DATA_TERMS}`.execute(db);
  const postings = readDatasetPostings(datasets);
  return {
    lastNames: (await names('last_name')).rows.map((row) => row.name),
    firstNames: (await names('first_name')).rows.map((row) => row.name),
    fullNames: full.rows.map((row) => row.name),
    positions: rankPositions(postings.titles),
    companies: postings.companies,
    dataCompanies: companies.rows.map((row) => row.name),
    places: postings.cities.map((city) => city.label),
  };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The WHERE of the naive baseline and its parameters ($1, $2, …). */
function naiveWhere(params: ContactParams): { where: string; values: unknown[] } {
  const parts = ['true'];
  const values: unknown[] = [];
  const add = (condition: (slot: string) => string, value: unknown) => {
    values.push(value);
    parts.push(condition(`$${values.length}`));
  };
  if (params.contactName)
    add((slot) => `(ct.first_name || ' ' || ct.last_name) ILIKE ${slot}`, like(params.contactName));
  if (params.contactPosition) {
    const names = params.contactPosition.split(',');
    const orNone = names.includes('Uncategorized') ? ' OR pc.id IS NULL' : '';
    add((slot) => `(pc.name = ANY(${slot}::text[])${orNone})`, names);
  }
  if (params.companyName) add((slot) => `co.name ILIKE ${slot}`, like(params.companyName));
  if (params.EmployeeRange) add((slot) => `co.employee_range = ANY(${slot}::text[])`, params.EmployeeRange.split('*'));
  if (params.location) {
    const [city = '', state = ''] = params.location.split(',').map((part) => part.trim());
    if (state) add((slot) => `coalesce(ct.state, co.state) = ${slot}`, state.toUpperCase());
    if (state || city.length !== 2) add((slot) => `coalesce(ct.city, co.city) ILIKE ${slot}`, `${city}%`);
    else
      add(
        (slot) => `(coalesce(ct.city, co.city) ILIKE ${slot} || '%' OR coalesce(ct.state, co.state) = upper(${slot}))`,
        city,
      );
  }
  return { where: parts.join(' AND '), values };
}

/** The naive baseline of one search: the exact count, then the page in name order; @returns the count. */
export async function naiveContactSearch(pool: pg.Pool, params: ContactParams): Promise<number> {
  const { where, values } = naiveWhere(params);
  const from = `contacts ct JOIN companies co ON co.id = ct.company_id
    LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id WHERE ${where}`;
  const count = await pool.query<{ total: string }>(`SELECT count(*) AS total FROM ${from}`, values);
  await pool.query(
    `SELECT ct.*, pc.name AS category, co.name AS company_name, co.employee_range, co.city AS company_city
     FROM ${from} ORDER BY lower(ct.last_name), lower(ct.first_name), ct.id
     LIMIT ${Number(params.count ?? 25)} OFFSET ${Number(params.offset ?? 0)}`,
    values,
  );
  return Number(count.rows[0]?.total ?? 0);
}

export interface ContactsVariedRun {
  db: Db;
  pool: pg.Pool;
  /** The running server's URL and the benchmark user's API key. */
  url: string;
  apiKey: string;
  seed: number;
  searches: number;
  datasets: string;
}

/**
 * Builds the list, asks each search once through the API and once through the baseline; @returns the samples,
 * the list, the load before the first request and the slowest kind's slowest search (to explain).
 */
export async function runContactsVaried(run: ContactsVariedRun, log: (line: string) => void) {
  const vocabulary = await contactVocabulary(run.db, run.datasets);
  const list = variedContactSearches(vocabulary, { seed: run.seed, count: run.searches });
  checkContactSearches(list, Math.min(500, run.searches));
  log(
    `${list.length} distinct contact searches, each once (positions ranked: ${vocabulary.positions.slice(0, 4).join(', ')}, …)`,
  );
  const startLoad = loadNow();
  const samples: ListSample[] = await measureEach(
    list,
    async (search: ContactSearch) =>
      (await getJson(`${run.url}/api/v1/companycontacts?${searchParams(search.params)}`, run.apiKey)).found,
    log,
  );
  log('the naive baseline, each search once');
  await addBaseline(list, samples, (search) => naiveContactSearch(run.pool, search.params));
  const slowest = slowestKind(samples);
  const ofKind = list
    .map((search, index) => ({ search, ms: samples[index]?.ms ?? 0 }))
    .filter((entry) => entry.search.kind === slowest?.kind)
    .sort((a, b) => b.ms - a.ms)[0];
  return { samples, list, startLoad, kinds: CONTACT_KINDS, slowest: ofKind?.search ?? null };
}

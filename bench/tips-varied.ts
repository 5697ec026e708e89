/**
 * The varied mode of `npm run bench:tips` (issue #29 point 4, the default): ≥ 500 distinct Tips searches
 * (varied-tips.ts) each asked once through the HTTP API (the tips search has no cache), then each once through the
 * naive baseline: the straightforward SQL of one join to the companies, the text vector computed per row, the
 * distance computed per row, counted and paged in one pass each.
 */
import { tipSearchQuerySchema } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { searchTips } from '../apps/server/src/modules/tips/service.ts';
import { explainReads } from './explain.ts';
import { loadNow } from './measure.ts';
import { heldByData, readSearchVocabulary } from './search-vocabulary.ts';
import { dataTerms } from './varied-benchmark.ts';
import { addBaseline, type ListSample, measureEach, slowestKind } from './varied-list-report.ts';
import type { VariedVocabulary } from './varied-searches.ts';
import { checkTipSearches, TIP_KINDS, type TipParams, type TipSearch, variedTipSearches } from './varied-tips.ts';

const METERS_PER_MILE = 1609.344;
const DATA_COMPANIES = 2000;

/** The lead searches' vocabulary, its words held by the database's titles, with the listed tips' companies. */
export async function tipVocabulary(db: Db, url: string, datasets: string): Promise<VariedVocabulary> {
  const data = await dataTerms({ kind: 'postgres', url });
  const tips = await sql<{ name: string }>`SELECT company_name AS name FROM agency_tips WHERE expired_at IS NULL
    GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${DATA_COMPANIES}`.execute(db);
  return heldByData(
    readSearchVocabulary(
      datasets,
      tips.rows.map((row) => row.name),
    ),
    data.titles,
  );
}

/** The WHERE of the naive baseline and its parameters ($1, $2, …). */
function naiveWhere(params: TipParams): { where: string; values: unknown[] } {
  const parts = ['t.expired_at IS NULL'];
  const values: unknown[] = [];
  const slot = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (params.keyword) {
    parts.push(`to_tsvector('english', coalesce(t.company_name, '') || ' ' || coalesce(t.job_tips, '') || ' ' ||
      coalesce(t.additional_information, '')) @@ websearch_to_tsquery('english', ${slot(params.keyword)})`);
  }
  if (params.radius === '-1' && params.stateShortCountryShortName) {
    const [state, country] = params.stateShortCountryShortName.split(',');
    parts.push(`t.state = ${slot(state)} AND t.country = ${slot(country)}`);
  } else if (params.radius && params.lat && params.lng) {
    parts.push(`earth_distance(ll_to_earth(${slot(Number(params.lat))}::float8, ${slot(Number(params.lng))}::float8),
      ll_to_earth(t.latitude, t.longitude)) <= ${slot(Number(params.radius) * METERS_PER_MILE)}::float8`);
  }
  if (params.hiringCompany) {
    parts.push(`t.company_name ILIKE ${slot(`%${params.hiringCompany.replace(/[\\%_]/g, '\\$&')}%`)}`);
  }
  if (params.datePosted) parts.push(`t.discovered_at >= now() - ${slot(Number(params.datePosted))} * interval '1 day'`);
  if (params.EmployeeRange) parts.push(`c.employee_range = ANY(${slot(params.EmployeeRange.split('*'))}::text[])`);
  return { where: parts.join(' AND '), values };
}

/** The naive baseline of one search: the exact count, then the page, newest first; @returns the count. */
export async function naiveTipSearch(pool: pg.Pool, params: TipParams): Promise<number> {
  const { where, values } = naiveWhere(params);
  const from = `agency_tips t JOIN companies c ON c.id = t.company_id WHERE ${where}`;
  const count = await pool.query<{ total: string }>(`SELECT count(*) AS total FROM ${from}`, values);
  await pool.query(
    `SELECT t.id, t.discovered_at, t.company_id, t.company_name, c.address, c.city, c.state, c.country, c.zip
     FROM ${from} ORDER BY t.discovered_at DESC, t.id DESC
     LIMIT ${Number(params.count ?? 25)} OFFSET ${Number(params.offset ?? 0)}`,
    values,
  );
  return Number(count.rows[0]?.total ?? 0);
}

export interface TipsVariedRun {
  db: Db;
  pool: pg.Pool;
  /** The database's URL, the running server's URL and the benchmark user's API key. */
  databaseUrl: string;
  url: string;
  apiKey: string;
  seed: number;
  searches: number;
  datasets: string;
}

async function askTips(url: string, apiKey: string, params: TipParams): Promise<number> {
  const response = await fetch(`${url}/api/v1/agencytips?${new URLSearchParams(params)}`, {
    headers: { 'X-Api-Key': apiKey },
  });
  if (!response.ok) throw new Error(`${JSON.stringify(params)}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { found: number }).found;
}

/**
 * Builds the list, asks each search once through the API and once through the baseline; @returns the samples,
 * the load before the first request and the slowest kind's slowest search.
 */
export async function runTipsVaried(run: TipsVariedRun, log: (line: string) => void) {
  const vocabulary = await tipVocabulary(run.db, run.databaseUrl, run.datasets);
  const list = variedTipSearches(vocabulary, { seed: run.seed, count: run.searches });
  checkTipSearches(list, Math.min(500, run.searches));
  log(`${list.length} distinct tips searches, each once (${vocabulary.words.length} words held by the data)`);
  const startLoad = loadNow();
  const samples: ListSample[] = await measureEach(list, (search) => askTips(run.url, run.apiKey, search.params), log);
  log('the naive baseline, each search once');
  await addBaseline(list, samples, (search) => naiveTipSearch(run.pool, search.params));
  const slowest = slowestKind(samples);
  const ofKind = list
    .map((search, index) => ({ search, ms: samples[index]?.ms ?? 0 }))
    .filter((entry) => entry.search.kind === slowest?.kind)
    .sort((a, b) => b.ms - a.ms)[0];
  return { samples, startLoad, kinds: TIP_KINDS, slowest: ofKind?.search ?? null };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the count and the page the tips search runs for `search`. */
export function explainTips(pool: pg.Pool, identity: Identity, search: TipSearch): Promise<string> {
  return explainReads(pool, (db) => searchTips(db, identity, tipSearchQuerySchema.parse(search.params)));
}

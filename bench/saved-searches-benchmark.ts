/**
 * `npm run bench:saved-searches -- [--mode varied|repeated] [--searches 10000] [--requests 600] [--seed 1]
 *   [--datasets ../shared/datasets] [--iterations 60] [--warmup 5]
 *   [--postgres-url postgres://postgres@127.0.0.1:5432] [--database saved_searches_bench]`
 *
 * Varied (the default, issue #29 point 4): the searches are named after real titles and cities and ≥ 500 distinct
 * list requests are asked once each, beside the naive baseline SQL and the fixed lists repeated
 * (varied-saved-searches.ts). `--mode repeated`:
 * The saved-search list (issue #11, prospecting-core §2.6) through the real HTTP API on PostgreSQL with 10,000
 * saved searches in one organisation (the benchmark user owns a fifth, 24 teammates the rest): 'My Saved
 * Searches', 'All Searches', a name filter and a deep page. Target p95 ≤ 30 ms. Prints p50/p95/p99 and EXPLAIN
 * ANALYZE of the statements of each list; writes bench/results/. A few demo leads only (the list reads none).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SavedSearchView, savedSearchListQuerySchema } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { listSavedSearches } from '../apps/server/src/modules/saved-searches/service.ts';
import { ensurePostgresDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { formatLoad, loadNow, loadRange, type Percentiles, percentiles, sample } from './measure.ts';
import { DEFAULT_DATASETS_DIR, readDatasetPostings, requireDatasets } from './search-vocabulary.ts';
import { addBaseline, formatListReport, measureEach, slowestKind, slowestPlanHeading } from './varied-list-report.ts';
import {
  checkSavedLists,
  SAVED_LIST_KINDS,
  type SavedListParams,
  type SavedListVocabulary,
  savedSearchNames,
  variedSavedLists,
} from './varied-saved-searches.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TEAMMATES = 24;
const log = (line: string) => console.log(`[bench] ${line}`);

const ROLES_WORDS = ['Nurse', 'Engineer', 'Accountant', 'Driver', 'Analyst', 'Developer', 'Welder', 'Therapist'];
const CITIES = ['Chicago', 'Houston', 'Denver', 'Boston', 'Atlanta', 'Seattle', 'Phoenix', 'Toronto', 'Miami'];

/**
 * `total` searches of the benchmark organisation: the user's own every fifth, the teammates' the rest; named
 * `names` when given, else 'Nurse jobs in Chicago 12'.
 */
async function seedSearches(
  db: Kysely<Database>,
  identity: Identity,
  total: number,
  names?: readonly string[],
): Promise<void> {
  await db.deleteFrom('savedSearches').where('orgId', '=', identity.orgId).execute();
  const teammates: string[] = [];
  for (let index = 0; index < TEAMMATES; index += 1) {
    const email = `teammate${index}@benchmark-agency.example`;
    const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const row =
      existing ??
      (await db
        .insertInto('users')
        .values({ orgId: identity.orgId, email, name: `Teammate ${index}`, role: 2 })
        .returning('id')
        .executeTakeFirstOrThrow());
    teammates.push(row.id);
  }
  const rows = Array.from({ length: total }, (_, index) => {
    const role = ROLES_WORDS[index % ROLES_WORDS.length] ?? 'Nurse';
    const city = CITIES[Math.floor(index / ROLES_WORDS.length) % CITIES.length];
    return {
      orgId: identity.orgId,
      userId: index % 5 === 0 ? identity.userId : (teammates[index % TEAMMATES] as string),
      name: names?.[index] ?? `${role} jobs in ${city} ${index}`,
      query: JSON.stringify({ keyWords: role.toLowerCase(), leadType: 'Agency' }),
      sendEmail: index % 3 === 0,
      sendEmailFrequency: index % 3 === 0 ? ('daily' as const) : null,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('savedSearches')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
  await sql`VACUUM (ANALYZE) saved_searches`.execute(db);
  await sql`ANALYZE users`.execute(db);
}

interface ListCase {
  name: string;
  params: { view: SavedSearchView; name?: string; offset?: number; count?: number };
}

const CASES: ListCase[] = [
  { name: 'mine, first page', params: { view: 'mine' } },
  { name: 'all, first page', params: { view: 'all' } },
  { name: "all, name contains 'nurse'", params: { view: 'all', name: 'nurse' } },
  { name: "mine, name contains 'denver 4'", params: { view: 'mine', name: 'denver 4' } },
  { name: 'all, deep page (offset 9,000, 100)', params: { view: 'all', offset: 9000, count: 100 } },
];

/** EXPLAIN ANALYZE of the statements the list really runs (recorded through Kysely). */
async function explain(pool: pg.Pool, identity: Identity, params: ListCase['params']): Promise<string> {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await listSavedSearches(db, identity, savedSearchListQuerySchema.parse(params) as never);
  const plans: string[] = [];
  for (const statement of statements) {
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
    plans.push(result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

const format = (value: number) => value.toFixed(1).padStart(8);

/** The naive baseline of one list request: the join to the owners, counted, then sorted and paged; @returns the count. */
async function naiveList(pool: pg.Pool, identity: Identity, params: SavedListParams): Promise<number> {
  const values: unknown[] = [identity.orgId];
  let where = 's.org_id = $1';
  if (params.view === 'mine') {
    values.push(identity.userId);
    where += ` AND s.user_id = $${values.length}`;
  }
  if (params.name) {
    values.push(`%${params.name.replace(/[\\%_]/g, '\\$&')}%`);
    where += ` AND s.name ILIKE $${values.length}`;
  }
  const from = `saved_searches s JOIN users u ON u.id = s.user_id WHERE ${where}`;
  const count = await pool.query<{ total: string }>(`SELECT count(*) AS total FROM ${from}`, values);
  await pool.query(
    `SELECT s.*, u.email FROM ${from} ORDER BY lower(s.name), s.id LIMIT ${Number(params.count)} OFFSET ${Number(params.offset)}`,
    values,
  );
  return Number(count.rows[0]?.total ?? 0);
}

interface VariedContext {
  url: string;
  apiKey: string;
  identity: Identity;
  pool: pg.Pool;
  seed: number;
  searches: number;
  startLoad: number;
}

/** Each list request once through the API, then once through the baseline, and the repeated fixed cases. */
async function variedMode(context: VariedContext, vocabulary: SavedListVocabulary, names: string[]): Promise<string[]> {
  const list = variedSavedLists(vocabulary, names, { seed: context.seed, count: context.searches });
  checkSavedLists(list, Math.min(500, context.searches));
  log(`${list.length} distinct list requests, each once`);
  const ask = async (params: SavedListParams) => {
    const response = await fetch(`${context.url}/api/v1/savedSearches?${new URLSearchParams(params)}`, {
      headers: { 'X-Api-Key': context.apiKey },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { count: number }).count;
  };
  const samples = await measureEach(list, (request) => ask(request.params), log);
  await addBaseline(list, samples, (request) => naiveList(context.pool, context.identity, request.params));
  const loads: number[] = [];
  const repeated = await sample(
    async () => {
      for (const item of CASES) {
        loads.push(loadNow());
        await ask(Object.fromEntries(Object.entries(item.params).map(([key, value]) => [key, String(value)])));
      }
    },
    5,
    1,
  );
  const p = percentiles(repeated.map((ms) => ms / CASES.length));
  const load = loadRange(loads);
  const slowest = slowestKind(samples);
  const worst = list
    .map((request, index) => ({ request, ms: samples[index]?.ms ?? 0 }))
    .filter((entry) => entry.request.kind === slowest?.kind)
    .sort((a, b) => b.ms - a.ms)[0]?.request;
  const after = [
    `repeated mix (the ${CASES.length} fixed lists of --mode repeated, 5 rounds after 1 warm-up; per request, averaged over a round): p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms · load ${formatLoad(load)}`,
  ];
  if (worst) {
    const params = savedSearchListQuerySchema.parse(worst.params);
    after.push('', slowestPlanHeading('request', worst));
    after.push(await explain(context.pool, context.identity, params as ListCase['params']));
  }
  return formatListReport({
    title: `varied saved-search lists · postgres · ${names.length.toLocaleString('en-US')} saved searches in one organisation, named after real titles and cities · seed ${context.seed}`,
    kinds: SAVED_LIST_KINDS,
    samples,
    startLoad: context.startLoad,
    baseline:
      'the straightforward SQL (the searches joined to their owners, ILIKE on the name, counted, then sorted and paged)',
    after,
    afterLoads: [load],
  }).split('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      mode: { type: 'string', default: 'varied' },
      searches: { type: 'string', default: '10000' },
      requests: { type: 'string', default: '600' },
      datasets: { type: 'string', default: DEFAULT_DATASETS_DIR },
      seed: { type: 'string', default: '1' },
      iterations: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '5' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'saved_searches_bench' },
    },
  });
  if (values.mode !== 'varied' && values.mode !== 'repeated') throw new Error('--mode: varied or repeated');
  if (values.mode === 'varied' && !requireDatasets(values.datasets, log)) return;
  const url = await ensurePostgresDatabase(values['postgres-url'], values.database);

  const prepared = await prepareDatabase({ kind: 'postgres', url }, 1000, 1, log);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const total = Number(values.searches);
  const vocabulary = values.mode === 'varied' ? savedListVocabulary(values.datasets) : null;
  const names = vocabulary ? savedSearchNames(vocabulary, { seed: Number(values.seed), count: total }) : undefined;
  log(`seeding ${total.toLocaleString('en-US')} saved searches…`);
  await seedSearches(db, prepared.identity, total, names);

  const startLoad = loadNow();
  const server = await startServer({ env: { DATABASE_URL: url } });
  let lines: string[];
  try {
    lines =
      vocabulary && names
        ? await variedMode(
            {
              url: server.url,
              apiKey: prepared.apiKey,
              identity: prepared.identity,
              pool,
              seed: Number(values.seed),
              searches: Number(values.requests),
              startLoad,
            },
            vocabulary,
            names,
          )
        : await repeatedMode(server.url, prepared.apiKey, total, values);
  } finally {
    await stopServer(server.child);
  }
  if (values.mode === 'repeated') lines.push(...(await explainCases(pool, prepared.identity)));
  await db.destroy();
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', `saved-searches-${values.mode}-${Date.now()}.txt`), `${text}\n`);
}

/** The datasets' distinct job titles, most frequent first, and their cities ('Chicago, IL'). */
function savedListVocabulary(datasets: string): SavedListVocabulary {
  const postings = readDatasetPostings(datasets);
  const counts = new Map<string, number>();
  for (const title of postings.titles) counts.set(title.trim(), (counts.get(title.trim()) ?? 0) + 1);
  const titles = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([title]) => title);
  return { titles, places: postings.cities.map((city) => city.label) };
}

/** EXPLAIN ANALYZE of the 'all' first page, the name filter and the deep page of `--mode repeated`. */
async function explainCases(pool: pg.Pool, identity: Identity): Promise<string[]> {
  const lines: string[] = [];
  for (const item of [CASES[1], CASES[2], CASES[4]]) {
    if (item) lines.push('', `EXPLAIN ANALYZE (${item.name}):`, await explain(pool, identity, item.params));
  }
  return lines;
}

/** The per-list table of issue #11 (`--mode repeated`). */
async function repeatedMode(
  url: string,
  apiKey: string,
  total: number,
  values: { iterations: string; warmup: string },
): Promise<string[]> {
  const lines = [
    `postgres · ${total.toLocaleString('en-US')} saved searches in one organisation · ms (target p95 ≤ 30)`,
    `${'list'.padEnd(40)}${'count'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`,
  ];
  // The floor of one authenticated API call on this machine (no database work beyond the API key).
  const floor = percentiles(
    await sample(
      () => fetch(`${url}/api/v1/filters/industry`, { headers: { 'X-Api-Key': apiKey } }),
      Number(values.iterations),
      Number(values.warmup),
    ),
  );
  lines.push(
    `${'(floor: GET /filters/industry)'.padEnd(40)}${''.padStart(8)}${format(floor.p50)}${format(floor.p95)}${format(floor.p99)}`,
  );
  for (const item of CASES) {
    const search = new URLSearchParams(
      Object.entries(item.params).map(([key, value]): [string, string] => [key, String(value)]),
    );
    let count = 0;
    const samples = await sample(
      async () => {
        const response = await fetch(`${url}/api/v1/savedSearches?${search}`, { headers: { 'X-Api-Key': apiKey } });
        if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
        count = ((await response.json()) as { count: number }).count;
      },
      Number(values.iterations),
      Number(values.warmup),
    );
    const p: Percentiles = percentiles(samples);
    lines.push(`${item.name.padEnd(40)}${String(count).padStart(8)}${format(p.p50)}${format(p.p95)}${format(p.p99)}`);
  }
  return lines;
}

await main();

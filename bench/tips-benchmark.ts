/**
 * `npm run bench:tips -- [--mode varied|repeated] [--leads 1000000] [--searches 600] [--datasets ../shared/datasets]
 *   [--iterations 40] [--warmup 5] [--postgres-url postgres://postgres@127.0.0.1:5432] [--database agency_tips_bench]
 *   [--seed 1]`
 *
 * Varied (the default, issue #29 point 4): after the recomputes, ≥ 500 distinct tips searches each asked once,
 * beside the naive baseline SQL and the fixed queries repeated (tips-varied.ts). `--mode repeated`:
 * Agency Tips (issue #12) on PostgreSQL: a full recompute over every lead, the tips search through the real HTTP
 * API (keyword, radius, company size, with exact totals), and the incremental recompute after a 10,000-lead
 * import (copies of existing postings under a new source). Prints p50/p95/p99; writes bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/types.ts';
import { refreshAfterImport, refreshAllTips } from '../apps/server/src/modules/tips/refresh-service.ts';
import { type PreparedDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { formatLoad, type LoadRange, loadNow, loadRange, type Percentiles, percentiles, sample } from './measure.ts';
import { DEFAULT_DATASETS_DIR, requireDatasets } from './search-vocabulary.ts';
import { explainTips, runTipsVaried } from './tips-varied.ts';
import { formatListReport, repeatedMixLine, slowestPlanHeading } from './varied-list-report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORT_SIZE = 10_000;
const log = (line: string) => console.log(`[bench] ${line}`);

interface TipQuery {
  name: string;
  params: Record<string, string>;
}

/** Query values from the data itself: a busy tip city and a word of the tip texts. */
async function tipQueries(db: Kysely<Database>): Promise<TipQuery[]> {
  const place = await sql<{ city: string; latitude: number; longitude: number }>`
    SELECT city, avg(latitude) AS latitude, avg(longitude) AS longitude FROM agency_tips
    WHERE expired_at IS NULL AND latitude IS NOT NULL GROUP BY city ORDER BY count(*) DESC LIMIT 1`.execute(db);
  const company = await sql<{ name: string }>`
    SELECT company_name AS name FROM agency_tips WHERE expired_at IS NULL ORDER BY id LIMIT 1`.execute(db);
  const city = place.rows[0];
  const near = {
    lat: String(city?.latitude ?? 41.88),
    lng: String(city?.longitude ?? -87.63),
    location: city?.city ?? '',
  };
  const word = company.rows[0]?.name.split(' ')[0] ?? 'Health';
  return [
    { name: 'all tips', params: {} },
    { name: 'keyword nurse', params: { keyword: 'nurse' } },
    { name: `keyword '${word}'`, params: { keyword: word } },
    { name: `50 miles of ${city?.city}`, params: { ...near, radius: '50' } },
    { name: `keyword nurse, 50 miles of ${city?.city}`, params: { ...near, radius: '50', keyword: 'nurse' } },
    { name: 'statewide CA', params: { radius: '-1', stateShortCountryShortName: 'CA,US' } },
    { name: 'company size 1-10*11-50', params: { EmployeeRange: '1-10*11-50' } },
    { name: 'size 1,001-5,000 within 50 miles', params: { ...near, radius: '50', EmployeeRange: '1,001-5,000' } },
    { name: 'posted in the last 30 days', params: { datePosted: '30' } },
    { name: 'hiring company (contains)', params: { hiringCompany: word.slice(0, 4) } },
    { name: 'page 40 of all', params: { offset: '1000', count: '25' } },
  ];
}

/** Copies IMPORT_SIZE recent leads under a new source, as an import run would write them. */
async function simulateImport(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM leads WHERE source = 'bench-tips-import'`.execute(db);
  await sql`
    INSERT INTO leads (lead_type, title, company_id, company_name, location, city, state, country, latitude,
      longitude, description, employment_types, posted_at, source, source_id, content_hash)
    SELECT 'OpenWeb', title, company_id, company_name, location, city, state, country, latitude, longitude,
      description, employment_types, now(), 'bench-tips-import', 'copy-' || id, content_hash
    FROM leads WHERE source <> 'bench-tips-import' ORDER BY id DESC LIMIT ${IMPORT_SIZE}`.execute(db);
}

type Options = ReturnType<typeof options>;

function options() {
  return parseArgs({
    options: {
      mode: { type: 'string', default: 'varied' },
      leads: { type: 'string', default: '1000000' },
      searches: { type: 'string', default: '600' },
      datasets: { type: 'string', default: DEFAULT_DATASETS_DIR },
      iterations: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '5' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'agency_tips_bench' },
      seed: { type: 'string', default: '1' },
    },
  }).values;
}

/** The full recompute, then the incremental one after a simulated import (undone after); @returns their lines. */
async function recompute(db: Kysely<Database>): Promise<string[]> {
  const full = await refreshAllTips(db);
  await sql`VACUUM (ANALYZE) agency_tips`.execute(db);
  await simulateImport(db);
  const incremental = await refreshAfterImport(db);
  await sql`DELETE FROM leads WHERE source = 'bench-tips-import'`.execute(db);
  await refreshAfterImport(db);
  await sql`VACUUM (ANALYZE) leads, agency_tips`.execute(db);
  return [
    `full recompute: ${(full.elapsedMs / 1000).toFixed(1)} s · ${full.activeTips.toLocaleString('en-US')} tips listed · ${full.expiredTips.toLocaleString('en-US')} expired`,
    `incremental after a ${IMPORT_SIZE.toLocaleString('en-US')}-lead import: ${(incremental.elapsedMs / 1000).toFixed(2)} s · ${incremental.companies?.toLocaleString('en-US')} companies`,
  ];
}

/** Each fixed query `iterations` times after `warmup` through the API. */
async function fixedQueries(url: string, apiKey: string, queries: TipQuery[], iterations: number, warmup: number) {
  const results: { query: TipQuery; found: number; samples: number[]; load: LoadRange }[] = [];
  for (const query of queries) {
    let found = 0;
    const loads: number[] = [];
    const search = new URLSearchParams(query.params).toString();
    const samples = await sample(
      async () => {
        loads.push(loadNow());
        const response = await fetch(`${url}/api/v1/agencytips?${search}`, { headers: { 'X-Api-Key': apiKey } });
        if (!response.ok) throw new Error(`${query.name}: ${response.status} ${await response.text()}`);
        found = ((await response.json()) as { found: number }).found;
      },
      iterations,
      warmup,
    );
    results.push({ query, found, samples, load: loadRange(loads) });
  }
  return results;
}

/** The per-query table of issue #12 (`--mode repeated`). */
async function repeatedMode(url: string, apiKey: string, queries: TipQuery[], values: Options): Promise<string[]> {
  const lines = [
    `${'query'.padEnd(44)}${'found'.padStart(9)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}  load`,
  ];
  for (const result of await fixedQueries(url, apiKey, queries, Number(values.iterations), Number(values.warmup))) {
    const p: Percentiles = percentiles(result.samples);
    lines.push(
      `${result.query.name.slice(0, 43).padEnd(44)}${result.found.toLocaleString('en-US').padStart(9)}${p.p50.toFixed(1).padStart(8)}${p.p95.toFixed(1).padStart(8)}${p.p99.toFixed(1).padStart(8)}  ${formatLoad(result.load)}`,
    );
  }
  return lines;
}

interface VariedContext {
  db: Kysely<Database>;
  pool: pg.Pool;
  databaseUrl: string;
  url: string;
  prepared: PreparedDatabase;
  values: Options;
}

/** The varied list (tips-varied.ts), then the fixed queries repeated, on their own line. */
async function variedMode(context: VariedContext, queries: TipQuery[], title: string): Promise<string> {
  const { values, prepared } = context;
  const run = await runTipsVaried(
    {
      ...context,
      apiKey: prepared.apiKey,
      seed: Number(values.seed),
      searches: Number(values.searches),
      datasets: values.datasets,
    },
    log,
  );
  const repeated = await fixedQueries(context.url, prepared.apiKey, queries, 5, 1);
  const all = percentiles(repeated.flatMap((result) => result.samples));
  const load = loadRange(repeated.flatMap((result) => [result.load.min, result.load.max]));
  const after = [repeatedMixLine(queries.length, all, load)];
  if (run.slowest) {
    after.push('', slowestPlanHeading('search', run.slowest));
    after.push(await explainTips(context.pool, prepared.identity, run.slowest));
  }
  return formatListReport({
    title: `varied tips searches · ${title} · seed ${values.seed}`,
    kinds: run.kinds,
    samples: run.samples,
    startLoad: run.startLoad,
    baseline:
      'the straightforward SQL (tips joined to companies, the text vector and the distance computed per row), count then page',
    after,
    afterLoads: [load],
  });
}

async function main(): Promise<void> {
  const values = options();
  if (values.mode !== 'varied' && values.mode !== 'repeated') throw new Error('--mode: varied or repeated');
  if (values.mode === 'varied' && !requireDatasets(values.datasets, log)) return;
  const databaseUrl = `${values['postgres-url']}/${values.database}`;
  const prepared = await prepareDatabase(
    { kind: 'postgres', url: databaseUrl },
    Number(values.leads),
    Number(values.seed),
    log,
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const lines = await recompute(db);
  const queries = await tipQueries(db);
  const title = `postgres · ${Number(values.leads).toLocaleString('en-US')} leads · ${lines[0]?.replace(/^full recompute: [^·]+· /, '')}`;
  const server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  try {
    if (values.mode === 'varied')
      lines.push(await variedMode({ db, pool, databaseUrl, url: server.url, prepared, values }, queries, title));
    else lines.push(...(await repeatedMode(server.url, prepared.apiKey, queries, values)));
  } finally {
    await stopServer(server.child);
    await pool.end();
  }
  const text = lines.join('\n');
  console.log(text);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const name = values.mode === 'varied' ? `tips-varied-postgres-${values.leads}.txt` : 'tips-postgres.txt';
  writeFileSync(path.join(ROOT, 'bench/results', name), `${text}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

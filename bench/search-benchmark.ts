/**
 * `npm run bench:search -- [--mode varied|repeated] [--leads 1000000] [--pglite-leads 100000]
 *   [--engine both|postgres|pglite] [--postgres-url postgres://postgres@127.0.0.1:5432] [--database agencyscout_bench]
 *   [--seed 42] [--concurrency 16] [--duration 60]
 *   varied: [--searches 600] [--pg-settings both|shipped|recommended] [--datasets ../shared/datasets]
 *   repeated: [--iterations 40] [--warmup 5] [--only 'keyword only,phrase']`
 *
 * Builds (or reuses) a synthetic lead database per engine and starts the real server on it.
 *
 * **varied** (the default; issue #29, varied-benchmark.ts): ≥ 500 distinct searches built from the real postings
 * of ../shared/datasets, each asked once with the page and count caches off, as the screen asks them (page, then
 * exact total), reported per kind; then clients × seconds over the same list; then the repeated mix on its own line.
 * Without the datasets folder it skips with a message (fails with CI=true).
 *
 * **repeated** (issue #4/#10): the fixed query mix of query-mix.ts through the HTTP API with an API key, per query:
 * the page of hits as the screen first asks for it, the exact total (`getTotal=true` on the first row, as the screen
 * asks it) uncached and cached, beside the naive SQL baseline measured in the same run; then a concurrency run
 * (clients × seconds over the mix, each pending total followed by its getTotal request). The per-query samples
 * run on a server that keeps no result pages (LEAD_PAGE_CACHE_PAGES=0), and on PostgreSQL the count cache is
 * emptied before every uncached sample; the concurrency run uses the server as deployed, page cache included.
 * EXPLAIN (ANALYZE, BUFFERS) of every statement of every query goes to bench/results/plans-<engine>-<leads>.txt.
 * `--only` keeps the queries whose name contains one of the given parts (to look at one query; the concurrency
 * run still loops over the whole mix, `--duration 0` skips it).
 *
 * Both modes print the 1-minute load average beside every figure and say so when it was above the cores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensurePostgresDatabase, type PreparedDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { explainQuery } from './explain.ts';
import { type ConcurrencyResult, getLeads, type LeadAnswer, runClients, totalRequest } from './lead-requests.ts';
import {
  formatLoad,
  type LoadRange,
  loadNow,
  loadRange,
  loadWarning,
  type Percentiles,
  percentiles,
  sample,
} from './measure.ts';
import { describeSettings, profileOf, readPostgresSettings } from './postgres-settings.ts';
import { type BenchQuery, queryMix } from './query-mix.ts';
import { DEFAULT_DATASETS_DIR, requireDatasets } from './search-vocabulary.ts';
import { benchVaried, type EngineRun, type VariedOptions } from './varied-benchmark.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

interface QueryResult {
  name: string;
  hits: Percentiles;
  total: Percentiles;
  cachedTotal: Percentiles;
  baseline: Percentiles;
  found: number;
  pending: boolean;
  /** The 1-minute load averages seen while the query's API samples ran. */
  load: LoadRange;
}

interface ApiRun {
  hits: number[];
  total: number[];
  cachedTotal: number[];
  found: number;
  pending: boolean;
  load: LoadRange;
}

const log = (line: string) => console.log(`[bench] ${line}`);

/** Empties the count cache (PostgreSQL only: PGlite belongs to the server process). */
type ClearCache = () => Promise<void>;

async function runApi(
  url: string,
  apiKey: string,
  query: BenchQuery,
  options: { iterations: number; warmup: number; clear: ClearCache },
): Promise<ApiRun> {
  const { iterations, warmup, clear } = options;
  let first: LeadAnswer = { found: null };
  const loads: number[] = [];
  const timed = async (params: Record<string, string>, uncached: boolean) => {
    const samples: number[] = [];
    for (let index = 0; index < warmup + iterations; index += 1) {
      if (uncached) await clear();
      loads.push(loadNow());
      const started = performance.now();
      const answer = await getLeads(url, apiKey, params);
      if (index >= warmup) samples.push(performance.now() - started);
      if (params.getTotal === undefined) first = answer;
    }
    return samples;
  };
  const hits = await timed(query.params, true);
  const withTotal = totalRequest(query.params);
  const total = await timed(withTotal, true);
  const cachedTotal = await timed(withTotal, false);
  const exact = await getLeads(url, apiKey, withTotal);
  const pending = first.totalPending === true;
  return { hits, total, cachedTotal, found: exact.found ?? 0, pending, load: loadRange(loads) };
}

async function runBaseline(pool: pg.Pool, query: BenchQuery, userId: string, iterations: number, warmup: number) {
  const page = query.baseline.page.replaceAll('$user', userId);
  const count = query.baseline.count.replaceAll('$user', userId);
  return sample(() => Promise.all([pool.query(page), pool.query(count)]), iterations, warmup);
}

/** A pg pool on the engine's database (PGlite through its node-postgres adapter, opened after the server stopped). */
async function baselinePool(run: EngineRun): Promise<{ pool: pg.Pool; close: () => Promise<void> }> {
  const { createDatabasePool } = await import('../apps/server/src/db/pool.ts');
  const database = await createDatabasePool(run.target);
  return { pool: database.pool, close: database.close };
}

interface BenchOptions extends VariedOptions {
  mode: 'varied' | 'repeated';
  iterations: number;
  warmup: number;
  seed: number;
  concurrency: number;
  duration: number;
  /** Names (parts of) of the queries to measure one by one; all when empty. */
  only: string[];
}

async function measureApi(
  run: EngineRun,
  prepared: PreparedDatabase,
  mix: BenchQuery[],
  options: BenchOptions,
): Promise<{ api: Map<string, ApiRun>; concurrency: ConcurrencyResult | null }> {
  const cachePool = run.target.kind === 'postgres' ? new pg.Pool({ connectionString: run.target.url, max: 1 }) : null;
  const clear: ClearCache = async () => {
    await cachePool?.query('DELETE FROM lead_search_counts');
  };
  const api = new Map<string, ApiRun>();
  try {
    // Each query alone on a server that keeps no pages, so every sample searches (page-cache.ts).
    const uncached = await startServer({ ...run, env: { ...run.env, LEAD_PAGE_CACHE_PAGES: '0' } });
    try {
      for (const query of mix) {
        if (options.only.length && !options.only.some((part) => query.name.includes(part))) continue;
        log(`${run.engine}: ${query.name}`);
        api.set(query.name, await runApi(uncached.url, prepared.apiKey, query, { ...options, clear }));
      }
    } finally {
      await stopServer(uncached.child);
    }
    await clear();
    if (options.duration <= 0) return { api, concurrency: null };
    // The concurrency run as deployed: the mix repeats its searches, which the page cache then answers.
    const server = await startServer(run);
    try {
      log(`${run.engine}: ${options.concurrency} clients for ${options.duration} s`);
      const searches = mix.map((query) => ({ params: query.params, page: 1 }));
      const concurrency = await runClients(server.url, prepared.apiKey, searches, {
        clients: options.concurrency,
        seconds: options.duration,
      });
      return { api, concurrency };
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await cachePool?.end();
  }
}

async function benchEngine(run: EngineRun, options: BenchOptions) {
  log(`${run.engine}: preparing ${run.leads.toLocaleString('en-US')} leads`);
  const prepared: PreparedDatabase = await prepareDatabase(run.target, run.leads, options.seed, log);
  const mix = queryMix(prepared.busiestCompany);
  const { api, concurrency } = await measureApi(run, prepared, mix, options);
  const { pool, close } = await baselinePool(run);
  try {
    const results: QueryResult[] = [];
    const plans: string[] = [];
    for (const query of mix) {
      const measured = api.get(query.name);
      if (!measured) continue;
      const iterations = Math.max(5, Math.round(options.iterations / 4));
      const baseline = await runBaseline(pool, query, prepared.identity.userId, iterations, 1);
      results.push({
        name: query.name,
        hits: percentiles(measured.hits),
        total: percentiles(measured.total),
        cachedTotal: percentiles(measured.cachedTotal),
        baseline: percentiles(baseline),
        found: measured.found,
        pending: measured.pending,
        load: measured.load,
      });
      await pool.query('DELETE FROM lead_search_counts');
      plans.push(`=== ${query.name}: the page\n${await explainQuery(pool, query, prepared.identity)}`);
      plans.push(
        `=== ${query.name}: getTotal\n${await explainQuery(pool, query, prepared.identity, totalRequest({}))}`,
      );
    }
    return { results, plans: plans.join('\n\n'), concurrency };
  } finally {
    await close();
  }
}

function report(run: EngineRun, outcome: Awaited<ReturnType<typeof benchEngine>>, options: BenchOptions): string {
  const format = (value: number) => value.toFixed(1).padStart(8);
  const lines = [
    `${run.engine} · ${run.leads.toLocaleString('en-US')} leads · repeated mix · ms · hits: the first request of a search (uncached); total: getTotal=true uncached / cached · load: 1-minute load average`,
    `${'query'.padEnd(32)}${'found'.padStart(9)} ${'pending'.padStart(7)}${'hits p50'.padStart(9)}${'p95'.padStart(8)}${'p99'.padStart(8)} |${'total p50'.padStart(10)}${'p95'.padStart(8)}${'cached p95'.padStart(11)} | ${'naive p50'.padStart(9)}${'p95'.padStart(9)} | load`,
  ];
  const loads: LoadRange[] = [];
  for (const result of outcome.results) {
    loads.push(result.load);
    lines.push(
      `${result.name.padEnd(32)}${String(result.found).padStart(9)} ${(result.pending ? 'yes' : 'no').padStart(7)} ${format(result.hits.p50)}${format(result.hits.p95)}${format(result.hits.p99)} | ${format(result.total.p50)}${format(result.total.p95)}${format(result.cachedTotal.p95).padStart(11)} | ${format(result.baseline.p50)} ${format(result.baseline.p95)} | ${formatLoad(result.load)}`,
    );
  }
  if (outcome.concurrency) {
    const { requestsPerSecond, latency, load } = outcome.concurrency;
    loads.push(load);
    lines.push(
      '',
      `concurrency: ${options.concurrency} clients × ${options.duration} s over the mix: ${requestsPerSecond.toFixed(0)} requests/s, p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms (${latency.samples} requests) · load ${formatLoad(load)}`,
    );
  }
  const warning = loadWarning(loads);
  if (warning) lines.splice(1, 0, warning);
  return lines.join('\n');
}

const results = path.join(ROOT, 'bench', 'results');

/** The PostgreSQL settings the run had, and their profile (postgres-settings.ts); null on PGlite. */
async function settingsLines(run: EngineRun): Promise<string | null> {
  if (run.target.kind !== 'postgres') return null;
  const settings = await readPostgresSettings(run.target.url);
  const profile = profileOf(settings) ?? 'neither as shipped nor as recommended';
  return `PostgreSQL settings: ${profile} (docs/operations.md 'PostgreSQL settings'); ${describeSettings(settings)}`;
}

async function repeatedMode(run: EngineRun, options: BenchOptions): Promise<void> {
  const outcome = await benchEngine(run, options);
  const settings = await settingsLines(run);
  const text = [settings, report(run, outcome, options)].filter(Boolean).join('\n');
  console.log(`\n${text}\n`);
  writeFileSync(path.join(results, `search-${run.engine}-${run.leads}.txt`), `${text}\n`);
  writeFileSync(path.join(results, `plans-${run.engine}-${run.leads}.txt`), `${outcome.plans}\n`);
}

async function variedMode(run: EngineRun, options: BenchOptions): Promise<void> {
  const { text, measured, profile } = await benchVaried(run, options, log);
  console.log(`\n${text}\n`);
  if (!measured) return;
  const name = ['search-varied', run.engine, run.leads, profile].filter((part) => part !== null).join('-');
  writeFileSync(path.join(results, `${name}.txt`), `${text}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      mode: { type: 'string', default: 'varied' },
      leads: { type: 'string', default: '1000000' },
      'pglite-leads': { type: 'string', default: '100000' },
      engine: { type: 'string', default: 'both' },
      iterations: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '5' },
      seed: { type: 'string', default: '42' },
      concurrency: { type: 'string', default: '16' },
      duration: { type: 'string', default: '60' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string' },
      only: { type: 'string', default: '' },
      searches: { type: 'string', default: '600' },
      'pg-settings': { type: 'string', default: 'both' },
      datasets: { type: 'string', default: DEFAULT_DATASETS_DIR },
    },
  });
  const mode = values.mode;
  if (mode !== 'varied' && mode !== 'repeated') throw new Error('--mode: varied or repeated');
  const pgSettings = values['pg-settings'];
  if (pgSettings !== 'both' && pgSettings !== 'shipped' && pgSettings !== 'recommended') {
    throw new Error('--pg-settings: both, shipped or recommended');
  }
  const options: BenchOptions = {
    mode,
    iterations: Number(values.iterations),
    warmup: Number(values.warmup),
    seed: Number(values.seed),
    concurrency: Number(values.concurrency),
    duration: Number(values.duration),
    only: values.only
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    searches: Number(values.searches),
    pgSettings,
    datasets: path.resolve(values.datasets),
    rerun: `npm run bench:search -- ${process.argv
      .slice(2)
      .filter((argument, index, all) => argument !== '--pg-settings' && all[index - 1] !== '--pg-settings')
      .join(' ')}`.trim(),
  };
  if (mode === 'varied' && !requireDatasets(options.datasets, log)) return;
  const runs: EngineRun[] = [];
  if (values.engine !== 'pglite') {
    const leads = Number(values.leads);
    const name = values.database ?? (leads === 1_000_000 ? 'agencyscout_bench' : `agencyscout_bench_${leads}`);
    const url = await ensurePostgresDatabase(values['postgres-url'], name);
    runs.push({ engine: 'postgres', leads, target: { kind: 'postgres', url }, env: { DATABASE_URL: url } });
  }
  if (values.engine !== 'postgres') {
    const leads = Number(values['pglite-leads']);
    const dataDir = path.join(ROOT, 'data', `bench-pglite-${leads}`);
    runs.push({
      engine: 'pglite',
      leads,
      target: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      env: { DATA_DIR: dataDir },
    });
  }
  mkdirSync(results, { recursive: true });
  for (const run of runs) {
    if (mode === 'varied') await variedMode(run, options);
    else await repeatedMode(run, options);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

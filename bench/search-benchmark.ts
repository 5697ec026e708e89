/**
 * `npm run bench:search -- [--leads 1000000] [--pglite-leads 100000] [--engine both|postgres|pglite]
 *   [--iterations 40] [--warmup 5] [--postgres-url postgres://postgres@127.0.0.1:5432] [--seed 42]
 *   [--database agencyscout_bench] [--concurrency 16] [--duration 60] [--only 'keyword only,phrase']`
 *
 * Builds (or reuses) a synthetic lead database per engine, starts the real server on it, runs the
 * fixed query mix of query-mix.ts through the HTTP API with an API key and prints per query: the page
 * of hits as the screen first asks for it, the exact total (`getTotal=true` on the first row, as the screen
 * asks it) uncached and cached, beside the naive SQL baseline measured in the same run; then a concurrency run
 * (clients × seconds over the mix, each pending total followed by its getTotal request). The per-query samples
 * run on a server that keeps no result pages (LEAD_PAGE_CACHE_PAGES=0), and on PostgreSQL the count cache is
 * emptied before every uncached sample; the concurrency run uses the server as deployed, page cache included.
 * EXPLAIN (ANALYZE, BUFFERS) of every statement of every query goes to bench/results/plans-<engine>-<leads>.txt.
 * `--only` keeps the queries whose name contains one of the given parts (to look at one query; the concurrency
 * run still loops over the whole mix, `--duration 0` skips it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { DatabaseTarget } from '../apps/server/src/config.ts';
import { ensurePostgresDatabase, type PreparedDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { explainQuery } from './explain.ts';
import { type Percentiles, percentiles, sample } from './measure.ts';
import { type BenchQuery, queryMix } from './query-mix.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

interface EngineRun {
  engine: 'postgres' | 'pglite';
  leads: number;
  target: DatabaseTarget;
  env: Record<string, string>;
}

interface QueryResult {
  name: string;
  hits: Percentiles;
  total: Percentiles;
  cachedTotal: Percentiles;
  baseline: Percentiles;
  found: number;
  pending: boolean;
}

interface ApiRun {
  hits: number[];
  total: number[];
  cachedTotal: number[];
  found: number;
  pending: boolean;
}

type Answer = { found: number | null; totalPending?: boolean };

const log = (line: string) => console.log(`[bench] ${line}`);

async function getLeads(url: string, apiKey: string, params: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${url}/api/v1/leads?${new URLSearchParams(params)}`, {
    headers: { 'X-Api-Key': apiKey },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

/**
 * The follow-up that counts a pending total, as the lead screen sends it (apps/web/src/features/leads/api.ts): the
 * same search, first row only, with `getTotal`.
 */
function totalRequest(params: Record<string, string>): Record<string, string> {
  return { ...params, offset: '0', count: '1', getTotal: 'true' };
}

/** Empties the count cache (PostgreSQL only: PGlite belongs to the server process). */
type ClearCache = () => Promise<void>;

async function runApi(
  url: string,
  apiKey: string,
  query: BenchQuery,
  options: { iterations: number; warmup: number; clear: ClearCache },
): Promise<ApiRun> {
  const { iterations, warmup, clear } = options;
  let first: Answer = { found: null };
  const timed = async (params: Record<string, string>, uncached: boolean) => {
    const samples: number[] = [];
    for (let index = 0; index < warmup + iterations; index += 1) {
      if (uncached) await clear();
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
  return { hits, total, cachedTotal, found: exact.found ?? 0, pending: first.totalPending === true };
}

/**
 * `clients` loops over the mix for `seconds`, each search as the screen makes it (the page, then the
 * getTotal follow-up when the total is pending). @returns requests per second and the latency percentiles.
 */
async function runConcurrency(url: string, apiKey: string, mix: BenchQuery[], clients: number, seconds: number) {
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  const client = async (offset: number) => {
    for (let index = offset; performance.now() < end; index += 1) {
      const query = mix[index % mix.length];
      if (!query) continue;
      let started = performance.now();
      const answer = await getLeads(url, apiKey, query.params);
      samples.push(performance.now() - started);
      if (!answer.totalPending) continue;
      started = performance.now();
      await getLeads(url, apiKey, totalRequest(query.params));
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return { requestsPerSecond: samples.length / ((performance.now() - started) / 1000), latency: percentiles(samples) };
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

interface BenchOptions {
  iterations: number;
  warmup: number;
  seed: number;
  concurrency: number;
  duration: number;
  /** Names (parts of) of the queries to measure one by one; all when empty. */
  only: string[];
}

async function measureApi(run: EngineRun, prepared: PreparedDatabase, mix: BenchQuery[], options: BenchOptions) {
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
      const concurrency = await runConcurrency(server.url, prepared.apiKey, mix, options.concurrency, options.duration);
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
    `${run.engine} · ${run.leads.toLocaleString('en-US')} leads · ms · hits: the first request of a search (uncached); total: getTotal=true uncached / cached`,
    `${'query'.padEnd(32)}${'found'.padStart(9)} ${'pending'.padStart(7)}${'hits p50'.padStart(9)}${'p95'.padStart(8)}${'p99'.padStart(8)} |${'total p50'.padStart(10)}${'p95'.padStart(8)}${'cached p95'.padStart(11)} | ${'naive p50'.padStart(9)}${'p95'.padStart(9)}`,
  ];
  for (const result of outcome.results) {
    lines.push(
      `${result.name.padEnd(32)}${String(result.found).padStart(9)} ${(result.pending ? 'yes' : 'no').padStart(7)} ${format(result.hits.p50)}${format(result.hits.p95)}${format(result.hits.p99)} | ${format(result.total.p50)}${format(result.total.p95)}${format(result.cachedTotal.p95).padStart(11)} | ${format(result.baseline.p50)} ${format(result.baseline.p95)}`,
    );
  }
  if (!outcome.concurrency) return lines.join('\n');
  const { requestsPerSecond, latency } = outcome.concurrency;
  lines.push(
    '',
    `concurrency: ${options.concurrency} clients × ${options.duration} s over the mix: ${requestsPerSecond.toFixed(0)} requests/s, p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms (${latency.samples} requests)`,
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
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
    },
  });
  const options: BenchOptions = {
    iterations: Number(values.iterations),
    warmup: Number(values.warmup),
    seed: Number(values.seed),
    concurrency: Number(values.concurrency),
    duration: Number(values.duration),
    only: values.only
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  };
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
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  for (const run of runs) {
    const outcome = await benchEngine(run, options);
    const text = report(run, outcome, options);
    console.log(`\n${text}\n`);
    const results = path.join(ROOT, 'bench', 'results');
    writeFileSync(path.join(results, `search-${run.engine}-${run.leads}.txt`), `${text}\n`);
    writeFileSync(path.join(results, `plans-${run.engine}-${run.leads}.txt`), `${outcome.plans}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

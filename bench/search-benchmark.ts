/**
 * `npm run bench:search -- [--leads 1000000] [--pglite-leads 100000] [--engine both|postgres|pglite]
 *   [--iterations 40] [--warmup 5] [--postgres-url postgres://postgres@127.0.0.1:5432] [--seed 42]`
 *
 * Builds (or reuses) a synthetic lead database per engine, starts the real server on it, runs the
 * fixed query mix of query-mix.ts through the HTTP API with an API key, and prints p50/p95/p99 per
 * query beside the naive SQL baseline measured in the same run, plus EXPLAIN ANALYZE of the
 * slowest query. Results are also written to bench/results/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { DatabaseTarget } from '../apps/server/src/config.ts';
import { type PreparedDatabase, prepareDatabase } from './bench-database.ts';
import { explainSlowest } from './explain.ts';
import { type Percentiles, percentiles, sample } from './measure.ts';
import { type BenchQuery, queryMix } from './query-mix.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const APP_SECRET = 'benchmark-secret-benchmark-secret-0000';

interface EngineRun {
  engine: 'postgres' | 'pglite';
  leads: number;
  target: DatabaseTarget;
  env: Record<string, string>;
}

interface QueryResult {
  name: string;
  api: Percentiles;
  baseline: Percentiles;
  found: number;
}

const log = (line: string) => console.log(`[bench] ${line}`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(run: EngineRun): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...run.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      APP_SECRET,
      NODE_ENV: 'production',
    },
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function runApi(url: string, apiKey: string, query: BenchQuery, iterations: number, warmup: number) {
  let found = 0;
  const request = async () => {
    const response = await fetch(`${url}/api/v1/leads?${new URLSearchParams(query.params)}`, {
      headers: { 'X-Api-Key': apiKey },
    });
    if (!response.ok) throw new Error(`${query.name}: HTTP ${response.status} ${await response.text()}`);
    found = ((await response.json()) as { found: number }).found;
  };
  return { samples: await sample(request, iterations, warmup), found };
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

async function benchEngine(run: EngineRun, options: { iterations: number; warmup: number; seed: number }) {
  log(`${run.engine}: preparing ${run.leads.toLocaleString('en-US')} leads`);
  const prepared: PreparedDatabase = await prepareDatabase(run.target, run.leads, options.seed, log);
  const mix = queryMix(prepared.busiestCompany);
  const server = await startServer(run);
  const api = new Map<string, { samples: number[]; found: number }>();
  try {
    for (const query of mix)
      api.set(query.name, await runApi(server.url, prepared.apiKey, query, options.iterations, options.warmup));
  } finally {
    await stopServer(server.child);
  }
  const { pool, close } = await baselinePool(run);
  try {
    const results: QueryResult[] = [];
    for (const query of mix) {
      const baseline = await runBaseline(
        pool,
        query,
        prepared.identity.userId,
        Math.max(5, Math.round(options.iterations / 4)),
        1,
      );
      const measured = api.get(query.name);
      if (!measured) continue;
      results.push({
        name: query.name,
        api: percentiles(measured.samples),
        baseline: percentiles(baseline),
        found: measured.found,
      });
    }
    const slowest = [...results].sort((a, b) => b.api.p95 - a.api.p95)[0];
    const plan = slowest
      ? await explainSlowest(
          pool,
          mix.find((query) => query.name === slowest.name),
          prepared.identity,
        )
      : '';
    return { results, plan, slowest: slowest?.name ?? '' };
  } finally {
    await close();
  }
}

function report(run: EngineRun, outcome: Awaited<ReturnType<typeof benchEngine>>): string {
  const format = (value: number) => value.toFixed(1).padStart(8);
  const lines = [
    `${run.engine} · ${run.leads.toLocaleString('en-US')} leads · ms`,
    `${'query'.padEnd(32)}${'found'.padStart(9)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)} | ${'naive p50'.padStart(9)}${'p95'.padStart(9)} | naive p95 / API p95`,
  ];
  for (const result of outcome.results) {
    const ratio = result.baseline.p95 / result.api.p95;
    lines.push(
      `${result.name.padEnd(32)}${String(result.found).padStart(9)}${format(result.api.p50)}${format(result.api.p95)}${format(result.api.p99)} | ${format(result.baseline.p50)} ${format(result.baseline.p95)} | ${ratio.toFixed(1)}x`,
    );
  }
  lines.push('', `EXPLAIN ANALYZE of the slowest query (${outcome.slowest}):`, outcome.plan);
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
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    },
  });
  const options = { iterations: Number(values.iterations), warmup: Number(values.warmup), seed: Number(values.seed) };
  const runs: EngineRun[] = [];
  if (values.engine !== 'pglite') {
    const leads = Number(values.leads);
    const name = leads === 1_000_000 ? 'agencyscout_bench' : `agencyscout_bench_${leads}`;
    const admin = new pg.Client({ connectionString: `${values['postgres-url']}/postgres` });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = `${values['postgres-url']}/${name}`;
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
    const text = report(run, outcome);
    console.log(`\n${text}\n`);
    writeFileSync(path.join(ROOT, 'bench', 'results', `search-${run.engine}-${run.leads}.txt`), `${text}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

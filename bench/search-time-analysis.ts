/**
 * `npm run bench:search-time` (issue #29 point 3): where the time of a lead search goes, per kind of the varied list
 * (varied-searches.ts). For a sample of each kind, every statement the service runs is explained with
 * `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` and `track_io_timing` on, for the page as the screen first asks it and
 * for its exact total when the page leaves it pending (a later page: the total first, then the page with
 * `prevTotal`), with the count cache's answers off. Per kind the report gives the time the service takes for the
 * page (writes included, run once before the plans), the SQL time of the page and of the total, the statements run, the
 * buffers found in PostgreSQL's cache and read from the operating system (and the time those reads took), the heap
 * pages visited by bitmap scans (exact versus lossy), and which plan nodes the time is spent in.
 *
 *   npm run bench:search-time -- --database agencyscout_bench --per-kind 12
 *
 * Options: --server-url postgres://postgres@127.0.0.1:5432, --database agencyscout_bench (seeded by
 * `npm run bench:search`), --seed 1 and --searches 600 (the varied list), --per-kind 12. The report also goes to
 * bench/results/search-time-<database>.txt. Needs ../shared/datasets (skips with a message; an error with CI=true).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { leadSearchQueryStringSchema } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { searchLeads, setCountCacheReads } from '../apps/server/src/modules/leads/service.ts';
import { ensureBenchUser } from './bench-database.ts';
import { explainSearch } from './explain.ts';
import { totalRequest } from './lead-requests.ts';
import { loadNow } from './measure.ts';
import { DEFAULT_DATASETS_DIR, heldByData, readSearchVocabulary, requireDatasets } from './search-vocabulary.ts';
import { dataTerms } from './varied-benchmark.ts';
import { VARIED_KINDS, type VariedKind, type VariedSearch, variedSearches } from './varied-searches.ts';

const { values: args } = parseArgs({
  options: {
    'server-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'agencyscout_bench' },
    seed: { type: 'string', default: '1' },
    searches: { type: 'string', default: '600' },
    'per-kind': { type: 'string', default: '12' },
  },
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'I/O Read Time'?: number;
  'Exact Heap Blocks'?: number;
  'Lossy Heap Blocks'?: number;
  Plans?: PlanNode[];
}

/** What one request's statements cost, summed. */
interface RequestCost {
  statements: number;
  executionMs: number;
  planningMs: number;
  hitBlocks: number;
  readBlocks: number;
  readMs: number;
  exactHeapBlocks: number;
  lossyHeapBlocks: number;
  /** Node label ('Bitmap Heap Scan on leads') → its own time (ms), children excluded. */
  selfMs: Map<string, number>;
}

function nodeLabel(node: PlanNode): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  return on ? `${node['Node Type']} ${on}` : node['Node Type'];
}

/** Adds a node's own time (its total × loops less its children's) and its heap blocks to `cost`, recursively. */
function addNode(node: PlanNode, cost: RequestCost): number {
  const total = (node['Actual Total Time'] ?? 0) * (node['Actual Loops'] ?? 1);
  const children = (node.Plans ?? []).reduce((sum, child) => sum + addNode(child, cost), 0);
  const label = nodeLabel(node);
  cost.selfMs.set(label, (cost.selfMs.get(label) ?? 0) + Math.max(0, total - children));
  cost.exactHeapBlocks += node['Exact Heap Blocks'] ?? 0;
  cost.lossyHeapBlocks += node['Lossy Heap Blocks'] ?? 0;
  return total;
}

function costOf(statements: { plan: unknown }[]): RequestCost {
  const cost: RequestCost = {
    statements: statements.length,
    executionMs: 0,
    planningMs: 0,
    hitBlocks: 0,
    readBlocks: 0,
    readMs: 0,
    exactHeapBlocks: 0,
    lossyHeapBlocks: 0,
    selfMs: new Map(),
  };
  for (const { plan } of statements) {
    const [root] = plan as [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }];
    cost.executionMs += root['Execution Time'];
    cost.planningMs += root['Planning Time'];
    cost.hitBlocks += root.Plan['Shared Hit Blocks'] ?? 0;
    cost.readBlocks += root.Plan['Shared Read Blocks'] ?? 0;
    cost.readMs += root.Plan['I/O Read Time'] ?? 0;
    addNode(root.Plan, cost);
  }
  return cost;
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const fixed = (value: number) => value.toFixed(1);
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** The share of the kind's SQL time spent in each plan node kind, largest first (the top three). */
function topNodes(costs: RequestCost[]): string {
  const sums = new Map<string, number>();
  let all = 0;
  for (const cost of costs) {
    for (const [label, ms] of cost.selfMs) {
      sums.set(label, (sums.get(label) ?? 0) + ms);
      all += ms;
    }
  }
  return [...sums.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([label, ms]) => `${label} ${Math.round((100 * ms) / Math.max(all, 1e-9))} %`)
    .join('; ');
}

function kindLine(kind: string, services: number[], pages: RequestCost[], totals: RequestCost[]): string {
  const all = [...pages, ...totals];
  const median = (pick: (cost: RequestCost) => number, list = all) => quantile(list.map(pick), 0.5);
  return [
    kind.padEnd(22),
    `service ${fixed(quantile(services, 0.5))} / ${fixed(quantile(services, 0.95))} ms`.padEnd(26),
    `page ${fixed(median((cost) => cost.executionMs, pages))} / ${fixed(
      quantile(
        pages.map((cost) => cost.executionMs),
        0.95,
      ),
    )} ms`.padEnd(24),
    totals.length
      ? `total ${fixed(median((cost) => cost.executionMs, totals))} / ${fixed(
          quantile(
            totals.map((cost) => cost.executionMs),
            0.95,
          ),
        )} ms (${totals.length})`.padEnd(30)
      : 'total in the page'.padEnd(30),
    `stmts ${fixed(median((cost) => cost.statements, pages))}`.padEnd(10),
    `plan ${fixed(median((cost) => cost.planningMs))} ms`.padEnd(14),
    `hit ${whole(median((cost) => cost.hitBlocks))} read ${whole(median((cost) => cost.readBlocks))} (${fixed(
      median((cost) => cost.readMs),
    )} ms)`.padEnd(30),
    `heap exact ${whole(median((cost) => cost.exactHeapBlocks))} lossy ${whole(median((cost) => cost.lossyHeapBlocks))}`.padEnd(
      30,
    ),
    topNodes(all),
  ].join(' ');
}

type BenchIdentity = Awaited<ReturnType<typeof ensureBenchUser>>;

/** Wall time (ms) of the service answering the page as the screen first asks it, its writes included. */
async function serviceMs(db: Kysely<Database>, search: VariedSearch, identity: BenchIdentity): Promise<number> {
  const params = search.page > 1 ? { ...search.params, prevTotal: '100000' } : search.params;
  const started = performance.now();
  await searchLeads(db, identity, leadSearchQueryStringSchema.parse(params));
  return performance.now() - started;
}

/** The page as the screen first asks it, and the total when it comes by its own request. */
async function explainAsScreen(pool: pg.Pool, search: VariedSearch, identity: BenchIdentity) {
  if (search.page > 1) {
    const total = await explainSearch(pool, totalRequest(search.params), identity, 'json');
    // The page carries the total the screen holds; any large value leads to the same statements.
    const page = await explainSearch(pool, { ...search.params, prevTotal: '100000' }, identity, 'json');
    return { page: costOf(page.statements), total: costOf(total.statements) };
  }
  const page = await explainSearch(pool, search.params, identity, 'json');
  if (!page.totalPending) return { page: costOf(page.statements), total: null };
  const total = await explainSearch(pool, totalRequest(search.params), identity, 'json');
  return { page: costOf(page.statements), total: costOf(total.statements) };
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  if (!requireDatasets(DEFAULT_DATASETS_DIR, log)) return;
  const url = `${args['server-url']}/${args.database}`;
  const target = { kind: 'postgres' as const, url };
  const database = await openDatabase(target);
  const identity = await ensureBenchUser(database.db);
  await database.close();
  const data = await dataTerms(target);
  const vocabulary = heldByData(readSearchVocabulary(DEFAULT_DATASETS_DIR, data.companies), data.titles);
  const searches = variedSearches(vocabulary, { seed: Number(args.seed), count: Number(args.searches) });
  const perKind = Number(args['per-kind']);
  setCountCacheReads(false);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => {
    void client.query("SET track_io_timing = on; SET jit = off; SET work_mem = '16MB'");
  });
  // The service as the server runs it (its own pool, like the app's), for the wall time beside the plans.
  const servicePool = new pg.Pool({ connectionString: url, max: 4 });
  servicePool.on('connect', (client) => {
    void client.query("SET jit = off; SET work_mem = '16MB'");
  });
  const serviceDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: servicePool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const lines = [
    `Where the time of a lead search goes: ${args.database}, ${perKind} searches of each kind of the varied list ` +
      `(seed ${args.seed}), load ${loadNow().toFixed(1)} at the start`,
    'SQL execution time as EXPLAIN ANALYZE measures it (p50 / p95), medians of the rest per request; buffers of 8 kB',
  ];
  try {
    for (const kind of VARIED_KINDS) {
      const sample = searches.filter((search) => search.kind === kind).slice(0, perKind);
      const pages: RequestCost[] = [];
      const totals: RequestCost[] = [];
      const services: number[] = [];
      for (const search of sample) {
        services.push(await serviceMs(serviceDb, search, identity));
        const { page, total } = await explainAsScreen(pool, search, identity);
        pages.push(page);
        if (total) totals.push(total);
      }
      const line = kindLine(kind as VariedKind, services, pages, totals);
      log(line);
      lines.push(line);
    }
  } finally {
    await pool.end();
    await serviceDb.destroy();
  }
  lines.push(`load ${loadNow().toFixed(1)} at the end`);
  const results = path.join(import.meta.dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, `search-time-${args.database}.txt`), `${lines.join('\n')}\n`);
}

await main();

/**
 * `npm run bench:search-designs` (issue #29 point 3): the designs for a keyword search's exact total, side by side
 * in one run on the same searches. Each keyword search of the varied list (varied-searches.ts: words, phrases, OR
 * lists, exclusions, Most Leads with a word) is counted, in rotating order, by
 * - `leads`: the statement the service runs today (search-repository's total: lead type, open, in business, the
 *   stored search vector), which visits each match's 1.6 KB row;
 * - `narrow`: the same count on a narrow copy (lead id, type, open flag, company, posted date and the search
 *   vector with its positions), so phrases stay exact;
 * - `narrow, stripped`: the same with the vector stripped of positions (`strip()`): smaller still, but a phrase
 *   degrades to its words in any order, so phrase counts are checked against `leads` and reported as differences;
 * - `term sets`: sorted id arrays per lexeme (search-design-term-sets.ts), no row visited (phrases not answered).
 * The narrow copies carry the same partial GIN indexes as `leads` (one per lead type). They are built by the
 * benchmark (timed, their size per row reported), vacuumed and analysed, and dropped at the end unless --keep. The
 * match sets are the same, so the totals must agree: the report counts the ones that differ, per design.
 *
 *   npm run bench:search-designs -- --database agencyscout_bench
 *
 * Options: --server-url postgres://postgres@127.0.0.1:5432, --database agencyscout_bench, --seed 1, --searches 600,
 * --keep. Report: bench/results/search-designs-<database>.txt. Needs ../shared/datasets (skips with a message; an
 * error with CI=true).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { formatLoad, loadNow, loadRange, percentiles } from './measure.ts';
import { buildTermSets, countFromTermSets, TERM_SETS_TABLE } from './search-design-term-sets.ts';
import { DEFAULT_DATASETS_DIR, heldByData, readSearchVocabulary, requireDatasets } from './search-vocabulary.ts';
import { dataTerms } from './varied-benchmark.ts';
import { type VariedSearch, variedSearches } from './varied-searches.ts';

const { values: args } = parseArgs({
  options: {
    'server-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'agencyscout_bench' },
    seed: { type: 'string', default: '1' },
    searches: { type: 'string', default: '600' },
    keep: { type: 'boolean', default: false },
  },
});

/** The copies the designs read; `vector` is the SQL of their search column from `leads`. */
const COPIES = [
  { table: 'design_lead_search', vector: 'search_vector' },
  { table: 'design_lead_search_stripped', vector: 'strip(search_vector)' },
] as const;

const IN_BUSINESS = '(l.company_id IS NULL OR l.company_id NOT IN (SELECT id FROM companies WHERE status = 0))';

/** A design: its name and how it counts a keyword search's exact total (null: it cannot answer that search). */
interface Design {
  name: string;
  count(pool: pg.Pool, leadType: string, keyWords: string): Promise<number | null>;
}

/** A design answered by one count statement ($1 lead type, $2 the keywords as typed). */
function statementDesign(name: string, sql: string): Design {
  return {
    name,
    count: async (pool, leadType, keyWords) =>
      (await pool.query<{ total: number }>(sql, [leadType, keyWords])).rows[0]?.total ?? 0,
  };
}

const DESIGNS: Design[] = [
  statementDesign(
    'leads (today)',
    `SELECT count(*)::int AS total FROM leads l WHERE l.lead_type = $1 AND l.closed_at IS NULL AND ${IN_BUSINESS}
       AND l.search_vector @@ websearch_to_tsquery('english', $2)`,
  ),
  ...COPIES.map(({ table }) =>
    statementDesign(
      table === 'design_lead_search' ? 'narrow' : 'narrow, stripped',
      `SELECT count(*)::int AS total FROM ${table} l WHERE l.lead_type = $1 AND l.open AND ${IN_BUSINESS}
         AND l.terms @@ websearch_to_tsquery('english', $2)`,
    ),
  ),
  { name: 'term sets', count: countFromTermSets },
];

/** Builds one narrow copy with its GIN index, vacuumed and analysed. @returns build time (ms) and bytes per row. */
async function buildCopy(pool: pg.Pool, copy: (typeof COPIES)[number]): Promise<{ ms: number; bytesPerRow: number }> {
  const started = performance.now();
  await pool.query(`DROP TABLE IF EXISTS ${copy.table}`);
  await pool.query(
    `CREATE TABLE ${copy.table} AS
       SELECT id, lead_type, closed_at IS NULL AS open, company_id, posted_at, ${copy.vector} AS terms FROM leads`,
  );
  for (const leadType of ['Agency', 'OpenWeb']) {
    await pool.query(
      `CREATE INDEX ${copy.table}_${leadType.toLowerCase()} ON ${copy.table} USING gin (terms) WHERE lead_type = '${leadType}'`,
    );
  }
  await pool.query(`VACUUM (ANALYZE) ${copy.table}`);
  const ms = performance.now() - started;
  const size = await pool.query<{ bytes: string; rows: string }>(
    `SELECT pg_table_size('${copy.table}') AS bytes, (SELECT count(*) FROM ${copy.table}) AS rows`,
  );
  const row = size.rows[0];
  return { ms, bytesPerRow: Number(row?.bytes) / Math.max(1, Number(row?.rows)) };
}

interface Measured {
  search: VariedSearch;
  /** Per design, in DESIGNS order. */
  ms: number[];
  totals: number[];
}

/** Counts every search with every design, the order rotated per search so no design always reads a warmer cache. */
async function measure(pool: pg.Pool, searches: VariedSearch[], loads: number[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const [index, search] of searches.entries()) {
    const ms = new Array<number>(DESIGNS.length).fill(Number.NaN);
    const totals = new Array<number>(DESIGNS.length).fill(Number.NaN);
    for (let step = 0; step < DESIGNS.length; step += 1) {
      const design = (index + step) % DESIGNS.length;
      const started = performance.now();
      const total = await DESIGNS[design]?.count(pool, String(search.params.leadType ?? 'Agency'), keywordsOf(search));
      ms[design] = total === null ? Number.NaN : performance.now() - started;
      totals[design] = total ?? Number.NaN;
    }
    measured.push({ search, ms, totals });
    if (index % 25 === 0) loads.push(loadNow());
  }
  return measured;
}

const BUCKETS = [
  { name: 'under 10,000 matches', test: (total: number) => total < 10_000 },
  { name: '10,000 to 99,999 matches', test: (total: number) => total >= 10_000 && total < 100_000 },
  { name: '100,000 matches or more', test: (total: number) => total >= 100_000 },
] as const;

function reportLines(measured: Measured[]): string[] {
  const fixed = (value: number) => value.toFixed(1);
  const groups: [string, Measured[]][] = [
    ...[...new Set(measured.map((entry) => entry.search.kind))].map((kind): [string, Measured[]] => [
      kind,
      measured.filter((entry) => entry.search.kind === kind),
    ]),
    ...BUCKETS.map((bucket): [string, Measured[]] => [
      bucket.name,
      measured.filter((entry) => bucket.test(entry.totals[0] ?? 0)),
    ]),
    ['all', measured],
  ];
  const lines = [`${'searches (n)'.padEnd(32)}${DESIGNS.map((design) => design.name.padEnd(28)).join('')}`];
  for (const [name, entries] of groups) {
    if (!entries.length) continue;
    const cells = DESIGNS.map((_, design) => {
      const answered = entries.map((entry) => entry.ms[design] ?? Number.NaN).filter((ms) => !Number.isNaN(ms));
      if (!answered.length) return 'not answered'.padEnd(28);
      const p = percentiles(answered);
      return `${fixed(p.p50)} / ${fixed(p.p95)} / ${fixed(p.p99)}`.padEnd(28);
    });
    lines.push(`${`${name} (${entries.length})`.padEnd(32)}${cells.join('')}`);
  }
  lines.push('(milliseconds p50 / p95 / p99 of the exact count, as the server runs it: jit off, work_mem 16 MB)');
  for (const [design, { name }] of DESIGNS.entries()) {
    const differing = measured.filter(
      (entry) => !Number.isNaN(entry.totals[design] ?? Number.NaN) && entry.totals[design] !== entry.totals[0],
    );
    const kinds = [...new Set(differing.map((entry) => entry.search.kind))].join(', ');
    lines.push(`${name}: ${differing.length} totals differ from leads${kinds ? ` (${kinds})` : ''}`);
  }
  return lines;
}

const keywordsOf = (search: VariedSearch) => String(search.params.keyWords);

/** Request keys that leave the match set to the keywords and the lead type (paging and order do not change it). */
const KEYWORD_ONLY_KEYS = new Set(['leadType', 'keyWords', 'offset', 'count', 'mostOpenings', 'sort']);

/** The list's searches whose match set is their keywords alone, each keyword text once. */
function keywordOnly(searches: VariedSearch[]): VariedSearch[] {
  const seen = new Set<string>();
  return searches.filter((search) => {
    const keywords = search.params.keyWords;
    if (typeof keywords !== 'string' || seen.has(keywords)) return false;
    if (!Object.keys(search.params).every((key) => KEYWORD_ONLY_KEYS.has(key))) return false;
    seen.add(keywords);
    return true;
  });
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  if (!requireDatasets(DEFAULT_DATASETS_DIR, log)) return;
  const url = `${args['server-url']}/${args.database}`;
  const data = await dataTerms({ kind: 'postgres', url });
  const vocabulary = heldByData(readSearchVocabulary(DEFAULT_DATASETS_DIR, data.companies), data.titles);
  const searches = keywordOnly(variedSearches(vocabulary, { seed: Number(args.seed), count: Number(args.searches) }));
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => {
    client.query("SET jit = off; SET work_mem = '16MB'").catch(() => undefined);
  });
  const loads = [loadNow()];
  const lines = [`Exact totals by design: ${args.database}, ${searches.length} keyword searches (seed ${args.seed})`];
  try {
    for (const copy of COPIES) {
      const built = await buildCopy(pool, copy);
      lines.push(
        `${copy.table}: built in ${(built.ms / 1000).toFixed(1)} s, ${Math.round(built.bytesPerRow)} bytes a row`,
      );
      log(lines.at(-1) ?? '');
    }
    const leadsSize = await pool.query<{ bytes: string }>(
      `SELECT (pg_table_size('leads') / greatest(1, (SELECT count(*) FROM leads)))::int AS bytes`,
    );
    lines.push(`leads: ${leadsSize.rows[0]?.bytes} bytes a row`);
    const termSetsMs = await buildTermSets(pool, searches.map(keywordsOf));
    lines.push(`${TERM_SETS_TABLE}: the list's lexemes built in ${(termSetsMs / 1000).toFixed(1)} s`);
    log(lines.at(-1) ?? '');
    // Warm-up: the leads design reads the first searches once (the others read the tables they were just built from).
    for (const search of searches.slice(0, 10)) await DESIGNS[0]?.count(pool, 'Agency', keywordsOf(search));
    const measured = await measure(pool, searches, loads);
    lines.push(...reportLines(measured), `1-minute load during the run: ${formatLoad(loadRange(loads))}`);
  } finally {
    if (!args.keep) {
      for (const table of [...COPIES.map((copy) => copy.table), TERM_SETS_TABLE]) {
        await pool.query(`DROP TABLE IF EXISTS ${table}`);
      }
    }
    await pool.end();
  }
  log(lines.join('\n'));
  const results = path.join(import.meta.dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, `search-designs-${args.database}.txt`), `${lines.join('\n')}\n`);
}

await main();

/**
 * `npm run bench:exports -- [--engine postgres|pglite] [--database exports_bench] [--leads 1000000]
 *   [--iterations 10] [--warmup 2] [--port 3361] [--postgres-url postgres://postgres@127.0.0.1:5432]`
 *
 * Exports (issues #15 and #30, outreach-integrations-admin §2, §7, §9) through the real HTTP API: select-all of
 * 1,000 Agency leads (all columns, one line per lead and contact, descriptions as plain text and as HTML; primary
 * contacts only; a keyword search) and of 250 contacts (the contact search, an outreach list). Prints time to the
 * first byte and total, p50/p95, the size, and the 1-minute load average seen while each was measured; first, a
 * naive baseline of the all-columns file (exports-baseline.ts) in the same run.
 * PostgreSQL: run it on a copy of the benchmark set (docs/performance.md 'Exports'), or on `--leads N` demo leads
 * in `--database` (created and seeded when missing). PGlite: `--engine pglite --leads 20000` seeds
 * data/bench-exports-pglite-20000 once. The bench user's quota is raised.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXPORT_COLUMNS, type ExportRequest } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { DatabaseTarget } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { ensurePostgresDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { naiveLeadExport, newestAgencyLeadIds } from './exports-baseline.ts';
import { formatLoad, type LoadRange, loadNow, loadRange, loadWarning, percentiles } from './measure.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(`[bench] ${line}`);

interface ExportCase {
  name: string;
  path: string;
  query: Record<string, string>;
  body: ExportRequest;
}

interface Timing {
  firstByte: number;
  total: number;
  bytes: number;
  rows: string;
}

/** One export: ms to the first body chunk, ms to the last, bytes read. */
async function timeExport(baseUrl: string, apiKey: string, run: ExportCase): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1${run.path}?${new URLSearchParams(run.query)}`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(run.body),
  });
  if (!response.ok || !response.body) throw new Error(`${run.name}: HTTP ${response.status} ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += (chunk as Uint8Array).byteLength;
  }
  return { firstByte, total: performance.now() - started, bytes, rows: response.headers.get('x-export-rows') ?? '?' };
}

/** A list of 250 contacts of the bench organisation (replaced on every run). */
async function prepareList(db: Db, orgId: string, userId: string): Promise<number> {
  await db.deleteFrom('callLists').where('orgId', '=', orgId).where('name', '=', 'Export benchmark').execute();
  const list = await db
    .insertInto('callLists')
    .values({ orgId, createdBy: userId, name: 'Export benchmark' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO call_list_contacts (call_list_id, org_id, contact_id)
    SELECT ${list.id}, ${orgId}::uuid, id FROM contacts WHERE id % 89 = 0 ORDER BY id LIMIT 250`.execute(db);
  return Number(list.id);
}

function cases(listId: number): ExportCase[] {
  const all = { selectAll: true, columns: [...EXPORT_COLUMNS] } satisfies ExportRequest;
  return [
    { name: '1,000 leads, all columns', path: '/exportleads', query: { leadType: 'Agency' }, body: all },
    {
      name: '1,000 leads, all columns, HTML',
      path: '/exportleads',
      query: { leadType: 'Agency' },
      body: { ...all, descriptionsAsHtml: true },
    },
    {
      name: '1,000 leads, primary contacts',
      path: '/exportleads',
      query: { leadType: 'Agency' },
      body: { ...all, primaryContacts: true },
    },
    { name: "1,000 leads 'nurse'", path: '/exportleads', query: { keyWords: 'nurse' }, body: all },
    { name: '250 contacts, search', path: '/exportcontacts', query: {}, body: all },
    { name: '250 contacts, position HR', path: '/exportcontacts', query: { contactPosition: 'HR' }, body: all },
    { name: '250 contacts, outreach list', path: '/exportcontacts', query: { callListId: String(listId) }, body: all },
  ];
}

/** One line of the report: p50/p95 of the first byte and the total, with the load seen while measuring. */
function reportLine(name: string, rows: string, bytes: number, timings: Timing[], load: LoadRange): string {
  const first = percentiles(timings.map((timing) => timing.firstByte));
  const total = percentiles(timings.map((timing) => timing.total));
  const ms = (value: number, width: number) => value.toFixed(1).padStart(width);
  return (
    `${name.padEnd(34)}${rows.padStart(6)}${(bytes / 1024).toFixed(0).padStart(8)}` +
    `${ms(first.p50, 10)}${ms(first.p95, 8)}${ms(total.p50, 11)}${ms(total.p95, 8)}  ${formatLoad(load)}`
  );
}

/** Runs `measure` warmup + iterations times; @returns the measured timings and the load seen meanwhile. */
async function measured(
  measure: () => Promise<Timing>,
  iterations: number,
  warmup: number,
): Promise<{ timings: Timing[]; load: LoadRange }> {
  for (let index = 0; index < warmup; index += 1) await measure();
  const timings: Timing[] = [];
  const loads: number[] = [loadNow()];
  for (let index = 0; index < iterations; index += 1) {
    timings.push(await measure());
    loads.push(loadNow());
  }
  return { timings, load: loadRange(loads) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      engine: { type: 'string', default: 'postgres' },
      leads: { type: 'string', default: '1000000' },
      iterations: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      port: { type: 'string', default: '3361' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'exports_bench' },
    },
  });
  const leads = Number(values.leads);
  const iterations = Number(values.iterations);
  const warmup = Number(values.warmup);
  let target: DatabaseTarget;
  let env: Record<string, string>;
  if (values.engine === 'pglite') {
    const dataDir = path.join(ROOT, 'data', `bench-exports-pglite-${leads}`);
    target = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    env = { DATA_DIR: dataDir };
  } else {
    if (values.database === 'agencyscout_bench') throw new Error('run on a copy of agencyscout_bench');
    const url = await ensurePostgresDatabase(values['postgres-url'], values.database);
    target = { kind: 'postgres', url };
    env = { DATABASE_URL: url };
  }
  const prepared = await prepareDatabase(target, leads, 1, log);
  const { orgId, userId } = prepared.identity;
  // The bench process and an embedded database's server cannot hold it at once: the baseline runs first.
  const database = await openDatabase(target, { migrate: false });
  let listId: number;
  const lines = [`${values.engine} · ${leads.toLocaleString('en-US')} leads · ms · load = 1-minute load average`];
  lines.push(
    `${'export'.padEnd(34)}${'rows'.padStart(6)}${'KB'.padStart(8)}${'ttfb p50'.padStart(10)}${'p95'.padStart(8)}` +
      `${'total p50'.padStart(11)}${'p95'.padStart(8)}  load`,
  );
  const loads: LoadRange[] = [];
  try {
    const { db } = database;
    await db.updateTable('organizations').set({ exportLimit: 2_000_000_000 }).where('id', '=', orgId).execute();
    await db.deleteFrom('exportDownloads').where('userId', '=', userId).execute();
    listId = await prepareList(db, orgId, userId);
    const ids = await newestAgencyLeadIds(db, 1000);
    const naive = await measured(
      async () => {
        const started = performance.now();
        const bytes = await naiveLeadExport(db, ids);
        const total = performance.now() - started;
        return { firstByte: total, total, bytes, rows: String(ids.length) };
      },
      Math.min(iterations, 5),
      1,
    );
    loads.push(naive.load);
    const last = naive.timings.at(-1);
    lines.push(
      reportLine('naive baseline, all columns', String(ids.length), last?.bytes ?? 0, naive.timings, naive.load),
    );
  } finally {
    await database.close();
  }

  const server = await startServer({ env, port: Number(values.port) });
  try {
    for (const run of cases(listId)) {
      const { timings, load } = await measured(() => timeExport(server.url, prepared.apiKey, run), iterations, warmup);
      loads.push(load);
      const last = timings.at(-1);
      lines.push(reportLine(run.name, last?.rows ?? '?', last?.bytes ?? 0, timings, load));
    }
  } finally {
    await stopServer(server.child);
  }
  const warning = loadWarning(loads);
  if (warning) lines.push(warning);
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', `exports-${values.engine}-${leads}.txt`), `${text}\n`);
}

await main();

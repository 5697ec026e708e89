/**
 * `npm run bench:exports -- [--database exports_bench] [--leads 1000000] [--iterations 10] [--warmup 2]
 *   [--port 3361] [--postgres-url postgres://postgres@127.0.0.1:5432]`
 *
 * Exports (issue #15, outreach-integrations-admin §2, §7, §9) through the real HTTP API on PostgreSQL: select-all
 * of 1,000 Agency leads (all columns, one line per lead and contact, and primary contacts only) and of 250
 * contacts (the contact search, an outreach list). Prints time to first byte and total, p50/p95, and the size.
 * Run it on a copy of the benchmark set (docs/performance.md 'Exports'): the bench user's quota is raised.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXPORT_COLUMNS, type ExportRequest } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/types.ts';
import { prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { percentiles } from './measure.ts';

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
async function prepareList(db: Kysely<Database>, orgId: string, userId: string): Promise<number> {
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
      name: '1,000 leads, primary contacts',
      path: '/exportleads',
      query: { leadType: 'Agency' },
      body: { ...all, primaryContacts: true, removeHTML: true },
    },
    { name: "1,000 leads 'nurse'", path: '/exportleads', query: { keyWords: 'nurse' }, body: all },
    { name: '250 contacts, search', path: '/exportcontacts', query: {}, body: all },
    { name: '250 contacts, position HR', path: '/exportcontacts', query: { contactPosition: 'HR' }, body: all },
    { name: '250 contacts, outreach list', path: '/exportcontacts', query: { callListId: String(listId) }, body: all },
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      leads: { type: 'string', default: '1000000' },
      iterations: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      port: { type: 'string', default: '3361' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'exports_bench' },
    },
  });
  if (values.database === 'agencyscout_bench') throw new Error('run on a copy of agencyscout_bench');
  const url = `${values['postgres-url']}/${values.database}`;
  const prepared = await prepareDatabase({ kind: 'postgres', url }, Number(values.leads), 1, log);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const { orgId, userId } = prepared.identity;
  await db.updateTable('organizations').set({ exportLimit: 2_000_000_000 }).where('id', '=', orgId).execute();
  await db.deleteFrom('exportDownloads').where('userId', '=', userId).execute();
  const listId = await prepareList(db, orgId, userId);
  await db.destroy();

  const server = await startServer({ env: { DATABASE_URL: url }, port: Number(values.port) });
  const header = `${'export'.padEnd(34)}${'rows'.padStart(6)}${'KB'.padStart(8)}${'ttfb p50'.padStart(10)}${'p95'.padStart(8)}${'total p50'.padStart(11)}${'p95'.padStart(8)}`;
  const lines = [`postgres · ${Number(values.leads).toLocaleString('en-US')} leads · ms`, header];
  try {
    for (const run of cases(listId)) {
      const timings: Timing[] = [];
      for (let index = 0; index < Number(values.warmup); index += 1) await timeExport(server.url, prepared.apiKey, run);
      for (let index = 0; index < Number(values.iterations); index += 1) {
        timings.push(await timeExport(server.url, prepared.apiKey, run));
      }
      const first = percentiles(timings.map((timing) => timing.firstByte));
      const total = percentiles(timings.map((timing) => timing.total));
      const last = timings.at(-1);
      lines.push(
        `${run.name.padEnd(34)}${String(last?.rows).padStart(6)}${((last?.bytes ?? 0) / 1024).toFixed(0).padStart(8)}` +
          `${first.p50.toFixed(1).padStart(10)}${first.p95.toFixed(1).padStart(8)}${total.p50.toFixed(1).padStart(11)}${total.p95.toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await stopServer(server.child);
  }
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', 'exports.txt'), `${text}\n`);
}

await main();

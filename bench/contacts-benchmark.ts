/**
 * `npm run bench:contacts -- [--mode varied|repeated] [--leads 1000000] [--searches 600] [--datasets ../shared/datasets]
 *   [--iterations 40] [--warmup 5] [--list-size 5000]
 *   [--postgres-url postgres://postgres@127.0.0.1:5432] [--database agencyscout_bench] [--seed 1]`
 *
 * Varied (the default, issue #29 point 4): ≥ 500 distinct contact searches each asked once, beside the naive
 * baseline SQL and the fixed queries repeated (contacts-varied.ts). `--mode repeated`:
 * Contact search and outreach-list batches (issue #13, outreach-integrations-admin §2, §9) through the real HTTP
 * API on PostgreSQL: the demo set of N leads (≈400k contacts at 1M), the contact search by name, position
 * category, company and location with exact totals, and a list of 5,000 contacts read in batches of 100.
 * Prints p50/p95/p99 and EXPLAIN ANALYZE of every statement of the slowest search; writes bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { ensurePostgresDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { explain, getJson, searchParams } from './contact-requests.ts';
import { runContactsVaried } from './contacts-varied.ts';
import { formatLoad, type LoadRange, loadNow, loadRange, type Percentiles, percentiles, sample } from './measure.ts';
import { DEFAULT_DATASETS_DIR, requireDatasets } from './search-vocabulary.ts';
import { formatListReport, repeatedMixLine, slowestPlanHeading } from './varied-list-report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIST_NAME = 'Benchmark outreach list';
const log = (line: string) => console.log(`[bench] ${line}`);

interface ContactQuery {
  name: string;
  params: Record<string, string>;
}

/** Query values taken from the data itself, so every query matches realistic numbers of contacts. */
async function contactQueries(db: Kysely<Database>): Promise<ContactQuery[]> {
  const lastName = await sql<{ name: string }>`
    SELECT lower(last_name) AS name FROM contacts GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`.execute(db);
  const place = await sql<{ city: string; state: string }>`
    SELECT co.city, co.state FROM contacts ct JOIN companies co ON co.id = ct.company_id
    WHERE co.city IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`.execute(db);
  const company = await sql<{ name: string }>`
    SELECT co.name FROM companies co JOIN contacts ct ON ct.company_id = co.id
    GROUP BY co.id ORDER BY count(*) DESC LIMIT 1`.execute(db);
  const name = lastName.rows[0]?.name ?? 'smith';
  const city = place.rows[0];
  const companyName = company.rows[0]?.name ?? 'Health';
  return [
    { name: 'all contacts', params: {} },
    { name: `name '${name}'`, params: { contactName: name } },
    { name: 'name, 3 letters', params: { contactName: name.slice(0, 3) } },
    { name: 'position HR', params: { contactPosition: 'HR' } },
    { name: 'position HR + Accounting', params: { contactPosition: 'HR,Accounting' } },
    { name: `company '${companyName.slice(0, 12)}'`, params: { companyName } },
    { name: 'company word', params: { companyName: companyName.split(' ')[0] ?? companyName } },
    { name: `location '${city?.city}, ${city?.state}'`, params: { location: `${city?.city}, ${city?.state}` } },
    { name: 'position HR in location', params: { contactPosition: 'HR', location: `${city?.city}, ${city?.state}` } },
    { name: 'page 40 of all', params: { offset: '1000', count: '25' } },
  ];
}

/** A list of `size` contacts of the benchmark organisation, one in five with a logged interaction. */
async function prepareList(db: Kysely<Database>, identity: Identity, size: number): Promise<number> {
  await db.deleteFrom('callLists').where('orgId', '=', identity.orgId).execute();
  await db.deleteFrom('contactInteractions').where('orgId', '=', identity.orgId).execute();
  const list = await db
    .insertInto('callLists')
    .values({ orgId: identity.orgId, createdBy: identity.userId, name: LIST_NAME })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO call_list_contacts (call_list_id, org_id, contact_id)
    SELECT ${list.id}, ${identity.orgId}::uuid, id FROM contacts WHERE id % 73 = 0 ORDER BY id LIMIT ${size}`.execute(
    db,
  );
  await sql`
    INSERT INTO contact_interactions (org_id, user_id, contact_id, interaction_type_id, made_contact, notes)
    SELECT ${identity.orgId}::uuid, ${identity.userId}::uuid, contact_id, 1 + (contact_id % 5)::int, contact_id % 2 = 0,
      'Benchmark note'
    FROM call_list_contacts WHERE call_list_id = ${list.id} AND contact_id % 5 = 0`.execute(db);
  await sql`ANALYZE call_lists, call_list_contacts, contact_interactions`.execute(db);
  return Number(list.id);
}

const format = (value: number) => value.toFixed(1).padStart(8);
const line = (name: string, found: number | string, p: Percentiles) =>
  `${name.padEnd(40)}${String(found).padStart(9)}${format(p.p50)}${format(p.p95)}${format(p.p99)}`;

interface Context {
  url: string;
  apiKey: string;
  identity: Identity;
  pool: pg.Pool;
  db: Kysely<Database>;
  values: Options;
}

type Options = ReturnType<typeof options>;

function options() {
  return parseArgs({
    args: process.argv.slice(2),
    options: {
      mode: { type: 'string', default: 'varied' },
      leads: { type: 'string', default: '1000000' },
      searches: { type: 'string', default: '600' },
      datasets: { type: 'string', default: DEFAULT_DATASETS_DIR },
      iterations: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '5' },
      'list-size': { type: 'string', default: '5000' },
      seed: { type: 'string', default: '1' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'agencyscout_bench' },
    },
  }).values;
}

/** Each fixed query `iterations` times after `warmup`; @returns a line per query and the slowest query. */
async function fixedQueries(context: Context, queries: ContactQuery[], iterations: number, warmup: number) {
  const results: { query: ContactQuery; p: Percentiles; samples: number[]; found: number; load: LoadRange }[] = [];
  for (const query of queries) {
    let found = 0;
    const loads: number[] = [];
    const samples = await sample(
      async () => {
        loads.push(loadNow());
        found = (await getJson(`${context.url}/api/v1/companycontacts?${searchParams(query.params)}`, context.apiKey))
          .found;
      },
      iterations,
      warmup,
    );
    results.push({ query, p: percentiles(samples), samples, found, load: loadRange(loads) });
  }
  return results;
}

/** The per-query table of issue #13 and the outreach-list batches (`--mode repeated`). */
async function repeatedMode(context: Context, queries: ContactQuery[]): Promise<string[]> {
  const { values } = context;
  const lines = [
    `${'query'.padEnd(40)}${'found'.padStart(9)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}  load`,
  ];
  const results = await fixedQueries(context, queries, Number(values.iterations), Number(values.warmup));
  for (const result of results)
    lines.push(`${line(result.query.name, result.found, result.p)}  ${formatLoad(result.load)}`);
  const listId = await prepareList(context.db, context.identity, Number(values['list-size']));
  const size = Number(values['list-size']);
  const batchSamples: number[] = [];
  for (let pass = 0; pass < 4; pass += 1) {
    for (let offset = 0; offset < size; offset += 100) {
      const started = performance.now();
      await getJson(`${context.url}/api/v1/calllist/${listId}?offset=${offset}&count=100`, context.apiKey);
      if (pass > 0) batchSamples.push(performance.now() - started);
    }
  }
  lines.push(line(`outreach list of ${size}, batches of 100`, size, percentiles(batchSamples)));
  const slowest = [...results].sort((a, b) => b.p.p95 - a.p.p95)[0];
  if (slowest) {
    lines.push('', `EXPLAIN ANALYZE of the slowest search (${slowest.query.name}):`);
    lines.push(await explain(context.pool, context.identity, slowest.query.params));
  }
  return lines;
}

/** The varied list (contacts-varied.ts), then the fixed queries repeated, on their own line. */
async function variedMode(context: Context, queries: ContactQuery[], title: string): Promise<string[]> {
  const { values } = context;
  const run = await runContactsVaried(
    { ...context, seed: Number(values.seed), searches: Number(values.searches), datasets: values.datasets },
    log,
  );
  const repeated = await fixedQueries(context, queries, 5, 1);
  const all = percentiles(repeated.flatMap((result) => result.samples));
  const pooled = loadRange(repeated.flatMap((result) => [result.load.min, result.load.max]));
  const after = [repeatedMixLine(queries.length, all, pooled)];
  if (run.slowest) {
    after.push('', slowestPlanHeading('search', run.slowest));
    after.push(await explain(context.pool, context.identity, run.slowest.params));
  }
  return formatListReport({
    title: `varied contact searches · ${title} · seed ${values.seed}`,
    kinds: run.kinds,
    samples: run.samples,
    startLoad: run.startLoad,
    baseline:
      'the straightforward SQL (one join of contacts, companies and position clusters, ILIKE on name and company, the place as coalesce(contact, company)), count then page',
    after,
    afterLoads: [pooled],
  }).split('\n');
}

async function main(): Promise<void> {
  const values = options();
  if (values.mode !== 'varied' && values.mode !== 'repeated') throw new Error('--mode: varied or repeated');
  if (values.mode === 'varied' && !requireDatasets(values.datasets, log)) return;
  const url = await ensurePostgresDatabase(values['postgres-url'], values.database);
  const prepared = await prepareDatabase({ kind: 'postgres', url }, Number(values.leads), Number(values.seed), log);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const queries = await contactQueries(db);
  const contacts = await sql<{ total: string }>`SELECT count(*) AS total FROM contacts`.execute(db);
  const title = `postgres · ${Number(values.leads).toLocaleString('en-US')} leads · ${Number(contacts.rows[0]?.total).toLocaleString('en-US')} contacts`;
  const server = await startServer({ env: { DATABASE_URL: url } });
  let lines: string[];
  try {
    const context: Context = {
      url: server.url,
      apiKey: prepared.apiKey,
      identity: prepared.identity,
      pool,
      db,
      values,
    };
    lines =
      values.mode === 'varied'
        ? await variedMode(context, queries, title)
        : [`${title} · ms`, ...(await repeatedMode(context, queries))];
  } finally {
    await stopServer(server.child);
  }
  await db.destroy();
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const name =
    values.mode === 'varied' ? `contacts-varied-postgres-${values.leads}.txt` : `contacts-postgres-${values.leads}.txt`;
  writeFileSync(path.join(ROOT, 'bench', 'results', name), `${text}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:contacts -- [--leads 1000000] [--iterations 40] [--warmup 5] [--list-size 5000]
 *   [--postgres-url postgres://postgres@127.0.0.1:5432] [--database agencyscout_bench] [--seed 1]`
 *
 * Contact search and outreach-list batches (issue #13, outreach-integrations-admin §2, §9) through the real HTTP
 * API on PostgreSQL: the demo set of N leads (≈400k contacts at 1M), the contact search by name, position
 * category, company and location with exact totals, and a list of 5,000 contacts read in batches of 100.
 * Prints p50/p95/p99 and EXPLAIN ANALYZE of every statement of the slowest search; writes bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contactSearchQuerySchema } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { searchContacts } from '../apps/server/src/modules/contacts/service.ts';
import { ensurePostgresDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { type Percentiles, percentiles, sample } from './measure.ts';

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

function searchParams(params: Record<string, string>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const part of key === 'contactPosition' ? value.split(',') : [value]) search.append(key, part);
  }
  return search;
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

async function getJson(url: string, apiKey: string): Promise<{ found: number }> {
  const response = await fetch(url, { headers: { 'X-Api-Key': apiKey } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { found: number };
}

/** EXPLAIN ANALYZE of the statements the contact search really runs for `params` (recorded through Kysely). */
async function explain(pool: pg.Pool, identity: Identity, params: Record<string, string>): Promise<string> {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const search = searchParams(params);
  const query = Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const all = search.getAll(key);
      return [key, all.length === 1 ? all[0] : all];
    }),
  );
  await searchContacts(db, identity, contactSearchQuerySchema.parse(query));
  const plans: string[] = [];
  for (const statement of statements.slice(0, 2)) {
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
    plans.push(result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

const format = (value: number) => value.toFixed(1).padStart(8);
const line = (name: string, found: number | string, p: Percentiles) =>
  `${name.padEnd(40)}${String(found).padStart(9)}${format(p.p50)}${format(p.p95)}${format(p.p99)}`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      leads: { type: 'string', default: '1000000' },
      iterations: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '5' },
      'list-size': { type: 'string', default: '5000' },
      seed: { type: 'string', default: '1' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'agencyscout_bench' },
    },
  });
  const iterations = Number(values.iterations);
  const warmup = Number(values.warmup);
  const url = await ensurePostgresDatabase(values['postgres-url'], values.database);

  const prepared = await prepareDatabase({ kind: 'postgres', url }, Number(values.leads), Number(values.seed), log);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const queries = await contactQueries(db);
  const listId = await prepareList(db, prepared.identity, Number(values['list-size']));
  const contacts = await sql<{ total: string }>`SELECT count(*) AS total FROM contacts`.execute(db);

  const server = await startServer({ env: { DATABASE_URL: url } });
  const lines = [
    `postgres · ${Number(values.leads).toLocaleString('en-US')} leads · ${Number(contacts.rows[0]?.total).toLocaleString('en-US')} contacts · ms`,
    `${'query'.padEnd(40)}${'found'.padStart(9)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`,
  ];
  const results: { query: ContactQuery; p: Percentiles }[] = [];
  try {
    for (const query of queries) {
      let found = 0;
      const samples = await sample(
        async () => {
          found = (await getJson(`${server.url}/api/v1/companycontacts?${searchParams(query.params)}`, prepared.apiKey))
            .found;
        },
        iterations,
        warmup,
      );
      const p = percentiles(samples);
      results.push({ query, p });
      lines.push(line(query.name, found, p));
    }
    const size = Number(values['list-size']);
    const batchSamples: number[] = [];
    for (let pass = 0; pass < 4; pass += 1) {
      for (let offset = 0; offset < size; offset += 100) {
        const started = performance.now();
        await getJson(`${server.url}/api/v1/calllist/${listId}?offset=${offset}&count=100`, prepared.apiKey);
        if (pass > 0) batchSamples.push(performance.now() - started);
      }
    }
    lines.push(line(`outreach list of ${size}, batches of 100`, size, percentiles(batchSamples)));
  } finally {
    await stopServer(server.child);
  }
  const slowest = [...results].sort((a, b) => b.p.p95 - a.p.p95)[0];
  if (slowest) {
    lines.push('', `EXPLAIN ANALYZE of the slowest search (${slowest.query.name}):`);
    lines.push(await explain(pool, prepared.identity, slowest.query.params));
  }
  await db.destroy();
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', `contacts-postgres-${values.leads}.txt`), `${text}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

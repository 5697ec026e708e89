/**
 * `npm run bench:saved-searches -- [--searches 10000] [--iterations 60] [--warmup 5]
 *   [--postgres-url postgres://postgres@127.0.0.1:5432] [--database saved_searches_bench]`
 *
 * The saved-search list (issue #11, prospecting-core §2.6) through the real HTTP API on PostgreSQL with 10,000
 * saved searches in one organisation (the benchmark user owns a fifth, 24 teammates the rest): 'My Saved
 * Searches', 'All Searches', a name filter and a deep page. Target p95 ≤ 30 ms. Prints p50/p95/p99 and EXPLAIN
 * ANALYZE of the statements of each list; writes bench/results/. A few demo leads only (the list reads none).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SavedSearchView, savedSearchListQuerySchema } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { listSavedSearches } from '../apps/server/src/modules/saved-searches/service.ts';
import { ensurePostgresDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { type Percentiles, percentiles, sample } from './measure.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TEAMMATES = 24;
const log = (line: string) => console.log(`[bench] ${line}`);

const ROLES_WORDS = ['Nurse', 'Engineer', 'Accountant', 'Driver', 'Analyst', 'Developer', 'Welder', 'Therapist'];
const CITIES = ['Chicago', 'Houston', 'Denver', 'Boston', 'Atlanta', 'Seattle', 'Phoenix', 'Toronto', 'Miami'];

/** 10,000 searches of the benchmark organisation: the user's own every fifth, the teammates' the rest. */
async function seedSearches(db: Kysely<Database>, identity: Identity, total: number): Promise<void> {
  await db.deleteFrom('savedSearches').where('orgId', '=', identity.orgId).execute();
  const teammates: string[] = [];
  for (let index = 0; index < TEAMMATES; index += 1) {
    const email = `teammate${index}@benchmark-agency.example`;
    const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const row =
      existing ??
      (await db
        .insertInto('users')
        .values({ orgId: identity.orgId, email, name: `Teammate ${index}`, role: 2 })
        .returning('id')
        .executeTakeFirstOrThrow());
    teammates.push(row.id);
  }
  const rows = Array.from({ length: total }, (_, index) => {
    const role = ROLES_WORDS[index % ROLES_WORDS.length] ?? 'Nurse';
    const city = CITIES[Math.floor(index / ROLES_WORDS.length) % CITIES.length];
    return {
      orgId: identity.orgId,
      userId: index % 5 === 0 ? identity.userId : (teammates[index % TEAMMATES] as string),
      name: `${role} jobs in ${city} ${index}`,
      query: JSON.stringify({ keyWords: role.toLowerCase(), leadType: 'Agency' }),
      sendEmail: index % 3 === 0,
      sendEmailFrequency: index % 3 === 0 ? ('daily' as const) : null,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('savedSearches')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
  await sql`VACUUM (ANALYZE) saved_searches`.execute(db);
  await sql`ANALYZE users`.execute(db);
}

interface ListCase {
  name: string;
  params: { view: SavedSearchView; name?: string; offset?: number; count?: number };
}

const CASES: ListCase[] = [
  { name: 'mine, first page', params: { view: 'mine' } },
  { name: 'all, first page', params: { view: 'all' } },
  { name: "all, name contains 'nurse'", params: { view: 'all', name: 'nurse' } },
  { name: "mine, name contains 'denver 4'", params: { view: 'mine', name: 'denver 4' } },
  { name: 'all, deep page (offset 9,000, 100)', params: { view: 'all', offset: 9000, count: 100 } },
];

/** EXPLAIN ANALYZE of the statements the list really runs (recorded through Kysely). */
async function explain(pool: pg.Pool, identity: Identity, params: ListCase['params']): Promise<string> {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await listSavedSearches(db, identity, savedSearchListQuerySchema.parse(params) as never);
  const plans: string[] = [];
  for (const statement of statements) {
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
    plans.push(result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

const format = (value: number) => value.toFixed(1).padStart(8);

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      searches: { type: 'string', default: '10000' },
      iterations: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '5' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'saved_searches_bench' },
    },
  });
  const url = await ensurePostgresDatabase(values['postgres-url'], values.database);

  const prepared = await prepareDatabase({ kind: 'postgres', url }, 1000, 1, log);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const total = Number(values.searches);
  log(`seeding ${total.toLocaleString('en-US')} saved searches…`);
  await seedSearches(db, prepared.identity, total);

  const server = await startServer({ env: { DATABASE_URL: url } });
  const lines = [
    `postgres · ${total.toLocaleString('en-US')} saved searches in one organisation · ms (target p95 ≤ 30)`,
    `${'list'.padEnd(40)}${'count'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`,
  ];
  try {
    // The floor of one authenticated API call on this machine (no database work beyond the API key).
    const floor = percentiles(
      await sample(
        () => fetch(`${server.url}/api/v1/filters/industry`, { headers: { 'X-Api-Key': prepared.apiKey } }),
        Number(values.iterations),
        Number(values.warmup),
      ),
    );
    lines.push(
      `${'(floor: GET /filters/industry)'.padEnd(40)}${''.padStart(8)}${format(floor.p50)}${format(floor.p95)}${format(floor.p99)}`,
    );
    for (const item of CASES) {
      const search = new URLSearchParams(
        Object.entries(item.params).map(([key, value]): [string, string] => [key, String(value)]),
      );
      let count = 0;
      const samples = await sample(
        async () => {
          const response = await fetch(`${server.url}/api/v1/savedSearches?${search}`, {
            headers: { 'X-Api-Key': prepared.apiKey },
          });
          if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
          count = ((await response.json()) as { count: number }).count;
        },
        Number(values.iterations),
        Number(values.warmup),
      );
      const p: Percentiles = percentiles(samples);
      lines.push(`${item.name.padEnd(40)}${String(count).padStart(8)}${format(p.p50)}${format(p.p95)}${format(p.p99)}`);
    }
  } finally {
    await stopServer(server.child);
  }
  for (const item of [CASES[1], CASES[2], CASES[4]]) {
    if (!item) continue;
    lines.push('', `EXPLAIN ANALYZE (${item.name}):`, await explain(pool, prepared.identity, item.params));
  }
  await db.destroy();
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', `saved-searches-${Date.now()}.txt`), `${text}\n`);
}

await main();

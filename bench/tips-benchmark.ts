/**
 * `npm run bench:tips -- [--leads 1000000] [--iterations 40] [--warmup 5]
 *   [--postgres-url postgres://postgres@127.0.0.1:5432] [--database agency_tips_bench] [--seed 1]`
 *
 * Agency Tips (issue #12) on PostgreSQL: a full recompute over every lead, the tips search through the real HTTP
 * API (keyword, radius, company size, with exact totals), and the incremental recompute after a 10,000-lead
 * import (copies of existing postings under a new source). Prints p50/p95/p99; writes bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/types.ts';
import { refreshAfterImport, refreshAllTips } from '../apps/server/src/modules/tips/refresh-service.ts';
import { prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { type Percentiles, percentiles, sample } from './measure.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORT_SIZE = 10_000;
const log = (line: string) => console.log(`[bench] ${line}`);

interface TipQuery {
  name: string;
  params: Record<string, string>;
}

/** Query values from the data itself: a busy tip city and a word of the tip texts. */
async function tipQueries(db: Kysely<Database>): Promise<TipQuery[]> {
  const place = await sql<{ city: string; latitude: number; longitude: number }>`
    SELECT city, avg(latitude) AS latitude, avg(longitude) AS longitude FROM agency_tips
    WHERE expired_at IS NULL AND latitude IS NOT NULL GROUP BY city ORDER BY count(*) DESC LIMIT 1`.execute(db);
  const company = await sql<{ name: string }>`
    SELECT company_name AS name FROM agency_tips WHERE expired_at IS NULL ORDER BY id LIMIT 1`.execute(db);
  const city = place.rows[0];
  const near = {
    lat: String(city?.latitude ?? 41.88),
    lng: String(city?.longitude ?? -87.63),
    location: city?.city ?? '',
  };
  const word = company.rows[0]?.name.split(' ')[0] ?? 'Health';
  return [
    { name: 'all tips', params: {} },
    { name: 'keyword nurse', params: { keyword: 'nurse' } },
    { name: `keyword '${word}'`, params: { keyword: word } },
    { name: `50 miles of ${city?.city}`, params: { ...near, radius: '50' } },
    { name: `keyword nurse, 50 miles of ${city?.city}`, params: { ...near, radius: '50', keyword: 'nurse' } },
    { name: 'statewide CA', params: { radius: '-1', stateShortCountryShortName: 'CA,US' } },
    { name: 'company size 1-10*11-50', params: { EmployeeRange: '1-10*11-50' } },
    { name: 'size 1,001-5,000 within 50 miles', params: { ...near, radius: '50', EmployeeRange: '1,001-5,000' } },
    { name: 'posted in the last 30 days', params: { datePosted: '30' } },
    { name: 'hiring company (contains)', params: { hiringCompany: word.slice(0, 4) } },
    { name: 'page 40 of all', params: { offset: '1000', count: '25' } },
  ];
}

/** Copies IMPORT_SIZE recent leads under a new source, as an import run would write them. */
async function simulateImport(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM leads WHERE source = 'bench-tips-import'`.execute(db);
  await sql`
    INSERT INTO leads (lead_type, title, company_id, company_name, location, city, state, country, latitude,
      longitude, description, employment_types, posted_at, source, source_id, content_hash)
    SELECT 'OpenWeb', title, company_id, company_name, location, city, state, country, latitude, longitude,
      description, employment_types, now(), 'bench-tips-import', 'copy-' || id, content_hash
    FROM leads WHERE source <> 'bench-tips-import' ORDER BY id DESC LIMIT ${IMPORT_SIZE}`.execute(db);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      leads: { type: 'string', default: '1000000' },
      iterations: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '5' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'agency_tips_bench' },
      seed: { type: 'string', default: '1' },
    },
  });
  const url = `${values['postgres-url']}/${values.database}`;
  const prepared = await prepareDatabase({ kind: 'postgres', url }, Number(values.leads), Number(values.seed), log);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const lines: string[] = [];
  const full = await refreshAllTips(db);
  await sql`VACUUM (ANALYZE) agency_tips`.execute(db);
  lines.push(
    `full recompute: ${(full.elapsedMs / 1000).toFixed(1)} s · ${full.activeTips.toLocaleString('en-US')} tips listed · ${full.expiredTips.toLocaleString('en-US')} expired`,
  );
  await simulateImport(db);
  const incremental = await refreshAfterImport(db);
  lines.push(
    `incremental after a ${IMPORT_SIZE.toLocaleString('en-US')}-lead import: ${(incremental.elapsedMs / 1000).toFixed(2)} s · ${incremental.companies?.toLocaleString('en-US')} companies`,
  );
  await sql`DELETE FROM leads WHERE source = 'bench-tips-import'`.execute(db);
  await refreshAfterImport(db);
  await sql`VACUUM (ANALYZE) leads, agency_tips`.execute(db);

  const queries = await tipQueries(db);
  const server = await startServer({ env: { DATABASE_URL: url } });
  lines.push(`${'query'.padEnd(44)}${'found'.padStart(9)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`);
  try {
    for (const query of queries) {
      let found = 0;
      const search = new URLSearchParams(query.params).toString();
      const samples = await sample(
        async () => {
          const response = await fetch(`${server.url}/api/v1/agencytips?${search}`, {
            headers: { 'X-Api-Key': prepared.apiKey },
          });
          if (!response.ok) throw new Error(`${query.name}: ${response.status} ${await response.text()}`);
          found = ((await response.json()) as { found: number }).found;
        },
        Number(values.iterations),
        Number(values.warmup),
      );
      const p: Percentiles = percentiles(samples);
      lines.push(
        `${query.name.slice(0, 43).padEnd(44)}${found.toLocaleString('en-US').padStart(9)}${p.p50.toFixed(1).padStart(8)}${p.p95.toFixed(1).padStart(8)}${p.p99.toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await stopServer(server.child);
    await pool.end();
  }
  const text = lines.join('\n');
  console.log(text);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/tips-postgres.txt'), `${text}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

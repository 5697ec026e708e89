/**
 * `npm run bench:dashboard -- [--mode varied|repeated] [--searches 600] [--seed 1] [--datasets ../shared/datasets]
 *   [--users 200] [--days 365] [--iterations 60] [--warmup 5]
 *   [--postgres-url postgres://postgres@127.0.0.1:5432] [--database client_dashboard_bench]`
 *
 * Varied (the default, issue #29 point 4): ≥ 500 distinct requests each asked once, beside the naive baseline SQL
 * and the fixed queries repeated (dashboard-varied.ts). `--mode repeated`:
 * The engagement dashboard and the Company Notes screen (issue #14, prospecting-core §2.9; outreach-integrations-
 * admin 'Company Notes screen') through the real HTTP API on PostgreSQL: one organisation of N users with a year of
 * generated activity (≈27 searches and lead views a day each, ≈2M events at 200 users; ≈4 logged interactions a
 * day each; 250 notes each), beside two smaller organisations. Prints p50/p95/p99 of GET /dashboard (week, month),
 * the chart, the team view and the notes list with its filters, and EXPLAIN ANALYZE of the dashboard and the
 * notes list; writes bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES } from '@agencyscout/contracts';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { issueApiKeyForEmail } from '../apps/server/src/auth/api-key-service.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { ensurePostgresDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { type DashboardVariedRun, runDashboardVaried } from './dashboard-varied.ts';
import { loadNow, loadRange, type Percentiles, percentiles, sample } from './measure.ts';
import { DEFAULT_DATASETS_DIR, requireDatasets } from './search-vocabulary.ts';
import { formatListReport, repeatedMixLine } from './varied-list-report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The benchmark organisation's company admin (user 0 of 'Bench Agency'). */
const BENCH_EMAIL = 'bench-agency-0@bench-agency.example';
const log = (line: string) => console.log(`[bench] ${line}`);

/** One organisation of `users` users with `days` days of activity, interactions and notes. */
async function seedOrganisation(db: Kysely<Database>, name: string, users: number, days: number): Promise<string> {
  const org = await db
    .insertInto('organizations')
    .values({ name, plan: 'agency' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prefix = name.toLowerCase().replace(/\W+/g, '-');
  await sql`
    INSERT INTO users (org_id, email, name, role)
    SELECT ${org.id}::uuid, ${prefix} || '-' || g || '@bench-agency.example', 'Bench user ' || g,
      CASE WHEN g = 0 THEN ${sql.lit(ROLES.COMPANY_ADMIN)} ELSE ${sql.lit(ROLES.MEMBER)} END::smallint
    FROM generate_series(0, ${sql.lit(users - 1)}) g`.execute(db);
  // Searches (kind 1) and lead views (kind 2): 10–20 and 6–18 a day per user, distinct subjects per day.
  await sql`
    INSERT INTO activity_events (org_id, user_id, kind, day, subject, created_at)
    SELECT u.org_id, u.id, k.kind, d.day::date, s.n, d.day + interval '9 hours' + s.n * interval '7 minutes'
    FROM users u
    CROSS JOIN generate_series(current_date - ${sql.lit(days - 1)}, current_date, interval '1 day') d(day)
    CROSS JOIN (VALUES (1, 10), (2, 6)) k(kind, base)
    CROSS JOIN LATERAL generate_series(1, k.base + (abs(hashtext(u.id::text || d.day::text || k.kind)) % 12)) s(n)
    WHERE u.org_id = ${org.id}
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO contact_interactions (org_id, user_id, contact_id, interaction_type_id, created_at)
    SELECT u.org_id, u.id, 1 + abs(hashtext(u.id::text || d.day::text || s.n)) % 20000,
      (ARRAY[1, 1, 3, 3, 4, 2, 5])[1 + s.n % 7], d.day + interval '10 hours' + s.n * interval '13 minutes'
    FROM users u
    CROSS JOIN generate_series(current_date - ${sql.lit(days - 1)}, current_date, interval '1 day') d(day)
    CROSS JOIN generate_series(1, 4) s(n)
    WHERE u.org_id = ${org.id}`.execute(db);
  await sql`
    INSERT INTO company_notes (org_id, user_id, company_id, job_title, notes, created_at, location_text)
    SELECT u.org_id, u.id, c.id, 'Registered Nurse',
      'Spoke with the hiring manager about ' || (ARRAY['nurses', 'welders', 'drivers', 'accountants'])[1 + s.n % 4]
        || ', follow up ' || s.n,
      now() - (s.n * interval '35 hours'), concat_ws(', ', c.city, c.state)
    FROM users u CROSS JOIN generate_series(1, 250) s(n)
    JOIN companies c ON c.id = 1 + abs(hashtext(u.id::text || s.n)) % 5000
    WHERE u.org_id = ${org.id}`.execute(db);
  return org.id;
}

async function seed(db: Kysely<Database>, users: number, days: number): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', BENCH_EMAIL).executeTakeFirst();
  if (existing) return;
  log('seeding companies and contacts');
  await sql`
    INSERT INTO companies (name, name_key, city, state, country, source)
    SELECT 'Bench Company ' || g, 'bench company ' || g, (ARRAY['Denver', 'Austin', 'Boston', 'Chicago'])[1 + g % 4],
      (ARRAY['CO', 'TX', 'MA', 'IL'])[1 + g % 4], 'US', 'bench'
    FROM generate_series(1, 5000) g`.execute(db);
  await sql`
    INSERT INTO contacts (company_id, first_name, last_name, source)
    SELECT 1 + g % 5000, 'Casey', 'Bench ' || g, 'manual' FROM generate_series(1, 20000) g`.execute(db);
  log(`seeding the benchmark organisation: ${users} users, ${days} days`);
  await seedOrganisation(db, 'Bench Agency', users, days);
  log('seeding two smaller organisations');
  await seedOrganisation(db, 'Other Agency', Math.ceil(users / 4), days);
  await seedOrganisation(db, 'Third Agency', Math.ceil(users / 4), days);
  await sql`VACUUM (ANALYZE) activity_events`.execute(db);
  await sql`VACUUM (ANALYZE) contact_interactions`.execute(db);
  await sql`VACUUM (ANALYZE) company_notes`.execute(db);
  await sql`VACUUM (ANALYZE) users`.execute(db);
}

async function getJson(url: string, apiKey: string): Promise<unknown> {
  const response = await fetch(url, { headers: { 'X-Api-Key': apiKey } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

const QUERIES: { name: string; path: string }[] = [
  { name: 'dashboard week', path: '/api/v1/dashboard?type=week' },
  { name: 'dashboard month', path: '/api/v1/dashboard?type=month' },
  { name: 'chart, 12 weeks', path: '/api/v1/dashboard/history?type=week' },
  { name: 'chart, 12 months', path: '/api/v1/dashboard/history?type=month' },
  { name: 'team view, month (200 users)', path: '/api/v1/dashboard/team?type=month' },
  { name: 'notes, page 1', path: '/api/v1/companynotes?offset=0&count=10' },
  { name: 'notes, page 100', path: '/api/v1/companynotes?offset=990&count=10' },
  { name: "notes, text 'follow up 17'", path: '/api/v1/companynotes?text=follow%20up%2017&count=10' },
  { name: "notes, text 'welders' (1 in 4)", path: '/api/v1/companynotes?text=welders&count=10' },
  { name: "notes, company 'Company 12'", path: '/api/v1/companynotes?companyName=Company%2012&count=10' },
  { name: "notes, location 'Denver' (1 in 4)", path: '/api/v1/companynotes?location=Denver&count=10' },
];

async function explainAll(pool: pg.Pool, orgId: string, userId: string): Promise<string> {
  const statements = [
    [
      'GET /dashboard?type=month (the counts)',
      `SELECT
        (SELECT count(*) FROM activity_events e WHERE e.user_id = $1 AND e.kind = 1
          AND e.day >= date_trunc('month', now())::date AND e.day < (date_trunc('month', now()) + interval '1 month')::date),
        (SELECT count(*) FROM contact_interactions i WHERE i.user_id = $1 AND i.interaction_type_id = 3
          AND i.created_at >= date_trunc('month', now()) AND i.created_at < date_trunc('month', now()) + interval '1 month')`,
      [userId],
    ],
    [
      'GET /companynotes (page 1: the total is the kept count, then the page)',
      `SELECT n.id, n.notes, n.created_at, u.email, c.name, l.location
       FROM company_notes n
       JOIN companies c ON c.id = n.company_id
       LEFT JOIN leads l ON l.id = n.job_lead_id
       JOIN users u ON u.id = n.user_id AND u.org_id = n.org_id
       WHERE n.org_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT 10`,
      [orgId],
    ],
    [
      'GET /companynotes?companyName=Company 12 (count)',
      `SELECT count(*) FROM company_notes n WHERE n.org_id = $1
       AND EXISTS (SELECT 1 FROM companies fc WHERE fc.id = n.company_id AND fc.name ILIKE '%Company 12%')`,
      [orgId],
    ],
    [
      'GET /companynotes?text=welders (count capped at 1,001; 1 in 4 notes match)',
      `SELECT count(*) FROM (SELECT 1 FROM company_notes n WHERE n.org_id = $1
       AND lower(n.notes) LIKE '%welders%' LIMIT 1001) matches`,
      [orgId],
    ],
  ] as const;
  const plans: string[] = [];
  for (const [name, text, parameters] of statements) {
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [...parameters]);
    plans.push(`-- ${name}\n${result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')}`);
  }
  return plans.join('\n\n');
}

const format = (value: number) => value.toFixed(1).padStart(8);

/** Each fixed query `iterations` times after `warmup`; @returns a line per query and every sample (ms). */
async function fixedQueries(url: string, apiKey: string, iterations: number, warmup: number) {
  const lines: string[] = [];
  const all: number[] = [];
  const loads: number[] = [];
  for (const query of QUERIES) {
    const samples = await sample(
      () => {
        loads.push(loadNow());
        return getJson(`${url}${query.path}`, apiKey);
      },
      iterations,
      warmup,
    );
    all.push(...samples);
    const p: Percentiles = percentiles(samples);
    lines.push(`${query.name.padEnd(36)}${format(p.p50)}${format(p.p95)}${format(p.p99)}`);
  }
  return { lines, all: percentiles(all), load: loadRange(loads) };
}

/** The varied requests (dashboard-varied.ts), then the fixed queries repeated, on their own line. */
async function variedMode(
  context: Omit<DashboardVariedRun, 'seed' | 'searches' | 'datasets'>,
  options: { seed: number; searches: number; datasets: string },
  title: string,
): Promise<string[]> {
  const run = await runDashboardVaried({ ...context, ...options }, log);
  // Issuing the members' keys revoked the first key of the company admin (member 0): a new one for the mix.
  const { key: adminKey } = await issueApiKeyForEmail(context.db, BENCH_EMAIL);
  const fixed = await fixedQueries(context.url, adminKey, 5, 1);
  const after = [repeatedMixLine(QUERIES.length, fixed.all, fixed.load)];
  return formatListReport({
    title: `varied dashboard and notes requests · ${title} · seed ${options.seed}`,
    kinds: run.kinds,
    samples: run.samples,
    startLoad: run.startLoad,
    baseline:
      "the straightforward SQL (the member's events and interactions since the period's start counted by kind and period; the notes joined to companies, owners and leads, ILIKE on every filter), count then page",
    after,
    afterLoads: [fixed.load],
  }).split('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      mode: { type: 'string', default: 'varied' },
      searches: { type: 'string', default: '600' },
      datasets: { type: 'string', default: DEFAULT_DATASETS_DIR },
      seed: { type: 'string', default: '1' },
      users: { type: 'string', default: '200' },
      days: { type: 'string', default: '365' },
      iterations: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '5' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'client_dashboard_bench' },
    },
  });
  if (values.mode !== 'varied' && values.mode !== 'repeated') throw new Error('--mode: varied or repeated');
  if (values.mode === 'varied' && !requireDatasets(values.datasets, log)) return;
  const url = await ensurePostgresDatabase(values['postgres-url'], values.database);

  const opened = await openDatabase({ kind: 'postgres', url });
  await seed(opened.db, Number(values.users), Number(values.days));
  const { key: apiKey, userId } = await issueApiKeyForEmail(opened.db, BENCH_EMAIL);
  const user = await opened.db.selectFrom('users').select('orgId').where('id', '=', userId).executeTakeFirstOrThrow();
  const events = await sql<{ total: string }>`SELECT count(*) AS total FROM activity_events`.execute(opened.db);
  const orgEvents = await sql<{ total: string }>`
    SELECT count(*) AS total FROM activity_events WHERE org_id = ${user.orgId}`.execute(opened.db);
  const title = `postgres · ${values.users} users · ${Number(orgEvents.rows[0]?.total).toLocaleString('en-US')} events in the organisation (${Number(events.rows[0]?.total).toLocaleString('en-US')} in all)`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const server = await startServer({ env: { DATABASE_URL: url } });
  let lines: string[];
  try {
    if (values.mode === 'varied') {
      const context = { db: opened.db, pool, orgId: user.orgId, url: server.url };
      lines = await variedMode(
        context,
        { seed: Number(values.seed), searches: Number(values.searches), datasets: values.datasets },
        title,
      );
    } else {
      const fixed = await fixedQueries(server.url, apiKey, Number(values.iterations), Number(values.warmup));
      lines = [
        `${title} · ms`,
        `${'query'.padEnd(36)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`,
        ...fixed.lines,
      ];
    }
  } finally {
    await stopServer(server.child);
    await opened.close();
  }
  lines.push('', 'EXPLAIN ANALYZE:', await explainAll(pool, user.orgId, userId));
  await pool.end();
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', `dashboard-${values.mode}.txt`), `${text}\n`);
}

await main();

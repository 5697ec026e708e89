/**
 * Alert-run benchmark (issue #11): one daily alert run over N alerting saved searches with realistic filters
 * (keywords, locations with radius, employment types, salary, from the search benchmark's vocabulary) on a copy
 * of the 1M-lead PostgreSQL set, after a day's intake of new leads, with SMTP going to a local smtp-server sink.
 *
 *   npm run bench:alerts -- --template agencyscout_bench --database alert_bench
 *
 * Options: --admin-url (default postgres://postgres@127.0.0.1:5432/postgres), --searches 1000, --new-leads 3000,
 * --keep (leave the copy). Prints the run's time, the SMTP hand-off time, and EXPLAIN ANALYZE of one search's
 * 'new since' query.
 */
import { parseArgs } from 'node:util';
import { ROLES } from '@agencyscout/contracts';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { filtersOfQuery } from '../apps/server/src/modules/alerts/service.ts';
import { findNewLeadsOfSearch } from '../apps/server/src/modules/leads/service.ts';
import { deliverOutboxMessage } from '../apps/server/src/modules/mail/service.ts';
import { createMailTransport } from '../apps/server/src/modules/mail/transport.ts';
import { runMorningEmails } from '../apps/server/src/modules/morning-run/service.ts';
import { startSmtpReceiver } from '../apps/server/test/helpers/smtp-receiver.ts';
import { explainReads } from './explain.ts';
import { CHICAGO } from './query-mix.ts';

const { values: args } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    template: { type: 'string', default: 'agencyscout_bench' },
    database: { type: 'string', default: 'alert_bench' },
    searches: { type: 'string', default: '1000' },
    'new-leads': { type: 'string', default: '3000' },
    keep: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '4' },
  },
});

const CITIES = [
  { ...CHICAGO, location: 'Chicago, IL' },
  { latitude: 29.7633, longitude: -95.3633, location: 'Houston, TX' },
  { latitude: 33.4484, longitude: -112.074, location: 'Phoenix, AZ' },
  { latitude: 39.9523, longitude: -75.1638, location: 'Philadelphia, PA' },
  { latitude: 40.7128, longitude: -74.006, location: 'New York, NY' },
  { latitude: 34.0522, longitude: -118.2437, location: 'Los Angeles, CA' },
];
const KEYWORDS = [
  'nurse',
  'engineer',
  '"registered nurse"',
  'nurse -senior',
  'manager OR specialist',
  'developer',
  'analyst',
  'driver',
];
const TYPES = ['Contract', 'Direct Hire', 'Contract to Direct Hire'];

/** Search i's filters: a deterministic mix of keywords, 1–2 cities with a radius, types and salary. */
function searchQuery(i: number): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (i % 5 !== 4) query.keyWords = KEYWORDS[i % KEYWORDS.length];
  if (i % 3 !== 2) {
    const first = CITIES[i % CITIES.length];
    const second = CITIES[(i + 2) % CITIES.length];
    query.locations = (i % 4 === 0 ? [first, second] : [first]).map((city) => ({
      ...city,
      radius: [10, 25, 50][i % 3],
    }));
  }
  if (i % 2 === 0) query.employmentType = [TYPES[i % TYPES.length]];
  if (i % 7 === 0) query.minSalary = 60_000 + (i % 4) * 10_000;
  return query;
}

async function admin(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: args['admin-url'] });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const name = args.database;
  if (!/^[a-z0-9_]+$/.test(name) || !/^[a-z0-9_]+$/.test(args.template)) throw new Error('plain database names only');
  const searches = Number(args.searches);
  console.log(`copying ${args.template} to ${name}…`);
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  let started = performance.now();
  await admin(`CREATE DATABASE ${name} TEMPLATE ${args.template}`);
  console.log(`copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const url = new URL(args['admin-url']);
  url.pathname = `/${name}`;
  started = performance.now();
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  console.log(`migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { db } = database;
  const receiver = await startSmtpReceiver();
  try {
    // The alerting users: 100 organisations of 10 users, one search each, created before the day's intake.
    const before = new Date(Date.now() - 60_000);
    const owners: { orgId: string; userId: string }[] = [];
    for (let o = 0; o < Math.ceil(searches / 10); o += 1) {
      const org = await db
        .insertInto('organizations')
        .values({
          name: `Alert bench ${o}`,
          plan: 'agency',
          timeZone: ['America/Chicago', 'America/New_York', 'UTC'][o % 3],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let u = 0; u < 10 && owners.length < searches; u += 1) {
        const user = await db
          .insertInto('users')
          .values({ orgId: org.id, email: `alert-bench-${o}-${u}@bench.example`, role: ROLES.MEMBER })
          .returning('id')
          .executeTakeFirstOrThrow();
        owners.push({ orgId: org.id, userId: user.id });
      }
    }
    await db
      .insertInto('savedSearches')
      .values(
        owners.map((owner, i) => ({
          ...owner,
          name: `Alert ${i}`,
          query: JSON.stringify(searchQuery(i)),
          sendEmail: true,
          sendEmailFrequency: 'daily' as const,
          createdAt: before,
        })),
      )
      .execute();
    // A day's intake: copies of random Agency leads, first seen now, posted today.
    started = performance.now();
    await pg_insertNewLeads(database.pool.pool, Number(args['new-leads']));
    console.log(`inserted ${args['new-leads']} new leads in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await database.pool.pool.query('VACUUM (ANALYZE) leads, saved_searches, organizations, users');

    const options = {
      publicUrl: 'http://localhost:3000',
      appSecret: 'bench-secret-bench-secret-bench-secret',
      schedule: { sendHour: 0, weeklyDay: 1 },
      smtp: true,
      concurrency: Number(args.concurrency),
    };
    const now = new Date();
    const result = await runMorningEmails(db, options, now);
    console.log(`alert run: ${JSON.stringify(result)}`);
    started = performance.now();
    const transport = createMailTransport({
      smtpUrl: receiver.url,
      from: 'bench@agencyscout.test',
      retryLimit: 0,
      retryDelaySeconds: 1,
    });
    if (!transport) throw new Error('no transport');
    const queued = await db.selectFrom('outbox').select('id').where('status', '=', 'queued').execute();
    for (const row of queued)
      await deliverOutboxMessage(db, transport, {
        id: Number(row.id),
        lastAttempt: true,
        publicUrl: options.publicUrl,
      });
    transport.close();
    const smtpMs = performance.now() - started;
    console.log(
      `SMTP hand-off of ${queued.length} e-mails: ${(smtpMs / 1000).toFixed(1)} s; received ${receiver.messages.length}`,
    );
    await explainOne(database.pool.pool, owners[0] as { userId: string }, before, now);
  } finally {
    await receiver.close();
    await database.close();
    if (!args.keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function pg_insertNewLeads(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `INSERT INTO leads (lead_type, title, company_id, company_name, location, city, state, country, latitude, longitude,
       description, employment_types, hourly_pay_min, hourly_pay_max, duration_months, min_salary, max_salary,
       salary_currency, min_experience_years, posted_at, source, source_id, job_category_ids, content_hash)
     SELECT lead_type, title, company_id, company_name, location, city, state, country, latitude, longitude,
       description, employment_types, hourly_pay_min, hourly_pay_max, duration_months, min_salary, max_salary,
       salary_currency, min_experience_years, now() - random() * interval '1 day', 'alert-bench', 'new-' || id,
       job_category_ids, content_hash
     FROM leads TABLESAMPLE BERNOULLI (1) WHERE lead_type = 'Agency' LIMIT $1`,
    [count],
  );
}

/** EXPLAIN ANALYZE of the 'new since' query of search 0 (keywords + 2 cities + type + salary). */
async function explainOne(pool: pg.Pool, owner: { userId: string }, since: Date, until: Date): Promise<void> {
  const filters = filtersOfQuery(searchQuery(0));
  if (!filters) throw new Error('bad query');
  console.log(`search 0 filters: ${JSON.stringify(searchQuery(0))}`);
  const plans = await explainReads(
    pool,
    (db) =>
      findNewLeadsOfSearch(
        db,
        { userId: owner.userId, permissions: ['read:leads', 'read:anyLeads'] },
        { filters, leadType: 'Agency', since, until, limit: 50 },
      ),
    Number.POSITIVE_INFINITY,
  );
  console.log(plans);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

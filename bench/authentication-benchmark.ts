/**
 * What checking the live sign-in on every API call costs (issue #30 'Signing out ends access at once'):
 * `GET /api/v1/me` — authentication, the product session, and the smallest answer — through the app in process
 * (no network), on PostgreSQL, with the caller's live state (user, sign-in, session):
 *   - cached ACCESS_CACHE_SECONDS=5 in the process (the default without Redis),
 *   - cached 5 s in Redis (REDIS_URL, shared by the nodes),
 *   - read from the database on every call (ACCESS_CACHE_SECONDS=0: the straightforward way, the baseline).
 * Each variant warms up, then runs `--requests` calls one after another; p50 / p95 / mean and the load average.
 *
 *   npm run bench:auth -- [--requests 3000] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *     [--redis redis://127.0.0.1:6379]
 */
import { parseArgs } from 'node:util';
import { bearer, createTestApp, createUser, mintAccessToken } from '../apps/server/test/helpers/test-app.ts';
import { formatLoad, loadNow, loadRange, percentiles, sample } from './measure.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});

// The test helpers' database: a fresh PostgreSQL database for each variant, dropped afterwards.
process.env.TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL = args.postgres;

const VARIANTS: { name: string; environment: Record<string, string> }[] = [
  { name: 'cached 5 s in the process', environment: { ACCESS_CACHE_SECONDS: '5' } },
  {
    name: 'cached 5 s in Redis (shared)',
    environment: { ACCESS_CACHE_SECONDS: '5', REDIS_URL: args.redis, REDIS_KEY_PREFIX: `bench-auth-${Date.now()}` },
  },
  { name: 'read on every call (baseline)', environment: { ACCESS_CACHE_SECONDS: '0' } },
];

async function measure(environment: Record<string, string>, requests: number) {
  const context = await createTestApp({ ...environment, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' });
  try {
    const user = await createUser(context.db, { plan: 'agency' });
    const headers = bearer(await mintAccessToken(context, user));
    const call = async () => {
      const response = await context.app.inject({ url: '/api/v1/me', headers });
      if (response.statusCode !== 200) throw new Error(`GET /me answered ${response.statusCode}: ${response.body}`);
    };
    const loads: number[] = [loadNow()];
    const samples = await sample(call, requests, Math.min(300, requests));
    loads.push(loadNow());
    return { samples, load: loadRange(loads) };
  } finally {
    await context.close();
  }
}

const requests = Number(args.requests);
console.log(`GET /api/v1/me in process, PostgreSQL, ${requests} calls per variant, one after another`);
for (const variant of VARIANTS) {
  const { samples, load } = await measure(variant.environment, requests);
  const { p50, p95 } = percentiles(samples);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  console.log(
    `  ${variant.name.padEnd(32)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  mean ${mean.toFixed(2)} ms  ${formatLoad(load)}`,
  );
}

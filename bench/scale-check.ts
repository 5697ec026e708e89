/**
 * `npm run scale:check` (issue #21 'Many nodes'): the product on one machine as it runs on many — a PostgreSQL
 * primary and a streaming replica, Redis, two app nodes and two job workers. It drives the search mix and a burst
 * of saved-search alerts through both nodes, kills one app node and one worker with SIGKILL mid-run, and checks:
 * every session works on either node, no job ran twice, no alert e-mail was sent twice, replica reads were served,
 * the rate limit was counted across nodes, and no request failed on the surviving node.
 *
 *   npm run scale:check            (skips, with a note, when no PostgreSQL binaries are installed)
 *
 * Options: --seconds 30 (length of the mix), --clients 6, --alerts 120, --leads 1500, --keep (leave the folder).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { SAVED_SEARCH_ALERTS_QUEUE } from '../apps/server/src/jobs/saved-search-alerts.ts';
import { startSmtpReceiver } from '../apps/server/test/helpers/smtp-receiver.ts';
import {
  type Child,
  freePort,
  type PostgresNode,
  postgresBinaries,
  startAppNode,
  startPrimary,
  startRedis,
  startReplica,
  startWorker,
} from './scale/cluster.ts';
import { type MixResult, type NodeUrl, runMix } from './scale/mix.ts';
import { type SignedIn, seedWorld, signIn } from './scale/world.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    clients: { type: 'string', default: '6' },
    alerts: { type: 'string', default: '120' },
    leads: { type: 'string', default: '1500' },
    keep: { type: 'boolean', default: false },
  },
});

const APP_SECRET = 'scale-check-secret-scale-check-secret-00';
const METRICS_TOKEN = 'scale-check-metrics-token';
const PUBLIC_URL = 'http://agencyscout.scale.localhost';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[${elapsed().padStart(7)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await sleep(500);
  }
}

async function query<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Registers a product session for the user through `node` (the web app does this after sign-in). */
async function registerSession(node: NodeUrl, user: Omit<SignedIn, 'sessionId'>): Promise<SignedIn> {
  const sessionId = randomUUID();
  const response = await fetch(`${node.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: sessionId }),
  });
  if (!response.ok) throw new Error(`session registration answered ${response.status}`);
  return { ...user, sessionId };
}

/** Alternating calls on the two nodes see one shared counter: x-ratelimit-remaining falls by one each call. */
async function checkSharedRateLimit(nodes: NodeUrl[], user: SignedIn): Promise<Check> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const remaining: number[] = [];
    for (let call = 0; call < 10; call += 1) {
      const node = nodes[call % nodes.length] as NodeUrl;
      const response = await fetch(`${node.url}/api/v1/me`, {
        headers: { authorization: `Bearer ${user.token}`, requestid: user.sessionId },
      });
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    const steps = remaining.slice(1).map((value, index) => (remaining[index] as number) - value);
    if (steps.every((step) => step === 1)) {
      return {
        name: 'rate limit counted across nodes',
        ok: true,
        detail: `remaining ${remaining.join(' → ')} alternating nodes`,
      };
    }
    // A window boundary fell inside the ten calls: try again.
  }
  return {
    name: 'rate limit counted across nodes',
    ok: false,
    detail: 'remaining did not fall by one per call across nodes',
  };
}

async function replicaReads(node: NodeUrl): Promise<number> {
  const text = await fetch(`${node.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
    (response) => response.text(),
  );
  const match = text.match(/agencyscout_db_reads_total\{[^}]*target="replica"[^}]*\} (\d+)/);
  return match ? Number(match[1]) : 0;
}

async function main(): Promise<void> {
  const bin = postgresBinaries();
  if (!bin) {
    console.log(
      'scale:check skipped: no PostgreSQL server binaries (initdb, pg_basebackup); set PG_BIN to their folder.',
    );
    return;
  }
  const base = mkdtempSync(path.join(tmpdir(), 'agencyscout-scale-'));
  const children: Child[] = [];
  const clusters: PostgresNode[] = [];
  const checks: Check[] = [];
  const receiver = await startSmtpReceiver();
  // Whatever ends this process, the clusters and children it started end with it.
  const emergencyStop = () => {
    for (const child of children) child.child.kill('SIGKILL');
    for (const cluster of clusters) cluster.stop();
    if (!args.keep) rmSync(base, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    emergencyStop();
    process.exit(130);
  });
  process.once('SIGTERM', () => {
    emergencyStop();
    process.exit(143);
  });
  process.once('uncaughtException', (error) => {
    console.error(error);
    emergencyStop();
    process.exit(1);
  });
  try {
    const [primaryPort, replicaPort, redisPort, port1, port2] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    const primary = startPrimary(bin, base, primaryPort as number);
    clusters.push(primary);
    await query(primary.url('postgres'), 'CREATE DATABASE agencyscout');
    say(`PostgreSQL primary on port ${primary.port} (${base})`);
    const database = await openDatabase({ kind: 'postgres', url: primary.url('agencyscout') });
    const users = await seedWorld(database.db, {
      users: Number(args.clients),
      alerts: Number(args.alerts),
      leads: Number(args.leads),
    });
    say(`migrated and seeded: ${args.leads} leads, ${users.length} users, ${args.alerts} due alerts`);
    const replica = startReplica(bin, base, primary, replicaPort as number);
    clusters.push(replica);
    say(`streaming replica on port ${replica.port} (pg_basebackup)`);
    children.push(await startRedis(redisPort as number));
    say(`Redis on port ${redisPort}`);

    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: primary.url('agencyscout'),
      DATABASE_READ_URL: replica.url('agencyscout'),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      APP_SECRET,
      PUBLIC_URL,
      METRICS_TOKEN,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      JOBS_IN_PROCESS: 'false',
      RATE_LIMIT_MAX: '1000000',
      READ_YOUR_WRITES_SECONDS: '2',
      SMTP_URL: receiver.url,
      ALERT_SEND_HOUR: '0',
      ALERT_CONCURRENCY: '4',
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOB_EXPIRE_SECONDS: '20',
      JOB_MAINTENANCE_SECONDS: '2',
      JOB_POLLING_SECONDS: '0.5',
      WORKER_HEARTBEAT_SECONDS: '2',
    };
    const app1 = await startAppNode('app-1', port1 as number, env);
    const app2 = await startAppNode('app-2', port2 as number, env);
    children.push(app1, app2);
    const worker1 = startWorker('worker-1', env);
    const worker2 = startWorker('worker-2', env);
    children.push(worker1, worker2);
    const ready = await waitFor(
      () =>
        fetch(`${app1.url}/api/ready`).then((response) => response.json() as Promise<{ workers: { alive: number } }>),
      (body) => body.workers.alive >= 2,
      60,
    );
    say(`app nodes on ports ${port1} and ${port2}; workers alive: ${ready.workers.alive}`);

    const nodes: NodeUrl[] = [
      { name: 'app-1', url: app1.url },
      { name: 'app-2', url: app2.url },
    ];
    const signedIn: SignedIn[] = [];
    for (const [index, user] of users.entries()) {
      // Each session is registered on one node and then used on both.
      const node = nodes[index % 2] as NodeUrl;
      signedIn.push(await registerSession(node, await signIn(database.db, APP_SECRET, PUBLIC_URL, user)));
    }
    checks.push(await checkSharedRateLimit(nodes, signedIn[0] as SignedIn));

    const boss = new PgBoss({ connectionString: primary.url('agencyscout'), supervise: false, schedule: false });
    await boss.start();
    let alertTicks = 0;
    const ticker = setInterval(() => {
      alertTicks += 1;
      void boss.send(SAVED_SEARCH_ALERTS_QUEUE, {}).catch(() => {});
    }, 1000);

    const mixSeconds = Number(args.seconds);
    const killAt = Math.round(mixSeconds / 3);
    const killer = (async () => {
      await sleep(killAt * 1000);
      await waitFor(
        async () =>
          (
            await query<{ sent: number }>(
              primary.url('agencyscout'),
              'SELECT count(*)::int AS sent FROM saved_search_alert_sends',
            )
          )[0]?.sent ?? 0,
        (sent) => sent > 0,
        killAt,
      );
      say('SIGKILL app-2 and worker-1 (mid-run: alerts are being sent, searches are running)');
      await Promise.all([app2.stop('SIGKILL'), worker1.stop('SIGKILL')]);
      return Date.now();
    })();
    say(`search mix: ${signedIn.length} signed-in users for ${mixSeconds} s over both nodes`);
    const mix: MixResult = await runMix({
      nodes,
      users: signedIn,
      seconds: mixSeconds,
      killedAt: killer,
      killed: 'app-2',
    });
    const killedAt = await killer;
    say(
      `mix done: ${mix.requests} requests (${mix.byNode['app-1'] ?? 0} on app-1, ${mix.byNode['app-2'] ?? 0} on app-2)`,
    );

    const expected = Number(args.alerts);
    const drained = await waitFor(
      () =>
        query<{ claimed: number; sent: number; open: number }>(
          primary.url('agencyscout'),
          `SELECT (SELECT count(*)::int FROM saved_search_alert_sends) AS claimed,
                  (SELECT count(*)::int FROM outbox WHERE status = 'sent') AS sent,
                  (SELECT count(*)::int FROM outbox WHERE status <> 'sent') AS open`,
        ).then((rows) => rows[0] as { claimed: number; sent: number; open: number }),
      (state) => state.claimed >= expected && state.open === 0 && state.sent >= expected,
      120,
    );
    clearInterval(ticker);
    await boss.stop({ graceful: false, wait: true, timeout: 2000 }).catch(() => {});
    say(
      `alerts: ${drained.claimed} claimed, ${drained.sent} e-mails sent, ${drained.open} still open (${alertTicks} alert jobs sent)`,
    );

    checks.push({
      name: 'every session works on either node',
      ok: mix.sessionsOnBoth === signedIn.length,
      detail: `${mix.sessionsOnBoth} / ${signedIn.length} sessions answered on both app-1 and app-2`,
    });
    const failedSurvivor = mix.failures.filter((failure) => failure.node === 'app-1');
    checks.push({
      name: 'no request failed on the surviving node',
      ok: failedSurvivor.length === 0 && (mix.byNode['app-1'] ?? 0) > 0,
      detail:
        failedSurvivor.length === 0
          ? `${mix.byNode['app-1'] ?? 0} requests on app-1, all answered; ${mix.failures.length} failed on app-2 as it was killed (${new Date(killedAt).toISOString()})`
          : failedSurvivor
              .slice(0, 5)
              .map((failure) => `${failure.what}: ${failure.status}`)
              .join('; '),
    });
    checks.push({
      name: 'own writes read back (read-your-writes)',
      ok: mix.staleReads === 0 && mix.writes > 0,
      detail: `${mix.writes} saved searches created, each listed at once on the other node; ${mix.staleReads} missing`,
    });
    const replicaServed = await replicaReads(nodes[0] as NodeUrl);
    checks.push({
      name: 'replica reads served',
      ok: replicaServed > 0,
      detail: `${replicaServed} search and list reads on the replica (app-1)`,
    });

    const jobs = await query<{ outbox_id: string; jobs: number }>(
      primary.url('agencyscout'),
      `SELECT data->>'outboxId' AS outbox_id, count(*)::int AS jobs FROM pgboss.job WHERE name = 'mail-delivery' GROUP BY 1`,
    );
    const doubleJobs = jobs.filter((row) => row.jobs > 1);
    const runs = await query<{ retried: number }>(
      primary.url('agencyscout'),
      `SELECT count(*) FILTER (WHERE retry_count > 0)::int AS retried FROM pgboss.job WHERE name = 'mail-delivery'`,
    );
    const sentOutbox = await query<{ attempts: number }>(primary.url('agencyscout'), `SELECT attempts FROM outbox`);
    const deliveredTwice = sentOutbox.filter((row) => row.attempts > 1).length;
    checks.push({
      name: 'no job ran twice',
      ok: doubleJobs.length === 0 && deliveredTwice === 0,
      detail: `${jobs.length} delivery jobs, one per e-mail; ${deliveredTwice} e-mails handed to SMTP more than once; ${runs[0]?.retried ?? 0} jobs taken back from the killed worker and finished elsewhere`,
    });
    const byMessageId = new Map<string, number>();
    for (const mail of receiver.messages)
      byMessageId.set(mail.messageId ?? '', (byMessageId.get(mail.messageId ?? '') ?? 0) + 1);
    const twice = [...byMessageId.values()].filter((count) => count > 1).length;
    const takenBack = runs[0]?.retried ?? 0;
    // SMTP is at-least-once by design (docs/decisions.md 'Alert e-mails: nothing twice, nothing lost'): a worker
    // killed after the server accepted a message but before it recorded the hand-off hands it over again, with the
    // same Message-ID, which receivers drop. So every due alert must arrive as exactly one Message-ID, and a
    // Message-ID may arrive twice only for a delivery job taken back from the killed worker.
    checks.push({
      name: 'no alert e-mail sent twice',
      ok: byMessageId.size === expected && drained.claimed === expected && twice <= takenBack,
      detail: `${receiver.messages.length} e-mails received for ${expected} due alerts, ${byMessageId.size} distinct Message-IDs; ${twice} handed over again by a job taken back from the killed worker (same Message-ID)`,
    });
    await database.close();
  } finally {
    for (const child of children.reverse()) await child.stop('SIGTERM').catch(() => {});
    for (const cluster of clusters.reverse()) cluster.stop();
    await receiver.close();
    if (!args.keep) rmSync(base, { recursive: true, force: true });
  }
  console.log('');
  for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
  console.log(`\nscale:check finished in ${elapsed()}`);
  if (checks.length === 0 || checks.some((check) => !check.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

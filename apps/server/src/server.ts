/**
 * Process entry: read settings, open and migrate the database, seed the demo accounts and (DEMO_LEADS)
 * synthetic demo data on an empty database (Agency leads only while the live demo brings real Open Web postings),
 * listen, and shut down gracefully on SIGINT/SIGTERM.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createSlowQueryLog } from './db/slow-query-log.ts';
import { type StartedEmulators, startIntegrationEmulators } from './integrations/emulators.ts';
import { type JobRunner, startJobs } from './jobs/boss.ts';
import { flushErrorReports, startErrorReporting } from './lib/error-reporting.ts';
import { AppSecretMismatchError } from './lib/secrets.ts';
import { DEMO_SIGN_INS, demoAccountsPresent, seedDemoAccounts } from './seed/demo-accounts.ts';
import { type DemoSummary, seedDemoDataIfEmpty } from './seed/demo-data.ts';
import { type JobWebDemo, startJobWebDemo } from './sources/job-web-demo.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** The start-up line about a first seed: what was generated and where the Open Web leads come from. */
function demoSeedLine(demo: DemoSummary, liveOpenWeb: boolean): string {
  const count = (value: number) => value.toLocaleString('en-US');
  const what = liveOpenWeb
    ? `${count(demo.leads)} Agency leads (Open Web leads come from the live demo's job boards)`
    : `${count(demo.leads)} leads`;
  return `Seeded demo data: ${count(demo.companies)} companies, ${count(demo.contacts)} contacts, ${what} in ${(demo.elapsedMs / 1000).toFixed(1)} s`;
}

export interface StartOptions {
  /**
   * Awaited once the database is migrated and seeded, before the app is built and listens: `npm start` passes its
   * web build here, so the address printed never serves a stale or half-written UI (start-with-web-build.ts).
   */
  beforeListen?: () => Promise<void>;
}

/** Starts the server (see the file comment); resolves once it listens. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  let config = loadConfig();
  let emulators: StartedEmulators | null = null;
  if (config.integrations.emulators) {
    emulators = await startIntegrationEmulators(config);
    config = emulators.config;
  }
  startErrorReporting(config);
  // Slow-query lines are for serving: migrations, the demo seed and the rest of start-up stay quiet (issue #30).
  const slowQueries = createSlowQueryLog(config.slowQueryMs, (line) => process.stderr.write(`${line}\n`));
  const database = await openDatabase(config.database, slowQueries.options);
  // Search and list reads on the streaming replica (issue #21); it is never migrated, the primary is.
  const replica = config.readReplicaUrl
    ? await openDatabase({ kind: 'postgres', url: config.readReplicaUrl }, { ...slowQueries.options, migrate: false })
    : null;
  if (config.seedDemo) {
    await seedDemoAccounts(database.db, config.demoPassword);
    // With the live demo following its job boards, their real postings are the Open Web leads (issue #30).
    const liveOpenWeb = Boolean(config.sources.jobWebDemo?.follow);
    const demo = await seedDemoDataIfEmpty(database.db, { leads: config.demoLeads, seed: 1, openWeb: !liveOpenWeb });
    if (demo) console.log(demoSeedLine(demo, liveOpenWeb));
  }
  // The offline job web of the live demo (JOB_WEB_DEMO; on by default for the embedded database, issue #28).
  const jobWeb: JobWebDemo | null = await startJobWebDemo(config, database.db);
  if (jobWeb) config = jobWeb.config;
  try {
    await options.beforeListen?.();
  } catch (error) {
    // Nothing is served: close what was opened (the database flushes to disk) before saying why.
    await jobWeb?.close();
    await replica?.close();
    await database.close();
    await emulators?.close();
    throw error;
  }
  const app = await buildApp(config, {
    db: database.db,
    pool: database.pool.pool,
    replica: replica ? { db: replica.db, pool: replica.pool.pool } : null,
  });

  let jobs: JobRunner | null = null;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await jobs?.stop();
    await replica?.close();
    await database.close();
    await flushErrorReports();
    await emulators?.close();
    await jobWeb?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  slowQueries.serving();
  await app.listen({ port: config.port, host: config.host });
  // Background jobs (saved-search alerts, e-mail) in this process unless `npm run worker` processes run them.
  if (config.jobsInProcess) jobs = await startJobs({ config, db: database.db, pool: database.pool.pool, log: app.log });
  const lines = [
    '',
    `  AgencyScout is running at ${config.publicUrl}`,
    `  Database: ${config.database.kind === 'pglite' ? `embedded PGlite (${config.database.dataDir})` : 'PostgreSQL (DATABASE_URL)'}${replica ? ', searches and lists on the replica (DATABASE_READ_URL)' : ''}`,
    `  E-mail: ${config.mail.smtpUrl ? 'SMTP (SMTP_URL)' : `kept in the outbox, listed at ${config.publicUrl}/admin/mailbox`}; jobs ${config.jobsInProcess ? 'in this process' : 'in `npm run worker`'}`,
  ];
  if (emulators) {
    lines.push(
      `  Integrations: local emulators (HubSpot ${emulators.urls.hubspot}, Bullhorn ${emulators.urls.bullhorn}, Drip ${emulators.urls.drip}, Constant Contact ${emulators.urls.constantContact})`,
    );
    lines.push(
      `  Loxo emulator (${emulators.urls.loxo}): agency slug ${emulators.loxoAgency.slug}, API key ${emulators.loxoAgency.bearerToken}`,
    );
    lines.push(`  Find people: ${emulators.config.integrations.contactProvider?.apiUrl} (contact-data provider)`);
  }
  if (jobWeb) {
    lines.push(
      `  Live demo: ${jobWeb.boards} job boards on a local job web (JOB_WEB_DEMO=false turns it off); new postings every ${config.sources.jobWebDemo?.epochMinutes} minutes, staff see them at ${config.publicUrl}/admin/sources (the boards: ${jobWeb.directoryUrl})`,
    );
  }
  if (config.seedDemo && (await demoAccountsPresent(database.db))) {
    lines.push(`  Demo sign-ins (password: ${config.demoPassword}):`);
    for (const signIn of DEMO_SIGN_INS) lines.push(`    ${signIn.email.padEnd(38)} ${signIn.role}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Starts the server; a failure ends the process with code 1 after saying why. */
export function runServer(options: StartOptions = {}): void {
  startServer(options).catch((error: unknown) => {
    // A secret that does not match the data is one line that says what to do, not a stack trace (issue #30).
    console.error(error instanceof AppSecretMismatchError ? error.message : error);
    process.exit(1);
  });
}

if (import.meta.main) runServer();

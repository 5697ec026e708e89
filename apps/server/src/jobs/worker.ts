/**
 * `npm run worker`: runs the background jobs (saved-search alerts, e-mail delivery) in their own process against
 * DATABASE_URL; start as many as needed (pg-boss shares the work with SKIP LOCKED). docs/operations.md 'Worker'.
 */
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { flushErrorReports, startErrorReporting } from '../lib/error-reporting.ts';
import { AppSecretMismatchError, createSecretBox } from '../lib/secrets.ts';
import { assertSealedDataOpens } from '../modules/secrets/service.ts';
import { startJobs } from './boss.ts';

/**
 * Workers started at the same moment create pg-boss's queues at the same moment, and PostgreSQL may end one of
 * them as a deadlock; that start is simply tried again.
 */
async function startWithRetries<T>(start: () => Promise<T>, log: pino.Logger, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log.warn({ err: error, attempt }, 'background jobs did not start; trying again');
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt + Math.random() * 500));
    }
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  startErrorReporting(config);
  if (config.database.kind === 'pglite') {
    throw new Error(
      'The worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process, and `npm start` runs the jobs itself.',
    );
  }
  const database = await openDatabase(config.database, {
    slowQueryMs: config.slowQueryMs,
    onSlowQuery: (sqlText, ms) => log.warn({ sql: sqlText, ms }, 'slow query'),
  });
  await assertSealedDataOpens(database.db, createSecretBox(config));
  const jobs = await startWithRetries(() => startJobs({ config, db: database.db, pool: database.pool.pool, log }), log);
  log.info({ smtp: Boolean(config.mail.smtpUrl), cron: config.alerts.checkCron }, 'worker running');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await jobs.stop();
    await database.close();
    await flushErrorReports();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  // A secret that does not match the data is one line that says what to do, not a stack trace (issue #30).
  console.error(error instanceof AppSecretMismatchError ? error.message : error);
  process.exit(1);
});

/**
 * `npm run worker`: runs the background jobs (saved-search alerts, e-mail delivery) in their own process against
 * DATABASE_URL; start as many as needed (pg-boss shares the work with SKIP LOCKED). docs/operations.md 'Worker'.
 */
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { startJobs } from './boss.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  if (config.database.kind === 'pglite') {
    throw new Error(
      'The worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process, and `npm start` runs the jobs itself.',
    );
  }
  const database = await openDatabase(config.database);
  const jobs = await startJobs({ config, db: database.db, pool: database.pool.pool, log });
  log.info({ smtp: Boolean(config.mail.smtpUrl), cron: config.alerts.checkCron }, 'worker running');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

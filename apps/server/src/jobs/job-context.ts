/**
 * What every job definition is given (the pg-boss connection, the database, mail, analytics, logging) and the
 * transaction-bound pg-boss executor: shared by boss.ts, which starts the jobs, and the job files it registers.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import type { Database } from '../db/types.ts';
import type { ServerAnalytics } from '../modules/analytics/client.ts';
import type { MailTransport } from '../modules/mail/transport.ts';

export interface JobLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobDependencies {
  config: AppConfig;
  db: Db;
  pool: pg.Pool;
  log: JobLogger;
  /** Replaces the SMTP transport built from SMTP_URL (tests). */
  transport?: MailTransport | null;
  /** Seconds between polls of each queue (default JOB_POLLING_SECONDS). */
  pollingIntervalSeconds?: number;
}

/** A pg-boss connection that runs its statements in the given Kysely transaction (atomic enqueue). */
export function bossExecutorOf(trx: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows] }),
  };
}

export type JobContext = JobDependencies & {
  boss: PgBoss;
  transport: MailTransport | null;
  pollingIntervalSeconds: number;
  analytics: ServerAnalytics;
};

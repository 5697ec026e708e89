/**
 * Jobs 'feed-import' and 'feed-import-dispatch' (issue #31 point 1): the import screen queues a run with
 * `queueFeedImport`; a worker imports it (modules/feed-imports/runner.ts) and queues the Agency Tips refresh.
 * Every minute, and when the worker starts, the dispatcher queues again any run left 'queued' (its job not sent,
 * e.g. while no worker had created the queue yet); the singleton key keeps one job per run.
 */
import PgBoss from 'pg-boss';
import { reportJobError } from '../lib/error-reporting.ts';
import { queuedRunIds } from '../modules/feed-imports/repository.ts';
import { runFeedImport } from '../modules/feed-imports/runner.ts';
import { AGENCY_TIPS_REFRESH_QUEUE } from './agency-tips-refresh.ts';
import type { JobContext } from './job-context.ts';

export const FEED_IMPORT_QUEUE = 'feed-import';
export const FEED_IMPORT_DISPATCH_QUEUE = 'feed-import-dispatch';

/**
 * How long a run's job may stay active before pg-boss counts its worker as gone and retries it (the retry claims
 * the run again; rows already written count as unchanged). An upload is at most 25 MB unpacked, about 125,000
 * short rows, which import in about two minutes at the measured 1,000–5,000 rows/s (docs/performance.md
 * 'Importing a generic feed'): 30 minutes is over ten times that, where pg-boss's default of hours would leave a
 * crashed worker's run showing 'running' all that time.
 */
const FEED_IMPORT_EXPIRE_SECONDS = 30 * 60;

export interface FeedImportData {
  runId: number;
}

/** Queues the import of a run (at most one waiting job per run). */
export async function queueFeedImport(boss: Pick<PgBoss, 'send'>, runId: number): Promise<void> {
  const data: FeedImportData = { runId };
  await boss.send(FEED_IMPORT_QUEUE, data, { singletonKey: `feed-import-${runId}` });
}

/** A sender for API nodes: pg-boss writes the job row on the given connection without starting. */
export function createFeedImportSender(executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>) {
  const boss = new PgBoss({ db: { executeSql } });
  return (runId: number) => queueFeedImport(boss, runId);
}

export async function registerFeedImport(context: JobContext): Promise<void> {
  const { boss, db, log } = context;
  const importQueue = {
    name: FEED_IMPORT_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: FEED_IMPORT_EXPIRE_SECONDS,
  } as const;
  // createQueue leaves an existing queue as it was: updateQueue brings a queue made by an earlier version up to date.
  await boss.createQueue(FEED_IMPORT_QUEUE, importQueue);
  await boss.updateQueue(FEED_IMPORT_QUEUE, importQueue);
  await boss.createQueue(FEED_IMPORT_DISPATCH_QUEUE, { name: FEED_IMPORT_DISPATCH_QUEUE, policy: 'singleton' });
  const dispatch = async () => {
    for (const runId of await queuedRunIds(db)) await queueFeedImport(boss, runId);
  };
  await boss.schedule(FEED_IMPORT_DISPATCH_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(FEED_IMPORT_DISPATCH_QUEUE, { pollingIntervalSeconds: context.pollingIntervalSeconds }, dispatch);
  await boss.work<FeedImportData>(
    FEED_IMPORT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: Math.min(context.pollingIntervalSeconds, 1) },
    async ([job]) => {
      if (!job) return;
      try {
        const { imported } = await runFeedImport(db, job.data.runId);
        if (imported) {
          log.info({ runId: job.data.runId }, 'feed imported');
          await boss.send(
            AGENCY_TIPS_REFRESH_QUEUE,
            { changed: true },
            { singletonSeconds: 60, singletonNextSlot: true },
          );
        }
      } catch (error) {
        reportJobError(error, FEED_IMPORT_QUEUE);
        throw error;
      }
    },
  );
  await dispatch().catch((error: unknown) => log.error({ err: error }, 'feed imports: dispatch failed'));
}

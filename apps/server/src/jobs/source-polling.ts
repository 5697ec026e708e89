/**
 * Jobs 'source-poll-dispatch' and 'source-poll' (issue #28 'Polling'): every SOURCE_DISPATCH_CRON the dispatcher
 * hands each due source to the poll queue (one job per source, with a singleton key); SOURCE_POLL_CONCURRENCY polls
 * run at once in each worker, every host's requests paced by the shared polite client. Any number of workers may
 * run: a source is polled under a lease in the database, so never twice at the same time. Polls that created,
 * changed or closed leads queue the Agency Tips recompute (at most once a minute).
 */
import PgBoss from 'pg-boss';
import { reportJobError } from '../lib/error-reporting.ts';
import { hostBudgetOptions } from '../modules/sources/host-budget-repository.ts';
import { pollSource } from '../modules/sources/poll-service.ts';
import { takeDueSources } from '../modules/sources/repository.ts';
import { createSourceClient } from '../sources/client.ts';
import { AGENCY_TIPS_REFRESH_QUEUE } from './agency-tips-refresh.ts';
import type { JobContext } from './job-context.ts';

export const SOURCE_POLL_DISPATCH_QUEUE = 'source-poll-dispatch';
export const SOURCE_POLL_QUEUE = 'source-poll';
/** Sources one dispatch hands out at most. */
const DISPATCH_LIMIT = 2000;
/** A dispatched source is not handed out again for this long while its poll waits in the queue. */
const DISPATCH_LEASE_SECONDS = 15 * 60;

/** Sends of one dispatch in flight at once. */
const DISPATCH_SENDS_AT_ONCE = 50;
/** How often an idle poll loop asks for the next job (pg-boss's least); a busy loop asks as soon as it is done. */
const POLL_LOOP_SECONDS = 0.5;

export interface SourcePollData {
  sourceId: number;
  /** When the poll was asked for (ISO): a source polled since then is not polled again for it. */
  requestedAt: string;
}

/**
 * Queues a poll of one source (dispatch, Poll now), through any pg-boss connection. The queue is 'stately' and keyed
 * by source, so a source waits in the queue at most once however often it is dispatched.
 */
export async function queueSourcePoll(boss: Pick<PgBoss, 'send'>, sourceId: number): Promise<void> {
  const data: SourcePollData = { sourceId, requestedAt: new Date().toISOString() };
  await boss.send(SOURCE_POLL_QUEUE, data, { singletonKey: `source-${sourceId}` });
}

/**
 * A sender for API nodes that run no jobs: pg-boss writes the job row on the given connection without starting.
 * Fails (and the caller falls back to the dispatcher) while no worker has created the queue yet.
 */
export function createSourcePollSender(executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>) {
  const boss = new PgBoss({ db: { executeSql } });
  return (sourceId: number) => queueSourcePoll(boss, sourceId);
}

export async function registerSourcePolling(context: JobContext): Promise<void> {
  const { boss, db, config, log } = context;
  const settings = config.sources;
  // On PostgreSQL any number of workers poll: the per-host gap is kept in the database for all of them.
  const client = createSourceClient(settings, hostBudgetOptions(db, config.database.kind));
  await boss.createQueue(SOURCE_POLL_DISPATCH_QUEUE, {
    name: SOURCE_POLL_DISPATCH_QUEUE,
    policy: 'singleton',
    retryLimit: 1,
    expireInSeconds: 300,
  });
  await boss.createQueue(SOURCE_POLL_QUEUE, {
    name: SOURCE_POLL_QUEUE,
    policy: 'stately',
    retryLimit: 1,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  await boss.schedule(SOURCE_POLL_DISPATCH_QUEUE, settings.dispatchCron, {}, { tz: 'UTC' });
  await boss.work(SOURCE_POLL_DISPATCH_QUEUE, { pollingIntervalSeconds: context.pollingIntervalSeconds }, async () => {
    const due = await takeDueSources(db, DISPATCH_LIMIT, DISPATCH_LEASE_SECONDS);
    for (let start = 0; start < due.length; start += DISPATCH_SENDS_AT_ONCE) {
      await Promise.all(due.slice(start, start + DISPATCH_SENDS_AT_ONCE).map((id) => queueSourcePoll(boss, id)));
    }
    if (due.length > 0) log.info({ sources: due.length }, 'source polls dispatched');
  });
  const poll = async ([job]: PgBoss.Job<SourcePollData>[]) => {
    if (!job) return;
    try {
      const requestedAt = job.data.requestedAt ? new Date(job.data.requestedAt) : undefined;
      const result = await pollSource({ db, settings, client }, job.data.sourceId, { requestedAt });
      if (result.outcome === 'ok') {
        await boss.send(
          AGENCY_TIPS_REFRESH_QUEUE,
          { changed: true },
          { singletonSeconds: 60, singletonNextSlot: true },
        );
      }
      if (result.outcome === 'failed') log.info(result, 'source poll failed');
    } catch (error) {
      reportJobError(error, SOURCE_POLL_QUEUE);
      throw error;
    }
  };
  // One worker loop per concurrent poll: each takes the next job as soon as its own poll ends.
  for (let index = 0; index < settings.pollConcurrency; index += 1) {
    await boss.work<SourcePollData>(
      SOURCE_POLL_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: Math.min(context.pollingIntervalSeconds, POLL_LOOP_SECONDS) },
      poll,
    );
  }
}

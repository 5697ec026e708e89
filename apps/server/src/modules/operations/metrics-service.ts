/**
 * The figures read at scrape time (issue #21 'Server metrics'): this process's pool use, and the cluster-wide
 * queue depths, worker heartbeats and run counts from the database. A failing read leaves that figure out
 * rather than failing the scrape.
 */
import { timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { Db } from '../../db/kysely.ts';
import {
  alertEmails,
  operationRuns,
  poolConnections,
  poolMax,
  queueJobs,
  registry,
  sourcePollsLastHour,
  sourcePostingChangesLastHour,
  sourcePostingsOpen,
  sourcesByState,
  workerHeartbeatAge,
  workersAlive,
} from '../../lib/metrics.ts';
import { sourceHealthFigures } from '../sources/service.ts';
import { readWorkerStatus } from './heartbeat.ts';
import { countAlertEmails, countRuns, queueDepths } from './repository.ts';

export interface MetricSources {
  db: Db;
  pools: { primary?: pg.Pool; replica?: pg.Pool };
  heartbeatSeconds: number;
  onError(error: unknown): void;
}

function readPool(name: 'primary' | 'replica', pool: pg.Pool | undefined): void {
  if (!pool) return;
  poolConnections.set({ pool: name, state: 'total' }, pool.totalCount);
  poolConnections.set({ pool: name, state: 'idle' }, pool.idleCount);
  poolConnections.set({ pool: name, state: 'waiting' }, pool.waitingCount);
  poolMax.set({ pool: name }, pool.options.max ?? 10);
}

function readSources(figures: Awaited<ReturnType<typeof sourceHealthFigures>>): void {
  for (const [state, count] of Object.entries(figures.states)) sourcesByState.set({ state }, count);
  sourcePostingsOpen.set(figures.postingsOpen);
  for (const outcome of ['ok', 'unchanged', 'failed'])
    sourcePollsLastHour.set({ outcome }, figures.polls[outcome] ?? 0);
  sourcePostingChangesLastHour.set({ change: 'new' }, figures.postingsNew);
  sourcePostingChangesLastHour.set({ change: 'closed' }, figures.postingsClosed);
}

async function readCluster(sources: MetricSources): Promise<void> {
  const { db } = sources;
  const [queues, workers, runs, emails, live] = await Promise.allSettled([
    queueDepths(db),
    readWorkerStatus(db, sources.heartbeatSeconds),
    countRuns(db),
    countAlertEmails(db),
    sourceHealthFigures(db),
  ]);
  if (live.status === 'fulfilled') readSources(live.value);
  else sources.onError(live.reason);
  if (queues.status === 'fulfilled') {
    queueJobs.reset();
    for (const row of queues.value) queueJobs.set({ queue: row.queue, state: row.state }, row.jobs);
  } else sources.onError(queues.reason);
  if (workers.status === 'fulfilled') {
    workersAlive.set(workers.value.alive);
    workerHeartbeatAge.set(workers.value.lastHeartbeatSecondsAgo ?? -1);
  } else sources.onError(workers.reason);
  if (runs.status === 'fulfilled') {
    for (const row of runs.value) operationRuns.set({ kind: row.kind, outcome: row.outcome }, row.runs);
  } else sources.onError(runs.reason);
  if (emails.status === 'fulfilled') alertEmails.set(emails.value);
  else sources.onError(emails.reason);
}

/** The Prometheus text exposition of every metric, after refreshing the scrape-time figures. */
export async function renderMetrics(sources: MetricSources): Promise<{ contentType: string; text: string }> {
  readPool('primary', sources.pools.primary);
  readPool('replica', sources.pools.replica);
  await readCluster(sources);
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/** Constant-time check of `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

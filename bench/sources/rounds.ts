/**
 * One polling round of the sources benchmark: mark the time, make every source due (or start the workers), wait for
 * the dispatcher to hand them out, follow `sources.last_polled_at` every second until every source was polled in
 * the round and every posting detail was read by the catch-up polls (or the run's time bound), searching every few
 * seconds meanwhile, then read what the round did from `source_polls`, `leads` and the job web's request counter.
 */

import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { SOURCE_POLL_QUEUE } from '../../apps/server/src/jobs/source-polling.ts';
import type { JobWeb } from '../../packages/emulators/src/job-web/index.ts';
import { searchWhile } from './searches.ts';
import { type RssSampler, workersCpuSeconds } from './workers.ts';

export interface BenchContext {
  pool: pg.Pool;
  web: JobWeb;
  search: { url: string; apiKey: string; keywords: string[]; everyMs: number };
  /** Set once the workers run. */
  rss: RssSampler | null;
  /** Date.now() after which no round waits any longer. */
  deadlineMs: number;
  say(line: string): void;
}

export interface RoundSpec {
  number: number;
  name: string;
  /** Runs right after the round's start mark: advance the job web clock, make sources due, start workers. */
  begin(): Promise<void>;
}

export interface KindRow {
  kind: string;
  polls: number;
  failed: number;
  avgMs: number;
  maxMs: number;
  /** The kind's last poll finished this many seconds after the dispatch. */
  lastFinishedSeconds: number;
}

export interface RoundResult {
  number: number;
  name: string;
  epoch: number;
  complete: boolean;
  sources: number;
  polled: number;
  markMs: number;
  dispatchMs: number | null;
  endMs: number | null;
  /** First hand-out (the first poll job created) → every source's first poll of the round finished. */
  wallSeconds: number | null;
  /** First hand-out → the last catch-up poll (posting details all read); null when no catch-up was needed. */
  detailsSeconds: number | null;
  /** Polls that followed a poll of the same source leaving posting details to read. */
  catchUps: number;
  /** Last poll of the round → no poll job left in the queue (null: not drained before the deadline). */
  drainSeconds: number | null;
  /** Round start → first hand-out (the dispatcher's cron tick). */
  dispatchWaitSeconds: number | null;
  outcomes: { ok: number; unchanged: number; failed: number };
  postings: { new: number; changed: number; closed: number; skipped: number };
  leadsCreated: number;
  leadsClosed: number;
  /** `source-poll` jobs the dispatcher created in the round (one per source unless a source was handed out again). */
  jobsHandedOut: number;
  requests: number;
  /** CPU seconds (user + system) both workers used in the round, catch-up polls included; null without workers. */
  workerCpuSeconds: number | null;
  loadStart: number[];
  loadEnd: number[];
  searches: number[];
  /** Searches during the round that answered an error. */
  searchFailures: string[];
  /** This process's event-loop delay p99 (ms): the job web and the searched app share it. */
  loopDelayP99Ms: number;
  kinds: KindRow[];
  failures: { kind: string; error: string; polls: number }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function one<R extends pg.QueryResultRow>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<R> {
  return (await pool.query<R>(text, values)).rows[0] as R;
}

/** Database time now (ms). */
export async function databaseNowMs(pool: pg.Pool): Promise<number> {
  return (await one<{ now: number }>(pool, 'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now')).now;
}

/**
 * Waits for this round's first hand-out: the first `source-poll` job created since `mark` (a job left in the queue
 * from the round before was created before it). @returns its creation time (ms), or null at the deadline.
 */
async function waitForDispatch(context: BenchContext, mark: Date): Promise<number | null> {
  for (;;) {
    // The first worker creates pg-boss's schema as it starts.
    const { ready } = await one<{ ready: boolean }>(
      context.pool,
      `SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`,
    );
    const { at } = ready
      ? await one<{ at: number | null }>(
          context.pool,
          `SELECT (extract(epoch FROM min(created_on)) * 1000)::float8 AS at FROM pgboss.job
           WHERE name = $1 AND created_on >= $2`,
          [SOURCE_POLL_QUEUE, mark],
        )
      : { at: null };
    if (at !== null) return at;
    if (Date.now() > context.deadlineMs) return null;
    await sleep(250);
  }
}

function progressLine(context: BenchContext, round: number, polled: number, total: number, requests: number) {
  const rss = context.rss?.now().mb.map((mb) => (mb === null ? '—' : `${mb.toFixed(0)} MB`)) ?? [];
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `round ${round}: ${polled.toLocaleString('en-US')}/${total.toLocaleString('en-US')} sources polled, ${requests.toLocaleString('en-US')} job web requests, worker RSS ${rss.join(' / ')}, load ${load}`;
}

/** When every source's first poll of the round had finished (database ms). */
async function firstPassEnd(pool: pg.Pool, mark: Date): Promise<number | null> {
  const { at } = await one<{ at: number | null }>(
    pool,
    `SELECT (extract(epoch FROM max(first_finish)) * 1000)::float8 AS at
     FROM (SELECT min(finished_at) AS first_finish FROM source_polls WHERE started_at >= $1 GROUP BY source_id) x`,
    [mark],
  );
  return at;
}

/**
 * Follows the round until every source was polled since `mark` and no source that polls well has posting details
 * still to read (its catch-up polls come every few minutes), or the deadline. The planner's statistics are
 * refreshed once a minute (ANALYZE leads, source_postings), standing in for autovacuum, which is off on this server.
 * @returns `firstPassMs`: when every source had been polled once (the round's wall time ends there).
 */
async function waitForPolls(context: BenchContext, round: number, mark: Date, requestsBefore: number) {
  let lastPrint = performance.now();
  let lastAnalyze = performance.now();
  let firstPassMs: number | null = null;
  for (;;) {
    const { polled, total, pending } = await one<{ polled: number; total: number; pending: number }>(
      context.pool,
      `SELECT count(*) FILTER (WHERE last_polled_at >= $1)::int AS polled, count(*)::int AS total,
         coalesce(sum(details_pending) FILTER (WHERE enabled AND NOT failing AND last_error IS NULL), 0)::int AS pending
       FROM sources`,
      [mark],
    );
    if (polled >= total && firstPassMs === null) {
      firstPassMs = await firstPassEnd(context.pool, mark);
      if (pending > 0) context.say(`round ${round}: every source polled; ${pending} posting details still to read`);
    }
    if (polled >= total && pending === 0) return { polled, total, complete: true, firstPassMs };
    if (Date.now() > context.deadlineMs) return { polled, total, complete: false, firstPassMs };
    if (performance.now() - lastPrint >= 30_000) {
      lastPrint = performance.now();
      const details = pending > 0 ? `, ${pending.toLocaleString('en-US')} details to read` : '';
      context.say(`${progressLine(context, round, polled, total, context.web.requests() - requestsBefore)}${details}`);
    }
    if (performance.now() - lastAnalyze >= 60_000) {
      lastAnalyze = performance.now();
      await context.pool.query('ANALYZE leads, source_postings');
    }
    await sleep(1000);
  }
}

/**
 * Waits until no `source-poll` job is queued or running (a source handed out twice leaves a second job behind), so
 * the next round starts clean. @returns when it drained (database ms), or null at the deadline.
 */
async function waitForQueueDrain(context: BenchContext): Promise<number | null> {
  for (;;) {
    const { pending } = await one<{ pending: number }>(
      context.pool,
      `SELECT count(*)::int AS pending FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
      [SOURCE_POLL_QUEUE],
    );
    if (pending === 0) return databaseNowMs(context.pool);
    if (Date.now() > context.deadlineMs) return null;
    await sleep(1000);
  }
}

async function pollFigures(pool: pg.Pool, mark: Date) {
  const rows = (
    await pool.query<{ outcome: string; polls: number; new: number; changed: number; closed: number; skipped: number }>(
      `SELECT outcome, count(*)::int AS polls, sum(postings_new)::int AS new, sum(postings_changed)::int AS changed,
         sum(postings_closed)::int AS closed, sum(postings_skipped)::int AS skipped
       FROM source_polls WHERE started_at >= $1 GROUP BY outcome`,
      [mark],
    )
  ).rows;
  const outcomes = { ok: 0, unchanged: 0, failed: 0 };
  const postings = { new: 0, changed: 0, closed: 0, skipped: 0 };
  for (const row of rows) {
    if (row.outcome === 'ok' || row.outcome === 'unchanged' || row.outcome === 'failed') {
      outcomes[row.outcome] = row.polls;
    }
    postings.new += row.new;
    postings.changed += row.changed;
    postings.closed += row.closed;
    postings.skipped += row.skipped;
  }
  const leads = await one<{ created: number; closed: number }>(
    pool,
    `SELECT count(*) FILTER (WHERE first_seen_at >= $1)::int AS created,
       count(*) FILTER (WHERE closed_at >= $1)::int AS closed FROM leads WHERE source = 'live'`,
    [mark],
  );
  const jobs = await one<{ jobs: number }>(
    pool,
    'SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = $1 AND created_on >= $2',
    [SOURCE_POLL_QUEUE, mark],
  );
  return { outcomes, postings, leadsCreated: leads.created, leadsClosed: leads.closed, jobsHandedOut: jobs.jobs };
}

async function kindFigures(pool: pg.Pool, mark: Date, dispatchMs: number | null) {
  const kinds = (
    await pool.query<Omit<KindRow, 'lastFinishedSeconds'> & { lastMs: number }>(
      `SELECT s.kind, count(*)::int AS polls, count(*) FILTER (WHERE p.outcome = 'failed')::int AS failed,
         avg(p.duration_ms)::float8 AS "avgMs", max(p.duration_ms)::int AS "maxMs",
         (extract(epoch FROM max(p.finished_at)) * 1000)::float8 AS "lastMs"
       FROM source_polls p JOIN sources s ON s.id = p.source_id WHERE p.started_at >= $1
       GROUP BY s.kind ORDER BY s.kind`,
      [mark],
    )
  ).rows.map(({ lastMs, ...row }) => ({ ...row, lastFinishedSeconds: (lastMs - (dispatchMs ?? lastMs)) / 1000 }));
  const failures = (
    await pool.query<{ kind: string; error: string; polls: number }>(
      `SELECT s.kind, left(coalesce(p.error, ''), 90) AS error, count(*)::int AS polls
       FROM source_polls p JOIN sources s ON s.id = p.source_id WHERE p.started_at >= $1 AND p.outcome = 'failed'
       GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2`,
      [mark],
    )
  ).rows;
  return { kinds, failures };
}

/** Runs one round (see the file's comment). */
export async function runRound(context: BenchContext, spec: RoundSpec): Promise<RoundResult> {
  const loadStart = os.loadavg();
  const markMs = await databaseNowMs(context.pool);
  const mark = new Date(markMs);
  const requestsBefore = context.web.requests();
  const cpuBefore = context.rss ? workersCpuSeconds(context.rss.workers) : 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  if (context.rss) context.rss.round = spec.number;
  await spec.begin();
  if (context.rss) context.rss.round = spec.number;
  const { url, apiKey, keywords, everyMs } = context.search;
  const searching = searchWhile(url, apiKey, keywords, everyMs);
  context.say(`round ${spec.number} (${spec.name}): job web epoch ${context.web.epoch()}, waiting for the dispatcher`);
  const dispatchMs = await waitForDispatch(context, mark);
  if (dispatchMs !== null)
    context.say(`round ${spec.number}: dispatched ${((dispatchMs - markMs) / 1000).toFixed(1)} s after the start`);
  const progress =
    dispatchMs === null
      ? { polled: 0, total: 0, complete: false, firstPassMs: null }
      : await waitForPolls(context, spec.number, mark, requestsBefore);
  const drainedMs = progress.complete ? await waitForQueueDrain(context) : null;
  const { samples: searches, failed: searchFailures } = await searching.stop();
  loop.disable();
  if (context.rss) context.rss.round = -1;
  const requests = context.web.requests() - requestsBefore;
  // Round 1 starts the workers in begin(): their CPU before it is 0.
  const workerCpuSeconds = context.rss ? workersCpuSeconds(context.rss.workers) - cpuBefore : null;
  const { end } = await one<{ end: number | null }>(
    context.pool,
    'SELECT (extract(epoch FROM max(last_polled_at)) * 1000)::float8 AS end FROM sources WHERE last_polled_at >= $1',
    [mark],
  );
  const endMs = progress.complete ? end : null;
  const firstPassMs = progress.firstPassMs;
  const { catchUps } = await one<{ catchUps: number }>(
    context.pool,
    `SELECT count(*) FILTER (WHERE catch_up)::int AS "catchUps" FROM (SELECT coalesce(lag(details_pending)
       OVER (PARTITION BY source_id ORDER BY started_at), 0) > 0 AS catch_up FROM source_polls WHERE started_at >= $1) x`,
    [mark],
  );
  return {
    number: spec.number,
    name: spec.name,
    epoch: context.web.epoch(),
    complete: progress.complete,
    sources: progress.total,
    polled: progress.polled,
    markMs,
    dispatchMs,
    endMs,
    wallSeconds: dispatchMs !== null && firstPassMs !== null ? (firstPassMs - dispatchMs) / 1000 : null,
    detailsSeconds: catchUps > 0 && dispatchMs !== null && endMs !== null ? (endMs - dispatchMs) / 1000 : null,
    catchUps,
    drainSeconds: drainedMs !== null && endMs !== null ? Math.max(0, drainedMs - endMs) / 1000 : null,
    dispatchWaitSeconds: dispatchMs === null ? null : (dispatchMs - markMs) / 1000,
    ...(await pollFigures(context.pool, mark)),
    requests,
    workerCpuSeconds,
    loadStart,
    loadEnd: os.loadavg(),
    searches,
    searchFailures,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    ...(await kindFigures(context.pool, mark, dispatchMs)),
  };
}

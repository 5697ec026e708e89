/**
 * The sources benchmark's checks, read from the database after the last round: no posting or lead written twice,
 * every source polled exactly once per round (catch-up polls for posting details apart), the workers' memory flat from round to round, and both workers
 * polling (each worker's polls counted through `bench_poll_workers`, see database.ts).
 */
import type pg from 'pg';
import type { RoundResult } from './rounds.ts';
import type { RssSampler } from './workers.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** RSS of the last round may be at most this many times the first round's. */
const RSS_GROWTH_LIMIT = 1.25;

async function one<R extends pg.QueryResultRow>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<R> {
  return (await pool.query<R>(text, values)).rows[0] as R;
}

/** Round windows: [its start, the next round's start or `endMs`). */
function windows(rounds: readonly RoundResult[], endMs: number) {
  return rounds.map((round, index) => ({
    round,
    from: new Date(round.markMs),
    to: new Date(rounds[index + 1]?.markMs ?? endMs),
  }));
}

export async function checkNoDoubleWrites(pool: pg.Pool): Promise<Check> {
  const postings = await one<{ rows: number; keys: number }>(
    pool,
    'SELECT count(*)::int AS rows, count(DISTINCT (source_id, external_id))::int AS keys FROM source_postings',
  );
  const leads = await one<{ rows: number; keys: number }>(
    pool,
    `SELECT count(*)::int AS rows, count(DISTINCT (source, source_id))::int AS keys FROM leads WHERE source = 'live'`,
  );
  return {
    name: 'no posting written twice',
    ok: postings.rows === postings.keys && leads.rows === leads.keys && postings.rows > 0,
    detail: `source_postings ${postings.rows.toLocaleString('en-US')} rows = ${postings.keys.toLocaleString('en-US')} distinct (source_id, external_id); leads ${leads.rows.toLocaleString('en-US')} rows = ${leads.keys.toLocaleString('en-US')} distinct (source, source_id)`,
  };
}

/**
 * Every source polled exactly once in each round's first pass (hand-out → every source polled): a second poll there
 * is a second hand-out. Later polls of the round are catch-ups or the interval coming round again (round 1 lasts as
 * long as the posting details take, about an hour, so sources polled early come due again), not hand-outs.
 */
export async function checkPolledOnce(pool: pg.Pool, rounds: readonly RoundResult[], endMs: number): Promise<Check> {
  const parts: string[] = [];
  let ok = rounds.length > 0;
  for (const window of windows(rounds, endMs)) {
    const { round, from } = window;
    const firstPassEnd =
      round.dispatchMs !== null && round.wallSeconds !== null ? round.dispatchMs + round.wallSeconds * 1000 + 1 : null;
    const to = firstPassEnd === null ? window.to : new Date(Math.min(window.to.getTime(), firstPassEnd));
    // A catch-up poll (its source's poll before it left posting details to read) is not a second hand-out.
    const row = await one<{ unpolled: number; twice: number; most: number }>(
      pool,
      `SELECT count(*) FILTER (WHERE n = 0)::int AS unpolled, count(*) FILTER (WHERE n > 1)::int AS twice,
         coalesce(max(n), 0)::int AS most
       FROM (SELECT s.id, count(p.id) FILTER (WHERE NOT p.catch_up) AS n FROM sources s
             LEFT JOIN (SELECT id, source_id, coalesce(lag(details_pending)
                          OVER (PARTITION BY source_id ORDER BY started_at), 0) > 0 AS catch_up
                        FROM source_polls WHERE started_at >= $1 AND started_at < $2) p ON p.source_id = s.id
             GROUP BY s.id) x`,
      [from, to],
    );
    if (row.twice > 0 || (round.complete && row.unpolled > 0) || !round.complete) ok = false;
    parts.push(
      `round ${round.number}: ${row.unpolled} unpolled, ${row.twice} polled more than once (most ${row.most})${round.complete ? '' : ' [round cut by the time bound]'}`,
    );
  }
  return { name: 'each source polled exactly once per round', ok, detail: parts.join('; ') };
}

export function checkRssFlat(rss: RssSampler, rounds: readonly RoundResult[]): Check {
  const complete = rounds.filter((round) => round.complete);
  const last = complete.at(-1);
  if (complete.length < 2 || !last) {
    return { name: 'worker RSS flat', ok: false, detail: 'fewer than two complete rounds: not measured' };
  }
  const parts: string[] = [];
  let ok = true;
  rss.workers.forEach((worker, index) => {
    const first = rss.maxOf(index, 1);
    const final = rss.maxOf(index, last.number);
    const perRound = rounds.map((round) => `r${round.number} ${rss.maxOf(index, round.number)?.toFixed(0) ?? '—'}`);
    if (first === null || final === null || final > first * RSS_GROWTH_LIMIT) ok = false;
    parts.push(
      `${worker.name} max MB ${perRound.join(', ')} (round ${last.number} / round 1 = ${first && final ? (final / first).toFixed(2) : '—'}×)`,
    );
  });
  return { name: `worker RSS flat (last round max ≤ ${RSS_GROWTH_LIMIT}× round 1 max)`, ok, detail: parts.join('; ') };
}

export async function checkBothWorkers(
  pool: pg.Pool,
  rounds: readonly RoundResult[],
  endMs: number,
  workers: readonly string[],
): Promise<Check> {
  const totals = new Map(workers.map((name) => [name, 0]));
  const parts: string[] = [];
  for (const { round, from, to } of windows(rounds, endMs)) {
    const rows = (
      await pool.query<{ worker: string; polls: number }>(
        `SELECT w.worker, count(*)::int AS polls FROM bench_poll_workers w JOIN source_polls p ON p.id = w.poll_id
         WHERE p.started_at >= $1 AND p.started_at < $2 GROUP BY 1 ORDER BY 1`,
        [from, to],
      )
    ).rows;
    for (const row of rows) totals.set(row.worker, (totals.get(row.worker) ?? 0) + row.polls);
    parts.push(`round ${round.number}: ${rows.map((row) => `${row.worker} ${row.polls}`).join(', ') || 'none'}`);
  }
  const ok = workers.every((name) => (totals.get(name) ?? 0) > 0);
  return {
    name: 'both workers did polls (polls recorded per worker, by application_name)',
    ok,
    detail: parts.join('; '),
  };
}

/** Open postings missed once and waiting for their second miss (information, not a check). */
export async function postingsAwaitingSecondMiss(pool: pg.Pool): Promise<number> {
  return (
    await one<{ waiting: number }>(
      pool,
      'SELECT count(*)::int AS waiting FROM source_postings WHERE closed_at IS NULL AND missing_polls > 0',
    )
  ).waiting;
}

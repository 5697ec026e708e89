/** SQL of the operations figures (issue #21): worker heartbeats, recorded runs, pg-boss queue depths. */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/** Writes (or refreshes) one worker's heartbeat row. */
export async function beat(db: Db, worker: { workerId: string; host: string; pid: number }): Promise<void> {
  await db
    .insertInto('workerHeartbeats')
    .values({ ...worker, beatAt: sql<Date>`now()` as unknown as Date })
    .onConflict((conflict) => conflict.column('workerId').doUpdateSet({ beatAt: sql<Date>`now()` as unknown as Date }))
    .execute();
}

export async function removeHeartbeat(db: Db, workerId: string): Promise<void> {
  await db.deleteFrom('workerHeartbeats').where('workerId', '=', workerId).execute();
}

/** Workers that beat within `withinSeconds`, and the age of the newest beat (null: none ever). */
export async function workerHeartbeats(
  db: Db,
  withinSeconds: number,
): Promise<{ alive: number; newestAgeSeconds: number | null }> {
  const row = await db
    .selectFrom('workerHeartbeats')
    .select([
      sql<number>`count(*) filter (where beat_at > now() - make_interval(secs => ${withinSeconds}))`.as('alive'),
      sql<number | null>`extract(epoch from now() - max(beat_at))`.as('newestAge'),
    ])
    .executeTakeFirstOrThrow();
  return { alive: Number(row.alive), newestAgeSeconds: row.newestAge === null ? null : Number(row.newestAge) };
}

/** Drops heartbeat rows of workers silent for a day (killed processes never remove their own). */
export async function pruneHeartbeats(db: Db): Promise<void> {
  await db.deleteFrom('workerHeartbeats').where('beatAt', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export async function recordRun(
  db: Db,
  run: { kind: 'import' | 'alert'; outcome: 'succeeded' | 'failed'; startedAt: Date; detail?: string },
): Promise<void> {
  await db
    .insertInto('operationRuns')
    .values({ kind: run.kind, outcome: run.outcome, startedAt: run.startedAt, detail: run.detail ?? null })
    .execute();
}

export async function countRuns(db: Db): Promise<{ kind: string; outcome: string; runs: number }[]> {
  return db
    .selectFrom('operationRuns')
    .select(['kind', 'outcome', sql<number>`count(*)`.as('runs')])
    .groupBy(['kind', 'outcome'])
    .execute();
}

export async function countAlertEmails(db: Db): Promise<number> {
  const row = await db
    .selectFrom('savedSearchAlertSends')
    .select(sql<number>`count(outbox_id)`.as('sent'))
    .executeTakeFirstOrThrow();
  return Number(row.sent);
}

/** pg-boss jobs by queue and state; empty when pg-boss has not created its schema yet. */
export async function queueDepths(db: Db): Promise<{ queue: string; state: string; jobs: number }[]> {
  const exists = await sql<{ found: boolean }>`select to_regclass('pgboss.job') is not null as found`.execute(db);
  if (!exists.rows[0]?.found) return [];
  const result = await sql<{ queue: string; state: string; jobs: number }>`
    select name as queue, state::text as state, count(*)::int as jobs from pgboss.job group by name, state`.execute(db);
  return result.rows;
}

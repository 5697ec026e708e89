/**
 * SQL of the sources (issue #28): the staff list and its health, adding and changing sources, the polling lease
 * (no source polled twice at once, whatever the number of workers) and each poll's record.
 * Sources are provider data, not an organisation's: staff routes only.
 */
import type { LeadType, SourceKind, SourceListParams, SourceStatus } from '@agencyscout/contracts';
import { SOURCE_HISTORY_POLLS, SOURCE_PAGE_SIZE } from '@agencyscout/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { SourcePollsTable, SourcesTable } from '../../db/types.ts';

export type SourceRow = Selectable<SourcesTable> & { companyName: string | null };
export type SourcePollRow = Selectable<SourcePollsTable>;

/** Polls kept per source. */
const POLLS_KEPT = 100;

function statusCondition(status: SourceStatus) {
  if (status === 'failing') return sql<boolean>`s.failing`;
  if (status === 'paused') return sql<boolean>`(NOT s.enabled AND NOT s.failing)`;
  return sql<boolean>`(s.enabled AND NOT s.failing)`;
}

function listed(db: Db) {
  return db
    .selectFrom('sources as s')
    .leftJoin('companies as c', 'c.id', 's.companyId')
    .selectAll('s')
    .select('c.name as companyName');
}

/** A page of sources, newest first, with the filters of the staff screen. */
export async function listSources(db: Db, query: SourceListParams): Promise<{ rows: SourceRow[]; total: number }> {
  let base = db.selectFrom('sources as s');
  if (query.kind) base = base.where('s.kind', '=', query.kind);
  if (query.status) base = base.where(statusCondition(query.status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    base = base.where((eb) =>
      eb.or([eb('s.name', 'ilike', pattern), eb('s.url', 'ilike', pattern), eb('s.token', 'ilike', pattern)]),
    );
  }
  const ids = base.select('s.id');
  const [rows, total] = await Promise.all([
    listed(db)
      .where('s.id', 'in', ids)
      .orderBy('s.id', 'desc')
      .limit(SOURCE_PAGE_SIZE)
      .offset((query.page - 1) * SOURCE_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** How many sources are active, paused and failing, and their open postings. */
export async function sourceTotals(db: Db) {
  const row = await sql<{ active: string; paused: string; failing: string; postingsOpen: string }>`
    SELECT count(*) FILTER (WHERE enabled AND NOT failing) AS active,
      count(*) FILTER (WHERE NOT enabled AND NOT failing) AS paused,
      count(*) FILTER (WHERE failing) AS failing,
      coalesce(sum(postings_open), 0) AS postings_open
    FROM sources`.execute(db);
  const totals = row.rows[0];
  return {
    active: Number(totals?.active ?? 0),
    paused: Number(totals?.paused ?? 0),
    failing: Number(totals?.failing ?? 0),
    postingsOpen: Number(totals?.postingsOpen ?? 0),
  };
}

export async function findSource(db: Db, id: number): Promise<SourceRow | undefined> {
  return listed(db).where('s.id', '=', id).executeTakeFirst();
}

/** The newest polls of each source, newest first (`perSource` each). */
export async function recentPolls(db: Db, sourceIds: readonly number[], perSource = SOURCE_HISTORY_POLLS) {
  if (sourceIds.length === 0) return [];
  const result = await sql<SourcePollRow>`
    SELECT p.* FROM unnest(${[...sourceIds]}::bigint[]) AS s(id)
    CROSS JOIN LATERAL (
      SELECT * FROM source_polls p WHERE p.source_id = s.id ORDER BY p.started_at DESC LIMIT ${perSource}
    ) p`.execute(db);
  return result.rows;
}

export interface NewSource {
  kind: SourceKind;
  token: string;
  url: string;
  name: string | null;
  companyId: number | null;
  leadType: LeadType;
  pollIntervalMinutes: number;
}

/**
 * Adds sources; one whose kind and token are already known is left as it was.
 * @returns the ids added and the URLs that were already sources.
 */
export async function insertSources(
  db: Db,
  sources: readonly NewSource[],
): Promise<{ ids: number[]; existing: string[] }> {
  if (sources.length === 0) return { ids: [], existing: [] };
  const inserted = await db
    .insertInto('sources')
    .values(sources.map((source) => ({ ...source })))
    .onConflict((conflict) => conflict.columns(['kind', 'token']).doNothing())
    .returning(['id', 'kind', 'token'])
    .execute();
  const added = new Set(inserted.map((row) => `${row.kind}|${row.token}`));
  return {
    ids: inserted.map((row) => Number(row.id)),
    existing: sources.filter((source) => !added.has(`${source.kind}|${source.token}`)).map((source) => source.url),
  };
}

export async function findSourcesByIds(db: Db, ids: readonly number[]): Promise<SourceRow[]> {
  if (ids.length === 0) return [];
  return listed(db)
    .where('s.id', 'in', [...ids])
    .orderBy('s.id')
    .execute();
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst());
}

/** Changes a source; resuming clears the circuit breaker and makes it due now. @returns false when unknown. */
export async function updateSource(
  db: Db,
  id: number,
  change: { enabled?: boolean; pollIntervalMinutes?: number; leadType?: LeadType; companyId?: number | null },
): Promise<boolean> {
  const resume = change.enabled === true ? { failing: false, consecutiveFailures: 0, nextPollAt: new Date() } : {};
  const result = await db
    .updateTable('sources')
    .set({ ...change, ...resume, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Makes a source due now (Poll now). @returns false when unknown. */
export async function makeDueNow(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('sources')
    .set({ nextPollAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes a source and its postings' links; its leads stay (they close no more through it). */
export async function deleteSource(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('sources').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Sources due for a poll and not leased, oldest due first, pushed `leaseSeconds` ahead so the next dispatch does
 * not hand them out again while their poll waits in the queue, and marked queued (`queued_at`) so the staff screen
 * says so instead of showing the lease as the next poll. Safe with many dispatchers (SKIP LOCKED).
 */
export async function takeDueSources(db: Db, limit: number, leaseSeconds: number): Promise<number[]> {
  const result = await sql<{ id: string }>`
    UPDATE sources SET next_poll_at = now() + make_interval(secs => ${leaseSeconds}), queued_at = now()
    WHERE id IN (
      SELECT id FROM sources
      WHERE enabled AND NOT failing AND next_poll_at <= now() AND (polling_until IS NULL OR polling_until < now())
      ORDER BY next_poll_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Takes the polling lease of a source for `leaseSeconds`, unless it is paused or failing, or (with `requestedAt`) was
 * polled since then. @returns the source, or undefined when another worker is polling it or it needs no poll.
 */
export async function leaseSource(
  db: Db,
  id: number,
  leaseSeconds: number,
  requestedAt?: Date,
): Promise<Selectable<SourcesTable> | undefined> {
  let update = db
    .updateTable('sources')
    .set({ pollingUntil: sql<Date>`now() + make_interval(secs => ${leaseSeconds})` })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where('failing', '=', false)
    .where((eb) => eb.or([eb('pollingUntil', 'is', null), eb('pollingUntil', '<', sql<Date>`now()`)]));
  if (requestedAt) {
    update = update.where((eb) => eb.or([eb('lastPolledAt', 'is', null), eb('lastPolledAt', '<', requestedAt)]));
  }
  return update.returningAll().executeTakeFirst();
}

/** What a finished poll writes on its source. */
export interface PollEnd {
  nextPollAt: Date;
  polledAt: Date;
  success: boolean;
  error: string | null;
  etag?: string | null;
  lastModified?: string | null;
  postingsOpen?: number;
  /** Postings whose details are still to be read (successful polls only). */
  detailsPending?: number;
  name?: string | null;
  failuresBeforePause: number;
}

/** Ends the lease: success resets the failure count; the K-th failure in a row pauses the source as failing. */
export async function endPoll(db: Db, id: number, end: PollEnd): Promise<void> {
  const failures = end.success ? sql<number>`0` : sql<number>`consecutive_failures + 1`;
  await sql`
    UPDATE sources SET polling_until = NULL, queued_at = NULL, next_poll_at = ${end.nextPollAt},
      last_polled_at = ${end.polledAt},
      consecutive_failures = ${failures},
      failing = ${end.success ? sql`false` : sql`consecutive_failures + 1 >= ${end.failuresBeforePause}`},
      last_error = ${end.error},
      last_success_at = ${end.success ? end.polledAt : sql`last_success_at`},
      etag = ${end.etag === undefined ? sql`etag` : end.etag},
      last_modified = ${end.lastModified === undefined ? sql`last_modified` : end.lastModified},
      postings_open = ${end.postingsOpen === undefined ? sql`postings_open` : end.postingsOpen},
      details_pending = ${end.detailsPending === undefined ? sql`details_pending` : end.detailsPending},
      name = coalesce(name, ${end.name ?? null}), updated_at = now()
    WHERE id = ${id}`.execute(db);
}

export type NewPoll = Omit<SourcePollRow, 'id' | 'skippedReasons'> & { skippedReasons: Record<string, number> };

/** Records a poll and keeps the newest POLLS_KEPT of the source. */
export async function recordPoll(db: Db, poll: NewPoll): Promise<void> {
  await db
    .insertInto('sourcePolls')
    .values({ ...poll, skippedReasons: JSON.stringify(poll.skippedReasons) })
    .execute();
  await sql`
    DELETE FROM source_polls WHERE source_id = ${poll.sourceId} AND id NOT IN (
      SELECT id FROM source_polls WHERE source_id = ${poll.sourceId} ORDER BY started_at DESC LIMIT ${POLLS_KEPT})`.execute(
    db,
  );
}

/** Cluster-wide figures for /api/metrics: sources by state, open postings, polls of the last hour by outcome. */
export async function sourceMetrics(db: Db) {
  const polls = await sql<{ outcome: string; polls: string; postingsNew: string; postingsClosed: string }>`
    SELECT outcome, count(*) AS polls, coalesce(sum(postings_new), 0) AS postings_new,
      coalesce(sum(postings_closed), 0) AS postings_closed
    FROM source_polls WHERE started_at > now() - interval '1 hour' GROUP BY outcome`.execute(db);
  return { totals: await sourceTotals(db), polls: polls.rows };
}

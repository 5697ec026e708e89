/**
 * SQL of feed imports (migration 0038): runs scoped by organisation, their uploaded files, and each feed name's
 * last mapping. JSON columns are written as JSON text.
 */
import type { CsvMapping, FeedImportStatus, FeedImportSummary } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { UploadedFile } from './upload.ts';

export type ImportRunRow = Awaited<ReturnType<typeof findRun>> & {};

const RUN_COLUMNS = [
  'importRuns.id',
  'importRuns.orgId',
  'importRuns.feedName',
  'importRuns.status',
  'importRuns.files',
  'importRuns.columns',
  'importRuns.sample',
  'importRuns.mapping',
  'importRuns.mappingOrigin',
  'importRuns.totalBytes',
  'importRuns.rowsRead',
  'importRuns.bytesDone',
  'importRuns.startedAt',
  'importRuns.progressAt',
  'importRuns.finishedAt',
  'importRuns.dryRun',
  'importRuns.summary',
  'importRuns.error',
  'importRuns.createdAt',
] as const;

/** One run of the organisation (with its author's e-mail and whether it has rejects), or undefined. */
export async function findRun(db: Db, orgId: string, id: number) {
  return db
    .selectFrom('importRuns')
    .leftJoin('users', 'users.id', 'importRuns.userId')
    .select([...RUN_COLUMNS, 'users.email as createdBy'])
    .select(sql<boolean>`import_runs.rejects IS NOT NULL`.as('hasRejects'))
    .where('importRuns.orgId', '=', orgId)
    .where('importRuns.id', '=', id)
    .executeTakeFirst();
}

/** The run without the organisation filter (the worker, which got the id from its own queue). */
export async function findRunForWorker(db: Db, id: number) {
  return db
    .selectFrom('importRuns')
    .select(['id', 'orgId', 'feedName', 'status', 'mapping'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listRuns(db: Db, orgId: string, limit: number) {
  return db
    .selectFrom('importRuns')
    .select(['id', 'feedName', 'status', 'createdAt'])
    .where('orgId', '=', orgId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface NewRun {
  orgId: string;
  userId: string | null;
  feedName: string;
  files: UploadedFile[];
  columns: string[];
  sample: string[][];
  mapping: CsvMapping;
  mappingOrigin: 'saved' | 'suggested';
}

/** Stores the run and its files in one transaction; returns the run's id. */
export async function insertRun(db: Db, run: NewRun): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('importRuns')
      .values({
        orgId: run.orgId,
        userId: run.userId,
        feedName: run.feedName,
        files: JSON.stringify(run.files.map((file) => ({ name: file.name, bytes: file.content.length }))),
        columns: JSON.stringify(run.columns),
        sample: JSON.stringify(run.sample),
        mapping: JSON.stringify(run.mapping),
        mappingOrigin: run.mappingOrigin,
        totalBytes: run.files.reduce((sum, file) => sum + file.content.length, 0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, file] of run.files.entries()) {
      await trx
        .insertInto('importFiles')
        .values({ runId: id, position, name: file.name, content: file.content })
        .execute();
    }
    return id;
  });
}

export async function runFiles(db: Db, runId: number): Promise<UploadedFile[]> {
  const rows = await db
    .selectFrom('importFiles')
    .select(['name', 'content'])
    .where('runId', '=', runId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ name: row.name, content: Buffer.from(row.content) }));
}

/** The feed name's kept mapping, or undefined. */
export async function savedMapping(db: Db, orgId: string, feedName: string): Promise<CsvMapping | undefined> {
  const row = await db
    .selectFrom('importMappings')
    .select('mapping')
    .where('orgId', '=', orgId)
    .where('feedName', '=', feedName)
    .executeTakeFirst();
  return row?.mapping;
}

/** Records the dry run of a mapping: the run is 'checked' and the mapping kept for the feed name, atomically. */
export async function saveDryRun(
  db: Db,
  orgId: string,
  runId: number,
  feedName: string,
  mapping: CsvMapping,
  summary: FeedImportSummary,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('importRuns')
      .set({ status: 'checked', mapping: JSON.stringify(mapping), dryRun: JSON.stringify(summary) })
      .where('orgId', '=', orgId)
      .where('id', '=', runId)
      .execute();
    await trx
      .insertInto('importMappings')
      .values({ orgId, feedName, mapping: JSON.stringify(mapping) })
      .onConflict((conflict) =>
        conflict
          .columns(['orgId', 'feedName'])
          .doUpdateSet({ mapping: JSON.stringify(mapping), updatedAt: new Date() }),
      )
      .execute();
  });
}

/** Moves a run from one status to another; false when it was not in `from` (a race, or already moved). */
export async function moveRun(
  db: Db,
  id: number,
  from: readonly FeedImportStatus[],
  to: FeedImportStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('importRuns')
    .set({
      status: to,
      ...(to === 'running' ? { startedAt: sql<Date>`coalesce(started_at, now())`, error: null } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function writeProgress(db: Db, id: number, rows: number, bytes: number): Promise<void> {
  await db
    .updateTable('importRuns')
    .set({ rowsRead: rows, bytesDone: bytes, progressAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Ends a run: its outcome, summary and rejects written and its uploaded bytes removed, in one transaction. */
export async function finishRun(
  db: Db,
  id: number,
  outcome: {
    status: 'succeeded' | 'failed';
    summary: FeedImportSummary | null;
    rejects: Buffer | null;
    error: string | null;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('importRuns')
      .set({
        status: outcome.status,
        summary: outcome.summary ? JSON.stringify(outcome.summary) : null,
        rejects: outcome.rejects,
        error: outcome.error,
        finishedAt: new Date(),
        ...(outcome.summary ? { rowsRead: outcome.summary.read, bytesDone: sql<number>`total_bytes` } : {}),
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('importFiles').where('runId', '=', id).execute();
  });
}

export async function runRejects(db: Db, orgId: string, id: number): Promise<Buffer | null | undefined> {
  const row = await db
    .selectFrom('importRuns')
    .select('rejects')
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.rejects : undefined;
}

/** Run ids waiting for the worker (the worker queues them again at start, in case their job was never sent). */
export async function queuedRunIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('importRuns').select('id').where('status', '=', 'queued').execute();
  return rows.map((row) => row.id);
}

/**
 * Keeps the tables bounded: uploads never started are removed after `staleHours`, and of the organisation's runs
 * only the newest `kept` stay (with their summaries and rejects).
 */
export async function pruneRuns(db: Db, orgId: string, kept: number, staleHours: number): Promise<void> {
  await db
    .deleteFrom('importRuns')
    .where('orgId', '=', orgId)
    .where('status', 'in', ['uploaded', 'checked'])
    .where('createdAt', '<', new Date(Date.now() - staleHours * 3_600_000))
    .execute();
  await db
    .deleteFrom('importRuns')
    .where('orgId', '=', orgId)
    .where('status', 'in', ['succeeded', 'failed'])
    .where('id', 'not in', (query) =>
      query.selectFrom('importRuns').select('id').where('orgId', '=', orgId).orderBy('id', 'desc').limit(kept),
    )
    .execute();
}

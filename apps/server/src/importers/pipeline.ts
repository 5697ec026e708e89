/**
 * The import pipeline shared by every source: rows are batched (`batchSize` per transaction), written
 * idempotently, counted, and a bad row never aborts the run: it is rejected (rejects file with its line
 * and reason); a batch the database refuses is retried row by row so only the offending rows are
 * rejected. A dry run does all the work inside one transaction that is rolled back at the end.
 */
import type { ControlledTransaction } from 'kysely';
import type { Db } from '../db/kysely.ts';
import { vacuumAnalyze } from '../db/maintenance.ts';
import type { Database } from '../db/types.ts';
import { recordRun } from '../modules/operations/repository.ts';
import { companyKey, resolveCompanies } from './companies.ts';
import type { ImportRun, RowMeta } from './import-run.ts';
import { writeLeadBatch } from './lead-writer.ts';
import { previewRow } from './preview.ts';
import { createProgress, createRejectsWriter, type Progress, type RejectsWriter } from './report.ts';
import { industryIds } from './repository.ts';
import type { CompanyDraft, EntityCounts, ImportOptions, ImportSummary, LeadDraft, RowOutcome } from './types.ts';

/** Examples kept per note kind. */
const MAX_EXAMPLES = 5;

const addCounts = (target: EntityCounts, delta: EntityCounts) => {
  target.inserted += delta.inserted;
  target.updated += delta.updated;
  target.unchanged += delta.unchanged;
};

const bump = (counts: Record<string, number>, reason: string) => {
  counts[reason] = (counts[reason] ?? 0) + 1;
};

function unitRunner(db: Db, outer: ControlledTransaction<Database> | null) {
  return async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    if (!outer) return db.transaction().execute(work);
    const savepoint = await outer.savepoint('unit').execute();
    try {
      const result = await work(savepoint);
      await savepoint.releaseSavepoint('unit').execute();
      return result;
    } catch (error) {
      await savepoint.rollbackToSavepoint('unit').execute();
      throw error;
    }
  };
}

function summarise(
  totals: ImportRun['totals'],
  options: ImportOptions,
  run: { leads: boolean; elapsedMs: number; rejectsFile: string | null },
): ImportSummary {
  return {
    source: options.source,
    dryRun: options.dryRun,
    leadType: run.leads ? options.leadType : null,
    read: totals.read,
    leads: totals.leads,
    companies: totals.companies,
    duplicates: totals.duplicates,
    duplicateKey: options.duplicateKey ?? null,
    rejected: totals.rejected,
    rejectedTotal: Object.values(totals.rejected).reduce((sum, count) => sum + count, 0),
    warnings: totals.warnings,
    warningExamples: totals.warningExamples,
    placement: totals.placement,
    columnChecks: [...totals.columnChecks.values()],
    preview: totals.preview,
    elapsedMs: run.elapsedMs,
    rowsPerSecond: totals.read / Math.max(run.elapsedMs / 1000, 0.001),
    rejectsFile: run.rejectsFile,
  };
}

/**
 * Starts a run: loads reference data, opens the dry run's transaction, the progress bar and the rejects file.
 * Finishing a real run vacuums and analyses the tables it wrote (db/maintenance.ts).
 */
export async function openRun(
  db: Db,
  options: ImportOptions,
  input: { totalBytes: number; leads: boolean; files?: number },
): Promise<ImportRun> {
  const started = Date.now();
  const outer = options.dryRun ? await db.startTransaction().execute() : null;
  const unit = unitRunner(db, outer);
  const rejects: RejectsWriter = createRejectsWriter(options.rejectsPath);
  const progress: Progress = createProgress(options.progress, input.totalBytes, options.source);
  const totals: ImportRun['totals'] = {
    read: 0,
    leads: { inserted: 0, updated: 0, unchanged: 0 },
    companies: { inserted: 0, updated: 0, unchanged: 0 },
    duplicates: 0,
    rejected: {},
    warnings: {},
    warningExamples: {},
    placement: {},
    columnChecks: new Map(),
    preview: [],
  };
  const manyFiles = (input.files ?? 1) > 1;
  const handled = () => totals.read;
  return {
    options,
    companies: { source: options.source, industryIds: await industryIds(outer ?? db), cache: new Map() },
    categoryIds: new Map(),
    totals,
    reject(meta, reason) {
      bump(totals.rejected, reason);
      rejects.write(meta.file, meta.line, reason, meta.data);
    },
    manyFiles,
    warn(meta, notes) {
      for (const note of notes ?? []) {
        const kind = typeof note === 'string' ? note : note.kind;
        bump(totals.warnings, kind);
        const examples = totals.warningExamples[kind] ?? [];
        if (examples.length >= MAX_EXAMPLES) continue;
        const where = `${manyFiles ? `${meta.file} ` : ''}line ${meta.line}`;
        examples.push(typeof note === 'string' ? where : `${where}: ${note.value.slice(0, 80)}`);
        totals.warningExamples[kind] = examples;
      }
    },
    checkColumn(column, what, matches) {
      const check = totals.columnChecks.get(column) ?? { column, what, matching: 0, values: 0 };
      check.values += 1;
      if (matches) check.matching += 1;
      totals.columnChecks.set(column, check);
    },
    unit,
    progress: (bytes) => {
      progress.update(bytes, handled());
      options.onProgress?.(bytes, handled());
    },
    async abort() {
      progress.stop();
      await rejects.close();
      if (outer && !outer.isCommitted && !outer.isRolledBack) await outer.rollback().execute();
    },
    async finish() {
      progress.stop();
      await rejects.close();
      if (outer) await outer.rollback().execute();
      // Outside any transaction: the counter triggers leave dead company rows behind every lead batch.
      else await vacuumAnalyze(db, input.leads ? ['companies', 'leads'] : ['companies']);
      return summarise(totals, options, {
        leads: input.leads,
        elapsedMs: Date.now() - started,
        rejectsFile: rejects.path,
      });
    },
  };
}

/**
 * Opens a run, lets `body` feed it, and returns the summary; on an error the run is aborted (a dry
 * run's transaction rolled back) and the error rethrown.
 */
export async function withRun(
  db: Db,
  options: ImportOptions,
  input: { totalBytes: number; leads: boolean; files?: number },
  body: (run: ImportRun) => Promise<void>,
): Promise<ImportSummary> {
  const startedAt = new Date();
  const detail = `${options.source}${options.dryRun ? ' (dry run)' : ''}`;
  const run = await openRun(db, options, input);
  try {
    await body(run);
  } catch (error) {
    await run.abort();
    await recordRun(db, { kind: 'import', outcome: 'failed', startedAt, detail }).catch(() => {});
    throw error;
  }
  const summary = await run.finish();
  // Counted by every node's metrics (issue #21 'import and alert run counts').
  await recordRun(db, { kind: 'import', outcome: 'succeeded', startedAt, detail });
  return summary;
}

function databaseReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `database refused the row: ${message.split('\n')[0]?.slice(0, 200)}`;
}

/**
 * Batches items; writes each batch atomically, falling back to one row at a time when a batch fails.
 * One batch is written while the next is being read (at most one in flight, in order), so parsing and
 * the database overlap; a batch starts only after the previous one committed, so run caches are current.
 */
function batcher<T>(run: ImportRun, write: (db: Db, items: T[]) => Promise<() => void>) {
  let pending: { meta: RowMeta; item: T }[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const writeBatch = async (batch: { meta: RowMeta; item: T }[]) => {
    try {
      const commit = await run.unit((db) =>
        write(
          db,
          batch.map((entry) => entry.item),
        ),
      );
      commit();
    } catch {
      for (const entry of batch) {
        try {
          const commit = await run.unit((db) => write(db, [entry.item]));
          commit();
        } catch (error) {
          run.reject(entry.meta, databaseReason(error));
        }
      }
    }
  };
  const start = async () => {
    await inFlight;
    if (failure) throw failure;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    inFlight = writeBatch(batch).catch((error: unknown) => {
      failure = error;
    });
  };
  return {
    add: async (meta: RowMeta, item: T) => {
      pending.push({ meta, item });
      if (pending.length >= run.options.batchSize) await start();
    },
    flush: async () => {
      await start();
      await inFlight;
      if (failure) throw failure;
    },
  };
}

export interface Pipeline<T> {
  push(meta: RowMeta, outcome: RowOutcome<T>): Promise<void>;
  /** Writes what is still pending. */
  flush(): Promise<void>;
}

/** Leads: natural key source + source id; a key seen earlier in the run counts as a duplicate. */
export function leadPipeline(run: ImportRun): Pipeline<LeadDraft> {
  const seen = new Set<string>();
  const batch = batcher<LeadDraft>(run, async (db, drafts) => {
    const result = await writeLeadBatch(db, drafts, run);
    return () => {
      for (const [key, id] of result.companyIds) run.companies.cache.set(key, id);
      for (const [name, id] of result.categoryIds) run.categoryIds.set(name, id);
      addCounts(run.totals.companies, result.companyCounts);
      addCounts(run.totals.leads, result.leadCounts);
    };
  });
  return {
    async push(meta, outcome) {
      run.totals.read += 1;
      if (!outcome.ok) return run.reject(meta, outcome.reason);
      if (seen.has(outcome.value.sourceId)) {
        run.totals.duplicates += 1;
        return;
      }
      seen.add(outcome.value.sourceId);
      run.warn(meta, outcome.warnings);
      bump(run.totals.placement, outcome.value.placement ?? 'not placed');
      if (run.totals.preview.length < (run.options.preview ?? 0))
        run.totals.preview.push(previewRow(meta, outcome.value));
      await batch.add(meta, outcome.value);
    },
    flush: batch.flush,
  };
}

/**
 * Companies on their own (fortune1000, LinkedIn's companies.csv). `countRead` false for auxiliary
 * files whose rows are not the run's main rows.
 */
export function companyPipeline(run: ImportRun, options: { countRead: boolean }): Pipeline<CompanyDraft> {
  const seen = new Set<string>();
  const batch = batcher<CompanyDraft>(run, async (db, drafts) => {
    const { ids, counts } = await resolveCompanies(db, drafts, run.companies);
    return () => {
      for (const [key, id] of ids) run.companies.cache.set(key, id);
      addCounts(run.totals.companies, counts);
    };
  });
  return {
    async push(meta, outcome) {
      if (options.countRead) run.totals.read += 1;
      if (!outcome.ok) return run.reject(meta, outcome.reason);
      const key = companyKey(outcome.value);
      if (seen.has(key)) {
        if (options.countRead) run.totals.duplicates += 1;
        return;
      }
      seen.add(key);
      run.warn(meta, outcome.warnings);
      await batch.add(meta, outcome.value);
    },
    flush: batch.flush,
  };
}

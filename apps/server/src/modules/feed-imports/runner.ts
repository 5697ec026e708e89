/**
 * The import of a queued run, in the worker (issue #31 point 1): the run is claimed (queued or running → running;
 * a run already ended is left alone), its stored files are written to a temporary folder and imported with the
 * `csv` importer and the run's mapping, progress is written about once a second, and the end — summary, rejects,
 * status — is written in one transaction that also removes the uploaded bytes. A job retried after a crash claims
 * the run again and imports it again: leads are written by their natural key (source + id or fingerprint), so the
 * rows already written count as unchanged, never twice.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FEED_IMPORT_TEXTS, LEAD_TYPES } from '@agencyscout/contracts';
import type { Db } from '../../db/kysely.ts';
import { importCsvMapping } from '../../importers/csv-mapping.ts';
import { MappingError } from '../../importers/table-files.ts';
import { withFeedFolder } from './inspect.ts';
import { findRunForWorker, finishRun, moveRun, runFiles, writeProgress } from './repository.ts';
import { feedSource } from './service.ts';
import { feedSummary, rejectsFileName } from './summary.ts';

/** Least time between two progress writes. */
const PROGRESS_EVERY_MS = 1000;

/** Writes progress at most every PROGRESS_EVERY_MS, one write at a time, never failing the import. */
function progressWriter(db: Db, runId: number) {
  let last = 0;
  let writing = false;
  return (bytes: number, rows: number) => {
    const now = Date.now();
    if (writing || now - last < PROGRESS_EVERY_MS) return;
    last = now;
    writing = true;
    writeProgress(db, runId, rows, bytes)
      .catch(() => {})
      .finally(() => {
        writing = false;
      });
  };
}

/** The message kept with a failed run: the importer's own words for a file problem, else a plain failure. */
function failureText(error: unknown): string {
  if (error instanceof MappingError) return error.message;
  return FEED_IMPORT_TEXTS.failed;
}

/**
 * Imports run `runId`. Returns whether leads were written (the caller then queues the Agency Tips refresh).
 * @throws only when the database fails while ending the run (the job is then retried).
 */
export async function runFeedImport(db: Db, runId: number): Promise<{ imported: boolean }> {
  const run = await findRunForWorker(db, runId);
  if (!run || !(await moveRun(db, runId, ['queued', 'running'], 'running'))) return { imported: false };
  const files = await runFiles(db, runId);
  const mapping = run.mapping;
  try {
    const outcome = await withFeedFolder(files, async (folder) => {
      const rejectsPath = path.join(folder, 'rejects.csv');
      const summary = await importCsvMapping(db, path.join(folder, 'feed'), mapping, {
        source: mapping.source ?? feedSource(run.feedName),
        leadType: mapping.leadType ?? LEAD_TYPES[1],
        leadTypeGiven: false,
        dryRun: false,
        batchSize: 1000,
        rejectsPath,
        progress: false,
        preview: 0,
        onProgress: progressWriter(db, runId),
      });
      return { summary, rejects: summary.rejectsFile ? await readFile(rejectsPath) : null };
    });
    await finishRun(db, runId, {
      status: 'succeeded',
      summary: feedSummary(outcome.summary, rejectsFileName(runId)),
      rejects: outcome.rejects,
      error: null,
    });
    return { imported: true };
  } catch (error) {
    await finishRun(db, runId, { status: 'failed', summary: null, rejects: null, error: failureText(error) });
    if (!(error instanceof MappingError)) throw error;
    return { imported: false };
  }
}

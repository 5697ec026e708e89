/**
 * A run's state as the API answers it (contracts feedImportRunSchema): the importer's summary with the text the
 * command line prints, and the progress with rows per second and the seconds left estimated from the bytes read.
 */
import type { FeedImportProgress, FeedImportRun, FeedImportSummary } from '@agencyscout/contracts';
import { formatSummary } from '../../importers/report.ts';
import type { ImportSummary } from '../../importers/types.ts';
import type { ImportRunRow } from './repository.ts';

/** The download name of a run's rejected rows. */
export const rejectsFileName = (runId: number) => `import-${runId}-rejected-rows.csv`;

/** The summary kept for the screen; `rejectsName` replaces the importer's file path in the text. */
export function feedSummary(summary: ImportSummary, rejectsName: string | null): FeedImportSummary {
  const shown = { ...summary, rejectsFile: summary.rejectsFile ? rejectsName : null };
  return {
    dryRun: summary.dryRun,
    read: summary.read,
    leads: summary.leads,
    companies: summary.companies,
    duplicates: summary.duplicates,
    rejectedTotal: summary.rejectedTotal,
    rejected: summary.rejected,
    warnings: summary.warnings,
    placement: summary.placement,
    preview: summary.preview,
    text: formatSummary(shown),
  };
}

/** Rows, bytes, rows per second since the start, and seconds left at the bytes' pace so far (null before any). */
export function progressOf(row: ImportRunRow, now = Date.now()): FeedImportProgress {
  const totalBytes = Number(row.totalBytes);
  const bytesDone = Number(row.bytesDone);
  const end = row.finishedAt ?? row.progressAt;
  const seconds =
    row.startedAt && end ? Math.max((new Date(end).getTime() - new Date(row.startedAt).getTime()) / 1000, 0.001) : 0;
  const rowsPerSecond = seconds > 0 ? row.rowsRead / seconds : 0;
  const running = row.status === 'running' && row.startedAt && bytesDone > 0;
  const elapsed = row.startedAt ? Math.max((now - new Date(row.startedAt).getTime()) / 1000, 0.001) : 0;
  const etaSeconds = running ? Math.max(0, Math.round(((totalBytes - bytesDone) * elapsed) / bytesDone)) : null;
  return { rows: row.rowsRead, bytesDone, totalBytes, rowsPerSecond: Math.round(rowsPerSecond), etaSeconds };
}

export function runView(row: ImportRunRow): FeedImportRun {
  return {
    id: row.id,
    feedName: row.feedName,
    status: row.status,
    files: row.files,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
    columns: row.columns,
    sample: row.sample,
    mapping: row.mapping,
    mappingOrigin: row.mappingOrigin,
    dryRun: row.dryRun,
    progress: progressOf(row),
    summary: row.summary,
    hasRejects: row.hasRejects,
    error: row.error,
  };
}

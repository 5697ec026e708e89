/**
 * The state of one import run as the pipeline's parts see it (pipeline.ts creates it; the lead writer and the
 * preview read it): options, company context, running totals and the row-level callbacks.
 */
import type { Db } from '../db/kysely.ts';
import type { CompanyContext } from './companies.ts';
import type { ColumnCheck, EntityCounts, ImportOptions, ImportSummary, PreviewRow, RowNote } from './types.ts';

/** Where a row came from, for the rejects file. `data` is the row as text (JSON of its fields). */
export interface RowMeta {
  file: string;
  line: number;
  data: string;
}

export interface ImportRun {
  options: ImportOptions;
  companies: CompanyContext;
  categoryIds: Map<string, number>;
  totals: {
    read: number;
    leads: EntityCounts;
    companies: EntityCounts;
    duplicates: number;
    rejected: Record<string, number>;
    warnings: Record<string, number>;
    warningExamples: Record<string, string[]>;
    placement: Record<string, number>;
    columnChecks: Map<string, ColumnCheck>;
    preview: PreviewRow[];
  };
  /** Whether the run reads more than one file (examples then name the file). */
  manyFiles: boolean;
  reject(meta: RowMeta, reason: string): void;
  warn(meta: RowMeta, notes: readonly RowNote[] | undefined): void;
  /** Counts one non-empty value of a checked column, and whether it is what the column should hold. */
  checkColumn(column: string, what: string, matches: boolean): void;
  /** Runs `work` atomically: its own transaction, or a savepoint of the dry run's transaction. */
  unit<T>(work: (db: Db) => Promise<T>): Promise<T>;
  progress(bytes: number): void;
  finish(): Promise<ImportSummary>;
  /** Ends a failed run: rolls a dry run back, closes the progress bar and the rejects file. */
  abort(): Promise<void>;
}

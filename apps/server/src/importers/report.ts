/**
 * What an import shows and leaves behind: a progress bar on stderr while it runs, the rejects file
 * (CSV: file, line, reason, data) and the summary printed at the end.
 */
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import { formatPreview } from './preview.ts';
import type { ColumnCheck, ImportSummary } from './types.ts';

export interface Progress {
  /** bytes: read so far over all files; rows: rows handled so far. */
  update(bytes: number, rows: number): void;
  stop(): void;
}

/** A progress bar over the input's bytes, only when enabled and stderr is a terminal. */
export function createProgress(enabled: boolean, totalBytes: number, label: string): Progress {
  if (!enabled || !process.stderr.isTTY || totalBytes <= 0) return { update: () => {}, stop: () => {} };
  const bar = new SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% | {rows} rows | {rate} rows/s | {duration_formatted}`,
      hideCursor: true,
      etaBuffer: 50,
    },
    Presets.shades_classic,
  );
  const started = Date.now();
  bar.start(totalBytes, 0, { rows: 0, rate: 0 });
  return {
    update: (bytes, rows) => {
      const seconds = (Date.now() - started) / 1000;
      bar.update(Math.min(bytes, totalBytes), { rows, rate: seconds > 0 ? Math.round(rows / seconds) : 0 });
    },
    stop: () => bar.stop(),
  };
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rejected rows as CSV (file, line, reason, data); the file is created on the first rejection. */
export interface RejectsWriter {
  write(file: string, line: number, reason: string, data: string): void;
  close(): Promise<void>;
  /** The file's path, or null when nothing was rejected. */
  readonly path: string | null;
}

export function createRejectsWriter(target: string): RejectsWriter {
  let stream: WriteStream | null = null;
  return {
    write(file, line, reason, data) {
      if (!stream) {
        mkdirSync(path.dirname(target), { recursive: true });
        stream = createWriteStream(target, { encoding: 'utf8' });
        stream.write('file,line,reason,data\n');
      }
      stream.write(`${[file, line, reason, data].map(csvField).join(',')}\n`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!stream) return resolve();
        stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
      }),
    get path() {
      return stream ? target : null;
    },
  };
}

const number = (value: number) => value.toLocaleString('en-US');

function byReason(counts: Record<string, number>, examples: Record<string, string[]> = {}): string[] {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .flatMap(([reason, count]) => [
      `      ${number(count).padStart(8)}  ${reason}`,
      ...(examples[reason] ?? []).map((example) => `                e.g. ${example}`),
    ]);
}

const PLACEMENT_WORDS: Record<string, string> = {
  city: 'at a city',
  coordinates: 'at the feed’s coordinates',
  region: 'placed at region level',
  country: 'at country level',
  'not placed': 'not placed',
};

function placementLine(placement: Record<string, number>): string[] {
  const parts = Object.keys(PLACEMENT_WORDS)
    .filter((key) => placement[key])
    .map((key) => `${number(placement[key] ?? 0)} ${PLACEMENT_WORDS[key]}`);
  return parts.length ? [`  places      ${parts.join(' · ')}`] : [];
}

/** 'column Region: 0 of 26,117 values are a state or province', for each checked column that is not all right. */
function columnCheckLines(checks: readonly ColumnCheck[]): string[] {
  return checks
    .filter((check) => check.matching < check.values)
    .map(
      (check) =>
        `  column ${check.column}: ${number(check.matching)} of ${number(check.values)} values are ${check.what}`,
    );
}

/** The end-of-run summary, several lines of plain text. */
export function formatSummary(summary: ImportSummary): string {
  const { leads, companies } = summary;
  const lines = [
    `${summary.dryRun ? 'Dry run (nothing saved)' : 'Import'} of ${summary.source}${summary.leadType ? ` as ${summary.leadType} leads` : ''}`,
    `  read        ${number(summary.read)} rows`,
  ];
  if (summary.leadType) {
    lines.push(
      `  leads       ${number(leads.inserted)} inserted · ${number(leads.updated)} updated · ${number(leads.unchanged)} unchanged`,
    );
  }
  lines.push(
    `  companies   ${number(companies.inserted)} inserted · ${number(companies.updated)} updated · ${number(companies.unchanged)} unchanged`,
  );
  if (summary.duplicates)
    lines.push(
      `  duplicates  ${number(summary.duplicates)} rows repeated a posting already read${summary.duplicateKey ? ` (same ${summary.duplicateKey})` : ''}`,
    );
  lines.push(`  rejected    ${number(summary.rejectedTotal)}${summary.rejectsFile ? ` → ${summary.rejectsFile}` : ''}`);
  lines.push(...byReason(summary.rejected));
  lines.push(...placementLine(summary.placement));
  lines.push(...columnCheckLines(summary.columnChecks));
  if (Object.keys(summary.warnings).length) {
    lines.push('  imported with notes');
    lines.push(...byReason(summary.warnings, summary.warningExamples));
  }
  lines.push(...formatPreview(summary.preview));
  lines.push(
    `  elapsed     ${(summary.elapsedMs / 1000).toFixed(1)} s · ${number(Math.round(summary.rowsPerSecond))} rows/s`,
  );
  return lines.join('\n');
}

/**
 * Scratch folders and options for importer tests: fixture CSVs are written by the tests themselves.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/kysely.ts';
import { importCsvMapping } from '../../src/importers/csv-mapping.ts';
import type { ImportOptions, ImportSummary } from '../../src/importers/types.ts';

export interface Scratch {
  dir: string;
  /** Writes a file (UTF-8) and returns its path. */
  write(name: string, content: string): string;
  remove(): void;
}

export function scratchDir(): Scratch {
  const dir = mkdtempSync(path.join(tmpdir(), 'agencyscout-import-'));
  return {
    dir,
    write: (name, content) => {
      const file = path.join(dir, name);
      writeFileSync(file, content, 'utf8');
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

let runs = 0;

export function importOptions(scratch: Scratch, overrides: Partial<ImportOptions> = {}): ImportOptions {
  runs += 1;
  return {
    source: 'test',
    leadType: 'OpenWeb',
    leadTypeGiven: false,
    dryRun: false,
    batchSize: 1000,
    rejectsPath: path.join(scratch.dir, `rejects-${runs}.csv`),
    progress: false,
    ...overrides,
  };
}

/** Rows of a CSV text as arrays of strings, quoting every field (the tests' fixtures). */
export function csv(rows: readonly (readonly (string | number)[])[], lineEnd = '\n'): string {
  return (
    rows.map((row) => row.map((value) => `"${String(value).replace(/"/g, '""')}"`).join(',')).join(lineEnd) + lineEnd
  );
}

let feeds = 0;

/**
 * Writes a feed file and its mapping (with a fresh `source`) and imports it with the generic importer.
 * @returns the run's summary and the source naming the feed's leads.
 */
export async function importFeed(
  db: Db,
  scratch: Scratch,
  file: { name: string; content: string | Buffer },
  mapping: Record<string, unknown>,
  overrides: Partial<ImportOptions> = {},
): Promise<{ summary: ImportSummary; source: string }> {
  feeds += 1;
  const source = `feed-${feeds}`;
  const feed = path.join(scratch.dir, file.name);
  writeFileSync(feed, file.content);
  const mappingFile = scratch.write(`mapping-${feeds}.json`, JSON.stringify({ source, ...mapping }));
  const summary = await importCsvMapping(db, feed, mappingFile, importOptions(scratch, overrides));
  return { summary, source };
}

/** The leads of one source, by source id. */
export function leadsOfSource(db: Db, source: string) {
  return db.selectFrom('leads').selectAll().where('source', '=', source).orderBy('sourceId').execute();
}

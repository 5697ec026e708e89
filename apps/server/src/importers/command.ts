/**
 * `npm run import -- <source> <path> [--lead-type OpenWeb|Agency] [--dry-run] [--preview N]
 *  [--mapping file.json] [--sheet name] [--rejects file.csv] [--batch-size N]` — see docs/importing.md.
 * Relative paths are resolved against the directory npm was run from.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LEAD_TYPES, type LeadType } from '@agencyscout/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/kysely.ts';
import { refreshTipsAfterImportRun } from '../modules/tips/refresh-command.ts';
import { importCsvMapping } from './csv-mapping.ts';
import { importFortune1000 } from './fortune1000.ts';
import { handOffImport, handoffRefusal, serverRunning } from './handoff.ts';
import { importIndeed2023 } from './indeed-2023.ts';
import { importLinkedin2023 } from './linkedin-2023.ts';
import { formatSummary } from './report.ts';
import type { ImportOptions, ImportSummary } from './types.ts';

type Importer = (db: Db, input: string, options: ImportOptions, mapping: string | null) => Promise<ImportSummary>;

export const IMPORTERS: Readonly<Record<string, Importer>> = {
  'linkedin-2023': (db, input, options) => importLinkedin2023(db, input, options),
  'indeed-2023': (db, input, options) => importIndeed2023(db, input, options),
  fortune1000: (db, input, options) => importFortune1000(db, input, options),
  csv: (db, input, options, mapping) => {
    if (!mapping) throw new Error('The csv source needs --mapping <file.json> (see docs/importing.md)');
    return importCsvMapping(db, input, mapping, options);
  },
};

export const IMPORT_USAGE = `Usage: npm run import -- <source> <path> [options]
  sources: ${Object.keys(IMPORTERS).join(', ')}
  --lead-type OpenWeb|Agency   lead type of the imported postings (default OpenWeb)
  --dry-run                    read, check and count everything, save nothing
  --preview <n>                show the first n leads as they would be stored (with --dry-run: before writing)
  --mapping <file.json>        column mapping (csv source); <path> may be a CSV/TSV, .xlsx/.xls or a folder
  --sheet <name>               spreadsheet sheet to read (default: the mapping's sheet, else the first)
  --rejects <file.csv>         where rejected rows go (default DATA_DIR/import-rejects/…)
  --batch-size <n>             rows per transaction (default 1000)`;

const DEFAULT_BATCH_SIZE = 1000;

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** Parses and checks the arguments. @throws Error with the usage on bad input. */
export function parseImportArgs(args: string[], workingDirectory: string, dataDir: string) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'lead-type': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      mapping: { type: 'string' },
      sheet: { type: 'string' },
      preview: { type: 'string' },
      rejects: { type: 'string' },
      'batch-size': { type: 'string' },
    },
  });
  const [source, input] = positionals;
  if (!source || !input || positionals.length > 2) throw new Error(IMPORT_USAGE);
  if (!IMPORTERS[source]) throw new Error(`Unknown source '${source}'.\n${IMPORT_USAGE}`);
  const leadType = (values['lead-type'] ?? 'OpenWeb') as LeadType;
  if (!LEAD_TYPES.includes(leadType)) throw new Error(`--lead-type must be one of ${LEAD_TYPES.join(', ')}`);
  const batchSize = values['batch-size'] ? Number(values['batch-size']) : DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw new Error('--batch-size must be a whole number from 1 to 10000');
  }
  const preview = values.preview ? Number(values.preview) : 0;
  if (!Number.isInteger(preview) || preview < 0 || preview > 1000) {
    throw new Error('--preview must be a whole number from 0 to 1000');
  }
  const resolve = (file: string) => path.resolve(workingDirectory, file);
  const options: ImportOptions = {
    source,
    leadType,
    leadTypeGiven: values['lead-type'] !== undefined,
    dryRun: values['dry-run'],
    batchSize,
    rejectsPath: values.rejects
      ? resolve(values.rejects)
      : path.join(dataDir, 'import-rejects', `${source}-${timestamp(new Date())}.csv`),
    progress: true,
    preview,
    ...(values.sheet ? { sheet: values.sheet } : {}),
  };
  return { source, input: resolve(input), mapping: values.mapping ? resolve(values.mapping) : null, options };
}

export async function runImportCommand(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(IMPORT_USAGE);
    return;
  }
  const config = loadConfig();
  const { source, input, mapping, options } = parseImportArgs(args, config.workingDirectory, config.dataDir);
  const importer = IMPORTERS[source] as Importer;
  // The embedded database belongs to a running server: hand the import to it, or say why not (issue #31).
  if (config.database.kind === 'pglite' && (await serverRunning(config.publicUrl))) {
    const apiKey = config.importApiKey ?? undefined;
    const refusal = handoffRefusal(source, config.publicUrl, apiKey);
    if (refusal || !apiKey || !mapping) throw new Error(refusal ?? IMPORT_USAGE);
    const log = (line: string) => console.error(line);
    console.log(await handOffImport({ baseUrl: config.publicUrl, apiKey, input, mapping, options, log }));
    return;
  }
  const database = await openDatabase(config.database);
  try {
    console.error(
      `Importing ${input} into ${config.database.kind === 'pglite' ? `the embedded database (${config.database.dataDir})` : 'PostgreSQL (DATABASE_URL)'}…`,
    );
    const summary = await importer(database.db, input, options, mapping);
    console.log(formatSummary(summary));
    if (!options.dryRun) await refreshTipsAfterImportRun(database.db);
  } finally {
    await database.close();
  }
}

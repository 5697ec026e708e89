/**
 * The generic `csv` source: any tabular file — CSV/TSV (delimiter sniffed), .xlsx/.xls (first sheet or
 * the mapping's `sheet`) — or a folder of them, with a JSON mapping (docs/importing.md "Your own feed").
 * One run, one summary over every file. Natural key: the mapped `sourceId`, else the posting
 * fingerprint (title, company, location, description).
 */
import path from 'node:path';
import type { Db } from '../db/kysely.ts';
import { isStateOrProvince } from '../modules/places/service.ts';
import { checkColumns, readTable, totalBytes } from './csv-reader.ts';
import { type Fields, type RowContext, toLead } from './csv-row.ts';
import { type CsvMapping, type FieldKey, loadMapping, MAPPING_REQUIRED, splitOrigins } from './mapping-schema.ts';
import { leadPipeline, withRun } from './pipeline.ts';
import { inputFiles } from './table-files.ts';
import type { ImportOptions, ImportSummary } from './types.ts';

/** Columns whose values are numbers where '-1' can be real: the empty-value list does not apply. */
const NO_SENTINELS: ReadonlySet<FieldKey> = new Set(['latitude', 'longitude', 'sourceId', 'title']);

function labelsOf(mapping: CsvMapping): Partial<Record<FieldKey, string>> {
  return Object.fromEntries(
    Object.entries(mapping.columns).map(([key, origin]) => [
      key,
      typeof origin === 'object' ? 'constant' : typeof origin === 'number' ? `column ${origin}` : origin,
    ]),
  );
}

/** Turns the file's values of one row into the fields: empty values dropped, constants added. */
function fieldMaker(mapping: CsvMapping, constants: Partial<Record<FieldKey, string>>) {
  const empty = new Set(mapping.emptyValues.map((value) => value.trim().toLowerCase()));
  return (values: Record<string, string | null>): Fields => {
    const fields: Fields = { ...constants };
    for (const [key, value] of Object.entries(values) as [FieldKey, string | null][]) {
      fields[key] = value !== null && !NO_SENTINELS.has(key) && empty.has(value.toLowerCase()) ? null : value;
    }
    return fields;
  };
}

const STATE_CHECK = 'a state or province';

/**
 * Imports a file or every tabular file of a folder with the mapping (a JSON file, or the mapping itself).
 * @throws MappingError when the mapping, a file or a header does not fit (before anything is written).
 */
export async function importCsvMapping(
  db: Db,
  input: string,
  mappingFile: string | CsvMapping,
  options: ImportOptions,
): Promise<ImportSummary> {
  const mapping = typeof mappingFile === 'string' ? loadMapping(mappingFile) : mappingFile;
  const files = inputFiles(input);
  const { columns, constants } = splitOrigins(mapping);
  const read = { delimiter: mapping.delimiter, sheet: options.sheet ?? mapping.sheet };
  for (const file of files)
    await checkColumns(file, columns as Record<string, string | number>, Object.keys(columns), read);
  const source = mapping.source ?? `csv:${path.basename(input, path.extname(input))}`;
  const labels = labelsOf(mapping);
  const runOptions = {
    ...options,
    duplicateKey:
      'sourceId' in columns
        ? `id (column "${labels.sourceId}")`
        : 'title, company, place, description, posted date and pay',
    source,
    leadType: options.leadTypeGiven ? options.leadType : (mapping.leadType ?? options.leadType),
  };
  const context: RowContext = { mapping, labels };
  const stateColumn = 'state' in columns ? (context.labels.state ?? null) : null;
  const constantKeys = new Set(Object.keys(constants) as FieldKey[]);
  const makeFields = fieldMaker(mapping, constants);
  const required = MAPPING_REQUIRED.filter((key) => key in columns);
  const input_ = { totalBytes: totalBytes(files), leads: true, files: files.length };
  return withRun(db, runOptions, input_, async (run) => {
    const leads = leadPipeline(run);
    let done = 0;
    for (const file of files) {
      for await (const row of readTable(file, columns as Record<FieldKey, string | number>, { required, ...read })) {
        const meta = { file: path.basename(file), line: row.line, data: row.data };
        if (!row.ok) {
          await leads.push(meta, row);
        } else {
          const fields = makeFields(row.fields);
          // A state column that holds no states places nothing: say so in the summary (issue #31).
          if (stateColumn && fields.state) run.checkColumn(stateColumn, STATE_CHECK, isStateOrProvince(fields.state));
          await leads.push(meta, toLead(fields, context, constantKeys));
        }
        run.progress(done + row.bytes);
      }
      done += totalBytes([file]);
    }
    await leads.flush();
  });
}

/**
 * Reads the real postings of the shared datasets (datasets/README.md) into a CorpusBuilder: LinkedIn 2023
 * `job_postings.csv` joined with `companies.csv` names and `salaries.csv` pay, Indeed 2023 postings with their
 * descriptions, Fortune 1000 websites. Columns are matched by header name (files differ in their leading index
 * columns); text may hold quotes, newlines and a BOM, so a real CSV parser reads it. Nothing is copied anywhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CorpusBuilder, WORKPLACES } from './corpus.ts';
import { cleanDescription, indeedPay, indeedPlace, linkedInPay, linkedInPlace, workTypeOf } from './dataset-fields.ts';
import type { Pay } from './types.ts';

/** Reads one cell of the current row by header name ('' when the column or cell is missing). */
type Cell<N extends string> = (name: N) => string;

/**
 * Visits each data row of a CSV file with a reader of its cells by header name. Rows are not kept (the parser drops
 * each after the visit), so memory stays flat whatever the file's size.
 */
function eachRow<const N extends string>(file: string, names: readonly N[], visit: (cell: Cell<N>) => void): void {
  let positions: Map<N, number> | null = null;
  let row: string[] = [];
  const cell: Cell<N> = (name) => (row[positions?.get(name) ?? -1] ?? '').trim();
  parse(readFileSync(file), {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    on_record: (record: string[]) => {
      if (positions) {
        row = record;
        visit(cell);
      } else {
        const header = record.map((name) => name.trim());
        positions = new Map(names.map((name) => [name, header.indexOf(name)]));
      }
      return null;
    },
  });
}

/** True when the folder holds the LinkedIn postings (the datasets are usable). */
export function datasetsPresent(dir: string | null): dir is string {
  return dir !== null && existsSync(path.join(dir, 'linkedin-2023', 'job_postings.csv'));
}

function readLinkedInPay(dir: string): Map<string, Pay> {
  const pay = new Map<string, Pay>();
  const file = path.join(dir, 'linkedin-2023', 'salaries.csv');
  eachRow(file, ['job_id', 'min_salary', 'med_salary', 'max_salary', 'pay_period'], (cell) => {
    const value = linkedInPay(cell('min_salary'), cell('med_salary'), cell('max_salary'), cell('pay_period'));
    if (value) pay.set(cell('job_id'), value);
  });
  return pay;
}

function readCompanyNames(dir: string): Map<string, string> {
  const names = new Map<string, string>();
  eachRow(path.join(dir, 'linkedin-2023', 'companies.csv'), ['id', 'name'], (cell) => {
    if (cell('name')) names.set(cell('id'), cell('name'));
  });
  return names;
}

const LINKEDIN_COLUMNS = [
  'job_id',
  'company_id',
  'title',
  'formatted_work_type',
  'location',
  'remote_allowed',
  'formatted_experience_level',
] as const;

function readLinkedIn(dir: string, builder: CorpusBuilder): void {
  const names = readCompanyNames(dir);
  const pay = readLinkedInPay(dir);
  eachRow(path.join(dir, 'linkedin-2023', 'job_postings.csv'), LINKEDIN_COLUMNS, (cell) => {
    const name = names.get(cell('company_id'));
    if (!name) return;
    builder.add({
      title: cell('title'),
      place: linkedInPlace(cell('location')),
      companyName: name,
      workType: workTypeOf(cell('formatted_work_type')),
      level: cell('formatted_experience_level') || null,
      workplace: cell('remote_allowed').startsWith('1') ? 'remote' : 'on-site',
      pay: pay.get(cell('job_id')) ?? null,
      description: null,
    });
  });
}

function workplaceOf(type: string): (typeof WORKPLACES)[number] {
  const kind = type.toLowerCase();
  return kind.includes('hybrid') ? 'hybrid' : kind.includes('remote') ? 'remote' : 'on-site';
}

const INDEED_COLUMNS = ['Title', 'Company', 'Location', 'Type', 'Salary', 'Contract_type', 'Job Description'] as const;

function readIndeedFile(file: string, builder: CorpusBuilder): void {
  eachRow(file, INDEED_COLUMNS, (cell) => {
    builder.add({
      title: cell('Title'),
      place: indeedPlace(cell('Location')),
      companyName: cell('Company'),
      workType: workTypeOf(cell('Contract_type')),
      level: null,
      workplace: workplaceOf(cell('Type')),
      pay: indeedPay(cell('Salary')),
      description: cleanDescription(cell('Job Description')),
    });
  });
}

function readIndeed(dir: string, builder: CorpusBuilder): void {
  const folder = path.join(dir, 'indeed-2023');
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder).sort()) {
    if (name.toLowerCase().endsWith('.csv')) readIndeedFile(path.join(folder, name), builder);
  }
}

function readFortuneWebsites(dir: string, builder: CorpusBuilder): void {
  const file = path.join(dir, 'fortune1000-2023', 'fortune1000_2023.csv');
  if (!existsSync(file)) return;
  eachRow(file, ['Company', 'Website'], (cell) => {
    const host = cell('Website')
      .replace(/^https?:\/\//i, '')
      .replace(/\/.*$/, '');
    if (cell('Company') && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host)) builder.website(cell('Company'), `https://${host}`);
  });
}

/** Reads every dataset the folder holds into `builder` (LinkedIn is required; the others are optional). */
export function loadDatasets(dir: string, builder: CorpusBuilder): void {
  readFortuneWebsites(dir, builder);
  readLinkedIn(dir, builder);
  readIndeed(dir, builder);
}

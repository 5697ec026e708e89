/**
 * Importer for the Indeed 2023 folder (../shared/datasets/indeed-2023): every *.csv in it, columns
 * matched by header name, ignoring case, spaces and punctuation ('Job_Description' = 'Job Description') (Title, Company, Location, Salary, Contract_type, Job Description, optional
 * Industry; the leading index columns vary per file and are ignored).
 * - Natural key: the posting's key (normalise.ts `postingKey` of title, company, location and description, with
 *   the salary text); the same posting in two files is imported once, the same posting at another pay is another.
 * - Posted date: none in the data, so none is stored (posted_at NULL; first_seen_at records the import).
 * - Salary: free text ('$120,000 - $200,000', 'From $100,000', 'Up to $70,000'); the scraper cut the
 *   text 'a year - Full-time' between the Salary and Contract_type columns, so the period comes from
 *   Contract_type's start ('r' = a year, 'n hour' = an hour, ' month', ' week'), else from the amount.
 * - Employment type: the words left in Contract_type (and in Salary when it holds no amount),
 *   with the truncated ones restored ('rt-time' = Part-time, 'ct' = Contract, 'ry' = Temporary).
 */
import path from 'node:path';
import { currencyForCountry, type EmploymentType, type PayPeriod } from '@agencyscout/contracts';
import type { Db } from '../db/kysely.ts';
import { descriptionHtml } from '../lib/html.ts';
import { checkColumns, readTable, totalBytes } from './csv-reader.ts';
import {
  companyDraft,
  durationMonthsFromText,
  employmentTypesFrom,
  leadGeo,
  minimumExperienceFromText,
  postingKey,
} from './normalise.ts';
import { leadPipeline, withRun } from './pipeline.ts';
import { payFromText } from './salary.ts';
import { inputFiles } from './table-files.ts';
import type { ImportOptions, ImportSummary, LeadDraft, RowOutcome } from './types.ts';

const COLUMNS = {
  title: 'Title',
  company: 'Company',
  location: 'Location',
  salary: 'Salary',
  contractType: 'Contract_type',
  description: 'Job Description',
  industry: 'Industry',
} as const;
type Fields = Record<keyof typeof COLUMNS, string | null>;
const REQUIRED = ['title', 'company', 'location', 'salary', 'contractType', 'description'] as const;

/** Truncated words of the Contract_type column → the type of the word they were cut from ('n': 'NaN'). */
const TRUNCATED_WORDS: Readonly<Record<string, EmploymentType | null>> = {
  'rt-time': 'Direct Hire',
  p: 'Direct Hire',
  ct: 'Contract',
  contr: 'Contract',
  ry: 'Contract',
  l: 'Contract',
  se: 'Contract',
  n: null,
};

/** Contract_type starts (fields are trimmed): 'n hour' ← 'an hour', 'month' ← 'a month', 'r' ← 'a year'. */
const PERIOD_PREFIXES: [RegExp, PayPeriod][] = [
  [/^n hour\b/, 'hour'],
  [/^day\b/, 'day'],
  [/^week\b/, 'week'],
  [/^month\b/, 'month'],
  [/^r\b/, 'year'],
];

function splitContractType(contractType: string | null): { period: PayPeriod | null; words: string } {
  const text = contractType ?? '';
  const found = PERIOD_PREFIXES.find(([pattern]) => pattern.test(text));
  if (!found) return { period: null, words: text };
  const rest = text.replace(found[0], '').replace(/^\s*-\s*/, '');
  return { period: found[1], words: rest };
}

function toLead(fields: Fields): RowOutcome<LeadDraft> {
  if (fields.title === 'Title' && fields.company === 'Company') return { ok: false, reason: 'repeated header row' };
  if (!fields.title) return { ok: false, reason: 'missing title' };
  const { period, words } = splitContractType(fields.contractType);
  const salaryHasAmount = /\d/.test(fields.salary ?? '');
  const typeText = [salaryHasAmount ? null : fields.salary, words].filter(Boolean).join(', ');
  const types = employmentTypesFrom(typeText, TRUNCATED_WORDS);
  const {
    pay,
    unknownPeriod,
    notes: payNotes,
  } = payFromText(salaryHasAmount ? fields.salary : null, period, fields.description);
  const { geo, placement, warning } = leadGeo(fields.location);
  const hasPay = Object.values(pay).some((value) => value !== null);
  const warnings = [
    ...(fields.company ? [] : ['no company']),
    ...(warning ? [warning] : []),
    ...(unknownPeriod ? ['salary left out: pay period unknown'] : []),
    ...payNotes,
    ...types.unknown.map((word) => ({ kind: 'employment type not mapped', value: word })),
  ];
  return {
    ok: true,
    warnings,
    value: {
      // Indeed rows have no id and no date: the same posting at another pay is another posting (issue #31).
      ...postingKey([fields.title, fields.company, fields.location, fields.description], [fields.salary]),
      title: fields.title.slice(0, 500),
      company: fields.company ? companyDraft(fields.company) : null,
      location: fields.location,
      placement,
      ...geo,
      description: descriptionHtml(fields.description),
      employmentTypes: types.types,
      ...pay,
      salaryCurrency: hasPay ? currencyForCountry(geo.country).currency : null,
      durationMonths: types.types.includes('Contract') ? durationMonthsFromText(fields.description) : null,
      minExperienceYears: minimumExperienceFromText(fields.description),
      postedAt: null,
      careersPageUrl: null,
      sourceUrl: null,
      jobCategories: fields.industry ? [fields.industry.slice(0, 200)] : [],
    },
  };
}

/** Imports every CSV of the folder. @throws MappingError when a file lacks a needed column (before writing). */
export async function importIndeed2023(db: Db, input: string, options: ImportOptions): Promise<ImportSummary> {
  const files = inputFiles(input, ['.csv']);
  for (const file of files) await checkColumns(file, COLUMNS, REQUIRED);
  return withRun(db, options, { totalBytes: totalBytes(files), leads: true }, async (run) => {
    const leads = leadPipeline(run);
    let done = 0;
    for (const file of files) {
      for await (const row of readTable(file, COLUMNS, { required: REQUIRED })) {
        const meta = { file: path.basename(file), line: row.line, data: row.data };
        await leads.push(meta, row.ok ? toLead(row.fields) : row);
        run.progress(done + row.bytes);
      }
      done += totalBytes([file]);
    }
    await leads.flush();
  });
}

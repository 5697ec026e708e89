/**
 * Importer for the 'LinkedIn Job Postings 2023' folder (../shared/datasets/linkedin-2023):
 * job_postings.csv joined with salaries.csv, companies.csv (+ company_industries.csv,
 * employee_counts.csv) and job_industries.csv (+ industries.csv).
 * - Natural key: the LinkedIn job id; source URL https://www.linkedin.com/jobs/view/{job_id}/.
 * - Posted date: the scrape time 1692644644 (2023-08-21T19:04:04Z) — the data has no posting date and
 *   the scrape is the honest "first seen" date.
 * - Company size: LinkedIn's size code (0–7), else the latest employee count; industry: the first of
 *   the company's industries that maps to the fixed list.
 * - A posting whose company is missing or not in companies.csv is kept without a company (noted).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { companySizeBucket, currencyForCountry, type PayPeriod } from '@agencyscout/contracts';
import type { Db } from '../db/kysely.ts';
import { geocode } from '../modules/places/service.ts';
import { checkColumns, MappingError, readTable, type TableRow, totalBytes } from './csv-reader.ts';
import { industryFromName } from './industry-map.ts';
import { bucketFromLinkedinSize, companyDraft, employmentTypesFrom, leadGeo } from './normalise.ts';
import { companyPipeline, leadPipeline, withRun } from './pipeline.ts';
import { NO_PAY, payFromAmounts } from './salary.ts';
import type { CompanyDraft, ImportOptions, ImportSummary, LeadDraft, RowOutcome } from './types.ts';

export const LINKEDIN_SCRAPED_AT = new Date(1692644644 * 1000);

const FILES = {
  postings: 'job_postings.csv',
  companies: 'companies.csv',
  salaries: 'salaries.csv',
  companyIndustries: 'company_industries.csv',
  employeeCounts: 'employee_counts.csv',
  industries: 'industries.csv',
  jobIndustries: 'job_industries.csv',
} as const;

const PAY_PERIODS: Readonly<Record<string, PayPeriod>> = {
  HOURLY: 'hour',
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

interface Lookups {
  salaries: Map<string, { min: number | null; max: number | null; period: PayPeriod | null; currency: string | null }>;
  companyIndustry: Map<string, string>;
  employeeCounts: Map<string, { count: number; time: number }>;
  jobCategories: Map<string, string[]>;
}

const number = (text: string | null) => (text === null || text === '' ? null : Number(text));

/** Reads an optional auxiliary file row by row (bad rows are skipped: they only enrich postings). */
async function eachRow<K extends string>(
  file: string,
  columns: Record<K, string>,
  visit: (fields: Record<K, string | null>) => void,
): Promise<void> {
  if (!existsSync(file)) return;
  for await (const row of readTable(file, columns, { required: Object.keys(columns) as K[] })) {
    if (row.ok) visit(row.fields);
  }
}

async function loadLookups(folder: string): Promise<Lookups> {
  const lookups: Lookups = {
    salaries: new Map(),
    companyIndustry: new Map(),
    employeeCounts: new Map(),
    jobCategories: new Map(),
  };
  const salaryColumns = {
    jobId: 'job_id',
    min: 'min_salary',
    med: 'med_salary',
    max: 'max_salary',
    period: 'pay_period',
    currency: 'currency',
  };
  await eachRow(path.join(folder, FILES.salaries), salaryColumns, (row) => {
    if (!row.jobId) return;
    const median = number(row.med);
    lookups.salaries.set(row.jobId, {
      min: number(row.min) ?? median,
      max: number(row.max) ?? median,
      period: PAY_PERIODS[row.period ?? ''] ?? null,
      currency: row.currency && /^[A-Z]{3}$/.test(row.currency) ? row.currency : null,
    });
  });
  await eachRow(path.join(folder, FILES.companyIndustries), { id: 'company_id', industry: 'industry' }, (row) => {
    const industry = industryFromName(row.industry);
    if (row.id && industry && !lookups.companyIndustry.has(row.id)) lookups.companyIndustry.set(row.id, industry);
  });
  const countColumns = { id: 'company_id', count: 'employee_count', time: 'time_recorded' };
  await eachRow(path.join(folder, FILES.employeeCounts), countColumns, (row) => {
    const count = number(row.count);
    const time = number(row.time) ?? 0;
    const previous = row.id ? lookups.employeeCounts.get(row.id) : undefined;
    if (row.id && count !== null && Number.isFinite(count) && (!previous || time > previous.time)) {
      lookups.employeeCounts.set(row.id, { count, time });
    }
  });
  const industryNames = new Map<string, string>();
  await eachRow(path.join(folder, FILES.industries), { id: 'industry_id', name: 'industry_name' }, (row) => {
    if (row.id && row.name) industryNames.set(row.id, row.name);
  });
  await eachRow(path.join(folder, FILES.jobIndustries), { jobId: 'job_id', id: 'industry_id' }, (row) => {
    const name = row.id ? industryNames.get(row.id) : undefined;
    if (!row.jobId || !name) return;
    lookups.jobCategories.set(row.jobId, [...(lookups.jobCategories.get(row.jobId) ?? []), name]);
  });
  return lookups;
}

type CompanyFields = Record<'id' | 'name' | 'size' | 'city' | 'employees', string | null>;

function toCompany(fields: CompanyFields, lookups: Lookups): RowOutcome<CompanyDraft> {
  if (!fields.id) return { ok: false, reason: 'missing company id' };
  if (!fields.name) return { ok: false, reason: 'missing company name' };
  const counted = lookups.employeeCounts.get(fields.id)?.count ?? number(fields.employees);
  const employeeRange = bucketFromLinkedinSize(fields.size) ?? (counted ? companySizeBucket(counted) : null);
  // A bare city ('London') is kept as text only; 'City, State' is placed.
  const city = fields.city && fields.city !== '0' ? fields.city : null;
  const place = city?.includes(',') ? geocode(city) : null;
  const located = place?.ok && place.precision === 'city' ? place : null;
  return {
    ok: true,
    value: companyDraft(fields.name, {
      city: located?.city ?? city?.split(',')[0]?.trim() ?? null,
      state: place?.ok ? place.stateCode : null,
      country: place?.ok ? place.countryCode : null,
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      employeeRange,
      industry: lookups.companyIndustry.get(fields.id) ?? null,
    }),
  };
}

type PostingFields = Record<'jobId' | 'companyId' | 'title' | 'workType' | 'location', string | null>;

function toLead(fields: PostingFields, lookups: Lookups, companies: Map<string, CompanyDraft>): RowOutcome<LeadDraft> {
  if (!fields.jobId || !/^\d+$/.test(fields.jobId)) return { ok: false, reason: 'missing or invalid job_id' };
  if (!fields.title) return { ok: false, reason: 'missing title' };
  const company = fields.companyId ? (companies.get(fields.companyId) ?? null) : null;
  const companyNote = company ? [] : [fields.companyId ? 'company id not in companies.csv' : 'no company'];
  const { geo, placement, warning } = leadGeo(fields.location);
  const salary = lookups.salaries.get(fields.jobId);
  const pay = salary?.period ? payFromAmounts(salary.min, salary.max, salary.period) : NO_PAY;
  const hasPay = Object.values(pay).some((value) => value !== null);
  const types = employmentTypesFrom(fields.workType);
  return {
    ok: true,
    warnings: [
      ...companyNote,
      ...(warning ? [warning] : []),
      ...types.unknown.map((word) => ({ kind: 'employment type not mapped', value: word })),
    ],
    value: {
      sourceId: fields.jobId,
      title: fields.title.slice(0, 500),
      company,
      location: fields.location,
      placement,
      ...geo,
      description: null,
      employmentTypes: types.types,
      ...pay,
      salaryCurrency: hasPay ? (salary?.currency ?? currencyForCountry(geo.country).currency) : null,
      durationMonths: null,
      minExperienceYears: null,
      postedAt: LINKEDIN_SCRAPED_AT,
      careersPageUrl: null,
      sourceUrl: `https://www.linkedin.com/jobs/view/${fields.jobId}/`,
      jobCategories: lookups.jobCategories.get(fields.jobId) ?? [],
    },
  };
}

/** Streams `file`, handing each row to `handle`; reports progress over all files. */
async function streamFile<K extends string>(
  file: string,
  columns: Record<K, string>,
  required: readonly NoInfer<K>[],
  onProgress: (bytes: number) => void,
  handle: (row: TableRow<K>) => Promise<void>,
): Promise<void> {
  for await (const row of readTable(file, columns, { required })) {
    await handle(row);
    onProgress(row.bytes);
  }
}

const COMPANY_COLUMNS = { id: 'id', name: 'name', size: 'size', city: 'city', employees: 'employee_count' };
const POSTING_COLUMNS = {
  jobId: 'job_id',
  companyId: 'company_id',
  title: 'title',
  workType: 'formatted_work_type',
  location: 'location',
};

/** Imports the folder. @throws MappingError when a required file or column is missing (before anything is written). */
export async function importLinkedin2023(db: Db, folder: string, options: ImportOptions): Promise<ImportSummary> {
  const postingsFile = path.join(folder, FILES.postings);
  const companiesFile = path.join(folder, FILES.companies);
  for (const file of [postingsFile, companiesFile]) {
    if (!existsSync(file))
      throw new MappingError(`${folder} has no ${path.basename(file)}: is it the linkedin-2023 folder?`);
  }
  await checkColumns(companiesFile, COMPANY_COLUMNS, ['id', 'name']);
  await checkColumns(postingsFile, POSTING_COLUMNS, ['jobId', 'companyId', 'title']);
  const lookups = await loadLookups(folder);
  const companiesBytes = totalBytes([companiesFile]);
  const input = { totalBytes: companiesBytes + totalBytes([postingsFile]), leads: true };
  return withRun(db, options, input, async (run) => {
    const companies = new Map<string, CompanyDraft>();
    const companyRows = companyPipeline(run, { countRead: false });
    await streamFile(companiesFile, COMPANY_COLUMNS, ['id', 'name'], run.progress, async (row) => {
      const outcome = row.ok ? toCompany(row.fields, lookups) : row;
      if (outcome.ok && row.ok && row.fields.id) companies.set(row.fields.id, outcome.value);
      await companyRows.push({ file: FILES.companies, line: row.line, data: row.data }, outcome);
    });
    await companyRows.flush();
    const leads = leadPipeline(run);
    const onProgress = (bytes: number) => run.progress(companiesBytes + bytes);
    await streamFile(postingsFile, POSTING_COLUMNS, ['jobId', 'companyId', 'title'], onProgress, async (row) => {
      const outcome = row.ok ? toLead(row.fields, lookups, companies) : row;
      await leads.push({ file: FILES.postings, line: row.line, data: row.data }, outcome);
    });
    await leads.flush();
  });
}

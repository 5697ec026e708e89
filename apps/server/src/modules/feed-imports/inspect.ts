/**
 * What the import screen shows of an upload before any mapping (issue #31 point 1): the uploaded files written to
 * a private temporary folder for the importer (which reads paths), the header and first rows of the first file,
 * every file's header checked readable, and a mapping suggested from the header names.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CsvMapping,
  csvMappingSchema,
  FEED_FIELD_KEYS,
  FEED_IMPORT_LIMITS,
  FEED_IMPORT_TEXTS,
  type FeedFieldKey,
} from '@agencyscout/contracts';
import { headerKey, readRecords } from '../../importers/csv-reader.ts';
import { MappingError } from '../../importers/table-files.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UploadedFile } from './upload.ts';

/**
 * Writes the files to a new folder under the system's temporary folder, runs `work` on it and removes it whatever
 * happens. The folder is the importer's input (a folder = every table in it, by name).
 */
export async function withFeedFolder<T>(
  files: readonly UploadedFile[],
  work: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'agencyscout-import-'));
  try {
    const input = path.join(folder, 'feed');
    await mkdir(input, { mode: 0o700 });
    for (const file of files) await writeFile(path.join(input, file.name), file.content, { mode: 0o600 });
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The header and first rows of one file. @throws AppError 400 when it cannot be read or has no header. */
async function headOf(file: string, rows: number): Promise<{ columns: string[]; sample: string[][] }> {
  const name = path.basename(file);
  const records: string[][] = [];
  try {
    for await (const item of readRecords(file)) {
      if (item.kind === 'error') continue;
      records.push(item.values);
      if (records.length > rows) break;
    }
  } catch (error) {
    if (error instanceof MappingError) throw badRequest(error.message);
    throw error;
  }
  const [header, ...sample] = records;
  if (!header || header.every((value) => !value.trim())) throw badRequest(`${name} ${FEED_IMPORT_TEXTS.noHeader}`);
  return { columns: header.map((value) => value.trim()), sample };
}

/**
 * The first file's header and first rows; the other files' headers are read too, so a broken spreadsheet anywhere
 * in the upload is refused now. @throws AppError 400.
 */
export async function inspectFeed(folder: string): Promise<{ columns: string[]; sample: string[][] }> {
  const input = path.join(folder, 'feed');
  const names = (await readdir(input)).sort();
  let first: { columns: string[]; sample: string[][] } | null = null;
  for (const name of names) {
    const head = await headOf(path.join(input, name), FEED_IMPORT_LIMITS.sampleRows);
    first ??= head;
  }
  if (!first) throw badRequest(FEED_IMPORT_TEXTS.noFiles);
  return first;
}

/** Header words (compared without case, spaces or punctuation) that suggest each field, best first. */
const SYNONYMS: Partial<Record<FeedFieldKey, string[]>> = {
  title: ['title', 'jobtitle', 'position', 'positiontitle', 'job', 'jobname', 'role'],
  company: ['company', 'companyname', 'employer', 'employername', 'organization', 'organisation', 'hiringorganization'],
  sourceId: ['id', 'jobid', 'postingid', 'reference', 'referencenumber', 'ref', 'requisitionid', 'reqid', 'jobref'],
  location: ['location', 'joblocation', 'address', 'place', 'worklocation'],
  city: ['city', 'town', 'jobcity'],
  state: ['state', 'province', 'region', 'stateprovince', 'jobstate'],
  country: ['country', 'countrycode', 'jobcountry'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
  description: ['description', 'jobdescription', 'summary', 'details', 'body'],
  employmentType: ['employmenttype', 'jobtype', 'type', 'contracttype', 'worktype'],
  salary: ['salary', 'pay', 'compensation', 'wage', 'payrate', 'rate', 'salaryrange'],
  salaryMin: ['salarymin', 'minsalary', 'payfrom', 'minpay', 'salaryfrom', 'minimumsalary'],
  salaryMax: ['salarymax', 'maxsalary', 'payto', 'maxpay', 'salaryto', 'maximumsalary'],
  payPeriod: ['payperiod', 'salaryperiod', 'period', 'payfrequency', 'salaryunit'],
  currency: ['currency', 'salarycurrency'],
  postedAt: ['posted', 'posteddate', 'dateposted', 'postedat', 'date', 'publishdate', 'createdat', 'created'],
  sourceUrl: ['url', 'link', 'joburl', 'applyurl', 'postingurl', 'joblink'],
  careersPage: ['careerspage', 'careersurl', 'careers'],
  companyUrl: ['companyurl', 'website', 'companywebsite', 'domain'],
  companyCity: ['companycity', 'headquarters', 'hq'],
  companyIndustry: ['industry', 'companyindustry', 'sector'],
  companySize: ['companysize', 'employees', 'size', 'employeecount'],
  minExperienceYears: ['experience', 'yearsofexperience', 'minexperience', 'experienceyears'],
  durationMonths: ['duration', 'durationmonths', 'contractlength'],
  jobCategory: ['category', 'jobcategory', 'function', 'department'],
};

/**
 * A mapping suggested from the header names: each field gets the first column whose name (without case, spaces or
 * punctuation) is one of its words; a column serves one field at most. Title and company fall back to the first
 * two columns, so the form starts valid.
 */
export function suggestMapping(columns: readonly string[]): CsvMapping {
  const keys = columns.map(headerKey);
  const used = new Set<number>();
  const chosen: Partial<Record<FeedFieldKey, string>> = {};
  for (const field of FEED_FIELD_KEYS) {
    for (const word of SYNONYMS[field] ?? []) {
      const index = keys.findIndex((key, position) => key === word && !used.has(position));
      if (index < 0) continue;
      used.add(index);
      chosen[field] = columns[index];
      break;
    }
  }
  chosen.title ??= columns[0] || undefined;
  chosen.company ??= columns.find((name, index) => name && !used.has(index) && name !== chosen.title) ?? chosen.title;
  return csvMappingSchema.parse({ columns: chosen });
}

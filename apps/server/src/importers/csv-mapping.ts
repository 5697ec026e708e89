/**
 * Generic postings CSV with a JSON column mapping, so an agency can load its own feed
 * (docs/importing.md has a worked example). Natural key: the mapped `sourceId` column, else the
 * posting fingerprint (title, company, location, description).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currencyForCountry } from '@agencyscout/contracts';
import type { Db } from '../db/kysely.ts';
import { descriptionHtml } from '../lib/html.ts';
import { geocode } from '../modules/places/service.ts';
import { checkColumns, MappingError, readTable, totalBytes } from './csv-reader.ts';
import { industryFromName } from './industry-map.ts';
import { type CsvMapping, MAPPING_REQUIRED, parseMapping } from './mapping-schema.ts';
import {
  companyDraft,
  domainFromUrl,
  employmentTypesFrom,
  leadGeo,
  minimumExperienceFromText,
  normaliseUrl,
  postingFingerprint,
} from './normalise.ts';
import { leadPipeline, withRun } from './pipeline.ts';
import { NO_PAY, payFromAmounts, payFromText, periodFromMagnitude } from './salary.ts';
import type { CompanyDraft, ImportOptions, ImportSummary, LeadDraft, LeadGeo, LeadPay, RowOutcome } from './types.ts';
import { companySizeFromText, parseDate, parseNumber, RowError } from './values.ts';

type Fields = Partial<Record<keyof CsvMapping['columns'], string | null>>;

function geoOf(fields: Fields, mapping: CsvMapping): { geo: LeadGeo; warning: string | null } {
  const columns = mapping.columns;
  const latitude = parseNumber(fields.latitude ?? null, columns.latitude, { min: -90, max: 90 });
  const longitude = parseNumber(fields.longitude ?? null, columns.longitude, { min: -180, max: 180 });
  const parts = [fields.city, fields.state, fields.country].filter(Boolean).join(', ');
  const text = fields.location ?? (parts || null);
  const located = leadGeo(text);
  if (latitude === null || longitude === null) return located;
  return { geo: { ...located.geo, latitude, longitude }, warning: null };
}

function payOf(fields: Fields, mapping: CsvMapping): { pay: LeadPay; warning: string | null } {
  const columns = mapping.columns;
  const min = parseNumber(fields.salaryMin ?? null, columns.salaryMin, { min: 0 });
  const max = parseNumber(fields.salaryMax ?? null, columns.salaryMax, { min: 0 });
  if (min === null && max === null) {
    const { pay, unknownPeriod } = payFromText(fields.salary ?? null, mapping.salaryPeriod ?? null);
    return { pay, warning: unknownPeriod ? 'salary left out: pay period unknown' : null };
  }
  const period = mapping.salaryPeriod ?? periodFromMagnitude(max ?? min ?? 0);
  if (!period) return { pay: NO_PAY, warning: 'salary left out: pay period unknown' };
  return { pay: payFromAmounts(min, max, period), warning: null };
}

function companyOf(fields: Fields): CompanyDraft | null {
  if (!fields.company) return null;
  const place = fields.companyCity ? geocode(fields.companyCity) : null;
  return companyDraft(fields.company, {
    domain: domainFromUrl(fields.companyUrl ?? null),
    url: normaliseUrl(fields.companyUrl ?? null),
    city: place?.ok ? place.city : (fields.companyCity ?? null),
    state: place?.ok ? place.stateCode : null,
    country: place?.ok ? place.countryCode : null,
    employeeRange: companySizeFromText(fields.companySize ?? null),
    industry: industryFromName(fields.companyIndustry ?? null),
  });
}

function toLead(fields: Fields, mapping: CsvMapping): RowOutcome<LeadDraft> {
  const columns = mapping.columns;
  if (!fields.title) return { ok: false, reason: `missing title (column "${columns.title}")` };
  try {
    const { geo, warning: geoWarning } = geoOf(fields, mapping);
    const { pay, warning: payWarning } = payOf(fields, mapping);
    const types = employmentTypesFrom(fields.employmentType ?? null, mapping.employmentTypes);
    const description = descriptionHtml(fields.description ?? null);
    const hasPay = Object.values(pay).some((value) => value !== null);
    const experience = parseNumber(fields.minExperienceYears ?? null, columns.minExperienceYears, { min: 0, max: 60 });
    const duration = parseNumber(fields.durationMonths ?? null, columns.durationMonths, { min: 0, max: 120 });
    return {
      ok: true,
      warnings: [
        fields.company ? null : 'no company',
        geoWarning,
        payWarning,
        ...types.unknown.map((word) => `employment type '${word}' not mapped`),
      ].filter((text): text is string => Boolean(text)),
      value: {
        sourceId:
          fields.sourceId ??
          postingFingerprint([
            fields.title,
            fields.company ?? null,
            fields.location ?? null,
            fields.description ?? null,
          ]),
        title: fields.title.slice(0, 500),
        company: companyOf(fields),
        location: fields.location ?? null,
        ...geo,
        description,
        employmentTypes: types.types,
        ...pay,
        salaryCurrency: hasPay ? (fields.currency?.toUpperCase() ?? currencyForCountry(geo.country).currency) : null,
        durationMonths: duration === null ? null : Math.round(duration),
        minExperienceYears:
          experience === null ? minimumExperienceFromText(fields.description) : Math.round(experience),
        postedAt: parseDate(fields.postedAt ?? null, columns.postedAt, mapping.dateFormat),
        careersPageUrl: normaliseUrl(fields.careersPage ?? null),
        sourceUrl: normaliseUrl(fields.sourceUrl ?? null),
        jobCategories: (fields.jobCategory ?? '')
          .split(/[;|]/)
          .map((name) => name.trim().slice(0, 200))
          .filter(Boolean),
      },
    };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Reads and validates the mapping file. @throws MappingError with the problem. */
export function loadMapping(file: string): CsvMapping {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new MappingError(`Mapping error: ${file} is not readable JSON (${(error as Error).message})`);
  }
  return parseMapping(json);
}

/** Imports one CSV with the mapping. @throws MappingError when the mapping or the header does not fit. */
export async function importCsvMapping(
  db: Db,
  file: string,
  mappingFile: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const mapping = loadMapping(mappingFile);
  const columns = Object.fromEntries(Object.entries(mapping.columns).filter(([, column]) => column)) as Record<
    keyof CsvMapping['columns'],
    string
  >;
  await checkColumns(file, columns, Object.keys(columns), mapping.delimiter);
  const source = mapping.source ?? `csv:${path.basename(file, path.extname(file))}`;
  const runOptions = {
    ...options,
    source,
    leadType: options.leadTypeGiven ? options.leadType : (mapping.leadType ?? options.leadType),
  };
  return withRun(db, runOptions, { totalBytes: totalBytes([file]), leads: true }, async (run) => {
    const leads = leadPipeline(run);
    for await (const row of readTable(file, columns, { required: MAPPING_REQUIRED, delimiter: mapping.delimiter })) {
      await leads.push(
        { file: path.basename(file), line: row.line, data: row.data },
        row.ok ? toLead(row.fields, mapping) : row,
      );
      run.progress(row.bytes);
    }
    await leads.flush();
  });
}

/**
 * Importer for the Fortune 1000 (2023) CSV: companies only — name, headquarters city and state,
 * employees (→ size bucket), revenue (millions of USD → USD), industry (→ the fixed list, else the
 * sector) and website (→ URL and domain). Companies are de-duplicated by normalised name + domain.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { companySizeBucket } from '@agencyscout/contracts';
import type { Db } from '../db/kysely.ts';
import { geocode } from '../modules/places/service.ts';
import { checkColumns, MappingError, readTable, totalBytes } from './csv-reader.ts';
import { industryFromName } from './industry-map.ts';
import { companyDraft, domainFromUrl, normaliseUrl } from './normalise.ts';
import { companyPipeline, withRun } from './pipeline.ts';
import type { CompanyDraft, ImportOptions, ImportSummary, RowOutcome } from './types.ts';

const COLUMNS = {
  name: 'Company',
  sector: 'Sector',
  industry: 'Industry',
  employees: 'Number_of_employees',
  revenue: 'Revenues_M',
  city: 'HeadquartersCity',
  state: 'HeadquartersState',
  country: 'Country',
  website: 'Website',
} as const;
type Fields = Record<keyof typeof COLUMNS, string | null>;
const REQUIRED = ['name'] as const;

function wholeNumber(text: string | null): number | null {
  if (!text) return null;
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function toCompany(fields: Fields): RowOutcome<CompanyDraft> {
  if (!fields.name) return { ok: false, reason: 'missing company name' };
  const country = !fields.country || /^(u\.?s\.?a?\.?|united states)$/i.test(fields.country) ? 'US' : null;
  if (!country) return { ok: false, reason: `headquarters outside the US and Canada (${fields.country})` };
  const place = fields.city && fields.state ? geocode(`${fields.city}, ${fields.state}`) : null;
  const located = place?.ok && place.precision === 'city' ? place : null;
  const revenueMillions = wholeNumber(fields.revenue);
  const industry = industryFromName(fields.industry) ?? industryFromName(fields.sector);
  const warnings = [
    ...(industry ? [] : [`industry '${fields.industry ?? fields.sector}' not in the fixed list`]),
    ...(fields.city && !located ? ['headquarters city not placed'] : []),
  ];
  return {
    ok: true,
    warnings,
    value: companyDraft(fields.name, {
      domain: domainFromUrl(fields.website),
      url: normaliseUrl(fields.website),
      city: located?.city ?? fields.city,
      state: place?.ok ? place.stateCode : fields.state,
      country,
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      employeeRange: companySizeBucket(wholeNumber(fields.employees)),
      revenueUsd: revenueMillions === null ? null : revenueMillions * 1_000_000,
      industry,
      status: 1,
    }),
  };
}

/** Imports the CSV (or the single CSV in a folder). @throws MappingError when the name column is missing. */
export async function importFortune1000(db: Db, input: string, options: ImportOptions): Promise<ImportSummary> {
  const file = statSync(input).isDirectory() ? path.join(input, 'fortune1000_2023.csv') : input;
  try {
    statSync(file);
  } catch {
    throw new MappingError(`${file} not found: give the Fortune 1000 CSV or its folder`);
  }
  await checkColumns(file, COLUMNS, REQUIRED);
  return withRun(db, options, { totalBytes: totalBytes([file]), leads: false }, async (run) => {
    const companies = companyPipeline(run, { countRead: true });
    for await (const row of readTable(file, COLUMNS, { required: REQUIRED })) {
      await companies.push(
        { file: path.basename(file), line: row.line, data: row.data },
        row.ok ? toCompany(row.fields) : row,
      );
      run.progress(row.bytes);
    }
    await companies.flush();
  });
}

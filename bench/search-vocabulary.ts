/**
 * The vocabulary of the varied searches (varied-searches.ts), read from the real postings of ../shared/datasets
 * (its README; never copied into the repository): job titles of LinkedIn 2023 and Indeed 2023, the LinkedIn
 * hiring companies ranked by postings, and the LinkedIn posting places that the gazetteer places at a city.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { geocode } from '../apps/server/src/modules/places/geocode.ts';
import { titleTerms, type VariedCity, type VariedVocabulary } from './varied-searches.ts';

export const DEFAULT_DATASETS_DIR = path.resolve(import.meta.dirname, '..', '..', 'shared', 'datasets');

/** Visits the data rows of a CSV file by header name (a BOM, quoted newlines and extra columns are fine). */
function eachRow(file: string, visit: (cell: (name: string) => string) => void): void {
  let header: string[] | null = null;
  parse(readFileSync(file), {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    on_record: (record: string[]) => {
      if (!header) header = record.map((name) => name.trim());
      else {
        const columns = header;
        visit((name) => (record[columns.indexOf(name)] ?? '').trim());
      }
      return null;
    },
  });
}

/** Items ranked by how often they occur, most first (ties alphabetically). */
function ranked(counts: Map<string, number>): string[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([item]) => item);
}

function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The places of the postings that are a known US or Canadian city, ranked by postings. */
function cities(locations: Map<string, number>): VariedCity[] {
  const byLabel = new Map<string, { city: VariedCity; postings: number }>();
  for (const [text, postings] of locations) {
    const place = geocode(text);
    if (!place.ok || place.precision !== 'city' || !place.city) continue;
    const label = `${place.city}, ${place.stateCode ?? place.countryCode}`;
    const known = byLabel.get(label);
    if (known) known.postings += postings;
    else byLabel.set(label, { city: { label, latitude: place.latitude, longitude: place.longitude }, postings });
  }
  return [...byLabel.values()]
    .sort((a, b) => b.postings - a.postings || a.city.label.localeCompare(b.city.label))
    .map(({ city }) => city);
}

/** True when `dir` holds the files the vocabulary is read from. */
export function datasetsPresent(dir: string): boolean {
  return existsSync(path.join(dir, 'linkedin-2023', 'job_postings.csv'));
}

/** The postings of the datasets as the varied lists use them. */
export interface DatasetPostings {
  /** Job titles of LinkedIn 2023 and Indeed 2023, one per posting. */
  titles: string[];
  /** LinkedIn hiring companies, ranked by postings. */
  companies: string[];
  /** LinkedIn posting places that the gazetteer places at a city, ranked by postings. */
  cities: VariedCity[];
}

/** Reads the postings of the datasets folder `dir` (about a second). */
export function readDatasetPostings(dir: string): DatasetPostings {
  const linkedIn = path.join(dir, 'linkedin-2023');
  const names = new Map<string, string>();
  eachRow(path.join(linkedIn, 'companies.csv'), (cell) => {
    if (cell('name')) names.set(cell('id'), cell('name'));
  });
  const titles: string[] = [];
  const companies = new Map<string, number>();
  const locations = new Map<string, number>();
  eachRow(path.join(linkedIn, 'job_postings.csv'), (cell) => {
    if (cell('title')) titles.push(cell('title'));
    const company = names.get(cell('company_id'));
    if (company && company.length <= 100) bump(companies, company);
    if (cell('location')) bump(locations, cell('location'));
  });
  const indeed = path.join(dir, 'indeed-2023');
  for (const file of existsSync(indeed) ? readdirSync(indeed).filter((name) => name.endsWith('.csv')) : []) {
    eachRow(path.join(indeed, file), (cell) => {
      if (cell('Title')) titles.push(cell('Title'));
    });
  }
  return { titles, companies: ranked(companies), cities: cities(locations) };
}

/**
 * Reads the vocabulary of the lead searches from the datasets folder `dir` (about a second). `dataCompanies` are
 * the benchmark database's own companies, passed through (the synthetic data holds none of the dataset's names).
 */
export function readSearchVocabulary(dir: string, dataCompanies: readonly string[]): VariedVocabulary {
  const postings = readDatasetPostings(dir);
  const { words, phrases } = titleTerms(postings.titles);
  return { words, phrases, companies: postings.companies, dataCompanies, cities: postings.cities };
}

/**
 * The vocabulary narrowed to the words and phrases that occur in `titles` (the benchmark database's distinct lead
 * titles), in the datasets' order: a search for a word the data never holds is cheap and says nothing about speed.
 * Companies and cities are kept as they are.
 */
export function heldByData(vocabulary: VariedVocabulary, titles: readonly string[]): VariedVocabulary {
  const held = titleTerms(titles);
  const words = new Set(held.words);
  const phrases = new Set(held.phrases);
  return {
    ...vocabulary,
    words: vocabulary.words.filter((word) => words.has(word)),
    phrases: vocabulary.phrases.filter((phrase) => phrases.has(phrase)),
  };
}

/**
 * Whether the varied searches can be built here: the datasets folder is present. Missing, the caller skips the
 * varied searches after a clear message; with CI=true a missing folder is an error instead.
 * @throws Error when the folder is missing and CI=true.
 */
export function requireDatasets(dir: string, log: (line: string) => void): boolean {
  if (datasetsPresent(dir)) return true;
  const message = `the varied searches are built from the real postings of ${dir} (see its README), which is missing`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI=true, so this is an error`);
  log(`skipping the varied searches: ${message}`);
  return false;
}

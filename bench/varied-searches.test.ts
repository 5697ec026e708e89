/**
 * The varied searches of the search benchmark (issue #29): the same seed gives the same list, at least 500
 * distinct searches of every kind, each a request the API accepts; and the same from the real datasets when
 * ../shared/datasets is present.
 */
import { leadSearchQueryStringSchema } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { datasetAvailable } from '../apps/server/test/helpers/datasets.ts';
import { DEFAULT_DATASETS_DIR, heldByData, readSearchVocabulary } from './search-vocabulary.ts';
import { searchKey } from './varied-list.ts';
import {
  checkVariedSearches,
  MAX_PAGE,
  PAGE_SIZE,
  titleTerms,
  VARIED_KINDS,
  type VariedVocabulary,
  variedSearches,
} from './varied-searches.ts';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
/** 'w' and the index's digits as letters: 12 → 'wbc'. */
const letters = (index: number) => `w${String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;

/** A made-up vocabulary as large as a small real one: 400 words, 200 phrases, 300 companies, 120 cities. */
const VOCABULARY: VariedVocabulary = {
  words: range(400).map(letters),
  phrases: range(200).map((index) => `${letters(index)} ${letters(index + 1)}`),
  companies: range(300).map((index) => `Company ${index}`),
  dataCompanies: range(100).map((index) => `Data Company ${index}`),
  cities: range(120).map((index) => ({
    label: `City ${index}, IL`,
    latitude: 40 + index / 100,
    longitude: -88 + index / 100,
  })),
};

function kindsOf(list: ReturnType<typeof variedSearches>) {
  return new Set(list.map((search) => search.kind));
}

describe('varied searches', () => {
  it('keep only the words and phrases the database titles hold, in the datasets order', () => {
    const held = heldByData(VOCABULARY, ['Wcd Manager', 'Senior Wbc Wbd']);
    expect(held.words).toEqual(['wbc', 'wbd', 'wcd']);
    expect(held.phrases).toEqual(['wbc wbd']);
    expect(held.companies).toBe(VOCABULARY.companies);
  });

  it('are the same list for the same seed, and another for another seed', () => {
    const first = variedSearches(VOCABULARY, { seed: 42 });
    expect(variedSearches(VOCABULARY, { seed: 42 })).toEqual(first);
    const other = variedSearches(VOCABULARY, { seed: 43 });
    expect(other.map(searchKey)).not.toEqual(first.map(searchKey));
  });

  it('are at least 500 distinct searches of every kind', () => {
    const list = variedSearches(VOCABULARY, { seed: 42 });
    expect(() => checkVariedSearches(list)).not.toThrow();
    expect(new Set(list.map(searchKey)).size).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(500);
    expect([...kindsOf(list)].sort()).toEqual([...VARIED_KINDS].sort());
  });

  it('are requests the API accepts, pages 1 to 40 of 25', () => {
    const list = variedSearches(VOCABULARY, { seed: 7 });
    for (const search of list) {
      expect(leadSearchQueryStringSchema.safeParse(search.params).success, JSON.stringify(search.params)).toBe(true);
      expect(search.params.offset).toBe(String((search.page - 1) * PAGE_SIZE));
      expect(search.page).toBeGreaterThanOrEqual(1);
      expect(search.page).toBeLessThanOrEqual(MAX_PAGE);
    }
    const pages = new Set(list.filter((search) => search.kind === 'page 1-40').map((search) => search.page));
    expect(pages.size).toBeGreaterThan(30);
  });

  it('leave out the data companies when there are none, and the check says what is missing', () => {
    const list = variedSearches({ ...VOCABULARY, dataCompanies: [] }, { seed: 42 });
    expect(kindsOf(list).has('company in the data')).toBe(false);
    expect(() => checkVariedSearches(list)).toThrow(/no company in the data searches/);
    expect(() => checkVariedSearches(list.slice(0, 100))).toThrow(/100 distinct searches, at least 500/);
  });

  it('take words and two-word phrases from the parts of job titles, most frequent first', () => {
    const terms = titleTerms(['Registered Nurse - ICU', 'Registered Nurse (Nights)', 'Senior Software Engineer']);
    expect(terms.words.slice(0, 2)).toEqual(['nurse', 'registered']);
    expect(terms.phrases[0]).toBe('registered nurse');
    expect(terms.phrases).toContain('software engineer');
    expect(terms.phrases).not.toContain('nurse icu');
  });

  it.skipIf(!datasetAvailable('linkedin-2023/job_postings.csv', 'the varied list from the real datasets'))(
    'are at least 500 distinct from the real datasets',
    () => {
      const vocabulary = readSearchVocabulary(DEFAULT_DATASETS_DIR, VOCABULARY.dataCompanies);
      const list = variedSearches(vocabulary, { seed: 42 });
      expect(() => checkVariedSearches(list)).not.toThrow();
      expect(vocabulary.cities.map((city) => city.label)).toContain('Chicago, IL');
    },
    // Reading the datasets takes about a second alone, 15 s on a machine busy with other suites.
    60_000,
  );
});

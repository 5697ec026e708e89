/**
 * The varied contact searches of the contacts benchmark (issue #29 point 4): the same seed gives the same list,
 * at least 500 distinct searches of every kind, each a query the API accepts.
 */
import { CONTACT_POSITION_CATEGORIES, contactSearchQuerySchema } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { searchParams } from './contact-requests.ts';
import {
  CONTACT_KINDS,
  CONTACT_MAX_PAGE,
  CONTACT_PAGE_SIZE,
  type ContactVocabulary,
  checkContactSearches,
  rankPositions,
  variedContactSearches,
} from './varied-contacts.ts';
import { searchKey } from './varied-list.ts';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
/** 'n' and the index's digits as letters: 12 → 'nbc'. */
const letters = (index: number) => `n${String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;

/** A made-up vocabulary as large as a small real one. */
const VOCABULARY: ContactVocabulary = {
  lastNames: range(300).map((index) => `last${letters(index)}`),
  firstNames: range(200).map((index) => `first${letters(index)}`),
  fullNames: range(300).map((index) => `First${letters(index)} Last${letters(index)}`),
  positions: [...CONTACT_POSITION_CATEGORIES],
  companies: range(300).map((index) => `Dataset Company ${index}`),
  dataCompanies: range(100).map((index) => `Data Company ${index}`),
  places: range(120).map((index) => `City ${letters(index)}, IL`),
};

/** The query object of a search as the server's query-string parser hands it to the schema. */
function asQuery(params: Record<string, string>): Record<string, string | string[]> {
  const search = searchParams(params);
  return Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const all = search.getAll(key);
      return [key, all.length === 1 ? (all[0] ?? '') : all];
    }),
  );
}

describe('varied contact searches', () => {
  it('are the same list for the same seed, and another for another seed', () => {
    const first = variedContactSearches(VOCABULARY, { seed: 42 });
    expect(variedContactSearches(VOCABULARY, { seed: 42 })).toEqual(first);
    expect(variedContactSearches(VOCABULARY, { seed: 43 }).map(searchKey)).not.toEqual(first.map(searchKey));
  });

  it('are at least 500 distinct searches of every kind', () => {
    const list = variedContactSearches(VOCABULARY, { seed: 42 });
    expect(() => checkContactSearches(list)).not.toThrow();
    expect(new Set(list.map(searchKey)).size).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(500);
    expect(new Set(list.map((search) => search.kind))).toEqual(new Set(CONTACT_KINDS));
  });

  it('are queries the API accepts, pages 1 to 40 of 25', () => {
    for (const search of variedContactSearches(VOCABULARY, { seed: 7 })) {
      const parsed = contactSearchQuerySchema.safeParse(asQuery(search.params));
      expect(parsed.success, JSON.stringify(search.params)).toBe(true);
      expect(search.params.offset).toBe(String((search.page - 1) * CONTACT_PAGE_SIZE));
      expect(search.page).toBeLessThanOrEqual(CONTACT_MAX_PAGE);
    }
  });

  it('leave out the data companies when there are none, and the check says what is missing', () => {
    const list = variedContactSearches({ ...VOCABULARY, dataCompanies: [] }, { seed: 42 });
    expect(list.some((search) => search.kind === 'company in the data')).toBe(false);
    expect(() => checkContactSearches(list)).toThrow(/no company in the data searches/);
    expect(() => checkContactSearches(list.slice(0, 100))).toThrow(/100 distinct searches, at least 500/);
  });

  it('rank the position categories by the job titles that fall in each', () => {
    const ranked = rankPositions(['Registered Nurse', 'ICU Nurse', 'Software Engineer', 'Cashier']);
    expect(ranked.slice(0, 3)).toEqual(['Healthcare Management', 'Engineering', 'Uncategorized']);
    expect(new Set(ranked)).toEqual(new Set(CONTACT_POSITION_CATEGORIES));
  });
});

/**
 * The varied Agency Tips searches of the tips benchmark (issue #29 point 4): the same seed gives the same list,
 * at least 500 distinct searches of every kind, each a query the API accepts.
 */
import { tipSearchQuerySchema } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { searchKey } from './varied-list.ts';
import type { VariedVocabulary } from './varied-searches.ts';
import { checkTipSearches, TIP_KINDS, TIP_MAX_PAGE, TIP_PAGE_SIZE, variedTipSearches } from './varied-tips.ts';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
/** 'w' and the index's digits as letters: 12 → 'wbc'. */
const letters = (index: number) => `w${String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;

/** A made-up vocabulary as large as a small real one. */
const VOCABULARY: VariedVocabulary = {
  words: range(400).map(letters),
  phrases: range(200).map((index) => `${letters(index)} ${letters(index + 1)}`),
  companies: range(300).map((index) => `Company ${index}`),
  dataCompanies: range(100).map((index) => `Data Company ${index}`),
  cities: range(120).map((index) => ({
    label: `City ${index}, ${['IL', 'CA', 'NY', 'TX'][index % 4]}`,
    latitude: 40 + index / 100,
    longitude: -88 + index / 100,
  })),
};

describe('varied tips searches', () => {
  it('are the same list for the same seed, and another for another seed', () => {
    const first = variedTipSearches(VOCABULARY, { seed: 42 });
    expect(variedTipSearches(VOCABULARY, { seed: 42 })).toEqual(first);
    expect(variedTipSearches(VOCABULARY, { seed: 43 }).map(searchKey)).not.toEqual(first.map(searchKey));
  });

  it('are at least 500 distinct searches of every kind', () => {
    const list = variedTipSearches(VOCABULARY, { seed: 42 });
    expect(() => checkTipSearches(list)).not.toThrow();
    expect(new Set(list.map(searchKey)).size).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(500);
    expect(new Set(list.map((search) => search.kind))).toEqual(new Set(TIP_KINDS));
  });

  it('are queries the API accepts, pages 1 to 40 of 25', () => {
    for (const search of variedTipSearches(VOCABULARY, { seed: 7 })) {
      expect(tipSearchQuerySchema.safeParse(search.params).success, JSON.stringify(search.params)).toBe(true);
      expect(search.params.offset).toBe(String((search.page - 1) * TIP_PAGE_SIZE));
      expect(search.page).toBeLessThanOrEqual(TIP_MAX_PAGE);
    }
  });

  it('leave out the data companies when there are none, and the check says what is missing', () => {
    const list = variedTipSearches({ ...VOCABULARY, dataCompanies: [] }, { seed: 42 });
    expect(list.some((search) => search.kind === 'company in the data')).toBe(false);
    expect(() => checkTipSearches(list)).toThrow(/no company in the data searches/);
  });
});

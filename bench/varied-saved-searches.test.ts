/**
 * The varied saved-search lists of the saved-searches benchmark (issue #29 point 4): the same seed gives the same
 * names and list, at least 500 distinct requests of every kind, each a query the API accepts.
 */
import { savedSearchListQuerySchema } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { searchKey } from './varied-list.ts';
import {
  checkSavedLists,
  nameWords,
  SAVED_LIST_KINDS,
  type SavedListVocabulary,
  savedSearchNames,
  variedSavedLists,
} from './varied-saved-searches.ts';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const letters = (index: number) => `w${String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;

/** Made-up titles of two words each and 120 places. */
const VOCABULARY: SavedListVocabulary = {
  titles: range(400).map((index) => `${letters(index)} ${letters(index % 37)}`),
  places: range(120).map((index) => `City ${letters(index)}, IL`),
};
const NAMES = savedSearchNames(VOCABULARY, { seed: 1, count: 10_000 });

describe('varied saved-search lists', () => {
  it('name the searches after titles and places, the same for the same seed', () => {
    expect(savedSearchNames(VOCABULARY, { seed: 1, count: 10_000 })).toEqual(NAMES);
    expect(NAMES[0]).toMatch(/^w\w+ w\w+ in City w\w+, IL$/);
    expect(nameWords(['Registered Nurse in Chicago, IL', 'Nurse Aide in Boston, MA'])[0]).toBe('nurse');
  });

  it('are the same list for the same seed, and another for another seed', () => {
    const first = variedSavedLists(VOCABULARY, NAMES, { seed: 42 });
    expect(variedSavedLists(VOCABULARY, NAMES, { seed: 42 })).toEqual(first);
    expect(variedSavedLists(VOCABULARY, NAMES, { seed: 43 }).map(searchKey)).not.toEqual(first.map(searchKey));
  });

  it('are at least 500 distinct requests of every kind, each a query the API accepts', () => {
    const list = variedSavedLists(VOCABULARY, NAMES, { seed: 42 });
    expect(() => checkSavedLists(list)).not.toThrow();
    expect(list.length).toBeGreaterThanOrEqual(500);
    expect(new Set(list.map((request) => request.kind))).toEqual(new Set(SAVED_LIST_KINDS));
    for (const request of list) {
      expect(savedSearchListQuerySchema.safeParse(request.params).success, JSON.stringify(request.params)).toBe(true);
    }
    expect(() => checkSavedLists(list.slice(0, 100))).toThrow(/100 distinct searches, at least 500/);
  });
});

/**
 * The varied saved-search lists of `npm run bench:saved-searches` (issue #29 point 4): saved searches named the
 * way recruiters name them, after real job titles and cities of ../shared/datasets ('Registered Nurse in Chicago,
 * IL'), and a deterministic list of distinct list requests ('My Saved Searches' or 'All Searches', a name filter
 * of a word, a city or a fragment, pages of 25, 50 or 100). Pure: no I/O.
 */
import { SAVED_SEARCH_PAGE_SIZES } from '@agencyscout/contracts';
import {
  buildVariedList,
  checkVariedList,
  pickAny,
  pickRanked,
  type Random,
  seededRandom,
  type VariedItem,
} from './varied-list.ts';

export const SAVED_LIST_KINDS = [
  'mine, a page',
  'all, a page',
  'mine, name word',
  'all, name word',
  'all, name city',
  'all, name fragment',
  'name word, a later page',
  'deep page',
] as const;
export type SavedListKind = (typeof SAVED_LIST_KINDS)[number];

const WEIGHTS: Readonly<Record<SavedListKind, number>> = {
  'mine, a page': 10,
  'all, a page': 12,
  'mine, name word': 14,
  'all, name word': 18,
  'all, name city': 14,
  'all, name fragment': 12,
  'name word, a later page': 10,
  'deep page': 10,
};

/** The query of GET /savedSearches. */
export type SavedListParams = Record<string, string>;
export type SavedListRequest = VariedItem<SavedListKind, SavedListParams>;

/** What the names and filters are drawn from, ranked most frequent first. */
export interface SavedListVocabulary {
  /** Job titles of the postings ('Registered Nurse'). */
  titles: readonly string[];
  /** 'Chicago, IL'. */
  places: readonly string[];
}

/** `count` saved-search names from ranked titles and places ('Registered Nurse in Chicago, IL'), seeded. */
export function savedSearchNames(vocabulary: SavedListVocabulary, options: { seed: number; count: number }): string[] {
  const random = seededRandom(options.seed);
  return Array.from({ length: options.count }, () => {
    const title = pickRanked(random, vocabulary.titles, 3000).slice(0, 60);
    return `${title} in ${pickRanked(random, vocabulary.places, 300)}`;
  });
}

/** Words of the names' titles (three letters or more, lower case), ranked by how many names hold them. */
export function nameWords(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) {
    const title = name.split(' in ')[0] ?? name;
    for (const word of new Set(title.toLowerCase().match(/[a-z]{3,}/g) ?? [])) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

function page(random: Random, total: number, deep = false): SavedListParams {
  const count = pickAny(random, SAVED_SEARCH_PAGE_SIZES);
  const pages = Math.max(1, Math.floor(total / count));
  const index = deep ? Math.floor(pages * (0.5 + random() / 2)) : Math.floor(random() * Math.min(pages, 40));
  return { offset: String(index * count), count: String(count) };
}

/** One candidate request of a kind; `words` are the names' words, `total` the searches of the organisation. */
function candidate(
  kind: SavedListKind,
  random: Random,
  vocabulary: SavedListVocabulary,
  words: readonly string[],
  total: number,
): SavedListRequest {
  const word = () => pickRanked(random, words, 600);
  const request = (params: SavedListParams): SavedListRequest => ({ kind, params });
  switch (kind) {
    case 'mine, a page':
      return request({ view: 'mine', ...page(random, total / 5) });
    case 'all, a page':
      return request({ view: 'all', ...page(random, total) });
    case 'mine, name word':
      return request({ view: 'mine', name: word(), offset: '0', count: '25' });
    case 'all, name word':
      return request({
        view: 'all',
        name: word(),
        offset: '0',
        count: String(pickAny(random, SAVED_SEARCH_PAGE_SIZES)),
      });
    case 'all, name city':
      return request({
        view: 'all',
        name: pickRanked(random, vocabulary.places, 300).split(',')[0] ?? '',
        offset: '0',
        count: '25',
      });
    case 'all, name fragment': {
      const source = word();
      const length = Math.min(source.length, 3 + Math.floor(random() * 3));
      return request({ view: 'all', name: source.slice(0, length), offset: '0', count: '25' });
    }
    case 'name word, a later page':
      return request({
        view: pickAny(random, ['mine', 'all']),
        name: pickRanked(random, words, 30),
        offset: String(25 * (1 + Math.floor(random() * 20))),
        count: '25',
      });
    case 'deep page':
      return request({ view: pickAny(random, ['mine', 'all']), ...page(random, total, true) });
  }
}

/** `count` distinct list requests (default 600) over `names` (the organisation's `total` saved searches). */
export function variedSavedLists(
  vocabulary: SavedListVocabulary,
  names: readonly string[],
  options: { seed: number; count?: number },
): SavedListRequest[] {
  const words = nameWords(names);
  return buildVariedList<SavedListRequest>(
    {
      kinds: SAVED_LIST_KINDS,
      weights: WEIGHTS,
      candidate: (kind, random) => candidate(kind, random, vocabulary, words, names.length),
    },
    { seed: options.seed, count: options.count ?? 600 },
  );
}

/**
 * Checks a list before it is measured: at least `minimum` requests, all distinct, every kind present.
 * @throws Error naming what is missing.
 */
export function checkSavedLists(list: readonly SavedListRequest[], minimum = 500): void {
  checkVariedList(list, minimum, SAVED_LIST_KINDS, 'varied saved-search lists');
}

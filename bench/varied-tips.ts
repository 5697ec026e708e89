/**
 * The varied Agency Tips searches of `npm run bench:tips` (issue #29 point 4): a deterministic list of distinct
 * searches of the Tips screen (keyword, radius, statewide, company size, date posted, hiring company, pages),
 * built from a seed and the vocabulary of the lead searches (search-vocabulary.ts: words and phrases of the real
 * job titles the database holds, the datasets' cities and companies), with the tips' own company names as the
 * companies in the data. Pure: no I/O.
 */
import { COMPANY_SIZE_BUCKETS } from '@agencyscout/contracts';
import {
  buildVariedList,
  checkVariedList,
  pickAny,
  pickDistinct,
  pickRanked,
  type Random,
  type VariedItem,
} from './varied-list.ts';
import type { VariedCity, VariedVocabulary } from './varied-searches.ts';

export const TIP_KINDS = [
  'keyword',
  'phrase',
  'or list',
  'radius',
  'statewide',
  'keyword + radius',
  'company size',
  'size + radius',
  'date + keyword',
  'hiring company',
  'company in the data',
  'page 1-40',
] as const;
export type TipKind = (typeof TIP_KINDS)[number];

const WEIGHTS: Readonly<Record<TipKind, number>> = {
  keyword: 14,
  phrase: 8,
  'or list': 6,
  radius: 12,
  statewide: 5,
  'keyword + radius': 12,
  'company size': 4,
  'size + radius': 8,
  'date + keyword': 8,
  'hiring company': 5,
  'company in the data': 8,
  'page 1-40': 10,
};

export const TIP_PAGE_SIZE = 25;
export const TIP_MAX_PAGE = 40;
const RADII_MILES = [5, 10, 25, 50, 100] as const;
const DAYS_POSTED = [7, 14, 30, 90, 180] as const;
/** How far down each ranked list searches reach. */
const WITHIN = { words: 1000, phrases: 800, companies: 2000, cities: 400 } as const;

/** The query of GET /agencytips as the Tips screen sends it. */
export type TipParams = Record<string, string>;

export interface TipSearch extends VariedItem<TipKind, TipParams> {
  /** 1-based page of 25. */
  page: number;
}

function base(page = 1): TipParams {
  return { offset: String((page - 1) * TIP_PAGE_SIZE), count: String(TIP_PAGE_SIZE) };
}

function near(random: Random, cities: readonly VariedCity[]): TipParams {
  const city = pickRanked(random, cities, WITHIN.cities);
  return {
    location: city.label,
    lat: String(city.latitude),
    lng: String(city.longitude),
    radius: String(pickAny(random, RADII_MILES)),
  };
}

/** Statewide: the state of a posting city ('IL,US'). */
function statewide(random: Random, cities: readonly VariedCity[]): TipParams {
  const state = pickRanked(random, cities, WITHIN.cities).label.split(',')[1]?.trim() ?? 'IL';
  return { radius: '-1', stateShortCountryShortName: `${state},US`, location: state };
}

function sizes(random: Random): TipParams {
  return { EmployeeRange: pickDistinct(random, COMPANY_SIZE_BUCKETS, 1 + Math.floor(random() * 2)).join('*') };
}

/** A company as typed in Hiring Company: the full name (60 %) or its first four letters or more. */
function hiring(random: Random, names: readonly string[]): TipParams {
  const name = pickRanked(random, names, WITHIN.companies);
  const cut = name.slice(0, 4 + Math.floor(random() * 4)).trim();
  return { hiringCompany: random() < 0.6 ? name : cut };
}

/** One candidate search of a kind (distinctness is checked by the caller). */
function candidate(kind: TipKind, random: Random, vocabulary: VariedVocabulary): TipSearch {
  const word = () => pickRanked(random, vocabulary.words, WITHIN.words);
  const search = (params: TipParams, page = 1): TipSearch => ({ kind, page, params: { ...base(page), ...params } });
  switch (kind) {
    case 'keyword':
      return search({ keyword: word() });
    case 'phrase':
      return search({ keyword: `"${pickRanked(random, vocabulary.phrases, WITHIN.phrases)}"` });
    case 'or list':
      return search({
        keyword: pickDistinct(random, vocabulary.words, 2 + Math.floor(random() * 3), 300).join(' OR '),
      });
    case 'radius':
      return search(near(random, vocabulary.cities));
    case 'statewide':
      return search(
        random() < 0.5
          ? statewide(random, vocabulary.cities)
          : { ...statewide(random, vocabulary.cities), keyword: word() },
      );
    case 'keyword + radius':
      return search({ keyword: word(), ...near(random, vocabulary.cities) });
    case 'company size':
      return search(random() < 0.5 ? sizes(random) : { ...sizes(random), keyword: word() });
    case 'size + radius':
      return search({ ...sizes(random), ...near(random, vocabulary.cities) });
    case 'date + keyword':
      return search({ datePosted: String(pickAny(random, DAYS_POSTED)), keyword: word() });
    case 'hiring company':
      return search(hiring(random, vocabulary.companies));
    case 'company in the data':
      return search(hiring(random, vocabulary.dataCompanies));
    case 'page 1-40': {
      const page = 1 + Math.floor(random() * TIP_MAX_PAGE);
      const which = random();
      const narrowing =
        which < 0.3 ? {} : which < 0.6 ? sizes(random) : { datePosted: String(pickAny(random, DAYS_POSTED)) };
      return search(narrowing, page);
    }
  }
}

/** `count` distinct tips searches (default 600), the same list for the same seed and vocabulary. */
export function variedTipSearches(
  vocabulary: VariedVocabulary,
  options: { seed: number; count?: number },
): TipSearch[] {
  return buildVariedList<TipSearch>(
    {
      kinds: TIP_KINDS,
      made: TIP_KINDS.filter((kind) => kind !== 'company in the data' || vocabulary.dataCompanies.length > 0),
      weights: WEIGHTS,
      candidate: (kind, random) => candidate(kind, random, vocabulary),
    },
    { seed: options.seed, count: options.count ?? 600 },
  );
}

/**
 * Checks a list before it is measured: at least `minimum` searches, all distinct, every kind present.
 * @throws Error naming what is missing.
 */
export function checkTipSearches(list: readonly TipSearch[], minimum = 500): void {
  checkVariedList(list, minimum, TIP_KINDS, 'varied tips searches');
}

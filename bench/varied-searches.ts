/**
 * The varied searches of the search benchmark (issue #29 point 1): a deterministic list of distinct lead searches,
 * built from a seed and the words, phrases, companies and cities of real job postings (search-vocabulary.ts reads
 * them from ../shared/datasets), so that no search repeats and no cache can answer it. Pure: no I/O.
 */
import { COMPANY_SIZE_BUCKETS, EMPLOYMENT_TYPES, INDUSTRIES } from '@agencyscout/contracts';
import type { LeadParams } from './lead-requests.ts';
import {
  buildVariedList,
  checkVariedList,
  pickAny,
  pickDistinct,
  pickRanked,
  type Random,
  type VariedItem,
} from './varied-list.ts';

/** The kinds of search, each reported on its own line. */
export const VARIED_KINDS = [
  'word',
  'phrase',
  'or list',
  'exclusion',
  'word + city + radius',
  'word + filters',
  'company',
  'company in the data',
  'Most Leads',
  'page 1-40',
] as const;
export type VariedKind = (typeof VARIED_KINDS)[number];

/** Share of the list per kind (largest remainder rounding). */
const KIND_WEIGHTS: Readonly<Record<VariedKind, number>> = {
  word: 14,
  phrase: 10,
  'or list': 10,
  exclusion: 8,
  'word + city + radius': 14,
  'word + filters': 10,
  company: 7,
  'company in the data': 5,
  'Most Leads': 7,
  'page 1-40': 15,
};

export const PAGE_SIZE = 25;
export const MAX_PAGE = 40;
const RADII_MILES = [5, 10, 25, 50, 100] as const;
/**
 * How far down each ranked list searches reach: words past the first thousand are mostly names, places and typos
 * (rank 1,000: 'lawyer', 'mainframe', 'nutrition'; rank 2,000 and on: one or two titles each), which match next
 * to nothing and would make the list look fast.
 */
const WITHIN = { words: 1000, phrases: 800, companies: 2000, cities: 400 } as const;
const DAYS_POSTED = [7, 14, 30, 90] as const;

export interface VariedCity {
  /** 'Chicago, IL'. */
  label: string;
  latitude: number;
  longitude: number;
}

/** What the searches are drawn from; every list ranked, most frequent first. */
export interface VariedVocabulary {
  /** Single words of job titles ('nurse'). */
  words: readonly string[];
  /** Two consecutive words of job titles ('registered nurse'). */
  phrases: readonly string[];
  /** Hiring companies of the postings. */
  companies: readonly string[];
  /** Companies of the benchmark database (the dataset's names are not in synthetic data); may be empty. */
  dataCompanies: readonly string[];
  cities: readonly VariedCity[];
}

export interface VariedSearch extends VariedItem<VariedKind, LeadParams> {
  /** 1-based page of 25; above 1 the screen already holds the total (it sends `prevTotal`). */
  page: number;
  /** The request as the lead screen builds it (leadType, offset, count included). */
  params: LeadParams;
}

/** Words a recruiter would not search alone (fillers, shift and schedule words, roman numerals). */
const STOP_WORDS = new Set(
  (
    'and the for with from you your our all are this that will into per hour hours day days week weekly time full ' +
    'part shift shifts remote hybrid onsite site based only new not can any one two ii iii iv usa inc llc ltd'
  ).split(' '),
);

/** The words of a title part, lower case, three letters or more, fillers left out. */
function titleWords(part: string): string[] {
  return (part.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => !STOP_WORDS.has(word));
}

/**
 * The search words and two-word phrases of job titles, each ranked by how many titles hold it (ties
 * alphabetically). A phrase is two words next to each other within one part of a title ('Registered Nurse - ICU':
 * 'registered nurse', not 'nurse icu').
 */
export function titleTerms(titles: Iterable<string>): { words: string[]; phrases: string[] } {
  const words = new Map<string, number>();
  const phrases = new Map<string, number>();
  const add = (counts: Map<string, number>, terms: Iterable<string>) => {
    for (const term of new Set(terms)) counts.set(term, (counts.get(term) ?? 0) + 1);
  };
  for (const title of titles) {
    const parts = title.split(/[-–—|,/()[\]:;&+]+/).map((part) => part.trim().split(/\s+/));
    const titlePhrases: string[] = [];
    for (const part of parts) {
      for (let index = 0; index + 1 < part.length; index += 1) {
        const [first, second] = [titleWords(part[index] ?? ''), titleWords(part[index + 1] ?? '')];
        if (first.length === 1 && second.length === 1) titlePhrases.push(`${first[0]} ${second[0]}`);
      }
    }
    add(words, titleWords(title));
    add(phrases, titlePhrases);
  }
  const ranked = (counts: Map<string, number>) =>
    [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([term]) => term);
  return { words: ranked(words), phrases: ranked(phrases) };
}

function base(page = 1): LeadParams {
  return { leadType: 'Agency', offset: String((page - 1) * PAGE_SIZE), count: String(PAGE_SIZE) };
}

function locations(city: VariedCity, radius: number): string {
  return JSON.stringify([{ latitude: city.latitude, longitude: city.longitude, radius, location: city.label }]);
}

/** One or two of the filter panel's filters (its fixed lists: employment types, sizes, industries, dates, pay). */
function filters(random: Random): LeadParams {
  const choices: (() => LeadParams)[] = [
    () => ({ employmentType: pickAny(random, EMPLOYMENT_TYPES) }),
    () => ({ datePosted: String(pickAny(random, DAYS_POSTED)) }),
    () => ({ minSalary: String(40_000 + 10_000 * Math.floor(random() * 12)) }),
    () => ({ employeeRange: pickDistinct(random, COMPANY_SIZE_BUCKETS, 1 + Math.floor(random() * 2)).join('*') }),
    () => ({ companyIndustry: [pickAny(random, INDUSTRIES)] }),
  ];
  const first = Math.floor(random() * choices.length);
  const chosen = { ...choices[first]?.() };
  if (random() < 0.4) Object.assign(chosen, choices[(first + 1 + Math.floor(random() * 4)) % choices.length]?.());
  return chosen;
}

/** One candidate search of a kind (distinctness is checked by the caller). */
function candidate(kind: VariedKind, random: Random, vocabulary: VariedVocabulary): VariedSearch {
  const { words, phrases, companies, dataCompanies, cities } = vocabulary;
  const word = () => pickRanked(random, words, WITHIN.words);
  switch (kind) {
    case 'word':
      return { kind, page: 1, params: { ...base(), keyWords: word() } };
    case 'phrase':
      return { kind, page: 1, params: { ...base(), keyWords: `"${pickRanked(random, phrases, WITHIN.phrases)}"` } };
    case 'or list': {
      const terms = pickDistinct(random, words, 2 + Math.floor(random() * 3), 300);
      return { kind, page: 1, params: { ...base(), keyWords: terms.join(' OR ') } };
    }
    case 'exclusion': {
      const [term, excluded] = pickDistinct(random, words, 2, 200);
      return { kind, page: 1, params: { ...base(), keyWords: `${term} -${excluded}` } };
    }
    case 'word + city + radius': {
      const city = pickRanked(random, cities, WITHIN.cities);
      return {
        kind,
        page: 1,
        params: { ...base(), keyWords: word(), locations: locations(city, pickAny(random, RADII_MILES)) },
      };
    }
    case 'word + filters':
      return { kind, page: 1, params: { ...base(), keyWords: word(), ...filters(random) } };
    case 'company':
    case 'company in the data': {
      const names = kind === 'company' ? companies : dataCompanies;
      const picked = pickDistinct(random, names, random() < 0.8 ? 1 : 2, WITHIN.companies);
      return { kind, page: 1, params: { ...base(), company: picked } };
    }
    case 'Most Leads': {
      const extra = random() < 0.5 ? { keyWords: word() } : filters(random);
      return { kind, page: 1, params: { ...base(), mostOpenings: 'true', ...extra } };
    }
    case 'page 1-40': {
      const page = 1 + Math.floor(random() * MAX_PAGE);
      const which = random();
      const narrowing: LeadParams =
        which < 0.3 ? {} : which < 0.5 ? { mostOpenings: 'true' } : { keyWords: pickRanked(random, words, 40) };
      return { kind, page, params: { ...base(page), ...narrowing } };
    }
  }
}

/**
 * `count` distinct searches (default 600) from `vocabulary`, the same list for the same seed and vocabulary, kinds
 * interleaved in a seeded order. A kind whose vocabulary is empty is left out; a kind that cannot find enough
 * distinct searches in 50 tries per search gets fewer (`checkVariedSearches` then says so).
 */
export function variedSearches(
  vocabulary: VariedVocabulary,
  options: { seed: number; count?: number },
): VariedSearch[] {
  return buildVariedList<VariedSearch>(
    {
      kinds: VARIED_KINDS,
      made: VARIED_KINDS.filter((kind) => kind !== 'company in the data' || vocabulary.dataCompanies.length > 0),
      weights: KIND_WEIGHTS,
      candidate: (kind, random) => candidate(kind, random, vocabulary),
    },
    { seed: options.seed, count: options.count ?? 600 },
  );
}

/**
 * Checks a list before it is measured: at least `minimum` searches, all distinct, every kind of `kinds` present.
 * @throws Error naming what is missing.
 */
export function checkVariedSearches(
  list: readonly VariedSearch[],
  minimum = 500,
  kinds: readonly VariedKind[] = VARIED_KINDS,
): void {
  checkVariedList(list, minimum, kinds, 'varied searches');
}

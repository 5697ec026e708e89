/**
 * The corpus the job web draws its postings from: interned titles, places and descriptions, companies ranked by
 * how many postings they have, and the postings themselves as parallel typed arrays (compact: ~40 bytes each).
 */
import type { Pay, PayPeriod, Place, WorkType } from './types.ts';

export const WORK_TYPES: readonly WorkType[] = [
  'full-time',
  'part-time',
  'contract',
  'temporary',
  'internship',
  'volunteer',
  'other',
];
export const LEVELS: readonly (string | null)[] = [
  null,
  'Entry level',
  'Associate',
  'Mid-Senior level',
  'Director',
  'Executive',
  'Internship',
];
/** Index 0: no pay. */
export const PAY_PERIODS: readonly (PayPeriod | null)[] = [null, 'HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
/** Workplace codes of a record: 0 on-site, 1 remote, 2 hybrid. */
export const WORKPLACES = ['on-site', 'remote', 'hybrid'] as const;

/** A company of the corpus with the records (postings) it published. */
export interface CorpusCompany {
  name: string;
  website: string | null;
  records: number[];
}

/** Postings as parallel arrays (index = record id). */
export interface RecordTable {
  count: number;
  title: Int32Array;
  place: Int32Array;
  company: Int32Array;
  workType: Uint8Array;
  level: Uint8Array;
  workplace: Uint8Array;
  payPeriod: Uint8Array;
  payMin: Float64Array;
  payMax: Float64Array;
  /** Description index, -1 when the posting came without one. */
  description: Int32Array;
}

export interface Corpus {
  titles: string[];
  places: Place[];
  descriptions: string[];
  /** Ranked: most postings first (ties by name). */
  companies: CorpusCompany[];
  records: RecordTable;
  /** A description written for a title like this one (by title id), or -1; computed on first use. */
  descriptionFor(title: number): number;
  /** Per title: a record with that title and a pay range, or -1. */
  titlePay: Int32Array;
  /** Where the corpus came from ('datasets' or 'generated'). */
  origin: 'datasets' | 'generated';
}

/** One posting as a loader hands it to the builder. */
export interface RecordInput {
  title: string;
  place: Place;
  companyName: string;
  workType: WorkType;
  level: string | null;
  workplace: (typeof WORKPLACES)[number];
  pay: Pay | null;
  description: string | null;
}

/** A company's key: its name without case, punctuation or a legal suffix ('Acme, Inc.' → 'acme'). */
export function companyKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(inc|llc|ltd|corp|corporation|co|company|plc|lp|llp)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Collects records, interning repeated texts, then freezes them into a Corpus. */
export class CorpusBuilder {
  readonly #titles = new Map<string, number>();
  readonly #places = new Map<string, number>();
  readonly #placeList: Place[] = [];
  readonly #descriptions: string[] = [];
  readonly #companies = new Map<string, CorpusCompany>();
  readonly #records: RecordInput[] = [];
  readonly #recordDescription: number[] = [];
  readonly #websites = new Map<string, string>();

  /** Registers a company's website (joined by company key). */
  website(companyName: string, url: string): void {
    this.#websites.set(companyKey(companyName), url);
  }

  /** Registers a company even without postings (it can still be a board). */
  company(name: string): CorpusCompany {
    const key = companyKey(name) || name.toLowerCase();
    let company = this.#companies.get(key);
    if (!company) {
      company = { name: name.trim(), website: null, records: [] };
      this.#companies.set(key, company);
    }
    return company;
  }

  add(record: RecordInput): void {
    if (!record.title.trim() || !record.companyName.trim()) return;
    const id = this.#records.length;
    this.#records.push(record);
    let description = -1;
    if (record.description) {
      description = this.#descriptions.length;
      this.#descriptions.push(record.description);
    }
    this.#recordDescription.push(description);
    this.company(record.companyName).records.push(id);
  }

  #intern(map: Map<string, number>, key: string): number {
    let id = map.get(key);
    if (id === undefined) {
      id = map.size;
      map.set(key, id);
    }
    return id;
  }

  #place(place: Place): number {
    const key = `${place.label}|${place.postalCode ?? ''}`;
    const id = this.#intern(this.#places, key);
    if (id === this.#placeList.length) this.#placeList.push(place);
    return id;
  }

  build(origin: Corpus['origin']): Corpus {
    const count = this.#records.length;
    const table: RecordTable = {
      count,
      title: new Int32Array(count),
      place: new Int32Array(count),
      company: new Int32Array(count),
      workType: new Uint8Array(count),
      level: new Uint8Array(count),
      workplace: new Uint8Array(count),
      payPeriod: new Uint8Array(count),
      payMin: new Float64Array(count),
      payMax: new Float64Array(count),
      description: Int32Array.from(this.#recordDescription),
    };
    const companies = this.#rankedCompanies(table);
    this.#records.forEach((record, id) => {
      table.title[id] = this.#intern(this.#titles, record.title.trim());
      table.place[id] = this.#place(record.place);
      table.workType[id] = Math.max(0, WORK_TYPES.indexOf(record.workType));
      table.level[id] = Math.max(0, LEVELS.indexOf(record.level));
      table.workplace[id] = WORKPLACES.indexOf(record.workplace);
      if (record.pay) {
        table.payPeriod[id] = PAY_PERIODS.indexOf(record.pay.period);
        table.payMin[id] = record.pay.min;
        table.payMax[id] = record.pay.max;
      }
    });
    const titles = [...this.#titles.keys()];
    return {
      titles,
      places: this.#placeList,
      descriptions: this.#descriptions,
      companies,
      records: table,
      descriptionFor: similarDescriptions(titles, table),
      titlePay: titlePays(titles.length, table),
      origin,
    };
  }

  /** Companies ranked by postings (most first, then by name); fills `company` of each record. */
  #rankedCompanies(table: RecordTable): CorpusCompany[] {
    const ranked = [...this.#companies.entries()]
      .map(([key, company]) => ({ ...company, website: this.#websites.get(key) ?? null }))
      .sort((a, b) => b.records.length - a.records.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    ranked.forEach((company, index) => {
      for (const record of company.records) table.company[record] = index;
    });
    return ranked;
  }
}

/** Words that say little about what a job is. */
const GENERIC_WORDS = new Set([
  'senior',
  'junior',
  'lead',
  'level',
  'part',
  'time',
  'full',
  'remote',
  'hybrid',
  'with',
]);

function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function significantWords(title: string): string[] {
  const words = title.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return [...new Set(words.filter((word) => !GENERIC_WORDS.has(word)))];
}

/**
 * A lookup of a description written for a similar title: one sharing at least two significant words with it (or
 * its only one). Titles with nothing similar get -1 (their postings get a generated description). Memoised.
 */
function similarDescriptions(titles: string[], table: RecordTable): (title: number) => number {
  const memo = new Int32Array(titles.length).fill(-2);
  const described = new Map<number, number[]>();
  for (let id = 0; id < table.count; id += 1) {
    const description = table.description[id] ?? -1;
    if (description >= 0) pushTo(described, table.title[id] ?? 0, description);
  }
  const byWord = new Map<string, number[]>();
  const wordsOf = new Map<number, string[]>();
  for (const title of described.keys()) {
    const words = significantWords(titles[title] ?? '');
    wordsOf.set(title, words);
    for (const word of words) pushTo(byWord, word, title);
  }
  /** Candidates come from the two rarest words' titles; the best shares the most words. */
  const find = (id: number): number => {
    const words = significantWords(titles[id] ?? '');
    const lists = words
      .map((word) => byWord.get(word) ?? [])
      .filter((list) => list.length > 0)
      .sort((a, b) => a.length - b.length)
      .slice(0, 2);
    let best = -1;
    let bestScore = Math.min(2, words.length) - 1;
    for (const list of lists) {
      for (const other of list) {
        const score = (wordsOf.get(other) ?? []).filter((word) => words.includes(word)).length;
        if (score > bestScore) [best, bestScore] = [other, score];
      }
    }
    const list = best >= 0 ? described.get(best) : undefined;
    return list && list.length > 0 ? (list[id % list.length] ?? -1) : -1;
  };
  return (title) => {
    if (memo[title] === -2) memo[title] = described.size > 0 ? find(title) : -1;
    return memo[title] ?? -1;
  };
}

function titlePays(titleCount: number, table: RecordTable): Int32Array {
  const result = new Int32Array(titleCount).fill(-1);
  for (let id = 0; id < table.count; id += 1) {
    const title = table.title[id] ?? 0;
    if ((table.payPeriod[id] ?? 0) > 0 && result[title] === -1) result[title] = id;
  }
  return result;
}

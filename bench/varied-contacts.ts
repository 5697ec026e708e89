/**
 * The varied contact searches of `npm run bench:contacts` (issue #29 point 4): a deterministic list of distinct
 * searches of the Contact Search screen (name, position category, company, location, company size, pages),
 * built from a seed, the benchmark database's contact names and companies, and the job titles, hiring companies
 * and cities of the real postings of ../shared/datasets (the datasets hold no person names). Pure: no I/O.
 */
import {
  COMPANY_SIZE_BUCKETS,
  CONTACT_POSITION_CATEGORIES,
  type ContactPositionCategory,
  UNCATEGORIZED_POSITION,
} from '@agencyscout/contracts';
import {
  buildVariedList,
  checkVariedList,
  pickAny,
  pickDistinct,
  pickRanked,
  type Random,
  type VariedItem,
} from './varied-list.ts';

export const CONTACT_KINDS = [
  'last name',
  'first name',
  'full name',
  'partial name',
  'position',
  'company',
  'company in the data',
  'location',
  'position + location',
  'name + position',
  'size + position',
  'page 1-40',
] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Share of the list per kind (largest remainder rounding). */
const WEIGHTS: Readonly<Record<ContactKind, number>> = {
  'last name': 12,
  'first name': 6,
  'full name': 8,
  'partial name': 10,
  position: 8,
  company: 6,
  'company in the data': 8,
  location: 10,
  'position + location': 10,
  'name + position': 7,
  'size + position': 7,
  'page 1-40': 8,
};

export const CONTACT_PAGE_SIZE = 25;
export const CONTACT_MAX_PAGE = 40;
/** How far down each ranked list searches reach. */
const WITHIN = { names: 1000, companies: 2000, places: 400 } as const;

/** The query of GET /companycontacts as the screen sends it; contactPosition comma-joined (sent repeated). */
export type ContactParams = Record<string, string>;

export interface ContactSearch extends VariedItem<ContactKind, ContactParams> {
  /** 1-based page of 25. */
  page: number;
}

/** What the searches are drawn from; every list ranked, most frequent first. */
export interface ContactVocabulary {
  /** Last names of the benchmark database's contacts, lower case ('smith'). */
  lastNames: readonly string[];
  firstNames: readonly string[];
  /** 'First Last' of contacts of the benchmark database. */
  fullNames: readonly string[];
  /** Position categories ranked by how many dataset job titles fall in each (`rankPositions`). */
  positions: readonly ContactPositionCategory[];
  /** Hiring companies of the postings. */
  companies: readonly string[];
  /** Companies of the benchmark database with the most contacts. */
  dataCompanies: readonly string[];
  /** 'Chicago, IL': the posting cities. */
  places: readonly string[];
}

/** Title words → position category, first match wins (a rule of thumb for ranking the categories only). */
const POSITION_RULES: readonly [ContactPositionCategory, RegExp][] = [
  ['Vice President', /\b(vice president|vp|svp|evp)\b/],
  ['Executive Leadership', /\b(chief|ceo|cfo|coo|cto|president|founder|owner)\b/],
  ['IT Leadership', /\b(cio|it (manager|director)|director of it|head of it)\b/],
  ['Information Security', /\b(security|cyber\w*|infosec)\b/],
  ['Talent Acquisition', /\b(recruit\w*|talent|sourcer|staffing)\b/],
  ['HR', /\b(hr|human resources|people|payroll|benefits)\b/],
  ['Sales & Marketing', /\b(sales|marketing|account executive|business development|brand)\b/],
  ['Accounting', /\b(accountant|accounting|bookkeep\w*|audit\w*|tax|controller|finance|financial)\b/],
  ['Healthcare Management', /\b(nurse|nursing|clinical|health\w*|medical|patient|rn|physician|therap\w*)\b/],
  ['Project Management', /\b(project|program) manager\b|\b(scrum|pmo)\b/],
  ['Engineering', /\b(engineer\w*|developer|architect)\b/],
  ['Business Strategy', /\b(strategy|strategic|analyst|consultant)\b/],
  ['Global Operations', /\b(global|international|logistics|supply chain)\b/],
  ['Operations Management', /\b(operations|plant|production|warehouse)\b/],
  ['Directorial', /\bdirector\b/],
  ['Senior Management', /\b(senior|sr) manager\b/],
  ['Management', /\b(manager|supervisor)\b/],
];

/**
 * Every position category ranked by how many of `titles` (job titles) fall in it by `POSITION_RULES`, the
 * others as Uncategorized; ties alphabetically.
 */
export function rankPositions(titles: Iterable<string>): ContactPositionCategory[] {
  const counts = new Map<ContactPositionCategory, number>(CONTACT_POSITION_CATEGORIES.map((name) => [name, 0]));
  for (const title of titles) {
    const text = title.toLowerCase();
    const category = POSITION_RULES.find(([, rule]) => rule.test(text))?.[0] ?? UNCATEGORIZED_POSITION;
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

function base(page = 1): ContactParams {
  return { offset: String((page - 1) * CONTACT_PAGE_SIZE), count: String(CONTACT_PAGE_SIZE) };
}

/** One to three position categories, frequent ones more often, in the categories' fixed order. */
function positions(random: Random, vocabulary: ContactVocabulary): ContactParams {
  const picked = pickDistinct(random, vocabulary.positions, 1 + Math.floor(random() * random() * 3));
  const ordered = CONTACT_POSITION_CATEGORIES.filter((name) => picked.includes(name));
  return { contactPosition: ordered.join(',') };
}

/** A fragment of a name of three to five letters: its start (60 %) or from inside. */
function fragment(random: Random, name: string): string {
  const length = Math.min(name.length, 3 + Math.floor(random() * 3));
  const start = random() < 0.6 ? 0 : Math.floor(random() * (name.length - length + 1));
  return name.slice(start, start + length);
}

/** A company as typed: the full name (70 %) or its first word of four letters or more. */
function company(random: Random, names: readonly string[]): string {
  const name = pickRanked(random, names, WITHIN.companies);
  const word = name.split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part));
  return random() < 0.7 || !word ? name : word;
}

/** A place as typed: 'City, ST' (75 %) or the state code alone. */
function place(random: Random, places: readonly string[]): string {
  const label = pickRanked(random, places, WITHIN.places);
  return random() < 0.75 ? label : (label.split(',')[1]?.trim() ?? label);
}

/** One candidate search of a kind (distinctness is checked by the caller). */
function candidate(kind: ContactKind, random: Random, vocabulary: ContactVocabulary): ContactSearch {
  const { lastNames, firstNames, fullNames } = vocabulary;
  const last = () => pickRanked(random, lastNames, WITHIN.names);
  const search = (params: ContactParams, page = 1): ContactSearch => ({
    kind,
    page,
    params: { ...base(page), ...params },
  });
  switch (kind) {
    case 'last name':
      return search({ contactName: last() });
    case 'first name':
      return search({ contactName: pickRanked(random, firstNames, WITHIN.names).toLowerCase() });
    case 'full name':
      return search({ contactName: pickAny(random, fullNames) });
    case 'partial name':
      return search({ contactName: fragment(random, last()) });
    case 'position':
      return search(positions(random, vocabulary));
    case 'company':
      return search({ companyName: company(random, vocabulary.companies) });
    case 'company in the data':
      return search({ companyName: company(random, vocabulary.dataCompanies) });
    case 'location':
      return search({ location: place(random, vocabulary.places) });
    case 'position + location':
      return search({ ...positions(random, vocabulary), location: place(random, vocabulary.places) });
    case 'name + position':
      return search({
        contactName: random() < 0.5 ? last() : fragment(random, last()),
        ...positions(random, vocabulary),
      });
    case 'size + position': {
      const sizes = pickDistinct(random, COMPANY_SIZE_BUCKETS, 1 + Math.floor(random() * 2));
      return search({ EmployeeRange: sizes.join('*'), ...positions(random, vocabulary) });
    }
    case 'page 1-40': {
      const page = 1 + Math.floor(random() * CONTACT_MAX_PAGE);
      return search(random() < 0.3 ? {} : positions(random, vocabulary), page);
    }
  }
}

/** `count` distinct contact searches (default 600), the same list for the same seed and vocabulary. */
export function variedContactSearches(
  vocabulary: ContactVocabulary,
  options: { seed: number; count?: number },
): ContactSearch[] {
  return buildVariedList<ContactSearch>(
    {
      kinds: CONTACT_KINDS,
      made: CONTACT_KINDS.filter((kind) => kind !== 'company in the data' || vocabulary.dataCompanies.length > 0),
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
export function checkContactSearches(list: readonly ContactSearch[], minimum = 500): void {
  checkVariedList(list, minimum, CONTACT_KINDS, 'varied contact searches');
}

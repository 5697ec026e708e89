/**
 * Which boards the job web serves: the companies with the most postings become boards (then recombined names when
 * the corpus runs short), each gets a kind, a provider-style token, a size, maybe a fault, and — for careers sites
 * and feeds — a listener and a path. Everything follows from the seed.
 */
import type { Corpus } from './corpus.ts';
import { recombinedCompanyName } from './fallback-corpus.ts';
import { hash32, shuffled } from './hash.ts';
import type { BoardSpec, JobWebApiKind, JobWebFault, JobWebKind, SiteSpec } from './types.ts';

/** One in twenty boards per weight: Greenhouse 4, Lever 3, SmartRecruiters 3, careers pages 3, the rest 2 or 1. */
const KIND_PATTERN: readonly JobWebKind[] = [
  ...Array<JobWebKind>(4).fill('greenhouse'),
  ...Array<JobWebKind>(3).fill('lever'),
  ...Array<JobWebKind>(2).fill('ashby'),
  ...Array<JobWebKind>(2).fill('workable'),
  ...Array<JobWebKind>(3).fill('smartrecruiters'),
  ...Array<JobWebKind>(2).fill('recruitee'),
  ...Array<JobWebKind>(3).fill('json-ld'),
  'xml-feed',
];
export const FAULTS: readonly JobWebFault[] = ['slow', 'error-500', 'rate-limited', 'malformed', 'moved', 'huge'];
/** Careers-site companies per site listener, and the most listeners opened. */
const SITES_PER_LISTENER = 10;
const MAX_SITE_LISTENERS = 40;

export function isSiteKind(kind: JobWebKind): kind is 'json-ld' | 'xml-feed' {
  return kind === 'json-ld' || kind === 'xml-feed';
}

/** The kind of each of `count` boards (a seeded cycle through KIND_PATTERN, so every kind appears from 8 boards). */
export function planKinds(count: number, seed: number): JobWebKind[] {
  const cycle = shuffled(KIND_PATTERN, hash32(seed, 0xc1));
  const head = shuffled([...new Set(KIND_PATTERN)], hash32(seed, 0xc2));
  return Array.from(
    { length: count },
    (_, index) => (index < head.length ? head[index] : cycle[index % cycle.length]) as JobWebKind,
  );
}

/** How many site listeners the careers pages and feeds of these boards need. */
export function siteListenerCount(kinds: readonly JobWebKind[]): number {
  const sites = kinds.filter(isSiteKind).length;
  return Math.min(MAX_SITE_LISTENERS, Math.max(1, Math.ceil(sites / SITES_PER_LISTENER)));
}

function words(name: string): string[] {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[A-Za-z0-9]+/g) ?? []
  );
}

/** The provider-style token of a company name ('JPMorgan Chase & Co.' → jpmorganchaseco, JPMorganChaseCo…). */
function tokenStyle(kind: JobWebKind, name: string): string {
  const parts = words(name).slice(0, 6);
  if (kind === 'smartrecruiters') return parts.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const lower = parts.map((w) => w.toLowerCase());
  return kind === 'ashby' || kind === 'workable' || isSiteKind(kind) ? lower.join('-') : lower.join('');
}

function uniqueToken(base: string, index: number, taken: Set<string>): string {
  let token = base.slice(0, 60) || `company${index}`;
  for (let n = 2; taken.has(token.toLowerCase()); n += 1) token = `${base.slice(0, 56)}${n}`;
  taken.add(token.toLowerCase());
  return token;
}

const PUBLIC_BOARD_URL: Readonly<Record<JobWebApiKind, (token: string) => string>> = {
  greenhouse: (token) => `https://boards.greenhouse.io/${token}`,
  lever: (token) => `https://jobs.lever.co/${token}`,
  ashby: (token) => `https://jobs.ashbyhq.com/${token}`,
  workable: (token) => `https://apply.workable.com/${token}`,
  smartrecruiters: (token) => `https://jobs.smartrecruiters.com/${token}`,
  recruitee: (token) => `https://${token}.recruitee.com`,
};

/** The site path of a careers site or feed board (its board URL is origin + this). */
export function sitePath(site: Pick<SiteSpec, 'slug' | 'form'>): string {
  const file = site.form === 'listing' ? 'careers' : site.form === 'sitemap' ? 'sitemap.xml' : 'feed.xml';
  return `/${site.slug}/${file}`;
}

export interface CatalogueOptions {
  boards: number;
  seed: number;
  postingsPerBoard: number;
  faults: boolean;
  kinds: readonly JobWebKind[];
  /** `http://127.0.0.1:PORT` of each site listener. */
  siteOrigins: readonly string[];
}

/** Which boards misbehave, and how: ~3 % of them (at least one of each fault from 60 boards on). */
function planFaults(options: CatalogueOptions): Map<number, JobWebFault> {
  const faults = new Map<number, JobWebFault>();
  if (!options.faults) return faults;
  const count = Math.max(Math.round(options.boards * 0.03), Math.min(FAULTS.length, Math.floor(options.boards / 10)));
  const order = shuffled(
    Array.from({ length: options.boards }, (_, index) => index),
    hash32(options.seed, 0xfa),
  );
  order.slice(0, count).forEach((board, n) => {
    faults.set(board, FAULTS[n % FAULTS.length] as JobWebFault);
  });
  return faults;
}

/** Target open postings per board: sqrt of its real postings, scaled to the requested average. */
function planSizes(corpus: Corpus, options: CatalogueOptions): number[] {
  const weights = Array.from({ length: options.boards }, (_, index) =>
    Math.sqrt(Math.max(1, corpus.companies[index]?.records.length ?? 1)),
  );
  const mean = weights.reduce((sum, weight) => sum + weight, 0) / Math.max(1, weights.length);
  const cap = options.postingsPerBoard * 12;
  return weights.map((weight) => Math.min(cap, Math.max(3, Math.round((options.postingsPerBoard * weight) / mean))));
}

function uniquePlaces(corpus: Corpus, records: Int32Array): Int32Array {
  const places = new Set<number>();
  for (const record of records) {
    places.add(corpus.records.place[record] ?? 0);
    if (places.size >= 50) break;
  }
  return Int32Array.from(places);
}

/** The boards of a web (see CatalogueOptions); `siteOrigins` must already be listening. */
export function buildCatalogue(corpus: Corpus, options: CatalogueOptions): BoardSpec[] {
  const faults = planFaults(options);
  const sizes = planSizes(corpus, options);
  const tokens = new Map<JobWebKind, Set<string>>();
  const siteSlugs = new Set<string>();
  const names = corpus.companies.map((company) => company.name);
  const taken = new Set(names.map((name) => name.toLowerCase()));
  const counters = { site: 0, jsonLd: 0, sitemap: 0, feed: 0, extraCompany: options.boards };
  return options.kinds.map((kind, index) => {
    const company = corpus.companies[index];
    const companyName = company?.name ?? recombinedCompanyName(names, index, options.seed, taken);
    const site = isSiteKind(kind) ? planSite(kind, companyName, index, options, counters, siteSlugs, corpus) : null;
    const set = tokens.get(kind) ?? new Set<string>();
    tokens.set(kind, set);
    const token = site ? '' : uniqueToken(tokenStyle(kind, companyName), index, set);
    const url = site ? `${site.origin}${sitePath(site)}` : PUBLIC_BOARD_URL[kind as JobWebApiKind](token);
    const feedRecords = site?.feedCompanies?.flatMap((c) => corpus.companies[c]?.records ?? []);
    const records = Int32Array.from(feedRecords ?? company?.records ?? []);
    return {
      kind,
      token: site ? url : token,
      url,
      companyName: site?.feedCompanies ? `${words(companyName)[0] ?? 'Metro'} Jobs Network` : companyName,
      companyWebsite: site?.feedCompanies ? null : (company?.website ?? null),
      fault: faults.get(index) ?? null,
      index,
      salt: hash32(options.seed, index, 0x5eed),
      size: sizes[index] ?? options.postingsPerBoard,
      records,
      homePlaces: uniquePlaces(corpus, records),
      site,
    };
  });
}

interface SiteCounters {
  site: number;
  jsonLd: number;
  sitemap: number;
  feed: number;
  extraCompany: number;
}

/**
 * Where a careers site or feed lives: listeners take site boards in turn; careers pages alternate between a
 * listing page and a sitemap (every third sitemap also lists a page under /internal/); every fourth feed is a
 * syndication feed carrying several other companies' jobs.
 */
function planSite(
  kind: 'json-ld' | 'xml-feed',
  companyName: string,
  index: number,
  options: CatalogueOptions,
  counters: SiteCounters,
  slugs: Set<string>,
  corpus: Corpus,
): SiteSpec {
  const listener = counters.site++ % options.siteOrigins.length;
  const slug = uniqueToken(tokenStyle(kind, companyName), index, slugs);
  const origin = options.siteOrigins[listener] ?? '';
  if (kind === 'json-ld') {
    const listing = counters.jsonLd++ % 2 === 0;
    const internalPage = !listing && counters.sitemap++ % 3 === 0;
    return { listener, origin, slug, form: listing ? 'listing' : 'sitemap', internalPage, feedCompanies: null };
  }
  const syndication = counters.feed++ % 4 === 1;
  let feedCompanies: number[] | null = null;
  if (syndication) {
    const count = 3 + (hash32(options.seed, index, 0xfc) % 3);
    const first = counters.extraCompany;
    counters.extraCompany += count;
    feedCompanies = Array.from({ length: count }, (_, k) => first + k).filter((c) => c < corpus.companies.length);
    if (feedCompanies.length === 0) feedCompanies = null;
  }
  return { listener, origin, slug, form: 'feed', internalPage: false, feedCompanies };
}

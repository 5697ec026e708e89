/**
 * The json-ld connector (issue #28): a careers page or sitemap whose pages carry schema.org JobPosting in
 * `<script type="application/ld+json">` (https://schema.org/JobPosting). The token is the URL itself.
 *
 * - A page: its JobPostings; when it has none (a listing), the postings of up to 200 same-host links that look
 *   like job pages ('/job', '/careers/', '/positions/').
 * - A sitemap (`<urlset>`, or a `<sitemapindex>` followed one level, at most 50 child sitemaps): the JobPostings
 *   of up to 2,000 of its pages.
 * robots.txt is obeyed for every request after the robots.txt itself (user agent 'AgencyScout'). Only the first
 * request is conditional. A page of a listing or sitemap that fails is skipped with a reason; the first request
 * failing fails the poll.
 */
import { conditionalHeaders, isWebUrl, sourceWebUrl } from '../connector-helpers.ts';
import {
  type BoardListing,
  type ConnectorContext,
  type FetchedResponse,
  type SkippedPosting,
  type SourceConnector,
  SourceError,
  type SourcePosting,
  type SourceRef,
} from '../types.ts';
import { type PageRead, readPage } from './page-postings.ts';
import { resolveHttpUrl } from './page-scan.ts';
import { createRobotsGate, ROBOTS_USER_AGENT, type RobotsGate } from './robots.ts';
import { type SitemapKind, sitemapKind, sitemapLocations } from './sitemap.ts';

/** Job-page links of a listing page followed at most. */
export const MAX_FOLLOWED_LINKS = 200;
/** Child sitemaps of a sitemap index read at most. */
export const MAX_CHILD_SITEMAPS = 50;
/** Pages of a sitemap read at most. */
export const MAX_SITEMAP_PAGES = 2000;
/** Pages requested at once; the polite client still enforces its per-host concurrency and gaps. */
const PAGE_CONCURRENCY = 4;
const ACCEPT = 'text/html,application/xhtml+xml;q=0.9,application/xml;q=0.8,*/*;q=0.5';
/** A path that looks like a job page (or a job listing). */
const JOB_PATH = /\/job|\/careers\/|\/positions\//i;

/** One poll's shared state. */
interface Poll {
  context: ConnectorContext;
  robots: RobotsGate;
  now: Date;
  postings: SourcePosting[];
  skipped: SkippedPosting[];
  seen: Set<string>;
  siteName: string | null;
}

/** Adds a page's postings (a posting already read in this poll, by externalId, is skipped) and skip reasons. */
function collect(poll: Poll, page: PageRead): void {
  for (const posting of page.postings) {
    if (poll.seen.has(posting.externalId)) {
      poll.skipped.push({ externalId: posting.externalId, reason: 'duplicate of a posting already read in this poll' });
      continue;
    }
    poll.seen.add(posting.externalId);
    poll.postings.push(posting);
  }
  poll.skipped.push(...page.skipped);
  poll.siteName ??= page.siteName;
}

/** Runs `task` over `items` with at most `limit` at once; results in the order of `items`. */
async function mapPooled<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * GETs a secondary URL (a linked or sitemap page, a child sitemap) when robots.txt allows it.
 * @returns the 2xx response, or the reason it is skipped. Aborts and programming errors are rethrown.
 */
async function fetchAllowed(url: string, poll: Poll): Promise<FetchedResponse | string> {
  try {
    if (!(await poll.robots.isAllowed(new URL(url)))) return 'disallowed by robots.txt';
    const response = await poll.context.fetch(url, { headers: { accept: ACCEPT }, signal: poll.context.signal });
    if (response.status === 404) return `${url} was not found (404)`;
    if (response.status < 200 || response.status >= 300) return `${url} answered HTTP ${response.status}`;
    return response;
  } catch (error) {
    if (poll.context.signal?.aborted || !(error instanceof SourceError)) throw error;
    return error.message;
  }
}

/** Reads the JobPostings of secondary pages (no links are followed from them). */
async function readPages(urls: readonly string[], poll: Poll): Promise<void> {
  const pages = await mapPooled(urls, PAGE_CONCURRENCY, async (url): Promise<PageRead> => {
    const response = await fetchAllowed(url, poll);
    if (typeof response !== 'string') return readPage(response.body, response.url || url, poll.now);
    return {
      postings: [],
      skipped: [{ externalId: url, reason: response }],
      jobPostingCount: 0,
      links: [],
      siteName: null,
    };
  });
  for (const page of pages) collect(poll, page);
}

/** The page's same-host links whose path looks like a job page, without fragments, duplicates or the page itself. */
export function jobLinks(links: readonly string[], page: URL): string[] {
  const found = new Set<string>();
  for (const link of links) {
    const url = new URL(link);
    url.hash = '';
    if (url.host === page.host && JOB_PATH.test(url.pathname) && url.href !== page.href.split('#')[0]) {
      found.add(url.href);
    }
  }
  return [...found];
}

async function readCareersPage(response: FetchedResponse, poll: Poll): Promise<void> {
  const page = readPage(response.body, response.url, poll.now);
  collect(poll, page);
  if (page.jobPostingCount > 0) return;
  const links = jobLinks(page.links, new URL(response.url));
  if (links.length > MAX_FOLLOWED_LINKS) {
    const reason = `only the first ${MAX_FOLLOWED_LINKS} of ${links.length} job links on ${response.url} were read`;
    poll.skipped.push({ externalId: null, reason });
  }
  await readPages(links.slice(0, MAX_FOLLOWED_LINKS), poll);
}

/** The http(s) `<loc>`s of a sitemap body, resolved against its URL. */
function pageLocations(body: string, base: string): string[] {
  return sitemapLocations(body)
    .map((loc) => resolveHttpUrl(loc, base))
    .filter((url): url is string => url !== null);
}

/** The page URLs of the child sitemaps of an index (one level: a nested index is skipped with a reason). */
async function readSitemapIndex(body: string, base: string, poll: Poll): Promise<string[]> {
  const children = [...new Set(pageLocations(body, base))];
  if (children.length > MAX_CHILD_SITEMAPS) {
    const reason = `sitemap index too large: only the first ${MAX_CHILD_SITEMAPS} of ${children.length} sitemaps were read`;
    poll.skipped.push({ externalId: null, reason });
  }
  const lists = await mapPooled(children.slice(0, MAX_CHILD_SITEMAPS), PAGE_CONCURRENCY, async (child) => {
    const response = await fetchAllowed(child, poll);
    const kind = typeof response === 'string' ? null : sitemapKind(response.body);
    if (typeof response !== 'string' && kind === 'urlset') return pageLocations(response.body, response.url || child);
    const reason =
      typeof response === 'string'
        ? response
        : kind === 'sitemapindex'
          ? 'a sitemap index inside a sitemap index is not followed'
          : 'not an XML sitemap';
    poll.skipped.push({ externalId: child, reason: `sitemap ${child}: ${reason}` });
    return [];
  });
  return lists.flat();
}

async function readSitemap(kind: SitemapKind, response: FetchedResponse, poll: Poll): Promise<void> {
  const urls =
    kind === 'urlset'
      ? pageLocations(response.body, response.url)
      : await readSitemapIndex(response.body, response.url, poll);
  const pages = [...new Set(urls)];
  if (pages.length > MAX_SITEMAP_PAGES) {
    const reason = `sitemap too large: only the first ${MAX_SITEMAP_PAGES.toLocaleString('en-US')} of ${pages.length.toLocaleString('en-US')} pages were read`;
    poll.skipped.push({ externalId: null, reason });
  }
  await readPages(pages.slice(0, MAX_SITEMAP_PAGES), poll);
}

/**
 * Polls a careers page or sitemap.
 * @throws SourceError when robots.txt disallows the URL or cannot be read, or the URL answers 404 or another error.
 */
async function listPostings(source: SourceRef, context: ConnectorContext): Promise<BoardListing> {
  const start = sourceWebUrl(source);
  const robots = createRobotsGate(context);
  if (!(await robots.isAllowed(start))) {
    throw new SourceError(`${start.href} is disallowed by robots.txt for ${ROBOTS_USER_AGENT}`);
  }
  const headers = { accept: ACCEPT, ...conditionalHeaders(context.conditional) };
  const response = await context.fetch(start.href, { headers, signal: context.signal });
  const etag = response.headers.etag ?? null;
  const lastModified = response.headers['last-modified'] ?? null;
  if (response.status === 304) {
    // The validators stay those of the previous poll unless the 304 repeats them.
    const validators = {
      etag: etag ?? context.conditional.etag,
      lastModified: lastModified ?? context.conditional.lastModified,
    };
    return { notModified: true, postings: [], skipped: [], boardName: null, ...validators };
  }
  if (response.status === 404) throw new SourceError(`The page ${start.href} was not found (404)`);
  if (response.status < 200 || response.status >= 300) {
    throw new SourceError(`The page ${start.href} answered HTTP ${response.status}`);
  }
  const poll: Poll = { context, robots, now: new Date(), postings: [], skipped: [], seen: new Set(), siteName: null };
  const page = { ...response, url: response.url || start.href };
  const kind = sitemapKind(page.body);
  if (kind) await readSitemap(kind, page, poll);
  else await readCareersPage(page, poll);
  return {
    notModified: false,
    postings: poll.postings,
    skipped: poll.skipped,
    boardName: poll.siteName,
    etag,
    lastModified,
  };
}

export const jsonLdConnector: SourceConnector = {
  kind: 'json-ld',
  /** Any http(s) URL: staff choose this kind for careers pages and sitemaps. */
  tokenFromUrl: (url) => (isWebUrl(url) ? url.toString() : null),
  listPostings,
};

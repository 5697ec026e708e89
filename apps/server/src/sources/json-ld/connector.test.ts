import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ConnectorContext,
  type FetchedResponse,
  type PoliteFetch,
  SourceError,
  SourceFetchError,
  type SourcePosting,
} from '../types.ts';
import { jsonLdConnector, MAX_FOLLOWED_LINKS, MAX_SITEMAP_PAGES } from './connector.ts';
import { parseJsonLd } from './json-ld-parse.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A route's answer: a body (200), a response, or an error the polite client would throw. */
type Route = string | Partial<FetchedResponse> | Error;

/** A fake polite client: URL → answer; unknown URLs answer 404. Records every request. */
function fakeContext(routes: Record<string, Route>, conditional: ConnectorContext['conditional'] = noValidators) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetch: PoliteFetch = async (url, options) => {
    requests.push({ url, headers: options?.headers ?? {} });
    const route = routes[url];
    if (route instanceof Error) throw route;
    if (route === undefined) return { status: 404, headers: {}, url, body: 'Not found' };
    if (typeof route === 'string') return { status: 200, headers: {}, url, body: route };
    return { status: 200, headers: {}, url, body: '', ...route };
  };
  const context: ConnectorContext = {
    fetch,
    stream: () => Promise.reject(new Error('json-ld never streams')),
    baseUrl: '',
    conditional,
  };
  return { context, requests, urls: () => requests.map((request) => request.url) };
}

const noValidators = { etag: null, lastModified: null };
const source = (url: string) => ({ kind: 'json-ld' as const, token: url, url });
const HARBOR = 'https://www.harborlane.example';

function byId(postings: SourcePosting[], externalId: string): SourcePosting {
  const posting = postings.find((candidate) => candidate.externalId === externalId);
  if (!posting) throw new Error(`no posting ${externalId} in ${postings.map((p) => p.externalId).join(', ')}`);
  return posting;
}

describe('jsonLdConnector.tokenFromUrl', () => {
  it('takes any http(s) URL as its token and nothing else', () => {
    expect(jsonLdConnector.tokenFromUrl(new URL('https://acme.example/careers?team=ops'))).toBe(
      'https://acme.example/careers?team=ops',
    );
    expect(jsonLdConnector.tokenFromUrl(new URL('ftp://acme.example/jobs'))).toBeNull();
  });
});

describe('a careers page', () => {
  it('maps a page with one JobPosting, decoding escaped HTML and entities', async () => {
    const page = `${HARBOR}/careers/warehouse-shift-lead`;
    const { context, requests } = fakeContext({
      [page]: {
        body: fixture('single-posting.html'),
        headers: { etag: '"abc"', 'last-modified': 'Mon, 03 Feb 2025 10:00:00 GMT' },
      },
    });
    const listing = await jsonLdConnector.listPostings(source(page), context);
    expect(listing).toMatchObject({
      notModified: false,
      skipped: [],
      boardName: 'Harbor Lane Careers',
      etag: '"abc"',
      lastModified: 'Mon, 03 Feb 2025 10:00:00 GMT',
    });
    expect(listing.postings).toEqual([
      {
        externalId: 'HLL-4471',
        title: 'Warehouse Shift Lead & Trainer',
        companyName: 'Harbor Lane Logistics',
        companyUrl: 'https://www.harborlane-logistics.example/',
        location: 'Tacoma, WA, US',
        city: 'Tacoma',
        region: 'WA',
        country: 'US',
        postalCode: '98421',
        remote: false,
        description:
          '<p>Lead a team of 12 on the <strong>night shift</strong>.</p><ul><li>Forklift certified</li></ul>',
        employmentType: 'FULL_TIME, TEMPORARY',
        postedAt: '2025-02-03',
        url: page,
        applyUrl: null,
        pay: { min: 24.5, max: 29, currency: 'USD', period: 'HOUR', text: null },
        categories: ['Warehouse Supervision'],
      },
    ]);
    // A page with a JobPosting follows no links; robots.txt is read first, once.
    expect(requests.map((request) => request.url)).toEqual([`${HARBOR}/robots.txt`, page]);
  });

  it('reads an array of JobPostings (type given as a list, identifier as a number, several places)', async () => {
    const page = 'https://careers.mapleridge-health.example/open-roles';
    const { context } = fakeContext({ [page]: fixture('array-postings.html') });
    const { postings, skipped } = await jsonLdConnector.listPostings(source(page), context);
    expect(skipped).toEqual([]);
    expect(postings.map((posting) => posting.externalId)).toEqual([
      '90412',
      'https://careers.mapleridge-health.example/careers/patient-access',
    ]);
    expect(postings[0]).toMatchObject({
      title: 'Registered Nurse – Cardiac Unit',
      companyName: 'Maple Ridge Health',
      companyUrl: null,
      location: 'Des Moines, IA, US; Ames, IA, US',
      city: 'Des Moines',
      region: 'IA',
      employmentType: 'PART_TIME',
      postedAt: '2025-01-20T08:00:00-06:00',
      url: 'https://careers.mapleridge-health.example/careers/rn-cardiac-90412',
      pay: { min: 41, max: 41, currency: 'USD', period: 'HOUR', text: null },
    });
    expect(postings[1]).toMatchObject({
      location: 'Des Moines, IA',
      city: null,
      companyUrl: 'https://mapleridge-health.example/',
      description: 'Greets patients and schedules visits.',
      pay: null,
    });
  });

  it('finds JobPostings in @graph and in an ItemList, and reads TELECOMMUTE as remote', async () => {
    const page = 'https://cobaltcrest.example/careers';
    const { context } = fakeContext({ [page]: fixture('graph-postings.html') });
    const { postings } = await jsonLdConnector.listPostings(source(page), context);
    expect(postings).toHaveLength(2);
    expect(byId(postings, 'CCS-77')).toMatchObject({
      remote: true,
      location: 'Remote - USA',
      country: 'USA',
      companyUrl: 'https://cobaltcrest.example/',
      pay: { min: 95000, max: 120000, currency: 'USD', period: 'YEAR', text: null },
      // Two postings share the page: the page URL is nobody's own URL.
      url: null,
    });
    expect(byId(postings, '78')).toMatchObject({
      title: 'Implementation Consultant',
      remote: true,
      location: 'Remote',
    });
  });

  it('skips a broken JSON-LD script with a reason and still reads the good ones (leniently)', async () => {
    const page = 'https://brightwater-fab.example/jobs';
    const { context } = fakeContext({ [page]: fixture('broken-and-good.html') });
    const { postings, skipped } = await jsonLdConnector.listPostings(source(page), context);
    expect(postings.map((posting) => posting.externalId)).toEqual(['BRF-2', 'BRF-3']);
    expect(byId(postings, 'BRF-2')).toMatchObject({
      title: 'CNC Machinist',
      description: '<p>Second shift. Overtime available.</p>',
      city: 'Dayton',
    });
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.externalId).toBeNull();
    expect(skipped[0]?.reason).toMatch(
      /^JSON-LD script 1 on https:\/\/brightwater-fab\.example\/jobs is not valid JSON/,
    );
  });

  it('skips a posting whose validThrough has passed', async () => {
    const page = `${HARBOR}/careers/seasonal`;
    const { context } = fakeContext({ [page]: fixture('expired.html') });
    const { postings, skipped } = await jsonLdConnector.listPostings(source(page), context);
    expect(postings.map((posting) => posting.externalId)).toEqual(['HLL-NEW-2']);
    expect(skipped).toEqual([{ externalId: 'HLL-OLD-1', reason: 'expired (validThrough 2020-11-30)' }]);
  });
});

describe('a listing page without JobPosting', () => {
  it('follows its same-host job links, obeying robots.txt', async () => {
    const page = `${HARBOR}/careers`;
    const { context, requests, urls } = fakeContext({
      [`${HARBOR}/robots.txt`]: fixture('robots.txt'),
      [page]: fixture('listing.html'),
      [`${HARBOR}/jobs/forklift-operator`]: fixture('job-forklift.html'),
      [`${HARBOR}/careers/night-dispatcher`]: fixture('job-dispatcher.html'),
      [`${HARBOR}/jobs/private/executive-search`]: fixture('job-private.html'),
    });
    const { postings, skipped } = await jsonLdConnector.listPostings(source(page), context);
    expect(postings.map((posting) => posting.externalId)).toEqual([`${HARBOR}/jobs/forklift-operator`, 'HLL-DISP-9']);
    expect(byId(postings, `${HARBOR}/jobs/forklift-operator`)).toMatchObject({
      title: 'Forklift Operator',
      city: 'Tacoma',
    });
    expect(skipped).toEqual([
      { externalId: `${HARBOR}/jobs/private/executive-search`, reason: 'disallowed by robots.txt' },
      { externalId: `${HARBOR}/jobs/closed-role`, reason: `${HARBOR}/jobs/closed-role was not found (404)` },
    ]);
    expect(urls().filter((url) => url.endsWith('/robots.txt'))).toHaveLength(1);
    expect(urls()).not.toContain(`${HARBOR}/jobs/private/executive-search`);
    expect(urls()).not.toContain(`${HARBOR}/about`);
    expect(urls().some((url) => url.includes('elsewhere.example'))).toBe(false);
    expect(urls().filter((url) => url === `${HARBOR}/careers/night-dispatcher`)).toHaveLength(1);
    // Only the first request is conditional.
    expect(requests.filter((request) => 'if-none-match' in request.headers)).toEqual([]);
  });

  it(`follows at most ${MAX_FOLLOWED_LINKS} links`, async () => {
    const page = `${HARBOR}/careers`;
    const links = Array.from({ length: 205 }, (_, index) => `<a href="/jobs/role-${index}">Role ${index}</a>`).join('');
    const { context, urls } = fakeContext({ [page]: `<html><body>${links}</body></html>` });
    const { skipped } = await jsonLdConnector.listPostings(source(page), context);
    expect(urls().filter((url) => url.includes('/jobs/role-'))).toHaveLength(MAX_FOLLOWED_LINKS);
    expect(skipped[0]?.reason).toBe(`only the first 200 of 205 job links on ${page} were read`);
  });
});

describe('a sitemap', () => {
  it('reads a sitemap index (recognised by content) → sitemaps → pages, skipping what fails', async () => {
    const index = `${HARBOR}/feeds/all`;
    const forklift = `${HARBOR}/jobs/forklift-operator?src=sitemap&lang=en`;
    const { context, urls } = fakeContext({
      [`${HARBOR}/robots.txt`]: fixture('robots.txt'),
      [index]: fixture('sitemap-index.xml'),
      [`${HARBOR}/sitemaps/jobs.xml`]: fixture('sitemap-jobs.xml'),
      [`${HARBOR}/sitemaps/more-jobs`]: fixture('sitemap-more-jobs.xml'),
      [`${HARBOR}/sitemaps/nested-index.xml`]: fixture('sitemap-index.xml'),
      [forklift]: fixture('job-forklift.html'),
      [`${HARBOR}/jobs/broken-page`]: new SourceFetchError(`GET ${HARBOR}/jobs/broken-page failed after 3 tries`, 503),
      [`${HARBOR}/careers/night-dispatcher`]: fixture('job-dispatcher.html'),
      [`${HARBOR}/about`]: fixture('about.html'),
    });
    const listing = await jsonLdConnector.listPostings(source(index), context);
    expect(listing.postings.map((posting) => posting.externalId)).toEqual([forklift, 'HLL-DISP-9']);
    expect(listing.skipped).toEqual([
      {
        externalId: `${HARBOR}/sitemaps/missing.xml`,
        reason: `sitemap ${HARBOR}/sitemaps/missing.xml: ${HARBOR}/sitemaps/missing.xml was not found (404)`,
      },
      {
        externalId: `${HARBOR}/sitemaps/nested-index.xml`,
        reason: `sitemap ${HARBOR}/sitemaps/nested-index.xml: a sitemap index inside a sitemap index is not followed`,
      },
      { externalId: `${HARBOR}/jobs/private/executive-search`, reason: 'disallowed by robots.txt' },
      { externalId: `${HARBOR}/jobs/broken-page`, reason: `GET ${HARBOR}/jobs/broken-page failed after 3 tries` },
    ]);
    expect(urls().filter((url) => url.endsWith('/robots.txt'))).toHaveLength(1);
    expect(urls().filter((url) => url === forklift)).toHaveLength(1);
    expect(urls()).not.toContain('https://www.harborlane.example/img/forklift.jpg');
  });

  it(`reads at most ${MAX_SITEMAP_PAGES.toLocaleString('en-US')} pages of a urlset`, async () => {
    const sitemap = `${HARBOR}/sitemap.xml`;
    const locs = Array.from({ length: 2005 }, (_, index) => `<url><loc>${HARBOR}/jobs/${index}</loc></url>`).join('');
    const body = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`;
    const { context, urls } = fakeContext({ [sitemap]: body });
    const { skipped } = await jsonLdConnector.listPostings(source(sitemap), context);
    expect(urls().filter((url) => url.includes('/jobs/'))).toHaveLength(MAX_SITEMAP_PAGES);
    expect(skipped[0]).toEqual({
      externalId: null,
      reason: 'sitemap too large: only the first 2,000 of 2,005 pages were read',
    });
  });
});

describe('conditional requests, robots.txt and errors', () => {
  const page = `${HARBOR}/careers/warehouse-shift-lead`;

  it('sends the validators on the first request and answers notModified on 304', async () => {
    const conditional = { etag: '"v1"', lastModified: 'Mon, 03 Feb 2025 10:00:00 GMT' };
    const { context, requests } = fakeContext({ [page]: { status: 304, headers: { etag: '"v1"' } } }, conditional);
    const listing = await jsonLdConnector.listPostings(source(page), context);
    expect(listing).toEqual({
      notModified: true,
      postings: [],
      skipped: [],
      boardName: null,
      etag: '"v1"',
      lastModified: 'Mon, 03 Feb 2025 10:00:00 GMT',
    });
    expect(requests[0]?.headers).not.toHaveProperty('if-none-match');
    expect(requests[1]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Mon, 03 Feb 2025 10:00:00 GMT',
    });
  });

  it('fails on 404 and on other error statuses of the page', async () => {
    await expect(jsonLdConnector.listPostings(source(page), fakeContext({}).context)).rejects.toThrow(
      new SourceError(`The page ${page} was not found (404)`),
    );
    const { context } = fakeContext({ [page]: { status: 503, body: 'busy' } });
    await expect(jsonLdConnector.listPostings(source(page), context)).rejects.toThrow(/answered HTTP 503/);
  });

  it('fails without fetching the page when robots.txt cannot be read (5xx or network)', async () => {
    for (const robots of [{ status: 500, body: 'oops' }, new SourceFetchError('connect ECONNREFUSED', null)]) {
      const { context, urls } = fakeContext({
        [`${HARBOR}/robots.txt`]: robots,
        [page]: fixture('single-posting.html'),
      });
      const poll = jsonLdConnector.listPostings(source(page), context);
      await expect(poll).rejects.toThrow(SourceError);
      await expect(poll).rejects.toThrow(/^robots\.txt of www\.harborlane\.example could not be read/);
      expect(urls()).toEqual([`${HARBOR}/robots.txt`]);
    }
  });

  it('fails when robots.txt disallows the source URL itself', async () => {
    const privatePage = `${HARBOR}/jobs/private/executive-search`;
    const { context, urls } = fakeContext({ [`${HARBOR}/robots.txt`]: fixture('robots.txt') });
    await expect(jsonLdConnector.listPostings(source(privatePage), context)).rejects.toThrow(
      `${privatePage} is disallowed by robots.txt for AgencyScout`,
    );
    expect(urls()).toEqual([`${HARBOR}/robots.txt`]);
  });
});

describe('JSON-LD parsing', () => {
  it('parses JSON-LD leniently and says why it could not', () => {
    expect(parseJsonLd('<![CDATA[ {"a": [1, 2,],} ]]>')).toEqual({ ok: true, value: { a: [1, 2] } });
    const broken = parseJsonLd('{"a": ');
    expect(broken.ok).toBe(false);
  });
});

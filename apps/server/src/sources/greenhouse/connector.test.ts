import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ConnectorContext, type FetchedResponse, SourceError, type SourceRef } from '../types.ts';
import { decodeEscapedHtml, greenhouseConnector } from './connector.ts';

const BASE = 'https://boards-api.test';
const JOBS_URL = `${BASE}/v1/boards/brightwater/jobs?content=true`;
const BOARD_URL = `${BASE}/v1/boards/brightwater`;
const SOURCE: SourceRef = { kind: 'greenhouse', token: 'brightwater', url: 'https://boards.greenhouse.io/brightwater' };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const answer = (status: number, body: string, headers: Record<string, string> = {}): FetchedResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  url: '',
  body,
});

/** A polite client stand-in: answers by URL (unknown URLs 404) and records every request. */
function fakeContext(
  routes: Record<string, FetchedResponse>,
  conditional: ConnectorContext['conditional'] = { etag: null, lastModified: null },
) {
  const requests: Array<{ url: string; headers: Record<string, string> }> = [];
  const context: ConnectorContext = {
    baseUrl: BASE,
    conditional,
    fetch: async (url, options) => {
      requests.push({ url, headers: options?.headers ?? {} });
      return routes[url] ?? answer(404, '{"status":404,"error":"Job not found"}');
    },
    stream: async () => {
      throw new Error('not used');
    },
  };
  return { context, requests };
}

const listOf = (routes: Record<string, FetchedResponse>) =>
  greenhouseConnector.listPostings(SOURCE, fakeContext(routes).context);

describe('greenhouse connector', () => {
  it('reads a board: decoded HTML, departments, remote, dates, board name and validators', async () => {
    const { context, requests } = fakeContext({
      [JOBS_URL]: answer(200, fixture('jobs.json'), {
        etag: 'W/"gh-1"',
        'last-modified': 'Tue, 04 Mar 2025 14:15:00 GMT',
      }),
      [BOARD_URL]: answer(200, fixture('board.json')),
    });
    const listing = await greenhouseConnector.listPostings(SOURCE, context);

    expect(requests.map((request) => request.url)).toEqual([JOBS_URL, BOARD_URL]);
    expect(requests[0]?.headers).toEqual({ Accept: 'application/json' });
    expect(listing).toMatchObject({
      notModified: false,
      boardName: 'Brightwater Logistics',
      etag: 'W/"gh-1"',
      lastModified: 'Tue, 04 Mar 2025 14:15:00 GMT',
    });
    expect(listing.postings).toHaveLength(2);
    expect(listing.postings[0]).toEqual({
      externalId: '4001001',
      title: 'Warehouse Shift Supervisor',
      companyName: 'Brightwater Logistics',
      companyUrl: null,
      location: 'Columbus, OH',
      city: null,
      region: null,
      country: null,
      postalCode: null,
      remote: false,
      description:
        '<p>Lead a team of 12 on the night shift &amp; keep the dock moving.</p><ul><li>Forklift certified</li><li>Caf&eacute; on site</li></ul>',
      employmentType: 'Full-time',
      postedAt: '2025-02-20T13:00:00.000Z',
      url: 'https://boards.greenhouse.io/brightwater/jobs/4001001',
      applyUrl: null,
      pay: null,
      categories: ['Operations'],
    });
    expect(listing.postings[1]).toMatchObject({
      externalId: '4001002',
      remote: true,
      postedAt: null,
      categories: ['Finance'],
    });
    expect(listing.skipped).toEqual([
      { externalId: '4001003', reason: 'no title' },
      { externalId: '4001004', reason: 'invalid posting: departments is not an array' },
    ]);
  });

  it('keeps the poll when the board name cannot be read', async () => {
    const listing = await listOf({ [JOBS_URL]: answer(200, fixture('jobs.json')), [BOARD_URL]: answer(500, 'oops') });
    expect(listing.boardName).toBeNull();
    expect(listing.postings).toHaveLength(2);
  });

  it('sends the previous validators and answers 304 as not modified', async () => {
    const previous = { etag: '"gh-0"', lastModified: 'Mon, 03 Mar 2025 10:00:00 GMT' };
    const { context, requests } = fakeContext({ [JOBS_URL]: answer(304, '', { etag: '"gh-0"' }) }, previous);
    const listing = await greenhouseConnector.listPostings(SOURCE, context);
    expect(requests).toEqual([
      {
        url: JOBS_URL,
        headers: { Accept: 'application/json', 'If-None-Match': '"gh-0"', 'If-Modified-Since': previous.lastModified },
      },
    ]);
    expect(listing).toEqual({
      notModified: true,
      postings: [],
      skipped: [],
      boardName: null,
      etag: '"gh-0"',
      lastModified: previous.lastModified,
    });
  });

  it.each([
    [answer(404, '{"status":404}'), 'Greenhouse board "brightwater" not found (404)'],
    [answer(503, 'busy'), 'Greenhouse answered HTTP 503 for board "brightwater"'],
    [
      answer(200, '<!doctype html><html><body>Sign in</body></html>', { 'content-type': 'text/html' }),
      'Greenhouse answered HTML instead of JSON',
    ],
    [answer(200, '{"jobs": [{"id": 1,'), 'Greenhouse answered malformed JSON'],
    [answer(200, '{"meta": {"total": 0}}'), 'Greenhouse answered a body that is not a job board: jobs is missing'],
    [answer(200, '[]'), 'Greenhouse answered a body that is not a job board: the body is not an object'],
    [answer(200, ''), 'Greenhouse answered an empty body for board "brightwater"'],
  ])('fails the poll with a clear message (%#)', async (response, message) => {
    const poll = listOf({ [JOBS_URL]: response });
    await expect(poll).rejects.toThrow(SourceError);
    await expect(poll).rejects.toThrow(message);
  });

  it('refuses a stored token that no board URL could carry', async () => {
    const poll = greenhouseConnector.listPostings({ ...SOURCE, token: '../admin' }, fakeContext({}).context);
    await expect(poll).rejects.toThrow('Greenhouse board name "../admin" is not valid');
  });

  it.each([
    ['https://boards.greenhouse.io/brightwater', 'brightwater'],
    ['https://boards.greenhouse.io/Brightwater/', 'Brightwater'],
    ['https://job-boards.greenhouse.io/brightwater/jobs/4001001', 'brightwater'],
    ['https://job-boards.eu.greenhouse.io/north_star-2', 'north_star-2'],
    ['https://boards.eu.greenhouse.io/northstar?gh_src=x', 'northstar'],
    ['https://boards.greenhouse.io/embed/job_board?for=brightwater', 'brightwater'],
    ['https://BOARDS.greenhouse.io/?for=brightwater', 'brightwater'],
  ])('recognises %s', (url, token) => {
    expect(greenhouseConnector.tokenFromUrl(new URL(url))).toBe(token);
  });

  it.each([
    'https://boards.greenhouse.io/',
    'https://boards.greenhouse.io/embed/job_board',
    'https://boards.greenhouse.io/embed/job_board?for=bad%20token',
    'https://boards.greenhouse.io/bright%20water',
    'https://www.greenhouse.io/brightwater',
    'https://jobs.lever.co/brightwater',
    'ftp://boards.greenhouse.io/brightwater',
  ])('does not recognise %s', (url) => {
    expect(greenhouseConnector.tokenFromUrl(new URL(url))).toBeNull();
  });
});

describe('decodeEscapedHtml', () => {
  it('undoes one level of escaping', () => {
    expect(decodeEscapedHtml('&lt;p&gt;&quot;A&quot; &amp;amp; B&#39;s &#x2014; &nbsp;&lt;/p&gt;')).toBe(
      '<p>"A" &amp; B\'s — &nbsp;</p>',
    );
  });

  it('replaces references to impossible characters and leaves real HTML alone', () => {
    expect(decodeEscapedHtml('a&#0;b&#xD800;c&#1114112;d')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
    expect(decodeEscapedHtml('<p>5 &lt; 6</p>')).toBe('<p>5 &lt; 6</p>');
  });
});

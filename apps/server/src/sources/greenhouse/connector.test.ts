import { describe, expect, it } from 'vitest';
import {
  jsonAnswer as answer,
  contextFor,
  describeBoardFailures,
  describeTokenFromUrl,
  fixtureReader,
  type Route,
} from '../connector-test-support.ts';
import type { SourceRef } from '../types.ts';
import { decodeEscapedHtml, greenhouseConnector } from './connector.ts';

const BASE = 'https://boards-api.test';
const JOBS_URL = `${BASE}/v1/boards/brightwater/jobs?content=true`;
const BOARD_URL = `${BASE}/v1/boards/brightwater`;
const SOURCE: SourceRef = { kind: 'greenhouse', token: 'brightwater', url: 'https://boards.greenhouse.io/brightwater' };

const fixture = fixtureReader(import.meta.url);

const listOf = (routes: Record<string, Route>) =>
  greenhouseConnector.listPostings(SOURCE, contextFor(BASE, routes).context);

describe('greenhouse connector', () => {
  it('reads a board: decoded HTML, departments, remote, dates, board name and validators', async () => {
    const { context, requests } = contextFor(BASE, {
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

  describeBoardFailures(
    { connector: greenhouseConnector, source: SOURCE, baseUrl: BASE, entryUrl: JOBS_URL },
    {
      previous: { etag: '"gh-0"', lastModified: 'Mon, 03 Mar 2025 10:00:00 GMT' },
      notModifiedHeaders: { etag: '"gh-0"' },
      notFound: [answer(404, '{"status":404}'), 'Greenhouse board "brightwater" not found (404)'],
      httpError: [answer(503, 'busy'), 'Greenhouse answered HTTP 503 for board "brightwater"'],
      html: [
        answer(200, '<!doctype html><html><body>Sign in</body></html>', { 'content-type': 'text/html' }),
        'Greenhouse answered HTML instead of JSON',
      ],
      malformedJson: [answer(200, '{"jobs": [{"id": 1,'), 'Greenhouse answered malformed JSON'],
      more: [
        [answer(200, '{"meta": {"total": 0}}'), 'Greenhouse answered a body that is not a job board: jobs is missing'],
        [answer(200, '[]'), 'Greenhouse answered a body that is not a job board: the body is not an object'],
        [answer(200, ''), 'Greenhouse answered an empty body for board "brightwater"'],
      ],
    },
  );

  it('refuses a stored token that no board URL could carry', async () => {
    const poll = greenhouseConnector.listPostings({ ...SOURCE, token: '../admin' }, contextFor(BASE).context);
    await expect(poll).rejects.toThrow('Greenhouse board name "../admin" is not valid');
  });

  describeTokenFromUrl(
    greenhouseConnector,
    [
      ['https://boards.greenhouse.io/brightwater', 'brightwater'],
      ['https://boards.greenhouse.io/Brightwater/', 'Brightwater'],
      ['https://job-boards.greenhouse.io/brightwater/jobs/4001001', 'brightwater'],
      ['https://job-boards.eu.greenhouse.io/north_star-2', 'north_star-2'],
      ['https://boards.eu.greenhouse.io/northstar?gh_src=x', 'northstar'],
      ['https://boards.greenhouse.io/embed/job_board?for=brightwater', 'brightwater'],
      ['https://BOARDS.greenhouse.io/?for=brightwater', 'brightwater'],
    ],
    [
      'https://boards.greenhouse.io/',
      'https://boards.greenhouse.io/embed/job_board',
      'https://boards.greenhouse.io/embed/job_board?for=bad%20token',
      'https://boards.greenhouse.io/bright%20water',
      'https://www.greenhouse.io/brightwater',
      'https://jobs.lever.co/brightwater',
      'ftp://boards.greenhouse.io/brightwater',
    ],
  );
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

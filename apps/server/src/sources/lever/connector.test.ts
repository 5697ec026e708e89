import { describe, expect, it } from 'vitest';
import {
  jsonAnswer as answer,
  contextFor,
  describeBoardFailures,
  describeTokenFromUrl,
  fixtureReader,
} from '../connector-test-support.ts';
import type { SourceRef } from '../types.ts';
import { LEVER_PAGE_SIZE, leverConnector } from './connector.ts';

const BASE = 'https://api.lever.test';
const pageUrl = (skip: number) => `${BASE}/v0/postings/meadowlark?mode=json&limit=100&skip=${skip}`;
const SOURCE: SourceRef = { kind: 'lever', token: 'meadowlark', url: 'https://jobs.lever.co/meadowlark' };

const fixture = fixtureReader(import.meta.url);

/** `count` postings shaped like the fixture's first one, with ids `{prefix}-{n}`. */
function generatedPage(prefix: string, count: number): string {
  const [template] = JSON.parse(fixture('postings.json')) as Array<Record<string, unknown>>;
  return JSON.stringify(Array.from({ length: count }, (_, n) => ({ ...template, id: `${prefix}-${n}` })));
}

describe('lever connector', () => {
  it('reads a board: title, categories, lists, pay, remote, epoch dates', async () => {
    const { context, requests } = contextFor(BASE, {
      [pageUrl(0)]: answer(200, fixture('postings.json'), { etag: '"lv-1"' }),
    });
    const listing = await leverConnector.listPostings(SOURCE, context);

    expect(requests.map((request) => request.url)).toEqual([pageUrl(0)]);
    expect(listing).toMatchObject({ notModified: false, boardName: null, etag: '"lv-1"', lastModified: null });
    expect(listing.postings[0]).toEqual({
      externalId: '7c1f3a52-0d4e-4b8a-9f3e-21a6b5c0d901',
      title: 'Licensed Practical Nurse (Nights)',
      companyName: null,
      companyUrl: null,
      location: 'Tulsa, OK',
      city: null,
      region: null,
      country: 'US',
      postalCode: null,
      remote: false,
      description:
        '<div><b>Meadowlark Care Homes</b> is hiring night-shift LPNs.</div>\n' +
        "<h3>What you'll do</h3><ul><li>Pass medications</li><li>Chart in PointClickCare</li></ul>\n" +
        '<h3>Pay &amp; perks</h3><ul><li>Shift differential</li></ul>\n<div>EOE</div>',
      employmentType: 'Full-time',
      postedAt: new Date(1740733200000),
      url: 'https://jobs.lever.co/meadowlark/7c1f3a52-0d4e-4b8a-9f3e-21a6b5c0d901',
      applyUrl: 'https://jobs.lever.co/meadowlark/7c1f3a52-0d4e-4b8a-9f3e-21a6b5c0d901/apply',
      pay: { min: 27, max: 33.5, currency: 'USD', period: 'per-hour-wage', text: 'Plus night differential' },
      categories: ['Clinical', 'Skilled Nursing'],
    });
    expect(listing.postings[1]).toMatchObject({
      location: 'Remote - US / Tulsa, OK',
      remote: true,
      postedAt: null,
      employmentType: 'Contract',
      pay: null,
      categories: ['Operations'],
    });
    expect(listing.skipped).toEqual([{ externalId: 'e2d1c0b9-a887-4665-9443-3221100ffeed', reason: 'no title' }]);
  });

  it('pages with skip until a page is shorter than the limit; only the first request is conditional', async () => {
    const previous = { etag: '"lv-0"', lastModified: null };
    const { context, requests } = contextFor(
      BASE,
      {
        [pageUrl(0)]: answer(200, generatedPage('a', LEVER_PAGE_SIZE), { etag: '"lv-2"' }),
        [pageUrl(100)]: answer(200, generatedPage('b', LEVER_PAGE_SIZE), { etag: '"other"' }),
        [pageUrl(200)]: answer(200, generatedPage('c', 1)),
      },
      previous,
    );
    const listing = await leverConnector.listPostings(SOURCE, context);
    expect(requests.map((request) => request.url)).toEqual([pageUrl(0), pageUrl(100), pageUrl(200)]);
    expect(requests.map((request) => request.headers['If-None-Match'] ?? null)).toEqual(['"lv-0"', null, null]);
    expect(listing.postings).toHaveLength(201);
    expect(listing.etag).toBe('"lv-2"');
  });

  it('stops when a board ignores skip and repeats its first page', async () => {
    const full = answer(200, generatedPage('a', LEVER_PAGE_SIZE));
    const { context, requests } = contextFor(BASE, { [pageUrl(0)]: full, [pageUrl(100)]: full });
    const listing = await leverConnector.listPostings(SOURCE, context);
    expect(requests).toHaveLength(2);
    expect(listing.postings).toHaveLength(LEVER_PAGE_SIZE);
  });

  describeBoardFailures(
    { connector: leverConnector, source: SOURCE, baseUrl: BASE, entryUrl: pageUrl(0) },
    {
      previous: { etag: null, lastModified: 'Fri, 28 Feb 2025 09:00:00 GMT' },
      notFound: [answer(404, '{"ok":false,"error":"Document not found"}'), 'Lever board "meadowlark" not found (404)'],
      httpError: [answer(429, ''), 'Lever answered HTTP 429 for board "meadowlark"'],
      html: [answer(200, '<html><body>Jobs at Meadowlark</body></html>'), 'Lever answered HTML instead of JSON'],
      malformedJson: [answer(200, '[{"id": "x", "text": }]'), 'Lever answered malformed JSON'],
      more: [[answer(200, '{"ok": true}'), 'Lever answered a body that is not a job board: the body is not an array']],
    },
  );

  describeTokenFromUrl(
    leverConnector,
    [
      ['https://jobs.lever.co/meadowlark', 'meadowlark'],
      ['https://jobs.lever.co/meadowlark/', 'meadowlark'],
      ['https://jobs.lever.co/meadowlark/7c1f3a52-0d4e-4b8a-9f3e-21a6b5c0d901/apply', 'meadowlark'],
      ['https://jobs.eu.lever.co/MeadowLark?lever-origin=applied', 'MeadowLark'],
    ],
    [
      'https://jobs.lever.co/',
      'https://lever.co/meadowlark',
      'https://api.lever.co/v0/postings/meadowlark',
      'https://jobs.lever.co.evil.example/meadowlark',
      'https://jobs.lever.co/meadow%20lark',
    ],
  );
});

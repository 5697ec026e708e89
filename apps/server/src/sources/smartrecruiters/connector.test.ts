import { describe, expect, it } from 'vitest';
import {
  jsonAnswer as answer,
  contextFor,
  describeBoardFailures,
  describeTokenFromUrl,
  fixtureReader,
  type Route,
} from '../connector-test-support.ts';
import { SourceFetchError, type SourceRef } from '../types.ts';
import { smartrecruitersConnector } from './connector.ts';

const BASE = 'https://api.smartrecruiters.test';
const POSTINGS = `${BASE}/v1/companies/TallgrassFoods/postings`;
const pageUrl = (offset: number) => `${POSTINGS}?limit=100&offset=${offset}`;
const SOURCE: SourceRef = {
  kind: 'smartrecruiters',
  token: 'TallgrassFoods',
  url: 'https://careers.smartrecruiters.com/TallgrassFoods',
};

const fixture = fixtureReader(import.meta.url);

const BOARD: Record<string, Route> = {
  [pageUrl(0)]: answer(200, fixture('postings-page-1.json'), { etag: '"sr-1"' }),
  [pageUrl(2)]: answer(200, fixture('postings-page-2.json'), { etag: '"sr-2"' }),
  [`${POSTINGS}/744000012345678`]: answer(200, fixture('posting-744000012345678.json')),
  [`${POSTINGS}/744000012345680`]: answer(200, fixture('posting-744000012345680.json')),
  [`${POSTINGS}/744000012345681`]: answer(500, '{"message":"Internal error"}'),
};

describe('smartrecruiters connector', () => {
  it('pages by totalFound, reads each description, and keeps a posting whose details fail', async () => {
    const previous = { etag: '"sr-0"', lastModified: null };
    const { context, requests } = contextFor(BASE, BOARD, previous);
    const listing = await smartrecruitersConnector.listPostings(SOURCE, context);

    expect(requests.map((request) => request.url)).toEqual([
      pageUrl(0),
      pageUrl(2),
      `${POSTINGS}/744000012345678`,
      `${POSTINGS}/744000012345680`,
      `${POSTINGS}/744000012345681`,
    ]);
    expect(requests.map((request) => request.headers['If-None-Match'] ?? null)).toEqual([
      '"sr-0"',
      null,
      null,
      null,
      null,
    ]);
    expect(requests.every((request) => request.headers.Accept === 'application/json')).toBe(true);
    expect(listing).toMatchObject({ notModified: false, boardName: null, etag: '"sr-1"', lastModified: null });
    expect(listing.postings[0]).toEqual({
      externalId: '744000012345678',
      title: 'Forklift Operator - 2nd Shift',
      companyName: 'Tallgrass Foods',
      companyUrl: null,
      location: 'Omaha, NE, us',
      city: 'Omaha',
      region: 'NE',
      country: 'us',
      postalCode: '68102',
      remote: false,
      description:
        '<h3>Company Description</h3><p>Tallgrass Foods packs granola for grocers in 30 states.</p>\n' +
        '<h3>Job Description</h3><p>Load trailers &amp; stage outbound pallets.</p>\n' +
        '<h3>Qualifications</h3><ul><li>Sit-down forklift experience</li></ul>',
      employmentType: 'Full-time',
      postedAt: '2025-02-27T14:05:09.120Z',
      url: 'https://jobs.smartrecruiters.com/TallgrassFoods/744000012345678-forklift-operator-2nd-shift',
      applyUrl: 'https://jobs.smartrecruiters.com/TallgrassFoods/744000012345678-forklift-operator-2nd-shift?oga=true',
      pay: null,
      categories: ['Distribution', 'Logistics'],
      details: { state: 'read', fingerprint: expect.stringMatching(/^[0-9a-f]{40}$/) },
    });
    expect(listing.postings[1]).toMatchObject({
      externalId: '744000012345680',
      remote: true,
      postedAt: null,
      description: '<h3>Role &amp; Team</h3><p>Hire 200 seasonal packers.</p>',
      categories: ['People'],
    });
    expect(listing.postings[2]).toMatchObject({
      externalId: '744000012345681',
      title: 'Night Auditor',
      description: null,
      url: 'https://jobs.smartrecruiters.com/TallgrassFoods/744000012345681',
      applyUrl: null,
      details: { state: 'pending' },
    });
    expect(listing.detailsPending).toBe(0);
    expect(listing.skipped).toEqual([{ externalId: '744000012345679', reason: 'no title' }]);
  });

  it('keeps postings when a detail request fails at the network level', async () => {
    const failing = () => {
      throw new SourceFetchError('connect ECONNRESET', null);
    };
    const routes = { ...BOARD, [`${POSTINGS}/744000012345678`]: failing };
    const listing = await smartrecruitersConnector.listPostings(SOURCE, contextFor(BASE, routes).context);
    expect(listing.postings.map((posting) => posting.description === null)).toEqual([true, false, true]);
  });

  it('reads details within the budget, new postings first, and none for an entry unchanged since its last read', async () => {
    const first = await smartrecruitersConnector.listPostings(SOURCE, contextFor(BASE, BOARD).context);
    const fingerprintOf = (index: number) => {
      const details = first.postings[index]?.details;
      return details?.state === 'read' ? details.fingerprint : '';
    };
    // 678 was read for its current entry, 680 for an older entry, 681 never: 681 goes first, one detail allowed.
    const read = new Map([
      ['744000012345678', fingerprintOf(0)],
      ['744000012345680', 'an older entry'],
    ]);
    const { context, requests } = contextFor(BASE, BOARD);
    const listing = await smartrecruitersConnector.listPostings(SOURCE, { ...context, details: { read, perPoll: 1 } });
    expect(requests.map((request) => request.url)).toEqual([pageUrl(0), pageUrl(2), `${POSTINGS}/744000012345681`]);
    expect(listing.postings.map((posting) => posting.details?.state)).toEqual(['unchanged', 'pending', 'pending']);
    expect(listing.postings[0]?.description).toBeNull();
    expect(listing.detailsPending).toBe(1);
  });

  describeBoardFailures(
    { connector: smartrecruitersConnector, source: SOURCE, baseUrl: BASE, entryUrl: pageUrl(0) },
    {
      previous: { etag: '"sr-1"', lastModified: 'Thu, 27 Feb 2025 14:05:09 GMT' },
      notFound: [answer(404, '{"message":"Not found"}'), 'SmartRecruiters board "TallgrassFoods" not found (404)'],
      httpError: [answer(502, ''), 'SmartRecruiters answered HTTP 502 for board "TallgrassFoods"'],
      html: [answer(200, '<html>Maintenance</html>'), 'SmartRecruiters answered HTML instead of JSON'],
      malformedJson: [answer(200, '{"totalFound": 1, "content": [{]}'), 'SmartRecruiters answered malformed JSON'],
      more: [
        [
          answer(200, '{"content": []}'),
          'SmartRecruiters answered a body that is not a job board: totalFound is missing',
        ],
      ],
    },
  );

  it('fails the poll when a later page is broken', async () => {
    const routes = { ...BOARD, [pageUrl(2)]: answer(200, '<html>Error</html>') };
    const poll = smartrecruitersConnector.listPostings(SOURCE, contextFor(BASE, routes).context);
    await expect(poll).rejects.toThrow('SmartRecruiters answered HTML instead of JSON');
  });

  describeTokenFromUrl(
    smartrecruitersConnector,
    [
      ['https://jobs.smartrecruiters.com/TallgrassFoods', 'TallgrassFoods'],
      ['https://careers.smartrecruiters.com/TallgrassFoods/', 'TallgrassFoods'],
      ['https://jobs.smartrecruiters.com/TallgrassFoods/744000012345678-forklift-operator', 'TallgrassFoods'],
    ],
    [
      'https://jobs.smartrecruiters.com/',
      'https://www.smartrecruiters.com/TallgrassFoods',
      'https://api.smartrecruiters.com/v1/companies/TallgrassFoods/postings',
      'https://careers.smartrecruiters.com/Tallgrass%20Foods',
    ],
  );
});

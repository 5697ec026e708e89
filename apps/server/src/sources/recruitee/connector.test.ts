import { describe, expect, it } from 'vitest';
import {
  jsonAnswer as answer,
  contextFor,
  describeBoardFailures,
  describeTokenFromUrl,
  fixtureReader,
} from '../connector-test-support.ts';
import type { SourceRef } from '../types.ts';
import { recruiteeConnector } from './connector.ts';

const TEMPLATE = 'http://127.0.0.1:4010/recruitee/{company}';
const OFFERS_URL = 'http://127.0.0.1:4010/recruitee/ironbridge/api/offers/';
const SOURCE: SourceRef = { kind: 'recruitee', token: 'ironbridge', url: 'https://ironbridge.recruitee.com/' };

const fixture = fixtureReader(import.meta.url);

describe('recruitee connector', () => {
  it('reads a careers site: places, salary, remote, published offers only', async () => {
    const { context, requests } = contextFor(TEMPLATE, {
      [OFFERS_URL]: answer(200, fixture('offers.json'), { etag: '"rc-1"' }),
    });
    const listing = await recruiteeConnector.listPostings(SOURCE, context);

    expect(requests).toEqual([{ url: OFFERS_URL, headers: { Accept: 'application/json' } }]);
    expect(listing).toMatchObject({ notModified: false, boardName: null, etag: '"rc-1"', lastModified: null });
    expect(listing.postings).toHaveLength(2);
    expect(listing.postings[0]).toEqual({
      externalId: '1820451',
      title: 'CNC Machinist',
      companyName: 'Ironbridge Fabrication',
      companyUrl: null,
      location: 'Wichita, Kansas, United States',
      city: 'Wichita',
      region: 'KS',
      country: 'US',
      postalCode: '67202',
      remote: false,
      description: '<p>Run 5-axis mills for aerospace brackets.</p>\n<ul><li>3 years on Haas or Mazak</li></ul>',
      employmentType: 'fulltime',
      postedAt: '2025-02-18T15:42:10.000Z',
      url: 'https://ironbridge.recruitee.com/o/cnc-machinist',
      applyUrl: 'https://ironbridge.recruitee.com/o/cnc-machinist/c/new',
      pay: { min: 26, max: 34, currency: 'USD', period: 'hour', text: null },
      categories: ['Machining'],
    });
    expect(listing.postings[1]).toMatchObject({
      externalId: '1820452',
      location: 'Hutchinson, KS, US',
      remote: true,
      postedAt: null,
      pay: null,
      applyUrl: null,
    });
    expect(listing.skipped).toEqual([
      { externalId: '1820454', reason: 'no title' },
      { externalId: '1820455', reason: 'invalid posting: salary is not an object' },
    ]);
  });

  it('puts the company into the default host template', async () => {
    const url = 'https://ironbridge.recruitee.com/api/offers/';
    const { context, requests } = contextFor('https://{company}.recruitee.com', {
      [url]: answer(200, '{"offers": []}'),
    });
    const listing = await recruiteeConnector.listPostings(SOURCE, context);
    expect(requests.map((request) => request.url)).toEqual([url]);
    expect(listing.postings).toEqual([]);
  });

  describeBoardFailures(
    { connector: recruiteeConnector, source: SOURCE, baseUrl: TEMPLATE, entryUrl: OFFERS_URL },
    {
      previous: { etag: '"rc-1"', lastModified: 'Tue, 18 Feb 2025 15:42:10 GMT' },
      notFound: [answer(404, '{"error":"Not found"}'), 'Recruitee board "ironbridge" not found (404)'],
      httpError: [answer(500, ''), 'Recruitee answered HTTP 500 for board "ironbridge"'],
      html: [answer(200, '<!DOCTYPE html><html lang="en"></html>'), 'Recruitee answered HTML instead of JSON'],
      malformedJson: [answer(200, '{"offers": [{"id": 1, "title": "x"]}'), 'Recruitee answered malformed JSON'],
      more: [
        [answer(200, '{"offers": null}'), 'Recruitee answered a body that is not a job board: offers is not an array'],
      ],
    },
  );

  it('refuses a company name that would change the host', async () => {
    const poll = recruiteeConnector.listPostings({ ...SOURCE, token: 'evil.example' }, contextFor(TEMPLATE).context);
    await expect(poll).rejects.toThrow('Recruitee board name "evil.example" is not valid');
  });

  describeTokenFromUrl(
    recruiteeConnector,
    [
      ['https://ironbridge.recruitee.com/', 'ironbridge'],
      ['https://ironbridge.recruitee.com/o/cnc-machinist', 'ironbridge'],
      ['https://Iron-Bridge.recruitee.com', 'iron-bridge'],
    ],
    [
      'https://recruitee.com/',
      'https://www.recruitee.com/ironbridge',
      'https://app.recruitee.com/#/offers',
      'https://a.b.recruitee.com/',
      'https://ironbridge.recruitee.com.example.net/',
      'https://ironbridge.example.com/careers',
    ],
  );
});

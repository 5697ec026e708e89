import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ConnectorContext, type FetchedResponse, SourceError, type SourceRef } from '../types.ts';
import { recruiteeConnector } from './connector.ts';

const TEMPLATE = 'http://127.0.0.1:4010/recruitee/{company}';
const OFFERS_URL = 'http://127.0.0.1:4010/recruitee/ironbridge/api/offers/';
const SOURCE: SourceRef = { kind: 'recruitee', token: 'ironbridge', url: 'https://ironbridge.recruitee.com/' };

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
  baseUrl = TEMPLATE,
) {
  const requests: Array<{ url: string; headers: Record<string, string> }> = [];
  const context: ConnectorContext = {
    baseUrl,
    conditional,
    fetch: async (url, options) => {
      requests.push({ url, headers: options?.headers ?? {} });
      return routes[url] ?? answer(404, '{"error":"Not found"}');
    },
    stream: async () => {
      throw new Error('not used');
    },
  };
  return { context, requests };
}

describe('recruitee connector', () => {
  it('reads a careers site: places, salary, remote, published offers only', async () => {
    const { context, requests } = fakeContext({
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
    const { context, requests } = fakeContext(
      { [url]: answer(200, '{"offers": []}') },
      undefined,
      'https://{company}.recruitee.com',
    );
    const listing = await recruiteeConnector.listPostings(SOURCE, context);
    expect(requests.map((request) => request.url)).toEqual([url]);
    expect(listing.postings).toEqual([]);
  });

  it('sends the previous validators and answers 304 as not modified', async () => {
    const previous = { etag: '"rc-1"', lastModified: 'Tue, 18 Feb 2025 15:42:10 GMT' };
    const { context, requests } = fakeContext({ [OFFERS_URL]: answer(304, '') }, previous);
    const listing = await recruiteeConnector.listPostings(SOURCE, context);
    expect(requests[0]?.headers).toEqual({
      Accept: 'application/json',
      'If-None-Match': '"rc-1"',
      'If-Modified-Since': previous.lastModified,
    });
    expect(listing).toEqual({ notModified: true, postings: [], skipped: [], boardName: null, ...previous });
  });

  it.each([
    [answer(404, '{"error":"Not found"}'), 'Recruitee board "ironbridge" not found (404)'],
    [answer(500, ''), 'Recruitee answered HTTP 500 for board "ironbridge"'],
    [answer(200, '<!DOCTYPE html><html lang="en"></html>'), 'Recruitee answered HTML instead of JSON'],
    [answer(200, '{"offers": [{"id": 1, "title": "x"]}'), 'Recruitee answered malformed JSON'],
    [answer(200, '{"offers": null}'), 'Recruitee answered a body that is not a job board: offers is not an array'],
  ])('fails the poll with a clear message (%#)', async (response, message) => {
    const poll = recruiteeConnector.listPostings(SOURCE, fakeContext({ [OFFERS_URL]: response }).context);
    await expect(poll).rejects.toThrow(SourceError);
    await expect(poll).rejects.toThrow(message);
  });

  it('refuses a company name that would change the host', async () => {
    const poll = recruiteeConnector.listPostings({ ...SOURCE, token: 'evil.example' }, fakeContext({}).context);
    await expect(poll).rejects.toThrow('Recruitee board name "evil.example" is not valid');
  });

  it.each([
    ['https://ironbridge.recruitee.com/', 'ironbridge'],
    ['https://ironbridge.recruitee.com/o/cnc-machinist', 'ironbridge'],
    ['https://Iron-Bridge.recruitee.com', 'iron-bridge'],
  ])('recognises %s', (url, token) => {
    expect(recruiteeConnector.tokenFromUrl(new URL(url))).toBe(token);
  });

  it.each([
    'https://recruitee.com/',
    'https://www.recruitee.com/ironbridge',
    'https://app.recruitee.com/#/offers',
    'https://a.b.recruitee.com/',
    'https://ironbridge.recruitee.com.example.net/',
    'https://ironbridge.example.com/careers',
  ])('does not recognise %s', (url) => {
    expect(recruiteeConnector.tokenFromUrl(new URL(url))).toBeNull();
  });
});

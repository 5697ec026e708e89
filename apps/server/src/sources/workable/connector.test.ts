import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ConnectorContext, type FetchedResponse, SourceError, type SourceRef } from '../types.ts';
import { workableConnector } from './connector.ts';

const BASE = 'https://apply.workable.test';
const ACCOUNT_URL = `${BASE}/api/v1/widget/accounts/harborview?details=true`;
const SOURCE: SourceRef = { kind: 'workable', token: 'harborview', url: 'https://apply.workable.com/harborview' };

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
      return routes[url] ?? answer(404, '{"error":"Not found"}');
    },
    stream: async () => {
      throw new Error('not used');
    },
  };
  return { context, requests };
}

describe('workable connector', () => {
  it('reads an account: name, places, telecommuting, dates, unreadable jobs', async () => {
    const { context, requests } = fakeContext({
      [ACCOUNT_URL]: answer(200, fixture('account.json'), { etag: '"wk"' }),
    });
    const listing = await workableConnector.listPostings(SOURCE, context);

    expect(requests).toEqual([{ url: ACCOUNT_URL, headers: { Accept: 'application/json' } }]);
    expect(listing).toMatchObject({ notModified: false, boardName: 'Harborview Dental Group', etag: '"wk"' });
    expect(listing.postings).toEqual([
      {
        externalId: '5E1A2B3C4D',
        title: 'Dental Hygienist',
        companyName: null,
        companyUrl: null,
        location: 'Mobile, Alabama, United States',
        city: 'Mobile',
        region: 'Alabama',
        country: 'United States',
        postalCode: null,
        remote: false,
        description: '<p>Three days a week, no weekends.</p>',
        employmentType: 'Part-time',
        postedAt: '2025-02-10T00:00:00.000Z',
        url: 'https://apply.workable.com/j/5E1A2B3C4D',
        applyUrl: 'https://apply.workable.com/j/5E1A2B3C4D/apply',
        pay: null,
        categories: ['Clinical'],
      },
      expect.objectContaining({
        externalId: '7F8E9D0C1B',
        location: 'Pensacola, Florida, United States',
        remote: true,
        postedAt: null,
        url: 'https://apply.workable.com/j/7F8E9D0C1B',
        categories: [],
      }),
    ]);
    expect(listing.skipped).toEqual([
      { externalId: '0A0A0A0A0A', reason: 'no title' },
      { externalId: null, reason: 'no id' },
    ]);
  });

  it('sends the previous validators and answers 304 as not modified', async () => {
    const previous = { etag: '"wk"', lastModified: null };
    const { context, requests } = fakeContext({ [ACCOUNT_URL]: answer(304, '') }, previous);
    const listing = await workableConnector.listPostings(SOURCE, context);
    expect(requests[0]?.headers).toEqual({ Accept: 'application/json', 'If-None-Match': '"wk"' });
    expect(listing).toEqual({
      notModified: true,
      postings: [],
      skipped: [],
      boardName: null,
      etag: '"wk"',
      lastModified: null,
    });
  });

  it.each([
    [answer(404, '{"error":"Not found"}'), 'Workable board "harborview" not found (404)'],
    [answer(403, 'Forbidden'), 'Workable answered HTTP 403 for board "harborview"'],
    [answer(200, '<html><head><title>Careers</title></head></html>'), 'Workable answered HTML instead of JSON'],
    [answer(200, 'jobs: []', { 'content-type': 'text/html' }), 'Workable answered HTML instead of JSON'],
    [answer(200, '{"name": "Harborview", "jobs": [,]}'), 'Workable answered malformed JSON'],
    [answer(200, '{"name": "Harborview"}'), 'Workable answered a body that is not a job board: jobs is missing'],
  ])('fails the poll with a clear message (%#)', async (response, message) => {
    const poll = workableConnector.listPostings(SOURCE, fakeContext({ [ACCOUNT_URL]: response }).context);
    await expect(poll).rejects.toThrow(SourceError);
    await expect(poll).rejects.toThrow(message);
  });

  it.each([
    ['https://apply.workable.com/harborview', 'harborview'],
    ['https://apply.workable.com/harborview/j/5E1A2B3C4D/', 'harborview'],
    ['https://harborview.workable.com/', 'harborview'],
    ['https://Harborview.workable.com/jobs/123456', 'harborview'],
  ])('recognises %s', (url, token) => {
    expect(workableConnector.tokenFromUrl(new URL(url))).toBe(token);
  });

  it.each([
    'https://apply.workable.com/',
    'https://apply.workable.com/j/5E1A2B3C4D',
    'https://www.workable.com/harborview',
    'https://workable.com/harborview',
    'https://jobs.workable.com/view/abc',
    'https://a.b.workable.com/',
    'https://harborview.workable.com.example.net/',
  ])('does not recognise %s', (url) => {
    expect(workableConnector.tokenFromUrl(new URL(url))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  jsonAnswer as answer,
  contextFor,
  describeBoardFailures,
  describeTokenFromUrl,
  fixtureReader,
} from '../connector-test-support.ts';
import type { SourceRef } from '../types.ts';
import { workableConnector } from './connector.ts';

const BASE = 'https://apply.workable.test';
const ACCOUNT_URL = `${BASE}/api/v1/widget/accounts/harborview?details=true`;
const SOURCE: SourceRef = { kind: 'workable', token: 'harborview', url: 'https://apply.workable.com/harborview' };

const fixture = fixtureReader(import.meta.url);

describe('workable connector', () => {
  it('reads an account: name, places, telecommuting, dates, unreadable jobs', async () => {
    const { context, requests } = contextFor(BASE, {
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

  describeBoardFailures(
    { connector: workableConnector, source: SOURCE, baseUrl: BASE, entryUrl: ACCOUNT_URL },
    {
      previous: { etag: '"wk"', lastModified: null },
      notFound: [answer(404, '{"error":"Not found"}'), 'Workable board "harborview" not found (404)'],
      httpError: [answer(403, 'Forbidden'), 'Workable answered HTTP 403 for board "harborview"'],
      html: [answer(200, '<html><head><title>Careers</title></head></html>'), 'Workable answered HTML instead of JSON'],
      malformedJson: [answer(200, '{"name": "Harborview", "jobs": [,]}'), 'Workable answered malformed JSON'],
      more: [
        [answer(200, 'jobs: []', { 'content-type': 'text/html' }), 'Workable answered HTML instead of JSON'],
        [answer(200, '{"name": "Harborview"}'), 'Workable answered a body that is not a job board: jobs is missing'],
      ],
    },
  );

  describeTokenFromUrl(
    workableConnector,
    [
      ['https://apply.workable.com/harborview', 'harborview'],
      ['https://apply.workable.com/harborview/j/5E1A2B3C4D/', 'harborview'],
      ['https://harborview.workable.com/', 'harborview'],
      ['https://Harborview.workable.com/jobs/123456', 'harborview'],
    ],
    [
      'https://apply.workable.com/',
      'https://apply.workable.com/j/5E1A2B3C4D',
      'https://www.workable.com/harborview',
      'https://workable.com/harborview',
      'https://jobs.workable.com/view/abc',
      'https://a.b.workable.com/',
      'https://harborview.workable.com.example.net/',
    ],
  );
});

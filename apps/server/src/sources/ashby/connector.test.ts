import { describe, expect, it } from 'vitest';
import {
  jsonAnswer as answer,
  contextFor,
  describeBoardFailures,
  describeTokenFromUrl,
  fixtureReader,
} from '../connector-test-support.ts';
import type { SourceRef } from '../types.ts';
import { ashbyConnector } from './connector.ts';

const BASE = 'https://api.ashby.test';
const BOARD_URL = `${BASE}/posting-api/job-board/copperline?includeCompensation=true`;
const SOURCE: SourceRef = { kind: 'ashby', token: 'copperline', url: 'https://jobs.ashbyhq.com/copperline' };

const fixture = fixtureReader(import.meta.url);

describe('ashby connector', () => {
  it('reads a board: address, salary component, tier summary, remote, unlisted and unreadable postings', async () => {
    const { context, requests } = contextFor(BASE, {
      [BOARD_URL]: answer(200, fixture('job-board.json'), { 'last-modified': 'Wed, 15 Jan 2025 18:00:00 GMT' }),
    });
    const listing = await ashbyConnector.listPostings(SOURCE, context);

    expect(requests).toEqual([{ url: BOARD_URL, headers: { Accept: 'application/json' } }]);
    expect(listing).toMatchObject({ notModified: false, etag: null, lastModified: 'Wed, 15 Jan 2025 18:00:00 GMT' });
    expect(listing.postings).toHaveLength(2);
    expect(listing.postings[0]).toEqual({
      externalId: '3f6d2a10-8b7c-4e59-a1d2-5c4b3a291801',
      title: 'Field Service Technician',
      companyName: null,
      companyUrl: null,
      location: 'Reno, NV',
      city: 'Reno',
      region: 'Nevada',
      country: 'USA',
      postalCode: '89501',
      remote: false,
      description: '<p>Install and repair solar inverters for Copperline Energy customers.</p>',
      employmentType: 'FullTime',
      postedAt: '2025-01-15T17:30:00.000Z',
      url: 'https://jobs.ashbyhq.com/copperline/3f6d2a10-8b7c-4e59-a1d2-5c4b3a291801',
      applyUrl: 'https://jobs.ashbyhq.com/copperline/3f6d2a10-8b7c-4e59-a1d2-5c4b3a291801/application',
      pay: { min: 85000, max: 105000, currency: 'USD', period: '1 YEAR', text: '$85K – $105K • 0.01% – 0.05%' },
      categories: ['Service', 'Field Operations'],
    });
    expect(listing.postings[1]).toMatchObject({
      externalId: 'https://jobs.ashbyhq.com/copperline/b7e1c4d2-1111-4c2a-9d3e-0a1b2c3d4e02',
      remote: true,
      description: 'Route 40 technicians a day.',
      postedAt: null,
      pay: { min: null, max: null, currency: null, period: null, text: '$40 – $48 per hour' },
      categories: ['Operations'],
    });
    expect(listing.skipped).toEqual([
      { externalId: '9a8b7c6d-0000-4000-8000-000000000004', reason: 'no title' },
      { externalId: null, reason: 'no id' },
    ]);
  });

  describeBoardFailures(
    { connector: ashbyConnector, source: SOURCE, baseUrl: BASE, entryUrl: BOARD_URL },
    {
      previous: { etag: '"ab-7"', lastModified: 'Wed, 15 Jan 2025 18:00:00 GMT' },
      notModifiedHeaders: { etag: '"ab-7"' },
      notFound: [answer(404, '{"success":false}'), 'Ashby board "copperline" not found (404)'],
      httpError: [answer(500, '{}'), 'Ashby answered HTTP 500 for board "copperline"'],
      html: [answer(200, '  <!DOCTYPE html><title>Jobs</title>'), 'Ashby answered HTML instead of JSON'],
      malformedJson: [answer(200, '{"apiVersion": "1", "jobs": [}'), 'Ashby answered malformed JSON'],
      more: [
        [answer(200, '{"apiVersion": "1"}'), 'Ashby answered a body that is not a job board: jobs is missing'],
        [
          answer(200, '{"jobs": {"title": "x"}}'),
          'Ashby answered a body that is not a job board: jobs is not an array',
        ],
      ],
    },
  );

  describeTokenFromUrl(
    ashbyConnector,
    [
      ['https://jobs.ashbyhq.com/copperline', 'copperline'],
      ['https://jobs.ashbyhq.com/Copperline.Energy/', 'Copperline.Energy'],
      ['https://jobs.ashbyhq.com/copperline/3f6d2a10-8b7c-4e59-a1d2-5c4b3a291801/application', 'copperline'],
    ],
    [
      'https://jobs.ashbyhq.com/',
      'https://ashbyhq.com/copperline',
      'https://api.ashbyhq.com/posting-api/job-board/copperline',
      'https://jobs.ashbyhq.com/copper%20line',
      'https://jobs.ashbyhq.com/..',
    ],
  );
});

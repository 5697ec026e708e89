/**
 * The one normalisation of polled postings (issue #28 'Connectors', 'Bad input'): the feed importer's rules applied
 * to what boards publish — pay periods in each provider's words, employment-type words, places, dates, sanitised
 * HTML — and the lead key that makes one job from two sources one lead.
 */
import { describe, expect, it } from 'vitest';
import { canonicalPostingUrl, normalisePosting } from './normalise-posting.ts';
import type { SourcePosting } from './types.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const context = {
  companyName: 'Northwind Traders',
  careersPageUrl: 'https://boards.greenhouse.io/northwind',
  now: NOW,
};

function posting(fields: Partial<SourcePosting> = {}): SourcePosting {
  return {
    externalId: '101',
    title: 'Forklift Operator',
    companyName: null,
    companyUrl: null,
    location: 'Dayton, OH',
    city: null,
    region: null,
    country: null,
    postalCode: null,
    remote: false,
    description: '<p>Drive forklifts.</p>',
    employmentType: null,
    postedAt: '2026-11-20T09:00:00Z',
    url: 'https://boards.greenhouse.io/northwind/jobs/101',
    applyUrl: null,
    pay: null,
    categories: [],
    ...fields,
  };
}

function draftOf(fields: Partial<SourcePosting>) {
  const result = normalisePosting(posting(fields), context);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('normalisePosting', () => {
  it('places the posting, takes the source company and the board as careers page, keeps the board date', () => {
    const { draft, notes } = draftOf({});
    expect(draft).toMatchObject({
      title: 'Forklift Operator',
      city: 'Dayton',
      state: 'OH',
      country: 'US',
      placement: 'city',
      careersPageUrl: 'https://boards.greenhouse.io/northwind',
      sourceUrl: 'https://boards.greenhouse.io/northwind/jobs/101',
      sourceId: '101',
    });
    expect(draft.company?.name).toBe('Northwind Traders');
    expect(draft.postedAt?.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(notes).toEqual([]);
  });

  it.each([
    [
      'Lever per-year-salary',
      { min: 90_000, max: 110_000, currency: 'USD', period: 'per-year-salary', text: null },
      { minSalary: 90_000, maxSalary: 110_000 },
    ],
    [
      'Ashby 1 HOUR',
      { min: 24, max: 28, currency: 'USD', period: '1 HOUR', text: null },
      { hourlyPayMin: 24, hourlyPayMax: 28 },
    ],
    [
      'schema.org MONTH',
      { min: 5000, max: 6000, currency: 'CAD', period: 'MONTH', text: null },
      { minSalary: 60_000, maxSalary: 72_000 },
    ],
    [
      'a text summary',
      { min: null, max: null, currency: null, period: null, text: '$25 - $30 an hour' },
      { hourlyPayMin: 25, hourlyPayMax: 30 },
    ],
  ] as const)('reads pay: %s', (_name, pay, expected) => {
    expect(draftOf({ pay }).draft).toMatchObject(expected);
  });

  it('leaves out implausible pay and an unknown period with a note instead of guessing', () => {
    const { draft, notes } = draftOf({ pay: { min: 5, max: 9, currency: 'USD', period: 'one-time', text: null } });
    expect(draft.hourlyPayMin).toBeNull();
    expect(notes.map((note) => (typeof note === 'string' ? note : note.kind))).toContain(
      'salary left out: pay period word unknown',
    );
  });

  it.each([
    ['FullTime', ['Direct Hire']],
    ['FULL_TIME, CONTRACTOR', ['Contract', 'Direct Hire']],
    ['fulltime_fixed_term', ['Contract']],
    ['PartTime', ['Direct Hire']],
    ['Intern', ['Contract']],
  ] as const)('maps the board word %s to the spec’s types', (word, types) => {
    expect(draftOf({ employmentType: word }).draft.employmentTypes).toEqual(types);
  });

  it('sanitises the description: scripts and handlers never reach the lead', () => {
    const { draft } = draftOf({
      description: '<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    expect(draft.description).not.toMatch(/script|onclick|onerror/);
    expect(draft.description).toContain('Hi');
  });

  it('skips a posting without a title, and keeps one with an unreadable or future date on its first-seen date', () => {
    expect(normalisePosting(posting({ title: '  ' }), context)).toEqual({ ok: false, reason: 'no title' });
    for (const postedAt of ['not a date', '2031-01-01T00:00:00Z', '1970-01-01']) {
      const { draft, notes } = draftOf({ postedAt });
      expect(draft.postedAt).toBeNull();
      expect(notes).toContainEqual({ kind: 'posted date unreadable: first-seen date used', value: postedAt });
    }
  });

  it('places structured parts and remote postings', () => {
    expect(draftOf({ location: null, city: 'Toronto', region: 'ON', country: 'CA' }).draft).toMatchObject({
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
    });
    expect(draftOf({ location: null, remote: true }).draft.location).toBe('Remote');
  });

  it('gives the same job on two boards the same lead key, and a changed posting a new content hash', () => {
    const greenhouse = draftOf({ url: 'https://careers.northwind.example/jobs/7?gh_src=abc' });
    const feed = draftOf({
      url: 'http://www.careers.northwind.example/jobs/7/?utm_source=feed#apply',
      externalId: 'F7',
    });
    expect(feed.leadKey).toBe(greenhouse.leadKey);
    const withoutUrl = draftOf({ url: null, applyUrl: null });
    const sameJobOtherBoard = draftOf({ url: null, applyUrl: null, externalId: 'other', title: 'FORKLIFT  operator!' });
    expect(withoutUrl.leadKey).toMatch(/^job:/);
    expect(sameJobOtherBoard.leadKey).toBe(withoutUrl.leadKey);
    expect(draftOf({ title: 'Forklift Operator II' }).contentHash).not.toBe(draftOf({}).contentHash);
  });
});

describe('canonicalPostingUrl', () => {
  it('drops tracking parameters, fragments, www and trailing slashes, and sorts the rest', () => {
    expect(canonicalPostingUrl('http://WWW.Jobs.Example.com/a/b/?utm_medium=x&b=2&a=1&lever-source=li#top')).toBe(
      'https://jobs.example.com/a/b?a=1&b=2',
    );
    expect(canonicalPostingUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalPostingUrl('not a url')).toBeNull();
  });
});

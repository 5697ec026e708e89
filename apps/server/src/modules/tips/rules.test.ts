import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../lib/dates.ts';
import {
  evidenceHtml,
  inWindow,
  isSameJob,
  normaliseCity,
  normaliseKey,
  SAME_JOB_DAYS,
  STAFFING_FIRMS,
  signalTsQuery,
  windowStart,
} from './rules.ts';

const DAY = 86_400_000;

describe('the same-job key', () => {
  it('lower-cases titles and turns every run of punctuation into one space', () => {
    expect(normaliseKey('Sr. Java Developer (Remote)')).toBe('sr java developer remote');
    expect(normaliseKey('  RN – ICU / Nights ')).toBe('rn icu nights');
    expect(normaliseKey(null)).toBe('');
  });

  it('compares cities case-insensitively and trimmed', () => {
    expect(normaliseCity(' Chicago ')).toBe(normaliseCity('CHICAGO'));
  });

  it('treats postings as one job only within the day limit, in the same city', () => {
    const at = new Date('2026-06-01T00:00:00Z');
    const a = { title: 'Data Analyst', city: 'Austin', postedAt: at };
    const edge = { title: 'data analyst!', city: 'austin', postedAt: new Date(at.getTime() + SAME_JOB_DAYS * DAY) };
    const late = { ...edge, postedAt: new Date(at.getTime() + SAME_JOB_DAYS * DAY + 1) };
    expect(isSameJob(a, edge)).toBe(true);
    expect(isSameJob(a, late)).toBe(false);
    expect(isSameJob(a, { ...edge, city: 'Dallas' })).toBe(false);
    expect(isSameJob(a, { ...edge, city: null })).toBe(false);
  });

  it('knows staffing firms by their normalised name', () => {
    expect(STAFFING_FIRMS).toContain('robert half');
    expect(STAFFING_FIRMS).toContain('teksystems');
  });
});

describe('the 12-month window', () => {
  const asOf = new Date('2026-11-23T12:00:00Z');

  it('starts 12 calendar months back and includes both edges', () => {
    expect(windowStart(asOf).toISOString()).toBe('2025-11-23T12:00:00.000Z');
    expect(inWindow(windowStart(asOf), asOf)).toBe(true);
    expect(inWindow(new Date(windowStart(asOf).getTime() - 1), asOf)).toBe(false);
    expect(inWindow(asOf, asOf)).toBe(true);
    expect(inWindow(new Date(asOf.getTime() + 1), asOf)).toBe(false);
  });
});

describe('the signal word list', () => {
  it('is one to_tsquery text with phrases as <->', () => {
    const query = signalTsQuery();
    expect(query).toContain('contractor |');
    expect(query).toContain('(staffing <-> agency)');
    expect(query).toContain('(corp <-> to <-> corp)');
    expect(query).not.toMatch(/[;'"\\]/);
  });
});

describe('the evidence text', () => {
  it('counts the qualifying leads, lists titles and dates with links, and escapes data', () => {
    const html = evidenceHtml({
      total: 3,
      agency: 1,
      contract: 2,
      mention: 0,
      leads: [
        {
          id: 7,
          title: '<script>alert(1)</script> Nurse',
          at: new Date('2026-03-05T10:00:00Z'),
          agency: true,
          contract: false,
          mention: false,
        },
        {
          id: 9,
          title: 'Welder & Fitter',
          at: new Date('2026-01-15T10:00:00Z'),
          agency: false,
          contract: true,
          mention: false,
        },
      ],
    });
    expect(html).toContain('3 qualifying leads in the last 12 months: 1 Agency lead; 2 contract postings.');
    expect(html).toContain(
      '<a href="/leads/7">&lt;script&gt;alert(1)&lt;/script&gt; Nurse</a> — Mar 05, 2026 (worked by agencies)',
    );
    expect(html).toContain('Welder &amp; Fitter</a> — Jan 15, 2026 (contract)');
    expect(html).not.toContain('<script>');
    expect(formatDisplayDate(new Date('2026-12-31T23:59:00Z'))).toBe('Dec 31, 2026');
  });
});

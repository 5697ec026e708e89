import { SOURCE_TEXTS } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import {
  addedMessage,
  addSourcesFormSchema,
  looksLikeWebAddress,
  toAddSourcesBody,
  urlLines,
} from './add-sources-form.ts';
import {
  companyLeadsPath,
  formatDurationMs,
  formatInterval,
  formatPollDelta,
  formatRelative,
  sourceTitle,
  statusText,
} from './source-display.ts';

describe('source display', () => {
  it('names a source by its board name, else its token', () => {
    expect(sourceTitle({ name: 'Acme', token: 'acme' })).toBe('Acme');
    expect(sourceTitle({ name: '  ', token: 'acme' })).toBe('acme');
    expect(sourceTitle({ name: null, token: 'https://acme.example/careers' })).toBe('https://acme.example/careers');
  });

  it('shows the consecutive failures of a failing source', () => {
    expect(statusText({ status: 'failing', consecutiveFailures: 4 })).toBe('Failing (4)');
    expect(statusText({ status: 'paused', consecutiveFailures: 0 })).toBe('Paused');
  });

  it('formats poll deltas, durations, intervals and relative times', () => {
    expect(formatPollDelta({ postingsNew: 1200, postingsClosed: 1 })).toBe('+1,200 / \u22121');
    expect(formatDurationMs(850)).toBe('850 ms');
    expect(formatDurationMs(2440)).toBe('2.4 s');
    expect(formatDurationMs(185_000)).toBe('3 min 5 s');
    expect(formatInterval(15)).toBe('every 15 min');
    expect(formatInterval(120)).toBe('every 2 h');
    expect(formatInterval(2160)).toBe('every 1 d 12 h');
    expect(formatRelative('2026-03-02T10:00:00Z', '2026-03-02T10:05:00Z')).toBe('5 minutes ago');
    expect(formatRelative(null)).toBe('');
  });

  it("links the company to its leads of the source's lead type", () => {
    expect(companyLeadsPath({ companyId: 7, leadType: 'Agency' })).toBe('/leads?companyId=7');
    expect(companyLeadsPath({ companyId: 7, leadType: 'OpenWeb' })).toBe('/openweb?companyId=7');
    expect(companyLeadsPath({ companyId: null, leadType: 'OpenWeb' })).toBeUndefined();
  });
});

describe('the Add sources form', () => {
  it('numbers the non-blank lines as the server does', () => {
    expect(urlLines(' https://a.example \n\nhttps://b.example\r\n')).toEqual([
      { number: 1, url: 'https://a.example' },
      { number: 2, url: 'https://b.example' },
    ]);
  });

  it('leaves board recognition to the server but refuses what cannot be a web address', () => {
    expect(looksLikeWebAddress('https://boards.greenhouse.io/acme')).toBe(true);
    expect(looksLikeWebAddress('jobs.lever.co/globex')).toBe(true);
    expect(looksLikeWebAddress('http://localhost:4100/boards/acme')).toBe(true);
    expect(looksLikeWebAddress('localhost:4100/feed.xml')).toBe(true);
    expect(looksLikeWebAddress('foo')).toBe(false);
    expect(looksLikeWebAddress('ftp://files.example/feed.xml')).toBe(false);
    expect(looksLikeWebAddress('javascript:alert(1)')).toBe(false);
    expect(looksLikeWebAddress('https://acme.example/jobs page')).toBe(false);
  });

  it('checks the lines and the interval with the texts of the contract', () => {
    const base = { kind: '' as const, leadType: 'OpenWeb' as const, pollIntervalMinutes: '60' };
    const messages = (input: Parameters<typeof addSourcesFormSchema.safeParse>[0]) =>
      addSourcesFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...base, urls: ' \n ' })).toEqual([SOURCE_TEXTS.noUrls]);
    expect(messages({ ...base, urls: 'a.example/x\n'.repeat(501) })).toEqual([SOURCE_TEXTS.tooMany]);
    expect(messages({ ...base, urls: 'https://a.example\n\nnope' })).toEqual([`Line 2: "nope" ${SOURCE_TEXTS.badUrl}`]);
    expect(messages({ ...base, urls: 'https://a.example', pollIntervalMinutes: '20000' })).toEqual([
      'Poll at least once a week',
    ]);
    expect(messages({ ...base, urls: 'https://a.example', pollIntervalMinutes: '7.5' })).toEqual([
      'Enter a whole number of minutes',
    ]);
  });

  it('sends the pasted text, the kind only when chosen, and the interval as a number', () => {
    const values = addSourcesFormSchema.parse({
      urls: 'https://a.example\nhttps://b.example',
      kind: '',
      leadType: 'Agency',
      pollIntervalMinutes: ' 30 ',
    });
    expect(toAddSourcesBody(values)).toEqual({
      urls: 'https://a.example\nhttps://b.example',
      kind: undefined,
      leadType: 'Agency',
      pollIntervalMinutes: 30,
    });
    expect(addedMessage({ message: SOURCE_TEXTS.added, created: [], existing: ['x'] })).toBe(
      `${SOURCE_TEXTS.added}: 0 created, 1 already existing`,
    );
  });
});

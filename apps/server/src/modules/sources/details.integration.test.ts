/**
 * Posting details read lazily (issue #28 'Speed and scale'; docs/sources.md 'Posting details'): a SmartRecruiters
 * board, whose list has no descriptions, served by a fake HTTP client in the documented format. The first poll makes
 * every posting a lead but reads at most `detailsPerPoll` details, new postings first; the source is polled again
 * within minutes until every description is in; an unchanged list entry costs no detail request; a changed one is
 * read again; a detail that fails leaves the stored lead as it was. Past the budget a poll reads on while the host
 * answers promptly, for a bounded time, and stops at the first slow answer.
 */
import { ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import type { FetchedResponse, FetchOptions } from '../../sources/types.ts';
import { DETAILS_CATCH_UP_MS, type PollDependencies, pollSource } from './poll-service.ts';
import { insertSources } from './repository.ts';

let context: TestContext;
let recruiter: TestUser;

const BASE = 'https://sr.test';
/** The company whose board the fake serves. */
let company = 'HarborFreight';
const postingsUrl = () => `${BASE}/v1/companies/${company}/postings`;

interface FakePosting {
  id: string;
  title: string;
  duty: string;
}

let board: FakePosting[] = [];
const failingDetails = new Set<string>();
const requests: string[] = [];
/** How long (ms of the test's clock) each detail request takes, the wait for the host's gap included. */
let detailLatencyMs = 0;
let whileIdleMs = 0;

const json = (url: string, status: number, body: unknown): FetchedResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  url,
  body: JSON.stringify(body),
});

async function fakeFetch(url: string, _options: FetchOptions = {}): Promise<FetchedResponse> {
  requests.push(url);
  if (url.startsWith(`${postingsUrl()}?`)) {
    const content = board.map((posting) => ({
      id: posting.id,
      name: posting.title,
      releasedDate: '2026-11-20T10:00:00.000Z',
      company: { identifier: company, name: 'Harbor Freight Lines' },
      location: { city: 'Tacoma', region: 'WA', country: 'us', remote: false },
      typeOfEmployment: { label: 'Full-time' },
    }));
    return json(url, 200, { offset: 0, limit: 100, totalFound: content.length, content });
  }
  later(detailLatencyMs);
  const posting = board.find((candidate) => url === `${postingsUrl()}/${candidate.id}`);
  if (!posting) return json(url, 404, { message: 'not found' });
  if (failingDetails.has(posting.id)) return json(url, 400, { message: 'bad request' });
  return json(url, 200, {
    id: posting.id,
    postingUrl: `https://jobs.smartrecruiters.com/${company}/${posting.id}`,
    jobAd: { sections: { jobDescription: { title: 'Job Description', text: `<p>${posting.duty}</p>` } } },
  });
}

let clock = new Date('2026-11-27T08:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

function dependencies(): PollDependencies {
  return {
    db: context.db,
    settings: {
      baseUrls: { ...context.config.sources.baseUrls, smartrecruiters: BASE },
      failuresBeforePause: 3,
      detailsPerPoll: 2,
      detailsWhileIdleMs: whileIdleMs,
      hostGapMs: 250,
    },
    client: {
      fetch: fakeFetch,
      stream: async () => {
        throw new Error('not used');
      },
    },
    now: () => clock,
    random: () => 0.5,
  };
}

async function poll(sourceId: number) {
  requests.length = 0;
  const result = await pollSource(dependencies(), sourceId);
  expect(result.outcome).not.toBe('failed');
  return { result, details: requests.filter((url) => !url.includes('?')).length };
}

async function descriptions(sourceId: number): Promise<Record<string, string | null>> {
  const rows = await context.db
    .selectFrom('sourcePostings as p')
    .innerJoin('leads as l', 'l.id', 'p.leadId')
    .select(['p.externalId', 'l.description'])
    .where('p.sourceId', '=', sourceId)
    .orderBy('p.externalId')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.externalId, row.description]));
}

async function sourceRow(sourceId: number) {
  return context.db.selectFrom('sources').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
}

async function searchTotal(keyWords: string): Promise<number> {
  const response = await callApi(context, recruiter, {
    method: 'GET',
    url: `/leads?leadType=OpenWeb&keyWords=${encodeURIComponent(keyWords)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { hits: unknown[] }).hits.length;
}

beforeAll(async () => {
  context = await createTestApp();
  recruiter = await createUser(context.db, { plan: 'agency', role: ROLES.MEMBER });
});
afterAll(() => context?.close());

describe('a SmartRecruiters board read with a detail budget of 2 per poll', () => {
  let source = 0;

  it('first poll: all five postings are leads at once, two with their description, and a catch-up is due soon', async () => {
    const { ids } = await insertSources(context.db, [
      {
        kind: 'smartrecruiters',
        token: 'HarborFreight',
        url: 'https://jobs.smartrecruiters.com/HarborFreight',
        name: null,
        companyId: null,
        leadType: 'OpenWeb',
        pollIntervalMinutes: 60,
      },
    ]);
    source = ids[0] as number;
    board = ['101', '102', '103', '104', '105'].map((id) => ({
      id,
      title: `Dock Worker ${id}`,
      duty: `Loads trailers at bay ${id}`,
    }));
    const { result, details } = await poll(source);
    expect(result.outcome === 'ok' && result.counts.new).toBe(5);
    expect(details).toBe(2);
    const read = Object.values(await descriptions(source)).filter((description) => description !== null);
    expect(read).toHaveLength(2);
    const row = await sourceRow(source);
    expect(row.detailsPending).toBe(3);
    expect(row.postingsOpen).toBe(5);
    expect(row.nextPollAt.getTime()).toBe(clock.getTime() + DETAILS_CATCH_UP_MS);
    expect(await searchTotal('dock worker')).toBe(5);
  });

  it('catch-up polls read the rest without rewriting what was read, then the source keeps its interval', async () => {
    later(DETAILS_CATCH_UP_MS);
    expect((await poll(source)).details).toBe(2);
    expect((await sourceRow(source)).detailsPending).toBe(1);
    later(DETAILS_CATCH_UP_MS);
    const last = await poll(source);
    expect(last.details).toBe(1);
    expect(Object.values(await descriptions(source)).every((text) => text?.includes('Loads trailers'))).toBe(true);
    const row = await sourceRow(source);
    expect(row.detailsPending).toBe(0);
    expect(row.nextPollAt.getTime()).toBeGreaterThan(clock.getTime() + 50 * 60_000);
    expect(await searchTotal('trailers')).toBe(5);
  });

  it('an unchanged board costs the list only; a changed entry and a new posting are read again', async () => {
    later(3_600_000);
    const unchanged = await poll(source);
    expect(unchanged.details).toBe(0);
    expect(unchanged.result.outcome).toBe('unchanged');
    board = [
      ...board
        .slice(0, 4)
        .map((posting) =>
          posting.id === '102' ? { ...posting, title: 'Dock Lead 102', duty: 'Leads the night crew' } : posting,
        ),
      { id: '106', title: 'Yard Jockey 106', duty: 'Moves trailers in the yard' },
    ];
    later(3_600_000);
    const changed = await poll(source);
    expect(changed.details).toBe(2);
    expect(changed.result.outcome === 'ok' && changed.result.counts).toMatchObject({ new: 1, changed: 1 });
    const texts = await descriptions(source);
    expect(texts['102']).toContain('Leads the night crew');
    expect(texts['106']).toContain('Moves trailers in the yard');
    expect(texts['101']).toContain('Loads trailers at bay 101');
  });

  it('a detail that fails leaves the lead as it was, and is asked for again at the next poll', async () => {
    board = board.map((posting) =>
      posting.id === '103' ? { ...posting, title: 'Dock Worker 103 (nights)' } : posting,
    );
    failingDetails.add('103');
    later(3_600_000);
    const failed = await poll(source);
    expect(failed.details).toBe(1);
    expect((await descriptions(source))['103']).toContain('Loads trailers at bay 103');
    expect((await sourceRow(source)).detailsPending).toBe(0);
    failingDetails.delete('103');
    later(3_600_000);
    const retried = await poll(source);
    expect(retried.details).toBe(1);
    expect(retried.result.outcome === 'ok' && retried.result.counts.changed).toBe(1);
  });

  it('a posting gone twice closes, and its return reopens the lead without reading its details again', async () => {
    const gone = board.find((posting) => posting.id === '104');
    board = board.filter((posting) => posting.id !== '104');
    later(3_600_000);
    await poll(source);
    later(3_600_000);
    const closing = await poll(source);
    expect(closing.result.outcome === 'ok' && closing.result.counts.closed).toBe(1);
    board = [...board, gone as FakePosting];
    later(3_600_000);
    const back = await poll(source);
    expect(back.details).toBe(0);
    expect(back.result.outcome === 'ok' && back.result.counts.reopened).toBe(1);
    expect((await descriptions(source))['104']).toContain('Loads trailers at bay 104');
  });
});

describe('past the budget, a poll reads on while the host is idle', () => {
  async function bigBoard(token: string) {
    company = token;
    const { ids } = await insertSources(context.db, [
      {
        kind: 'smartrecruiters',
        token,
        url: `https://jobs.smartrecruiters.com/${token}`,
        name: null,
        companyId: null,
        leadType: 'OpenWeb',
        pollIntervalMinutes: 60,
      },
    ]);
    board = Array.from({ length: 20 }, (_, index) => ({
      id: `${token}-${index}`,
      title: `Forklift Driver ${index}`,
      duty: `Runs aisle ${index}`,
    }));
    return ids[0] as number;
  }

  afterAll(() => {
    detailLatencyMs = 0;
    whileIdleMs = 0;
  });

  it('a host answering at its gap gets 3 s of extra reads: 2 + 12 details, the rest caught up', async () => {
    const source = await bigBoard('IdleHost');
    detailLatencyMs = 250;
    whileIdleMs = 3000;
    const first = await poll(source);
    expect(first.details).toBe(14);
    expect((await sourceRow(source)).detailsPending).toBe(6);
    later(DETAILS_CATCH_UP_MS);
    expect((await poll(source)).details).toBe(6);
    expect((await sourceRow(source)).detailsPending).toBe(0);
  });

  it('a host slower than 4 gaps (1 s) per answer keeps the poll to its budget of 2', async () => {
    const source = await bigBoard('BusyHost');
    detailLatencyMs = 1500;
    whileIdleMs = 3000;
    expect((await poll(source)).details).toBe(2);
    expect((await sourceRow(source)).detailsPending).toBe(18);
  });
});

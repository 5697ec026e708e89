/**
 * The posting lifecycle through real polls (issue #28 'Lifecycle', 'One posting, one lead', 'Bad input', the circuit
 * breaker and the lease): a Greenhouse board and a Lever board served by a fake HTTP client in the providers'
 * documented formats; what the polls write is read back through the lead search and lead detail API.
 */
import { ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import type { FetchedResponse, FetchOptions } from '../../sources/types.ts';
import { type PollDependencies, pollSource } from './poll-service.ts';
import { insertSources } from './repository.ts';

let context: TestContext;
let recruiter: TestUser;

interface FakeJob {
  id: number;
  title: string;
  location: string;
  pay?: string;
  url?: string;
}

/** What the fake boards answer: per URL prefix a body (or a status), with an ETag of the body. */
const boards = new Map<string, { status: number; body: string; contentType?: string }>();
const requests: { url: string; headers: Record<string, string> }[] = [];

function greenhouseBody(jobs: FakeJob[]): string {
  return JSON.stringify({
    jobs: jobs.map((job) => ({
      id: job.id,
      internal_job_id: job.id + 1000,
      title: job.title,
      updated_at: '2026-11-20T10:00:00-05:00',
      first_published: '2026-11-19T09:00:00-05:00',
      requisition_id: `R-${job.id}`,
      location: { name: job.location },
      absolute_url: job.url ?? `https://boards.greenhouse.io/northwind/jobs/${job.id}`,
      content: `&lt;p&gt;Join Northwind as ${job.title}. ${job.pay ?? ''}&lt;/p&gt;`,
      departments: [{ id: 1, name: 'Operations' }],
      offices: [],
      metadata: null,
    })),
    meta: { total: jobs.length },
  });
}

function leverBody(jobs: FakeJob[]): string {
  return JSON.stringify(
    jobs.map((job) => ({
      id: `lever-${job.id}`,
      text: job.title,
      createdAt: Date.parse('2026-11-18T12:00:00Z'),
      categories: { commitment: 'Full-time', location: job.location, team: 'Operations' },
      description: `<p>${job.title}</p>`,
      descriptionPlain: job.title,
      lists: [],
      additional: '',
      hostedUrl: job.url ?? `https://jobs.lever.co/northwind/lever-${job.id}`,
      applyUrl: `https://jobs.lever.co/northwind/lever-${job.id}/apply`,
    })),
  );
}

async function fakeFetch(url: string, options: FetchOptions = {}): Promise<FetchedResponse> {
  requests.push({ url, headers: options.headers ?? {} });
  const entry = boards.get(url) ?? [...boards].find(([prefix]) => url.startsWith(`${prefix}?`))?.[1];
  if (!entry)
    return { status: 404, headers: { 'content-type': 'application/json' }, url, body: '{"error":"not found"}' };
  const etag = `"${entry.body.length}-${Buffer.from(entry.body).toString('base64').slice(-12)}"`;
  if (options.headers?.['If-None-Match'] === etag || options.headers?.['if-none-match'] === etag) {
    return { status: 304, headers: { etag }, url, body: '' };
  }
  return {
    status: entry.status,
    headers: { 'content-type': entry.contentType ?? 'application/json', etag },
    url,
    body: entry.body,
  };
}

const GREENHOUSE = 'https://gh.test/v1/boards/northwind/jobs';
const LEVER = 'https://lever.test/v0/postings/northwind';
let clock = new Date('2026-11-27T08:00:00Z');

function dependencies(): PollDependencies {
  return {
    db: context.db,
    settings: {
      baseUrls: { ...context.config.sources.baseUrls, greenhouse: 'https://gh.test', lever: 'https://lever.test' },
      failuresBeforePause: 3,
      detailsPerPoll: 10,
      detailsWhileIdleMs: 0,
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

async function addSource(kind: 'greenhouse' | 'lever', token: string): Promise<number> {
  const url = kind === 'greenhouse' ? `https://boards.greenhouse.io/${token}` : `https://jobs.lever.co/${token}`;
  const { ids } = await insertSources(context.db, [
    { kind, token, url, name: null, companyId: null, leadType: 'OpenWeb', pollIntervalMinutes: 60 },
  ]);
  return ids[0] as number;
}

async function searchTitles(keyWords: string): Promise<string[]> {
  const response = await callApi(context, recruiter, {
    method: 'GET',
    url: `/leads?leadType=OpenWeb&count=100&keyWords=${encodeURIComponent(keyWords)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { hits: { title: string }[] }).hits.map((lead) => lead.title).sort();
}

async function leadOf(sourceId: number, externalId: string) {
  return context.db
    .selectFrom('sourcePostings as p')
    .innerJoin('leads as l', 'l.id', 'p.leadId')
    .select(['l.id', 'l.title', 'l.closedAt', 'l.postedAt', 'l.firstSeenAt', 'l.companyId', 'p.missingPolls'])
    .where('p.sourceId', '=', sourceId)
    .where('p.externalId', '=', externalId)
    .executeTakeFirstOrThrow();
}

/** The company's Open Web lead counter (totals and Most Leads read it): open leads only. */
async function openLeadCount(companyId: number | null): Promise<number> {
  const company = await context.db
    .selectFrom('companies')
    .select(['name', 'openwebLeadCount'])
    .where('id', '=', companyId ?? 0)
    .executeTakeFirstOrThrow();
  expect(company.name).toBe('Northwind Traders');
  return company.openwebLeadCount;
}

beforeAll(async () => {
  context = await createTestApp();
  recruiter = await createUser(context.db, { plan: 'agency', role: ROLES.MEMBER });
});
afterAll(() => context?.close());
beforeEach(() => {
  requests.length = 0;
});

describe('a board polled again and again', () => {
  let source = 0;
  const jobs: FakeJob[] = [
    { id: 11, title: 'Forklift Operator', location: 'Dayton, OH', pay: '$19 - $22 an hour' },
    { id: 12, title: 'Warehouse Supervisor', location: 'Columbus, OH' },
    { id: 13, title: 'Inventory Clerk', location: 'Toledo, OH' },
  ];
  const serve = (list: FakeJob[]) => boards.set(GREENHOUSE, { status: 200, body: greenhouseBody(list) });

  it('first poll: every posting becomes an open lead of the company, with the board as careers page', async () => {
    source = await addSource('greenhouse', 'northwind');
    boards.set('https://gh.test/v1/boards/northwind', {
      status: 200,
      body: JSON.stringify({ name: 'Northwind Traders' }),
    });
    serve(jobs);
    const result = await pollSource(dependencies(), source);
    expect(result.outcome).toBe('ok');
    const lead = await leadOf(source, '11');
    expect(lead.closedAt).toBeNull();
    expect(await openLeadCount(lead.companyId)).toBe(3);
    expect(lead.postedAt?.toISOString()).toBe('2026-11-19T14:00:00.000Z');
    expect(await searchTitles('forklift')).toEqual(['Forklift Operator']);
    const row = await context.db.selectFrom('sources').selectAll().where('id', '=', source).executeTakeFirstOrThrow();
    expect(row.postingsOpen).toBe(3);
    expect(row.etag).toBeTruthy();
  });

  it('an unchanged board answers 304 to the conditional request and changes nothing', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    const result = await pollSource(dependencies(), source);
    expect(result.outcome).toBe('unchanged');
    expect(requests[0]?.headers['If-None-Match'] ?? requests[0]?.headers['if-none-match']).toBeTruthy();
  });

  it('a changed posting updates its lead; a missing one stays open after one poll and closes after two', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    serve([{ ...jobs[0], title: 'Forklift Operator II' } as FakeJob, jobs[1] as FakeJob]);
    const first = await pollSource(dependencies(), source);
    expect(first.outcome === 'ok' && first.counts.changed).toBe(1);
    expect((await leadOf(source, '11')).title).toBe('Forklift Operator II');
    expect((await leadOf(source, '13')).closedAt).toBeNull();
    expect((await leadOf(source, '13')).missingPolls).toBe(1);
    // The board has not changed since: it answers 304, and the posting still missing closes.
    clock = new Date(clock.getTime() + 3_600_000);
    const second = await pollSource(dependencies(), source);
    expect(requests.at(-1)?.headers['If-None-Match']).toBeTruthy();
    expect(second.outcome === 'ok' && second.counts.closed).toBe(1);
    expect((await leadOf(source, '11')).missingPolls).toBe(0);
    const closed = await leadOf(source, '13');
    expect(closed.closedAt?.toISOString()).toBe(clock.toISOString());
    expect(await openLeadCount(closed.companyId)).toBe(2);
    expect(await searchTitles('clerk')).toEqual([]);
    const detail = await callApi(context, recruiter, { method: 'GET', url: `/leads/${closed.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      closedAt: clock.toISOString(),
      liveSources: [{ kind: 'greenhouse', open: false }],
    });
  });

  it('a posting that comes back reopens its lead, keeping its first-seen date', async () => {
    const before = await leadOf(source, '13');
    clock = new Date(clock.getTime() + 3_600_000);
    serve(jobs);
    const result = await pollSource(dependencies(), source);
    expect(result.outcome === 'ok' && result.counts.reopened).toBe(1);
    const after = await leadOf(source, '13');
    expect(after.closedAt).toBeNull();
    expect(after.id).toBe(before.id);
    expect(after.firstSeenAt.toISOString()).toBe(before.firstSeenAt.toISOString());
    expect(await searchTitles('clerk')).toEqual(['Inventory Clerk']);
  });

  it('a board answering garbage leaves every lead as it was; failures in a row pause the source as failing', async () => {
    const openBefore = await context.db.selectFrom('leads').select('id').where('closedAt', 'is', null).execute();
    boards.set(GREENHOUSE, { status: 200, body: '<html><body>Maintenance</body></html>', contentType: 'text/html' });
    for (let poll = 1; poll <= 3; poll += 1) {
      clock = new Date(clock.getTime() + 3_600_000);
      const result = await pollSource(dependencies(), source);
      expect(result.outcome).toBe('failed');
      if (result.outcome === 'failed') {
        expect(result.error).toMatch(/HTML|JSON/i);
        expect(result.paused).toBe(poll === 3);
      }
    }
    const openAfter = await context.db.selectFrom('leads').select('id').where('closedAt', 'is', null).execute();
    expect(openAfter.length).toBe(openBefore.length);
    const row = await context.db.selectFrom('sources').selectAll().where('id', '=', source).executeTakeFirstOrThrow();
    expect(row.failing).toBe(true);
    expect(row.consecutiveFailures).toBe(3);
    expect(await pollSource(dependencies(), source)).toEqual({ outcome: 'busy' });
  });
});

describe('the same job on two boards', () => {
  it('is one lead listing both sources, closed only when both have dropped it', async () => {
    const shared = 'https://careers.northwind.example/jobs/4242';
    const job: FakeJob = { id: 4242, title: 'Maintenance Technician', location: 'Akron, OH', url: shared };
    const greenhouse = await addSource('greenhouse', 'northwind-two');
    const lever = await addSource('lever', 'northwind');
    boards.set('https://gh.test/v1/boards/northwind-two/jobs', { status: 200, body: greenhouseBody([job]) });
    boards.set(LEVER, { status: 200, body: leverBody([{ ...job, url: `${shared}/?utm_source=lever` }]) });
    await pollSource(dependencies(), greenhouse);
    await pollSource(dependencies(), lever);
    const fromGreenhouse = await leadOf(greenhouse, '4242');
    const fromLever = await leadOf(lever, 'lever-4242');
    expect(fromLever.id).toBe(fromGreenhouse.id);
    expect(await searchTitles('maintenance technician')).toEqual(['Maintenance Technician']);
    boards.set(LEVER, { status: 200, body: '[]' });
    for (let poll = 0; poll < 2; poll += 1) {
      clock = new Date(clock.getTime() + 3_600_000);
      await pollSource(dependencies(), lever);
    }
    expect((await leadOf(greenhouse, '4242')).closedAt).toBeNull();
  });

  it('two polls of one source at the same moment, or one queued before the last poll: only one polls', async () => {
    const source = await addSource('greenhouse', 'northwind-three');
    boards.set('https://gh.test/v1/boards/northwind-three/jobs', {
      status: 200,
      body: greenhouseBody([{ id: 1, title: 'Dock Worker', location: 'Dayton, OH' }]),
    });
    const outcomes = await Promise.all([pollSource(dependencies(), source), pollSource(dependencies(), source)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['busy', 'ok']);
    // A job queued before that poll finished (dispatched twice) finds the source polled since, and leaves it.
    // (On the polls' own clock: the source's last poll is stamped with it, not with the wall clock.)
    const queuedEarlier = new Date(clock.getTime() - 60_000);
    expect(await pollSource(dependencies(), source, { requestedAt: queuedEarlier })).toEqual({ outcome: 'busy' });
    const postings = await context.db
      .selectFrom('sourcePostings')
      .select('leadId')
      .where('sourceId', '=', source)
      .execute();
    expect(postings).toHaveLength(1);
  });
});

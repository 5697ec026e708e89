/**
 * Job sources through HTTP (issue #28 'Sources'): staff add many board URLs at once (kind and token recognised from
 * each), see them listed with their health, pause, resume, poll now and remove them; bad URLs and unknown kinds
 * answer 400 naming the line and add nothing; agency users are refused (403); unknown ids answer 404.
 */
import { ROLES, SOURCE_TEXTS } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { endPoll, takeDueSources } from './repository.ts';

let context: TestContext;
let staff: TestUser;
let agencyAdmin: TestUser;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, user = staff) =>
  callApi(context, user, { method, url, body });

beforeAll(async () => {
  context = await createTestApp();
  staff = await createUser(context.db, { plan: 'agency', role: ROLES.ADMIN });
  agencyAdmin = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
});
afterAll(() => context?.close());

describe('adding sources', () => {
  it('recognises each pasted board URL and adds them all; a second paste reports the ones already followed', async () => {
    const urls = [
      'https://boards.greenhouse.io/northwind',
      'job-boards.greenhouse.io/contoso/jobs/123',
      'https://jobs.lever.co/fabrikam/4f1c-abc',
      'https://jobs.ashbyhq.com/tailspin',
      'https://apply.workable.com/wingtip/',
      'https://jobs.smartrecruiters.com/AdventureWorks',
      'https://litware.recruitee.com/',
      '',
    ].join('\n');
    const response = await call('POST', '/admin/sources', { urls, pollIntervalMinutes: 30 });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(SOURCE_TEXTS.added);
    expect(body.created.map((source: { kind: string; token: string }) => `${source.kind}:${source.token}`)).toEqual([
      'greenhouse:northwind',
      'greenhouse:contoso',
      'lever:fabrikam',
      'ashby:tailspin',
      'workable:wingtip',
      'smartrecruiters:AdventureWorks',
      'recruitee:litware',
    ]);
    expect(body.created[0]).toMatchObject({ status: 'active', pollIntervalMinutes: 30, leadType: 'OpenWeb' });
    const again = (await call('POST', '/admin/sources', { urls: ['https://boards.greenhouse.io/northwind'] })).json();
    expect(again.created).toEqual([]);
    expect(again.existing).toEqual(['https://boards.greenhouse.io/northwind']);
  });

  it('a careers page or a feed is added with its kind named', async () => {
    const response = await call('POST', '/admin/sources', {
      urls: 'https://careers.northwind.example/jobs\nhttps://feeds.jobboard.example/northwind.xml',
      kind: 'json-ld',
      leadType: 'Agency',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().created[0]).toMatchObject({ kind: 'json-ld', leadType: 'Agency' });
  });

  it('bad URLs and unknown boards answer 400 naming the lines, and nothing is added', async () => {
    const before = (await call('GET', '/admin/sources')).json().total;
    const response = await call('POST', '/admin/sources', {
      urls: 'https://boards.greenhouse.io/good-one\nnot a url\nhttps://www.example.com/careers\nftp://boards.greenhouse.io/x',
    });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain(`Line 2: "not a url" ${SOURCE_TEXTS.badUrl}`);
    expect(message).toContain(`Line 3: "https://www.example.com/careers" ${SOURCE_TEXTS.unknownKind}`);
    expect(message).toContain('Line 4');
    expect((await call('GET', '/admin/sources')).json().total).toBe(before);
  });

  it('refuses an empty paste, an unknown kind, a kind that does not fit the URL and an unknown company', async () => {
    expect((await call('POST', '/admin/sources', { urls: '\n \n' })).json().message).toBe(SOURCE_TEXTS.noUrls);
    expect((await call('POST', '/admin/sources', { urls: 'https://x.example', kind: 'indeed' })).statusCode).toBe(400);
    const misfit = await call('POST', '/admin/sources', { urls: 'https://jobs.lever.co/acme', kind: 'greenhouse' });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().message).toContain('is not a Greenhouse board address');
    const company = await call('POST', '/admin/sources', { urls: 'https://jobs.lever.co/acme', companyId: 999_999 });
    expect(company.statusCode).toBe(404);
  });
});

describe('managing sources', () => {
  it('lists with filters and health, pauses, resumes, polls now and removes', async () => {
    const list = (await call('GET', '/admin/sources?kind=lever')).json();
    expect(list.sources.map((source: { token: string }) => source.token)).toEqual(['fabrikam']);
    expect(list.totals.active).toBeGreaterThanOrEqual(8);
    const id = list.sources[0].id as number;
    const paused = await call('PATCH', `/admin/sources/${id}`, { enabled: false });
    expect(paused.json()).toMatchObject({ status: 'paused', enabled: false, nextPollAt: null });
    expect((await call('GET', '/admin/sources?status=paused')).json().total).toBe(1);
    await context.db
      .updateTable('sources')
      .set({ failing: true, consecutiveFailures: 5 })
      .where('id', '=', id)
      .execute();
    expect((await call('GET', `/admin/sources/${id}`)).json()).toMatchObject({ status: 'failing', polls: [] });
    const resumed = (await call('PATCH', `/admin/sources/${id}`, { enabled: true })).json();
    expect(resumed).toMatchObject({ status: 'active', consecutiveFailures: 0 });
    const poll = await call('POST', `/admin/sources/${id}/poll`);
    expect(poll.statusCode).toBe(202);
    expect(poll.json().message).toBe(SOURCE_TEXTS.pollQueued);
    expect((await call('GET', '/admin/sources?q=fabrik')).json().total).toBe(1);
    expect((await call('DELETE', `/admin/sources/${id}`)).json().message).toBe(SOURCE_TEXTS.deleted);
    expect((await call('GET', `/admin/sources/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/admin/sources/${id}`, { enabled: true })).statusCode).toBe(404);
    expect((await call('POST', `/admin/sources/${id}/poll`)).statusCode).toBe(404);
    expect((await call('PATCH', '/admin/sources/1', {})).statusCode).toBe(400);
  });

  it('a dispatched source reads as queued, not as due at the end of the queue lease, until its poll ends', async () => {
    const [id] = (await context.db.selectFrom('sources').select('id').where('token', '=', 'northwind').execute()).map(
      (row) => Number(row.id),
    );
    await context.db
      .updateTable('sources')
      .set({ nextPollAt: new Date(0) })
      .execute();
    const dispatched = await takeDueSources(context.db, 100, 15 * 60);
    expect(dispatched).toContain(id);
    const queued = (await call('GET', `/admin/sources/${id}`)).json();
    expect(queued).toMatchObject({ nextPollAt: null, queuedAt: expect.any(String) });
    const nextPollAt = new Date(Date.now() + 3_600_000);
    await endPoll(context.db, id as number, {
      nextPollAt,
      polledAt: new Date(),
      success: true,
      error: null,
      failuresBeforePause: 5,
    });
    expect((await call('GET', `/admin/sources/${id}`)).json()).toMatchObject({
      queuedAt: null,
      nextPollAt: nextPollAt.toISOString(),
    });
  });

  it('is provider staff only', async () => {
    for (const [method, url] of [
      ['GET', '/admin/sources'],
      ['POST', '/admin/sources'],
      ['GET', '/admin/sources/1'],
      ['POST', '/admin/sources/1/poll'],
      ['DELETE', '/admin/sources/1'],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'POST' ? { urls: 'https://jobs.lever.co/x' } : undefined,
        agencyAdmin,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

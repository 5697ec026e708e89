/**
 * Issue #21 'Server metrics and health': /api/metrics behind METRICS_TOKEN, readiness with the job workers'
 * heartbeat, run counts, and the analytics opt-out of Account Settings (PUT /me/analytics, `/me` flag).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { startHeartbeat } from './heartbeat.ts';
import { recordRun } from './repository.ts';

const TOKEN = 'metrics-token-0123456789';
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({ METRICS_TOKEN: TOKEN, WORKER_HEARTBEAT_SECONDS: '5' });
});
afterAll(() => context?.close());

describe('metrics', () => {
  it('refuses a missing or wrong token', async () => {
    const none = await context.app.inject({ url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const wrong = await context.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('serves request, latency, database, job and run metrics in Prometheus format', async () => {
    await context.app.inject({ url: '/api/health' });
    await recordRun(context.db, { kind: 'import', outcome: 'succeeded', startedAt: new Date() });
    await recordRun(context.db, { kind: 'alert', outcome: 'failed', startedAt: new Date(), detail: 'boom' });
    const response = await context.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/agencyscout_http_requests_total\{[^}]*route="\/api\/health"[^}]*status="200"/);
    expect(text).toContain('agencyscout_http_request_duration_seconds_bucket');
    expect(text).toContain('agencyscout_db_query_duration_seconds_bucket');
    expect(text).toContain('agencyscout_db_slow_queries_total');
    expect(text).toMatch(/agencyscout_operation_runs\{[^}]*kind="import"[^}]*outcome="succeeded"[^}]*\} 1/);
    expect(text).toMatch(/agencyscout_operation_runs\{[^}]*kind="alert"[^}]*outcome="failed"[^}]*\} 1/);
    expect(text).toContain('agencyscout_job_workers_alive');
    // Live sources (issue #28): one paused source with 7 open postings, and its failed poll of the last hour.
    const [source] = await context.db
      .insertInto('sources')
      .values({
        kind: 'lever',
        token: 'metrics',
        url: 'https://jobs.lever.co/metrics',
        leadType: 'OpenWeb',
        pollIntervalMinutes: 60,
        enabled: false,
        postingsOpen: 7,
      })
      .returning('id')
      .execute();
    await context.db
      .insertInto('sourcePolls')
      .values({
        sourceId: Number(source?.id),
        startedAt: new Date(),
        outcome: 'failed',
        postingsNew: 0,
        postingsClosed: 2,
        skippedReasons: '{}',
        error: 'HTTP 503',
      })
      .execute();
    const live = (await context.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    expect(live).toMatch(/agencyscout_sources\{state="paused"[^}]*\} 1/);
    expect(live).toMatch(/agencyscout_source_postings_open(\{[^}]*\})? 7/);
    expect(live).toMatch(/agencyscout_source_polls_last_hour\{outcome="failed"[^}]*\} 1/);
    expect(live).toMatch(/agencyscout_source_postings_last_hour\{change="closed"[^}]*\} 2/);
  });

  it('answers 404 when no token is configured', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('readiness', () => {
  it('reports the workers whose heartbeat is recent', async () => {
    const before = (await context.app.inject({ url: '/api/ready' })).json();
    expect(before.workers).toEqual({ alive: 0, lastHeartbeatSecondsAgo: null });
    const heartbeat = await startHeartbeat(context.db, 5);
    const during = (await context.app.inject({ url: '/api/ready' })).json();
    expect(during.status).toBe('ready');
    expect(during.workers.alive).toBe(1);
    expect(during.workers.lastHeartbeatSecondsAgo).toBeLessThanOrEqual(1);
    await heartbeat.stop();
    expect((await context.app.inject({ url: '/api/ready' })).json().workers.alive).toBe(0);
  });
});

describe('analytics opt-out', () => {
  it('is off by default, stored by PUT /me/analytics and shown in /me', async () => {
    const user = await createUser(context.db);
    expect((await callApi(context, user, { method: 'GET', url: '/me' })).json().analyticsOptOut).toBe(false);
    const put = await callApi(context, user, { method: 'PUT', url: '/me/analytics', body: { analyticsOptOut: true } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ analyticsOptOut: true });
    expect((await callApi(context, user, { method: 'GET', url: '/me' })).json().analyticsOptOut).toBe(true);
    const back = await callApi(context, user, {
      method: 'PUT',
      url: '/me/analytics',
      body: { analyticsOptOut: false },
    });
    expect(back.json()).toEqual({ analyticsOptOut: false });
  });

  it('refuses a bad body with 400', async () => {
    const user = await createUser(context.db);
    for (const body of [{}, { analyticsOptOut: 'yes' }, { analyticsOptOut: null }]) {
      const response = await callApi(context, user, { method: 'PUT', url: '/me/analytics', body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400 });
    }
  });
});

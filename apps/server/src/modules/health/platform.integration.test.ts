/**
 * API basics (issue #2 item 6): health and readiness, OpenAPI, security headers, request ids,
 * the JSON 404 of unknown API routes and the SPA's history fallback.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

let context: TestContext;
const webDist = mkdtempSync(path.join(tmpdir(), 'agencyscout-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>AgencyScout</title><div id="root"></div>');
  context = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => context?.close());

describe('platform', () => {
  it('answers liveness and readiness', async () => {
    expect((await context.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await context.app.inject({ url: '/api/ready' })).json()).toMatchObject({
      status: 'ready',
      database: true,
      pendingMigrations: 0,
    });
  });

  it('publishes the OpenAPI document of every route', async () => {
    const response = await context.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const route of ['/api/v1/me', '/api/v1/userdata', '/api/v1/sessions', '/api/v1/leads', '/api/v1/places'])
      expect(paths).toContain(route);
    expect((await context.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends security headers and a request id', async () => {
    const response = await context.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with the JSON error body, and app routes with the SPA', async () => {
    const api = await context.app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const unknownPublic = await context.app.inject({ url: '/api/nothing-here' });
    expect(unknownPublic.statusCode).toBe(404);
    expect(unknownPublic.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const deepLink = await context.app.inject({ url: '/leads/123?leadType=OpenWeb' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      payload: '{"id":',
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});

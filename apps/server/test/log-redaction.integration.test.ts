/**
 * Issue #30 'No secrets in logs': the request log of the whole app (Fastify's, at info level) never shows the ID
 * token of the sign-out URL, an authorization code, the signed token of an unsubscribe link, a bearer token, an API
 * key or a cookie; the rest of the URL stays readable for whoever reads the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redaction.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let context: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  context = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => context?.close());

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImphbmVAYWdlbmN5LmV4YW1wbGUifQ.SECRETsignature';

describe('the request log', () => {
  it('redacts secrets in query strings and headers, keeps the rest', async () => {
    const logout = new URLSearchParams({
      id_token_hint: ID_TOKEN,
      post_logout_redirect_uri: `${context.config.publicUrl}/login`,
    });
    await context.app.inject({ url: `/oidc/session/end?${logout}` });
    await context.app.inject({ url: '/api/alerts/unsubscribe?token=SECRET-UNSUBSCRIBE-TOKEN' });
    await context.app.inject({ url: '/api/account/email-change?token=SECRET-EMAIL-TOKEN' });
    await context.app.inject({
      url: '/api/v1/leads?keyWords=nurse&code=SECRET-AUTH-CODE',
      headers: {
        authorization: 'Bearer SECRET-BEARER',
        'x-api-key': 'SECRET-API-KEY',
        cookie: '_session=SECRET-COOKIE',
      },
    });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(log).not.toMatch(/SECRET|eyJhbGci/);
    expect(log).toContain('/oidc/session/end?id_token_hint=[redacted]&post_logout_redirect_uri=');
    expect(log).toContain('/api/v1/leads?keyWords=nurse&code=[redacted]');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a?token=x&b=1', '/a?token=[redacted]&b=1'],
    ['/a?access_token=x&refresh_token=y', '/a?access_token=[redacted]&refresh_token=[redacted]'],
    ['/a?client_secret=x&password=y&apiKey=z', '/a?client_secret=[redacted]&password=[redacted]&apiKey=[redacted]'],
    ['/a?login_hint=jane%40x.com&state=s', '/a?login_hint=[redacted]&state=s'],
    ['/a?%74oken=x', '/a?%74oken=[redacted]'],
    ['/a?keyWords=nurse&q=%E0%A4', '/a?keyWords=nurse&q=%E0%A4'],
    ['/a?token', '/a?token'],
    ['/a', '/a'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

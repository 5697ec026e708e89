/**
 * Issue #9 defect 11: a client's X-Request-Id is kept only when it is a short safe token, a header-size
 * refusal (431) carries the error body's `code`, and HSTS is sent only when the app is served over HTTPS
 * (PUBLIC_URL https) — over plain HTTP neither HSTS nor Secure cookies.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context?.close());

describe('request ids', () => {
  it('echoes a short safe client id', async () => {
    for (const id of ['abc-123', 'A1b2.C3_d4:e5', 'f'.repeat(64)]) {
      const response = await context.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces a long or unsafe client id with a generated one', async () => {
    for (const id of ['r'.repeat(3000), 'f'.repeat(65), '<script>alert(1)</script>', 'a b', 'ids,joined', '']) {
      const response = await context.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id'], id.slice(0, 20)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('refusals before routing', () => {
  it('answers oversized headers with 431 and the JSON error body', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-padding': 'p'.repeat(20_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 431, code: ERROR_CODES.headersTooLarge });
    expect(JSON.parse(answer.body).message).toEqual(expect.any(String));
  });
});

describe('HTTPS-only headers', () => {
  it('sends no HSTS and no Secure cookie over plain HTTP', async () => {
    const health = await context.app.inject({ url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBeUndefined();
    const authorize = await context.app.inject({
      url: '/oidc/auth',
      query: {
        client_id: context.config.oidc.clientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `${context.config.publicUrl}/login`,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      },
    });
    expect(authorize.statusCode, authorize.body).toBe(303);
    const cookies = [authorize.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).not.toContain('secure');
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://agencyscout.test' });
    try {
      const response = await secure.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

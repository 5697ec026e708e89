/**
 * Delivery of the built web app (issue #9 'Web delivery'): compressed forms, long caching of hashed assets,
 * revalidation of index.html.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'agencyscout-web-'));
const script = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
let context: TestContext;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>AgencyScout</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  context = await createTestApp({ WEB_DIST_DIR: webDist, RATE_LIMIT_MAX: '5' });
});

afterAll(async () => {
  await context.close();
  rmSync(webDist, { recursive: true, force: true });
});

const asset = (acceptEncoding?: string) =>
  context.app.inject({
    method: 'GET',
    url: '/assets/index-AbC123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('web delivery', () => {
  it('sends the brotli form of a hashed asset, cached for a year and immutable', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip to gzip-only clients and the plain file to the rest', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html (history fallback) and other unhashed files on every use', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/leads/5' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const favicon = await context.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });
});

describe('rate limit', () => {
  it('never refuses the web app’s files, while the API keeps its limit per address', async () => {
    for (let index = 0; index < 12; index += 1) {
      expect((await asset('br')).statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/leads' })).statusCode).toBe(200);
    }
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push((await context.app.inject({ method: 'GET', url: '/api/config' })).statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });
});

/**
 * Issue #9: every 5xx is logged as an error — the API's own (global error handler) and the OpenID provider's
 * (its server_error event), which before answered an HTML 500 that no error log showed.
 */
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type Provider from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { mountOidcProvider } from '../auth/oidc/mount.ts';
import { handleError } from './errors.ts';

const ERROR_LEVEL = 50;

function capturingApp() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setErrorHandler(handleError);
  return { app, lines };
}

describe('5xx are logged as errors', () => {
  it('logs an unexpected failure of a route at error level and answers the public body', async () => {
    const { app, lines } = capturingApp();
    app.get('/boom', async () => {
      throw new Error('database exploded');
    });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal Error' });
    expect(lines.some((line) => line.level === ERROR_LEVEL && line.msg === 'request failed')).toBe(true);
  });

  it("logs the OpenID provider's server errors at error level", async () => {
    const { app, lines } = capturingApp();
    const provider = Object.assign(new EventEmitter(), { callback: () => () => undefined });
    await mountOidcProvider(app, provider as unknown as Provider);
    await app.ready();
    provider.emit('server_error', {}, new Error('adapter failed'));
    expect(lines.some((line) => line.level === ERROR_LEVEL && line.msg === 'OpenID provider error')).toBe(true);
  });
});

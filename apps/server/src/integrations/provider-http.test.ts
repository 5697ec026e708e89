/**
 * The provider call limit per account (provider-http.ts; issue #17): calls with the same credentials never exceed
 * `calls` in any window of `seconds`, calls of another account do not wait for them, and calls without a limit go
 * at once.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderHttpOptions, providerCall } from './provider-http.ts';

let url = '';
const arrivals: { at: number; account: string }[] = [];
const server = createServer((request, response) => {
  arrivals.push({ at: Date.now(), account: String(request.headers.authorization) });
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{}');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (rateLimit?: ProviderHttpOptions['rateLimit']): ProviderHttpOptions => ({
  provider: 'Tester',
  timeoutMs: 2000,
  retryWaitMs: 1,
  retryLimit: 0,
  ...(rateLimit ? { rateLimit } : {}),
});

/** The most arrivals of one account within any window of `ms`. */
function busiest(account: string, ms: number): number {
  const times = arrivals.filter((arrival) => arrival.account === account).map((arrival) => arrival.at);
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while ((times[last] as number) - (times[first] as number) >= ms) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

const call = (account: string, limit?: ProviderHttpOptions['rateLimit']) =>
  providerCall(options(limit), { method: 'GET', url: `${url}/x`, headers: { authorization: `Bearer ${account}` } });

describe('the call limit per account', () => {
  it('keeps every window of one account within the limit, and lets another account through meanwhile', async () => {
    const limit = { calls: 3, seconds: 1 };
    const started = Date.now();
    const slow = Promise.all(Array.from({ length: 6 }, () => call('account-a', limit)));
    await call('account-b', limit);
    const otherAccountWaited = Date.now() - started;
    await slow;
    expect(busiest('Bearer account-a', 1000)).toBeLessThanOrEqual(3);
    // 6 calls at 3 per second need more than one full window.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(otherAccountWaited).toBeLessThan(900);
  });

  it('sends at once without a limit', async () => {
    await Promise.all(Array.from({ length: 6 }, () => call('account-c')));
    expect(busiest('Bearer account-c', 300)).toBe(6);
  });
});

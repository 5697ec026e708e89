/**
 * The polite client with a host budget shared by worker processes (issue #28 'Polling'): the gap holds between any
 * two starts to a host whichever worker sends them, and a Retry-After one worker hears holds the others.
 */
import { describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock.ts';
import { createPoliteClient } from './polite-fetch.ts';
import { fakeFetch, type Respond, USER_AGENT, until } from './polite-fetch-test-support.ts';
import type { SharedHostBudget } from './shared-host-budget.ts';

describe('a host budget shared by two worker processes', () => {
  /** The database's budget (modules/sources/host-budget-repository.ts) in memory, on the fake clock. */
  function memoryBudget(clock: FakeClock): SharedHostBudget {
    const next = new Map<string, number>();
    return {
      reserve: async (host, gapMs) => {
        const start = Math.max(next.get(host) ?? 0, clock.now());
        next.set(host, start + gapMs);
        return start - clock.now();
      },
      holdFor: async (host, ms) => {
        next.set(host, Math.max(next.get(host) ?? 0, clock.now() + ms));
      },
    };
  }

  function twoWorkers(respond: Respond) {
    const clock = new FakeClock();
    const server = fakeFetch(clock, respond);
    const hostBudget = memoryBudget(clock);
    const worker = () =>
      createPoliteClient(
        { userAgent: USER_AGENT, perHostConcurrency: 2, perHostGapMs: 500 },
        { clock, fetchImpl: server.impl, random: () => 0.5, hostBudget },
      );
    return { clock, server, first: worker(), second: worker() };
  }

  it('keeps the gap between any two starts to one host, whichever worker sends them', async () => {
    const { clock, server, first, second } = twoWorkers(() => new Response('ok'));
    const all = [0, 1, 2].flatMap((i) => [
      first.fetch(`https://a.example/first-${i}`),
      second.fetch(`https://a.example/second-${i}`),
      second.fetch(`https://b.example/${i}`),
    ]);
    await clock.run(Promise.all(all));
    expect(server.starts('a.example')).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(server.starts('b.example')).toEqual([0, 500, 1000]);
  });

  it("holds the other worker's requests to a host that answered Retry-After", async () => {
    const { clock, server, first, second } = twoWorkers((call) =>
      call.url.endsWith('/limited') && call.startedAt === 0
        ? new Response('slow down', { status: 429, headers: { 'Retry-After': '9' } })
        : new Response('ok'),
    );
    const limited = first.fetch('https://a.example/limited');
    await until(() => server.calls.length === 1);
    await clock.run(Promise.resolve());
    const other = second.fetch('https://a.example/other');
    await clock.run(Promise.all([limited, other]));
    expect(server.starts('/other')[0]).toBeGreaterThanOrEqual(9000);
  });
});

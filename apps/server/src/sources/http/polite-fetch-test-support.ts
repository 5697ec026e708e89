/** The fake HTTP server and clock helpers of the polite client's tests. */
import { expect } from 'vitest';
import type { FakeClock } from './fake-clock.ts';

export const USER_AGENT = 'AgencyScout/1.0 (+https://agencyscout.example/bot)';

export interface Call {
  url: string;
  headers: Headers;
  /** Virtual ms since the test's start. */
  startedAt: number;
  signal: AbortSignal;
}

export type Respond = (call: Call, index: number) => Response | Promise<Response>;

/** A fetch that records calls (with their virtual start times) and answers with `respond`. */
export function fakeFetch(clock: FakeClock, respond: Respond) {
  const t0 = clock.now();
  const calls: Call[] = [];
  const counts = { inFlight: 0, maxInFlight: 0 };
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const signal = init?.signal ?? new AbortController().signal;
    const call: Call = { url: String(input), headers: new Headers(init?.headers), startedAt: clock.now() - t0, signal };
    calls.push(call);
    counts.inFlight += 1;
    counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
    try {
      return await respond(call, calls.length - 1);
    } finally {
      counts.inFlight -= 1;
    }
  }) as typeof fetch;
  return {
    impl,
    calls,
    counts,
    starts: (path = '') => calls.filter((c) => c.url.includes(path)).map((c) => c.startedAt),
  };
}

export async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !check(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(check()).toBe(true);
}

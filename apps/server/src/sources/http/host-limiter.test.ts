import { describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock.ts';
import { HostLimiter } from './host-limiter.ts';

describe('HostLimiter', () => {
  it('keeps its memory flat over a poll of 2,000 hosts', async () => {
    const clock = new FakeClock();
    const limiter = new HostLimiter({ concurrency: 2, gapMs: 500 }, clock);
    let most = 0;
    for (let i = 0; i < 2000; i += 1) {
      const release = await limiter.acquire(`board-${i}.example`);
      release();
      most = Math.max(most, limiter.trackedHosts);
      await clock.advance(10);
    }
    // Hosts still inside their 500 ms gap (50 at 10 ms per host) are kept; older idle ones are swept.
    expect(most).toBeLessThanOrEqual(128);
  });

  it('forgets a host as soon as it is idle and past its gap', async () => {
    const clock = new FakeClock();
    const limiter = new HostLimiter({ concurrency: 1, gapMs: 100 }, clock);
    const release = await limiter.acquire('a.example');
    await clock.advance(150);
    release();
    expect(limiter.trackedHosts).toBe(0);
  });

  it('serves waiters first come first served, drops an aborted one, and honours holdUntil', async () => {
    const clock = new FakeClock();
    const t0 = clock.now();
    const limiter = new HostLimiter({ concurrency: 1, gapMs: 0 }, clock);
    const order: string[] = [];
    const first = await limiter.acquire('a.example');
    const controller = new AbortController();
    const names = ['second', 'aborted', 'third'];
    const waiting = names.map((name) =>
      limiter.acquire('a.example', name === 'aborted' ? controller.signal : undefined).then(
        (release) => {
          order.push(`${name}@${clock.now() - t0}`);
          release();
        },
        () => order.push(`${name} rejected`),
      ),
    );
    controller.abort();
    limiter.holdUntil('a.example', t0 + 5000);
    first();
    await clock.run(Promise.all(waiting));
    expect(order).toEqual(['aborted rejected', 'second@5000', 'third@5000']);
  });
});

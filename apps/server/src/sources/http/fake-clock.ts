/**
 * Virtual time for the polite client's tests (issue #28): sleeps resolve only when `run` advances the clock, which
 * it does whenever nothing else is left to run, so gaps, backoffs and Retry-After waits take no real time.
 */
import type { Clock } from './clock.ts';

interface Sleeper {
  at: number;
  order: number;
  wake(): void;
}

/** Lets pending promise chains and stream reads settle. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A Clock whose time moves only when `run` (or `advance`) moves it. */
export class FakeClock implements Clock {
  #now: number;
  #order = 0;
  #sleepers: Sleeper[] = [];

  /** Starts at `startMs` (a whole second, so that HTTP-dates are exact). */
  constructor(startMs = Date.UTC(2025, 2, 1, 12, 0, 0)) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  /** Sleeps not yet woken. */
  get pendingSleeps(): number {
    return this.#sleepers.length;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        this.#sleepers = this.#sleepers.filter((other) => other !== sleeper);
        reject(signal?.reason);
      };
      const sleeper: Sleeper = {
        at: this.#now + Math.max(0, ms),
        order: this.#order++,
        wake: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#sleepers.push(sleeper);
    });
  }

  /** Moves time forward by `ms`, waking every sleep due on the way (in order). */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    await settle();
    while (this.#wakeNext(target)) await settle();
    this.#now = target;
    await settle();
  }

  /** Waits for `promise`, moving time to the next due sleep whenever nothing else is left to run. */
  async run<T>(promise: Promise<T>): Promise<T> {
    let settled = false;
    promise.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    while (!settled) {
      await settle();
      if (settled || this.#wakeNext(Number.POSITIVE_INFINITY)) continue;
      // Nothing due on virtual time: a real timer (an attempt's timeout) has to fire.
      await new Promise<void>((resolve) => setTimeout(resolve, 2));
    }
    return promise;
  }

  #wakeNext(limit: number): boolean {
    let next: Sleeper | undefined;
    for (const sleeper of this.#sleepers) {
      if (!next || sleeper.at < next.at || (sleeper.at === next.at && sleeper.order < next.order)) next = sleeper;
    }
    if (!next || next.at > limit) return false;
    this.#sleepers = this.#sleepers.filter((other) => other !== next);
    this.#now = Math.max(this.#now, next.at);
    next.wake();
    return true;
  }
}

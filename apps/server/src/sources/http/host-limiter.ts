/**
 * Per-host politeness of the source poller (issue #28): one FIFO queue per host with at most `concurrency`
 * requests in flight and at least `gapMs` between two starts, measured on an injected Clock, and a start that a
 * Retry-After can push back for everyone. Our own because neither library fits: p-limit knows no gap, and
 * p-queue's interval runs on real timers and cannot be pushed back.
 */
import type { Clock } from './clock.ts';

export interface HostLimiterSettings {
  /** Most requests in flight per host at once. */
  concurrency: number;
  /** Least time between the starts of two requests to one host, in ms. */
  gapMs: number;
}

/** Gives a slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

interface Waiter {
  grant(release: ReleaseSlot): void;
}

interface HostState {
  active: number;
  queue: Waiter[];
  /** The earliest clock time (ms) at which the next request may start. */
  nextStartAt: number;
  /** A wake-up is pending on the clock. */
  waking: boolean;
}

/** Hosts kept before idle ones are swept. */
const MIN_SWEEP_SIZE = 64;

/**
 * Slots per host. State is kept only for hosts that are busy or whose gap (or Retry-After) has not passed yet:
 * idle hosts are dropped on release or by a sweep when a new host arrives, so polling thousands of hosts keeps
 * the map small.
 */
export class HostLimiter {
  readonly #settings: HostLimiterSettings;
  readonly #clock: Clock;
  readonly #hosts = new Map<string, HostState>();
  #sweepAt = MIN_SWEEP_SIZE;

  constructor(settings: HostLimiterSettings, clock: Clock) {
    if (!Number.isInteger(settings.concurrency) || settings.concurrency < 1) {
      throw new RangeError('per-host concurrency must be a whole number of at least 1');
    }
    if (!(settings.gapMs >= 0)) throw new RangeError('per-host gap must be 0 ms or more');
    this.#settings = { ...settings };
    this.#clock = clock;
  }

  /** How many hosts have state kept (busy, queued or still inside their gap). */
  get trackedHosts(): number {
    return this.#hosts.size;
  }

  /** Waits for a slot on `host`, first come first served; rejects with the signal's reason when it aborts first. */
  acquire(host: string, signal?: AbortSignal): Promise<ReleaseSlot> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const state = this.#state(host);
    return new Promise<ReleaseSlot>((resolve, reject) => {
      const onAbort = (): void => {
        const index = state.queue.indexOf(waiter);
        if (index < 0) return;
        state.queue.splice(index, 1);
        this.#forgetIfIdle(host, state);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        grant: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      state.queue.push(waiter);
      this.#pump(host, state);
    });
  }

  /** No request to `host` starts before clock time `untilMs` (a Retry-After applies to the whole host). */
  holdUntil(host: string, untilMs: number): void {
    const state = this.#state(host);
    state.nextStartAt = Math.max(state.nextStartAt, untilMs);
  }

  #state(host: string): HostState {
    const known = this.#hosts.get(host);
    if (known) return known;
    if (this.#hosts.size >= this.#sweepAt) this.#sweep();
    const state: HostState = { active: 0, queue: [], nextStartAt: Number.NEGATIVE_INFINITY, waking: false };
    this.#hosts.set(host, state);
    return state;
  }

  #pump(host: string, state: HostState): void {
    while (state.active < this.#settings.concurrency && state.queue.length > 0) {
      const now = this.#clock.now();
      if (now < state.nextStartAt) {
        this.#wakeLater(host, state);
        return;
      }
      const waiter = state.queue.shift();
      if (!waiter) return;
      state.active += 1;
      state.nextStartAt = now + this.#settings.gapMs;
      waiter.grant(this.#releaser(host, state));
    }
  }

  #wakeLater(host: string, state: HostState): void {
    if (state.waking) return;
    state.waking = true;
    const wake = (): void => {
      state.waking = false;
      this.#pump(host, state);
      this.#forgetIfIdle(host, state);
    };
    this.#clock.sleep(Math.max(0, state.nextStartAt - this.#clock.now())).then(wake, wake);
  }

  #releaser(host: string, state: HostState): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active -= 1;
      this.#pump(host, state);
      this.#forgetIfIdle(host, state);
    };
  }

  #forgetIfIdle(host: string, state: HostState): void {
    const idle = state.active === 0 && state.queue.length === 0 && !state.waking;
    if (idle && this.#clock.now() >= state.nextStartAt && this.#hosts.get(host) === state) this.#hosts.delete(host);
  }

  #sweep(): void {
    for (const [host, state] of this.#hosts) this.#forgetIfIdle(host, state);
    this.#sweepAt = Math.max(MIN_SWEEP_SIZE, this.#hosts.size * 2);
  }
}

/**
 * Settings and counters of the polite HTTP client (issue #28); config.ts's SOURCE_* values feed them.
 */
import type { Clock } from './clock.ts';
import type { SharedHostBudget } from './shared-host-budget.ts';

export interface PoliteFetchSettings {
  /** Sent with every request, e.g. 'AgencyScout/1.0 (+https://…/bot)'. */
  userAgent: string;
  /** At most this many requests in flight per host (default 2). */
  perHostConcurrency: number;
  /** Least time between the starts of two requests to one host, in ms (default 500). */
  perHostGapMs: number;
  /** Time limit of one attempt, headers and body, in ms (default 20 000); for streams, headers and each chunk. */
  timeoutMs: number;
  /** Largest body `fetch` accepts, in bytes (default 20 MiB). */
  maxBytes: number;
  /** Largest body `stream` lets through, in bytes (default 1 GiB). */
  maxStreamBytes: number;
  /** Retries after 429, 5xx and network errors (default 3). */
  retries: number;
  /** First backoff in ms, doubled each retry with ±20 % jitter, capped at 60 s (default 1000). */
  backoffMs: number;
  /** A Retry-After longer than this (ms) is not waited for: the request fails at once (default 120 000). */
  maxRetryAfterMs: number;
}

/** The defaults of every setting but the User-Agent. */
export const politeFetchDefaults: Readonly<Omit<PoliteFetchSettings, 'userAgent'>> = {
  perHostConcurrency: 2,
  perHostGapMs: 500,
  timeoutMs: 20_000,
  maxBytes: 20 * 1024 * 1024,
  maxStreamBytes: 1024 * 1024 * 1024,
  retries: 3,
  backoffMs: 1000,
  maxRetryAfterMs: 120_000,
};

/** Settings as given: the User-Agent is required, everything else falls back to `politeFetchDefaults`. */
export type PoliteFetchInput = Pick<PoliteFetchSettings, 'userAgent'> & Partial<PoliteFetchSettings>;

export interface PoliteClientOptions {
  /** Time source of gaps, backoffs and Retry-After waits (default the system clock). */
  clock?: Clock;
  /** The fetch to call (default the global fetch). */
  fetchImpl?: typeof fetch;
  /** Jitter source in [0, 1) (default Math.random). */
  random?: () => number;
  /** Makes the per-host gap (and Retry-After holds) hold across worker processes; absent: this process only. */
  hostBudget?: SharedHostBudget;
}

/** Counters since the client was created. */
export interface PoliteStats {
  /** HTTP attempts sent (retries included). */
  requests: number;
  /** Attempts that were retries. */
  retries: number;
  /** Body bytes read (after decompression). */
  bytes: number;
  /** 429 answers received. */
  rateLimited: number;
  /** Calls that ended in SourceFetchError (cancellations not counted). */
  failures: number;
  /** Attempts holding a host slot now (an unread stream holds its slot). */
  inFlight: number;
}

/**
 * Fills in the defaults and checks the ranges.
 * @throws RangeError on an empty User-Agent or a negative number.
 */
export function resolveSettings(input: PoliteFetchInput): PoliteFetchSettings {
  const d = politeFetchDefaults;
  const settings: PoliteFetchSettings = {
    userAgent: input.userAgent,
    perHostConcurrency: input.perHostConcurrency ?? d.perHostConcurrency,
    perHostGapMs: input.perHostGapMs ?? d.perHostGapMs,
    timeoutMs: input.timeoutMs ?? d.timeoutMs,
    maxBytes: input.maxBytes ?? d.maxBytes,
    maxStreamBytes: input.maxStreamBytes ?? d.maxStreamBytes,
    retries: input.retries ?? d.retries,
    backoffMs: input.backoffMs ?? d.backoffMs,
    maxRetryAfterMs: input.maxRetryAfterMs ?? d.maxRetryAfterMs,
  };
  if (!settings.userAgent.trim()) throw new RangeError('a User-Agent is required');
  if (!Number.isInteger(settings.retries) || settings.retries < 0) throw new RangeError('retries must be 0 or more');
  for (const key of ['timeoutMs', 'maxBytes', 'maxStreamBytes', 'backoffMs', 'maxRetryAfterMs'] as const) {
    if (!(settings[key] >= 0)) throw new RangeError(`${key} must be 0 or more`);
  }
  return settings;
}

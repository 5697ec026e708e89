/**
 * The polite HTTP client every job-source connector uses (issue #28): per-host concurrency and gap (the gap across
 * worker processes too, given a SharedHostBudget), a timeout per attempt, retries with backoff on 429/5xx/network errors honouring Retry-After, a body size limit, and the
 * descriptive User-Agent. Nothing is logged (URLs may carry query strings): callers read `stats()` instead.
 */
import type { FetchedResponse, FetchOptions, PoliteFetch, PoliteStream } from '../types.ts';
import { SourceFetchError } from '../types.ts';
import { decodeBody, discardBody, guardStream, readLimited, rejectDeclaredOversize } from './body.ts';
import { type Clock, systemClock } from './clock.ts';
import {
  cancelledError,
  describeNetworkError,
  describeStatus,
  formatSeconds,
  isRetryableStatus,
  parseRetryAfter,
} from './fetch-errors.ts';
import { HostLimiter } from './host-limiter.ts';
import {
  type PoliteClientOptions,
  type PoliteFetchInput,
  type PoliteFetchSettings,
  type PoliteStats,
  resolveSettings,
} from './polite-settings.ts';

export { type Clock, systemClock } from './clock.ts';
export {
  type PoliteClientOptions,
  type PoliteFetchInput,
  type PoliteFetchSettings,
  type PoliteStats,
  politeFetchDefaults,
} from './polite-settings.ts';

/** What createPoliteClient gives: the two calls connectors use, and counters for the poller's metrics. */
export interface PoliteClient {
  fetch: PoliteFetch;
  stream: PoliteStream;
  stats(): PoliteStats;
}

/** The hard cap of one backoff, in ms. */
const MAX_BACKOFF_MS = 60_000;
const JITTER = 0.2;

/**
 * Creates the client connectors share (one per worker process, so that politeness holds across polls).
 * @throws RangeError on settings out of range.
 */
export function createPoliteClient(settings: PoliteFetchInput, options: PoliteClientOptions = {}): PoliteClient {
  const core = new PoliteClientCore(resolveSettings(settings), options);
  return {
    fetch: (url, fetchOptions) => core.fetch(url, fetchOptions),
    stream: (url, fetchOptions) => core.stream(url, fetchOptions),
    stats: () => core.stats(),
  };
}

/** One attempt's response head, before its body is read. */
interface Attempt {
  response: Response;
  /** The caller's signal combined with the attempt's timeout. */
  signal: AbortSignal;
  /** Ends the timeout (a stream's body has its own idle limit). */
  stopTimer(): void;
  /** Gives the host slot back and stops the timer; idempotent. */
  finish(): void;
}

type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; status: number | null; message: string; waitMs: number };

interface AttemptTimer {
  signal: AbortSignal;
  fired(): boolean;
  clear(): void;
}

/** A clearable per-attempt timeout (AbortSignal.timeout cannot be cleared once a stream's head has arrived). */
function startTimer(ms: number): AttemptTimer {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('attempt timed out', 'TimeoutError')), ms);
  return { signal: controller.signal, fired: () => controller.signal.aborted, clear: () => clearTimeout(timer) };
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SourceFetchError('invalid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SourceFetchError(`only http and https addresses can be read, not ${url.protocol}`);
  }
  return url;
}

function responseHead(response: Response, url: URL): Omit<FetchedResponse, 'body'> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, headers, url: response.url || url.href };
}

class PoliteClientCore {
  readonly #settings: PoliteFetchSettings;
  readonly #clock: Clock;
  readonly #fetch: typeof fetch;
  readonly #random: () => number;
  readonly #limiter: HostLimiter;
  readonly #hostBudget: PoliteClientOptions['hostBudget'];
  readonly #stats: PoliteStats = { requests: 0, retries: 0, bytes: 0, rateLimited: 0, failures: 0, inFlight: 0 };

  constructor(settings: PoliteFetchSettings, options: PoliteClientOptions) {
    this.#settings = settings;
    this.#clock = options.clock ?? systemClock;
    this.#fetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
    this.#random = options.random ?? Math.random;
    this.#hostBudget = options.hostBudget;
    this.#limiter = new HostLimiter(
      { concurrency: settings.perHostConcurrency, gapMs: settings.perHostGapMs },
      this.#clock,
    );
  }

  stats(): PoliteStats {
    return { ...this.#stats };
  }

  fetch(rawUrl: string, options: FetchOptions = {}): Promise<FetchedResponse> {
    const limit = options.maxBytes ?? this.#settings.maxBytes;
    return this.#guard(options.signal, () => {
      const url = parseUrl(rawUrl);
      return this.#run(url, options, (attempt) => this.#readText(attempt, url, limit));
    });
  }

  stream(rawUrl: string, options: FetchOptions = {}): ReturnType<PoliteStream> {
    const limit = options.maxBytes ?? this.#settings.maxStreamBytes;
    return this.#guard(options.signal, () => {
      const url = parseUrl(rawUrl);
      return this.#run(url, options, async (attempt) => this.#handOver(attempt, url, limit, options.signal));
    });
  }

  async #readText(attempt: Attempt, url: URL, limit: number): Promise<FetchedResponse> {
    const { response } = attempt;
    try {
      const head = responseHead(response, url);
      if (response.status === 304) {
        discardBody(response);
        return { ...head, body: '' };
      }
      rejectDeclaredOversize(response, limit);
      const bytes = await readLimited(response.body, limit, attempt.signal, (count) => {
        this.#stats.bytes += count;
      });
      return { ...head, body: decodeBody(bytes, response.headers.get('content-type')) };
    } finally {
      attempt.finish();
    }
  }

  /** A 2xx body is handed over guarded (the slot is held until it is read or cancelled); other bodies are dropped. */
  #handOver(attempt: Attempt, url: URL, limit: number, signal: AbortSignal | undefined) {
    const { response } = attempt;
    const head = responseHead(response, url);
    attempt.stopTimer();
    if (response.status < 200 || response.status >= 300 || !response.body) {
      discardBody(response);
      attempt.finish();
      return { ...head, body: null };
    }
    rejectDeclaredOversize(response, limit);
    const body = guardStream(response.body, {
      limitBytes: limit,
      idleMs: this.#settings.timeoutMs,
      signal,
      onBytes: (count) => {
        this.#stats.bytes += count;
      },
      onEnd: () => attempt.finish(),
    });
    return { ...head, body };
  }

  /** Runs `work`, turning whatever it throws into SourceFetchError ('poll cancelled' once the caller aborted). */
  async #guard<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    try {
      if (signal?.aborted) throw cancelledError();
      return await work();
    } catch (error) {
      if (signal?.aborted) throw cancelledError();
      this.#stats.failures += 1;
      if (error instanceof SourceFetchError) throw error;
      throw new SourceFetchError(describeNetworkError(error).message);
    }
  }

  /** Attempts until one answers, the error is final, or the retries are spent. */
  async #run<T>(url: URL, options: FetchOptions, take: (attempt: Attempt) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await this.#attempt(url, options, take, attempt);
      if (outcome.ok) return outcome.value;
      if (attempt >= this.#settings.retries) {
        if (outcome.status === null) throw new SourceFetchError(outcome.message);
        const tries = `${attempt + 1} attempt${attempt === 0 ? '' : 's'}`;
        throw new SourceFetchError(`${outcome.message} after ${tries}`, outcome.status);
      }
      this.#stats.retries += 1;
      await this.#clock.sleep(outcome.waitMs, options.signal);
    }
  }

  async #attempt<T>(
    url: URL,
    options: FetchOptions,
    take: (attempt: Attempt) => Promise<T>,
    index: number,
  ): Promise<AttemptOutcome<T>> {
    const release = await this.#limiter.acquire(url.host, options.signal);
    try {
      await this.#sharedTurn(url.host, options.signal);
    } catch (error) {
      release();
      throw error;
    }
    const timer = startTimer(this.#settings.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;
    this.#stats.requests += 1;
    this.#stats.inFlight += 1;
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      timer.clear();
      this.#stats.inFlight -= 1;
      release();
    };
    let response: Response;
    try {
      response = await this.#fetch(url.href, { headers: this.#headers(options), signal, redirect: 'follow' });
      if (!isRetryableStatus(response.status)) {
        return { ok: true, value: await take({ response, signal, stopTimer: timer.clear, finish }) };
      }
    } catch (error) {
      finish();
      return this.#errorOutcome(error, options.signal, timer, index);
    }
    discardBody(response);
    finish();
    return this.#statusOutcome(url, response, index);
  }

  /** Waits for this request's turn in the host's budget shared with the other workers (when there is one). */
  async #sharedTurn(host: string, signal: AbortSignal | undefined): Promise<void> {
    if (!this.#hostBudget) return;
    const waitMs = await this.#hostBudget.reserve(host, this.#settings.perHostGapMs);
    if (waitMs > 0) await this.#clock.sleep(waitMs, signal);
  }

  /** 429/5xx: wait the backoff or the Retry-After, whichever is longer; a Retry-After holds the whole host. */
  #statusOutcome(url: URL, response: Response, index: number): AttemptOutcome<never> {
    const { status } = response;
    if (status === 429) this.#stats.rateLimited += 1;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.#clock.now());
    if (retryAfterMs !== null && retryAfterMs > this.#settings.maxRetryAfterMs) {
      throw new SourceFetchError(`rate limited: retry after ${Math.ceil(retryAfterMs / 1000)} s`, status);
    }
    if (retryAfterMs !== null) {
      this.#limiter.holdUntil(url.host, this.#clock.now() + retryAfterMs);
      // Best effort: the retry below waits the Retry-After in this worker whatever the database answers.
      this.#hostBudget?.holdFor(url.host, retryAfterMs).catch(() => undefined);
    }
    const waitMs = Math.max(this.#backoff(index), retryAfterMs ?? 0);
    return { ok: false, status, message: describeStatus(status), waitMs };
  }

  #errorOutcome(
    error: unknown,
    callerSignal: AbortSignal | undefined,
    timer: AttemptTimer,
    index: number,
  ): AttemptOutcome<never> {
    if (callerSignal?.aborted) throw cancelledError();
    if (error instanceof SourceFetchError) throw error;
    if (timer.fired()) {
      const message = `timed out after ${formatSeconds(this.#settings.timeoutMs)}`;
      return { ok: false, status: null, message, waitMs: this.#backoff(index) };
    }
    const failure = describeNetworkError(error);
    if (!failure.retryable) throw new SourceFetchError(failure.message);
    return { ok: false, status: null, message: failure.message, waitMs: this.#backoff(index) };
  }

  /** The wait before retry number `index + 1`, in ms: backoffMs · 2^index ± 20 %, at most 60 s. */
  #backoff(index: number): number {
    const jitter = 1 + (this.#random() * 2 - 1) * JITTER;
    return Math.min(MAX_BACKOFF_MS, Math.round(this.#settings.backoffMs * 2 ** index * jitter));
  }

  #headers(options: FetchOptions): Headers {
    const headers = new Headers(options.headers);
    headers.set('user-agent', this.#settings.userAgent);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate, br');
    return headers;
  }
}

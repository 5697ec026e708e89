/**
 * The one way a provider client calls its API (issues #16, #17): a time limit on every call, the provider's call
 * limit per account kept before sending, 429 answered by waiting and retrying within the provider's limits, JSON parsed and checked, and failures turned into ProviderError
 * whose message never carries a token, a secret or the provider's raw body.
 */
import { createHash } from 'node:crypto';
import pThrottle from 'p-throttle';
import type { z } from 'zod';

/** How a provider call failed: the provider answered `status`, or `status` 0 (down, timed out, unreadable). */
export class ProviderError extends Error {
  readonly status: number;
  /** 'http' an error answer; 'timeout'; 'network' not reachable; 'malformed' an answer that was not the API's. */
  readonly reason: 'http' | 'timeout' | 'network' | 'malformed';
  /** The provider's own error message, when it gave one (safe to show: it names no secret of ours). */
  readonly providerMessage: string | null;
  /** The provider's error body, parsed (callers read e.g. HubSpot's 409 existing id from it). */
  readonly body: unknown;

  constructor(
    reason: ProviderError['reason'],
    status: number,
    message: string,
    providerMessage: string | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ProviderError';
    this.reason = reason;
    this.status = status;
    this.providerMessage = providerMessage;
    this.body = body;
  }
}

export interface ProviderHttpOptions {
  /** Provider name for messages ('HubSpot'). */
  provider: string;
  timeoutMs: number;
  /** Wait before the n-th retry of a 429: retryWaitMs × n (or the provider's Retry-After when longer). */
  retryWaitMs: number;
  retryLimit: number;
  /**
   * The provider's call limit per account: calls sent with the same credentials (Authorization header) wait so that
   * no window of `seconds` holds more than `calls` of them, on this node. None: calls go at once.
   */
  rateLimit?: { calls: number; seconds: number };
}

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** JSON body (sent as application/json) or URLSearchParams (sent form-encoded). */
  body?: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Accounts followed at once; the oldest is forgotten beyond this (tokens rotate). */
const MAX_ACCOUNTS = 10_000;
const accountThrottles = new Map<string, <T>(run: () => Promise<T>) => Promise<T>>();

/**
 * The throttle of the request's account: a strict sliding window (p-throttle), keyed by the provider and a
 * fingerprint of the credentials (never the credentials themselves). Null without a limit or credentials.
 */
function accountThrottle(options: ProviderHttpOptions, request: ProviderRequest) {
  const credentials = request.headers?.authorization ?? request.headers?.Authorization;
  if (!options.rateLimit || !credentials) return null;
  const { calls, seconds } = options.rateLimit;
  const key = `${options.provider}:${calls}/${seconds}:${createHash('sha256').update(credentials).digest('base64url')}`;
  let throttle = accountThrottles.get(key);
  if (!throttle) {
    // The weighted strict window keeps to the limit exactly (the unweighted one lets one more through). The window
    // is 10% and 250 ms longer than the provider's: a call released on time can leave a busy process, or arrive,
    // a few hundred milliseconds late, and calls delivered closer together must still fit the provider's count
    // (measured: bench/campaign-automations-benchmark.ts, docs/performance.md).
    const interval = Math.ceil(seconds * 1000 * 1.1) + 250;
    const throttled = pThrottle({ limit: calls, interval, strict: true, weight: () => 1 })(
      (run: () => Promise<unknown>) => run(),
    );
    throttle = <T>(run: () => Promise<T>) => throttled(run) as Promise<T>;
    if (accountThrottles.size >= MAX_ACCOUNTS) accountThrottles.delete(accountThrottles.keys().next().value as string);
    accountThrottles.set(key, throttle);
  }
  return throttle;
}

/**
 * Reads the provider's message from its documented error bodies (HubSpot message, Bullhorn errorMessage, Drip
 * errors[].message, Constant Contact's array of {error_key, error_message}).
 */
function messageOf(body: unknown): string | null {
  if (Array.isArray(body)) return messageOf(body[0]);
  if (!body || typeof body !== 'object') return null;
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0) return messageOf(errors[0]);
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'errorMessage', 'error_description', 'error_message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 300);
  }
  return null;
}

async function send(options: ProviderHttpOptions, request: ProviderRequest): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = request.body.toString();
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  try {
    return await fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut
      ? new ProviderError('timeout', 0, `${options.provider} did not answer in time`)
      : new ProviderError('network', 0, `${options.provider} could not be reached`);
  }
}

async function readJson(options: ProviderHttpOptions, response: Response): Promise<unknown> {
  const raw = await response.text().catch(() => {
    throw new ProviderError('timeout', 0, `${options.provider} did not answer in time`);
  });
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    if (!response.ok) return null;
    throw new ProviderError('malformed', response.status, `${options.provider} sent an answer that could not be read`);
  }
}

/**
 * One provider call. Retries a 429 up to `retryLimit` times; any other non-2xx throws.
 * @returns the parsed JSON body (null for an empty answer).
 * @throws ProviderError.
 */
export async function providerCall(options: ProviderHttpOptions, request: ProviderRequest): Promise<unknown> {
  const throttle = accountThrottle(options, request);
  for (let attempt = 0; ; attempt += 1) {
    const response = await (throttle ? throttle(() => send(options, request)) : send(options, request));
    const body = await readJson(options, response);
    if (response.ok) return body;
    if (response.status === 429 && attempt < options.retryLimit) {
      const retryAfter = Number(response.headers.get('retry-after'));
      const wait = Math.max(options.retryWaitMs * (attempt + 1), Number.isFinite(retryAfter) ? retryAfter * 1000 : 0);
      await sleep(Math.min(wait, 10_000));
      continue;
    }
    const providerMessage = messageOf(body);
    const message =
      response.status === 429
        ? `${options.provider} is busy (too many requests); try again in a minute`
        : `${options.provider} answered ${response.status}${providerMessage ? `: ${providerMessage}` : ''}`;
    throw new ProviderError('http', response.status, message, providerMessage, body);
  }
}

/**
 * Checks the shape of a provider answer with a zod schema.
 * @throws ProviderError('malformed') when it does not match.
 */
export function parseAnswer<T>(provider: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProviderError('malformed', 200, `${provider} sent an answer that could not be read`);
  return parsed.data;
}

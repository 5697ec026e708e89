/**
 * What the polite HTTP client tells staff when a request fails (issue #28): readable messages for network
 * errors, statuses, sizes and times, and the Retry-After reading.
 */
import { SourceFetchError } from '../types.ts';

const KIB = 1024;
const MIB = 1024 * KIB;

/** A network failure in words, and whether another attempt may help. */
export interface NetworkFailure {
  message: string;
  retryable: boolean;
}

const NETWORK_FAILURES: Readonly<Record<string, NetworkFailure>> = {
  ECONNREFUSED: { message: 'connection refused by host', retryable: true },
  ENOTFOUND: { message: 'host not found', retryable: false },
  EAI_AGAIN: { message: 'host not found', retryable: true },
  ECONNRESET: { message: 'connection reset by host', retryable: true },
  EPIPE: { message: 'connection reset by host', retryable: true },
  UND_ERR_SOCKET: { message: 'connection closed by host', retryable: true },
  ETIMEDOUT: { message: 'connection timed out', retryable: true },
  UND_ERR_CONNECT_TIMEOUT: { message: 'connection timed out', retryable: true },
  UND_ERR_HEADERS_TIMEOUT: { message: 'connection timed out', retryable: true },
  UND_ERR_BODY_TIMEOUT: { message: 'connection timed out', retryable: true },
  EHOSTUNREACH: { message: 'host unreachable', retryable: true },
  ENETUNREACH: { message: 'host unreachable', retryable: true },
};

/** The error code somewhere in what fetch threw (undici wraps it in `cause`, happy eyeballs in an AggregateError). */
function errorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function innermostMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    message = current.message || message;
    current = current.cause;
  }
  return message;
}

/** Turns what fetch threw into words ('connection refused by host', 'host not found'…). */
export function describeNetworkError(error: unknown): NetworkFailure {
  const code = errorCode(error);
  const known = code ? NETWORK_FAILURES[code] : undefined;
  if (known) return known;
  if (code && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return { message: `TLS certificate rejected (${code})`, retryable: false };
  }
  const message = innermostMessage(error);
  if (/redirect count exceeded/i.test(message)) return { message: 'too many redirects', retryable: false };
  return { message: `network error: ${code ?? message}`, retryable: true };
}

/** The caller's signal aborted (the poll's deadline or a shutdown): never retried. */
export function cancelledError(): SourceFetchError {
  return new SourceFetchError('poll cancelled');
}

/** A body over the limit ('response body larger than 20 MB'). */
export function tooLargeError(limitBytes: number): SourceFetchError {
  return new SourceFetchError(`response body larger than ${formatBytes(limitBytes)}`);
}

/** '20 MB', '1.5 MB', '512 KB', '2000 bytes' (binary units, as the limits are set). */
export function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(1))} MB`;
  if (bytes >= KIB && bytes % KIB === 0) return `${bytes / KIB} KB`;
  return `${bytes} bytes`;
}

/** '20 s', '0.05 s'. */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** 'rate limited (HTTP 429)', 'HTTP 503'. */
export function describeStatus(status: number): string {
  return status === 429 ? 'rate limited (HTTP 429)' : `HTTP ${status}`;
}

/** 429 and every 5xx may succeed on another attempt. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/**
 * A Retry-After header in ms from `nowMs`: delta-seconds or an HTTP-date (a date in the past is 0).
 * Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

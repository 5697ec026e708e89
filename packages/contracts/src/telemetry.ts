/**
 * Rules of product analytics and error reporting shared by the web app and the server (prospecting-core §1):
 * strings cut at 2,000 characters, feature flags awaited at most 800 ms, reports of 409, 402 and the
 * 'cannot set country' error suppressed, and no secrets (tokens, cookies, passwords, API keys) in any event.
 */

export const ANALYTICS_STRING_MAX = 2000;
export const FEATURE_FLAG_TIMEOUT_MS = 800;
/** The flag that allows session recordings (for users who have not opted out). */
export const RECORDINGS_FLAG = 'recordings_enabled';
export const ERROR_SAMPLE_RATE = 1;
export const REPLAY_SESSION_SAMPLE_RATE = 0.01;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1;
/** HTTP statuses whose errors are never reported: 409 (signed in elsewhere), 402 (subscription ended). */
export const SUPPRESSED_ERROR_STATUSES: readonly number[] = [409, 402];
export const CANNOT_SET_COUNTRY = 'cannot set country';
export const FILTERED = '[Filtered]';

/** The product events analytics records; properties carry ids and counts only. */
export const ANALYTICS_EVENTS = {
  searchRun: 'search_run',
  leadViewed: 'lead_viewed',
  savedSearchCreated: 'saved_search_created',
  alertSent: 'alert_sent',
  exported: 'export',
  contactPushed: 'contact_pushed',
  interactionLogged: 'interaction_logged',
} as const;

/** `value` when short enough, else its first 2,000 characters. */
export function cutAnalyticsString(value: string): string {
  return value.length > ANALYTICS_STRING_MAX ? value.slice(0, ANALYTICS_STRING_MAX) : value;
}

/** Every string in `value` (nested objects and arrays too) cut at 2,000 characters. */
export function cutAnalyticsStrings<T>(value: T): T {
  if (typeof value === 'string') return cutAnalyticsString(value) as T;
  if (Array.isArray(value)) return value.map((item) => cutAnalyticsStrings(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutAnalyticsStrings(item)])) as T;
  }
  return value;
}

/**
 * `promise`'s value, or `fallback` once `ms` pass first (feature flags: the app never waits longer than
 * FEATURE_FLAG_TIMEOUT_MS). A rejection also yields the fallback.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  const { setTimeout, clearTimeout } = globalThis as unknown as Timers;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/** The timer functions of every runtime (this package is typed without DOM or Node types). */
interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** What an error report knows of the failure: the HTTP status of a failed call, and the message. */
export interface ReportedFailure {
  status?: number | null;
  message?: string | null;
}

/** True when the failure must not be reported (prospecting-core §1: codes 409 and 402, 'cannot set country'). */
export function isSuppressedReport(failure: ReportedFailure): boolean {
  if (failure.status != null && SUPPRESSED_ERROR_STATUSES.includes(failure.status)) return true;
  return (failure.message ?? '').toLowerCase().includes(CANNOT_SET_COUNTRY);
}

/** Keys whose values are secrets wherever they appear in an event. */
const SECRET_KEY =
  /pass(word|wd)?|secret|token|cookie|authori[sz]ation|api[-_]?key|x-api-key|session[-_]?id|requestid|jwt|bearer|credential|private[-_]?key|dsn|set-cookie|^code$|code[-_]?verifier|client[-_]?secret|refresh/i;
/** Secrets inside free text: bearer tokens, JWTs, the app's API keys, key=value pairs of secret names. */
const SECRET_PATTERNS: RegExp[] = [
  /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi,
  /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g,
  /\bas_(live|test)_[A-Za-z0-9_-]{8,}/g,
  /((?:access_token|id_token|refresh_token|token|password|api_key|apikey|code|code_verifier|client_secret|cookie)=)[^&\s;"']+/gi,
];

/** `text` with bearer tokens, JWTs, API keys and secret query parameters replaced by [Filtered]. */
export function scrubText(text: string): string {
  let scrubbed = text;
  for (const pattern of SECRET_PATTERNS) {
    scrubbed = scrubbed.replace(pattern, (match, prefix?: string) =>
      typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}${FILTERED}` : FILTERED,
    );
  }
  return scrubbed;
}

/**
 * A deep copy of an error or analytics event with secrets removed: values under secret-named keys
 * (authorization, cookie, password, token, api key, session id …) become [Filtered], and secrets inside
 * strings are masked by `scrubText`. Depth-limited so a cyclic or huge event cannot hang the reporter.
 */
export function scrubSecrets<T>(value: T, depth = 0): T {
  if (depth > 12) return FILTERED as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubSecrets(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    if (value instanceof Date) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] =
        SECRET_KEY.test(key) && item !== null && item !== undefined ? FILTERED : scrubSecrets(item, depth + 1);
    }
    return copy as T;
  }
  return value;
}

/** Property names that would carry personal data; analytics keeps ids and counts only. */
const PERSONAL_KEY = /e-?mail|name|phone|address|^ip$|password|keyword|note|message|comment|text|body|subject/i;

/** Analytics properties without personal data: personal-looking keys dropped, secrets scrubbed, strings cut. */
export function analyticsProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(properties).filter(([key]) => !PERSONAL_KEY.test(key)));
  return cutAnalyticsStrings(scrubSecrets(kept));
}

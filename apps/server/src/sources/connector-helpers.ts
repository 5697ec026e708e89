/**
 * What the public-board connectors (greenhouse, lever, ashby, workable, smartrecruiters, recruitee) share: board
 * tokens from URLs, one JSON GET with conditional headers and staff-facing errors, per-posting validation with
 * skip reasons, and the small text/date/pay conversions into SourcePosting (issue #28). The connectors whose token
 * is a web address (json-ld, xml-feed) share that address and their conditional headers from here too.
 */
import { z } from 'zod';
import { escapeHtml } from '../lib/html.ts';
import {
  type BoardListing,
  type ConnectorContext,
  type FetchedResponse,
  type SkippedPosting,
  SourceError,
  type SourcePay,
  type SourcePosting,
  type SourceRef,
} from './types.ts';

/** A board token: letters, digits, '.', '_' and '-', with at least one letter or digit (no '..' tricks). */
const TOKEN_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9._-]{1,200}$/;

/** The token if it is one a board URL may carry, else null. */
export function validToken(value: string | null | undefined): string | null {
  return value && TOKEN_PATTERN.test(value) ? value : null;
}

/** True for an http(s) URL. */
export function isWebUrl(url: URL): boolean {
  return url.protocol === 'https:' || url.protocol === 'http:';
}

/** A web-address source's URL (token, else the pasted URL). @throws SourceError when neither is http(s). */
export function sourceWebUrl(source: SourceRef): URL {
  for (const candidate of [source.token, source.url]) {
    const url = URL.parse(candidate.trim());
    if (url && isWebUrl(url)) return url;
  }
  throw new SourceError(`${source.token} is not a web address (http or https)`);
}

/** if-none-match / if-modified-since from the previous poll's validators (json-ld, xml-feed). */
export function conditionalHeaders(conditional: ConnectorContext['conditional']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (conditional.etag) headers['if-none-match'] = conditional.etag;
  if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
  return headers;
}

/** True for an http(s) URL on one of `hosts` (lower-case names). */
export function isBoardHost(url: URL, hosts: readonly string[]): boolean {
  return isWebUrl(url) && hosts.includes(url.hostname.toLowerCase());
}

/**
 * The first path segment as written ('https://{host}/acme/jobs/1' → 'acme') when the host is one of `hosts`
 * (lower-case) and the segment is not a reserved word; null otherwise.
 */
export function pathToken(url: URL, hosts: readonly string[], reserved: readonly string[] = []): string | null {
  const segment = isBoardHost(url, hosts) ? url.pathname.split('/').find(Boolean) : undefined;
  return segment && !reserved.includes(segment.toLowerCase()) ? validToken(segment) : null;
}

/** The token in `https://{token}.{domain}/…` (one label, not a reserved one such as 'www'); null otherwise. */
export function subdomainToken(url: URL, domain: string, reserved: readonly string[]): string | null {
  const host = url.hostname.toLowerCase();
  const suffix = `.${domain}`;
  if (!isWebUrl(url) || !host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return label.includes('.') || reserved.includes(label) ? null : validToken(label);
}

/** Which board a request reads, for messages: 'Lever board "acme" not found (404)'. */
export interface BoardRef {
  provider: string;
  token: string;
}

/** @throws SourceError when a stored token could not have come from a board URL (it is put into request URLs). */
export function requireToken(board: BoardRef): string {
  if (!validToken(board.token)) throw new SourceError(`${board.provider} board name "${board.token}" is not valid`);
  return encodeURIComponent(board.token);
}

/** One JSON document read from a board, or the board's 304 to a conditional request. */
export type JsonDocument<T> = { etag: string | null; lastModified: string | null } & (
  | { notModified: true }
  | { notModified: false; data: T }
);

/**
 * GETs `url` through the polite client with `Accept: application/json` (plus If-None-Match / If-Modified-Since
 * from the previous poll when `conditional`) and validates the body with `schema`.
 * @throws SourceError: 404 'board not found', other non-2xx statuses, an empty, HTML or malformed body, or a body of
 *   the wrong shape ('… is not a job board: jobs is missing'); SourceFetchError from the client on network failure.
 */
export async function getBoardJson<T>(
  context: ConnectorContext,
  url: string,
  schema: z.ZodType<T>,
  board: BoardRef,
  options: { conditional?: boolean } = {},
): Promise<JsonDocument<T>> {
  const { etag: previousEtag, lastModified: previousLastModified } = options.conditional ? context.conditional : {};
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (previousEtag) headers['If-None-Match'] = previousEtag;
  if (previousLastModified) headers['If-Modified-Since'] = previousLastModified;
  const response = await context.fetch(url, context.signal ? { headers, signal: context.signal } : { headers });
  const etag = response.headers.etag ?? null;
  const lastModified = response.headers['last-modified'] ?? null;
  if (options.conditional && response.status === 304) {
    return {
      notModified: true,
      etag: etag ?? context.conditional.etag,
      lastModified: lastModified ?? context.conditional.lastModified,
    };
  }
  return { notModified: false, data: readJsonBody(response, schema, board), etag, lastModified };
}

/** The listing of a board that answered 304 Not Modified. */
export function notModifiedListing(document: JsonDocument<unknown>): BoardListing {
  const { etag, lastModified } = document;
  return { notModified: true, postings: [], skipped: [], boardName: null, etag, lastModified };
}

/** Checks a response's status and reads its body as JSON of the given shape (errors as in getBoardJson). */
function readJsonBody<T>(response: FetchedResponse, schema: z.ZodType<T>, board: BoardRef): T {
  const { provider, token } = board;
  if (response.status === 404) throw new SourceError(`${provider} board "${token}" not found (404)`);
  if (response.status < 200 || response.status > 299) {
    throw new SourceError(`${provider} answered HTTP ${response.status} for board "${token}"`);
  }
  const body = response.body.trim();
  if (!body) throw new SourceError(`${provider} answered an empty body for board "${token}"`);
  if (body.startsWith('<')) throw new SourceError(`${provider} answered HTML instead of JSON`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    const html = response.headers['content-type']?.includes('html');
    throw new SourceError(html ? `${provider} answered HTML instead of JSON` : `${provider} answered malformed JSON`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new SourceError(`${provider} answered a body that is not a job board: ${describeIssue(result.error, json)}`);
  }
  return result.data;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) value = value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined;
  return value;
}

/** 'jobs is missing', 'jobs is not an array', 'the body is not an object', 'title: Too small…'. */
function describeIssue(error: z.ZodError, data: unknown, whole = 'the body'): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  const subject = issue.path.map(String).join('.') || whole;
  if (issue.code !== 'invalid_type') return `${subject}: ${issue.message}`;
  if (valueAt(data, issue.path) === undefined) return `${subject} is missing`;
  return `${subject} is not ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
}

/** A posting id: a non-empty string or a number, as a string. */
export const idField = z.union([z.string().trim().min(1), z.number()]).transform(String);
/** A posting title: a string with something in it, trimmed. */
export const titleField = z.string().trim().min(1);
/** A free text that may be missing. */
export const textField = z.string().nullish();
/** A date as the provider writes it; anything unreadable becomes null later, never a skip. */
export const dateField = z.unknown().optional();
/** A yes/no flag as the provider writes it; only `true` (or `false` where it hides a posting) counts. */
export const flagField = z.unknown().optional();
/** An amount as a number or a numeric text. */
export const amountField = z.union([z.number(), z.string()]).nullish();

/** Which raw fields carry a posting's id (first present wins) and its title, for skip reasons and duplicates. */
export interface PostingKeys {
  id: readonly string[];
  title: string;
}

/**
 * Collects a board's postings over one or more pages: validates each raw posting on its own, maps it, and puts an
 * unreadable one into `skipped` with a reason ('no title', 'no id', 'invalid posting: …') instead of failing.
 * A posting id seen before (pages that shift while being read) is dropped silently.
 */
export class PostingCollector {
  readonly postings: SourcePosting[] = [];
  readonly skipped: SkippedPosting[] = [];
  readonly #seen = new Set<string>();

  /**
   * @param map returns null to leave a posting out on purpose (unlisted, not published).
   * @returns how many items were new (0: the page only repeated earlier ones).
   */
  add<T>(items: readonly unknown[], schema: z.ZodType<T>, keys: PostingKeys, map: (item: T) => SourcePosting | null) {
    let fresh = 0;
    for (const raw of items) {
      const rawId = keys.id
        .map((key) => valueAt(raw, [key]))
        .find((v) => typeof v === 'string' || typeof v === 'number');
      const externalId = rawId === undefined ? null : String(rawId);
      if (externalId !== null && this.#seen.has(externalId)) continue;
      if (externalId !== null) this.#seen.add(externalId);
      fresh += 1;
      const result = schema.safeParse(raw);
      if (!result.success) {
        this.skipped.push({ externalId, reason: skipReason(result.error, raw, keys) });
        continue;
      }
      try {
        const posting = map(result.data);
        if (posting) this.postings.push(posting);
      } catch (error) {
        this.skipped.push({ externalId, reason: `invalid posting: ${(error as Error).message}` });
      }
    }
    return fresh;
  }

  /** The listing read from a board whose first document carried these validators. */
  listing(first: JsonDocument<unknown>, boardName: string | null): BoardListing {
    const { etag, lastModified } = first;
    return { notModified: false, postings: this.postings, skipped: this.skipped, boardName, etag, lastModified };
  }
}

/** 'no title' / 'no id' when that field is missing or blank, else 'invalid posting: departments is not an array'. */
function skipReason(error: z.ZodError, raw: unknown, keys: PostingKeys): string {
  const key = error.issues[0]?.path[0];
  const value = typeof key === 'string' ? valueAt(raw, [key]) : undefined;
  const blank = value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (blank && key === keys.title) return 'no title';
  if (blank && typeof key === 'string' && keys.id.includes(key)) return 'no id';
  return `invalid posting: ${describeIssue(error, raw, 'the posting')}`;
}

/** A trimmed text, or null when missing, blank or not a string. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The non-empty texts joined ('Austin, TX, US'); null when none. Repeats are left out. */
export function joinTexts(values: readonly unknown[], separator = ', '): string | null {
  const parts = [...new Set(values.map(text).filter((value) => value !== null))];
  return parts.length ? parts.join(separator) : null;
}

/** Category names: trimmed, non-empty, without repeats (case-insensitive, first spelling kept). */
export function categoryNames(values: readonly unknown[]): string[] {
  const names = values.map(text).filter((value) => value !== null);
  return names.filter(
    (name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index,
  );
}

/** True when a location text says the job is remote ('Remote - US'). */
export function mentionsRemote(...values: readonly unknown[]): boolean {
  return values.some((value) => typeof value === 'string' && /\bremote\b/i.test(value));
}

/**
 * When a board says a posting was published: epoch milliseconds → Date, a date text → ISO 8601 (UTC);
 * missing or unreadable → null (never a throw).
 */
export function postedAt(value: unknown): string | Date | null {
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const ms = typeof value === 'string' && value.trim() ? Date.parse(value.trim()) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** An amount from a number or a numeric text ('85000', '85,000'); null otherwise. */
export function amount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() ? Number(value.replace(/[\s,]/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** Pay as published, or null when it says nothing (no amounts and no text). */
export function sourcePay(pay: SourcePay): SourcePay | null {
  return pay.min === null && pay.max === null && !pay.text ? null : pay;
}

/** HTML parts joined in order, each optionally under an `<h3>` heading (plain text, escaped); null when empty. */
export function htmlSections(sections: ReadonlyArray<{ heading?: unknown; html: unknown }>): string | null {
  const parts = sections.flatMap(({ heading, html }) => {
    const body = text(html);
    if (!body) return [];
    const title = text(heading);
    return [title ? `<h3>${escapeHtml(title)}</h3>${body}` : body];
  });
  return parts.length ? parts.join('\n') : null;
}

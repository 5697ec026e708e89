/**
 * What every job-source connector speaks (issue #28): it reads one board through the polite HTTP client and
 * returns the board's postings in one provider-neutral shape, `SourcePosting`. `sources/normalise-posting.ts`
 * turns a SourcePosting into the importers' LeadDraft with the importers' own rules (places, pay, dates,
 * employment types, sanitised HTML): one normalisation, two entry points.
 */
import type { SourceKind } from '@agencyscout/contracts';

/** A posting as its board publishes it, before the importers' normalisation. Text fields are raw (untrusted). */
export interface SourcePosting {
  /** The posting's id on its board, stable across polls (Greenhouse id, Lever id, Ashby id or job URL…). */
  externalId: string;
  /** Empty titles are skipped by the normaliser with a reason. */
  title: string;
  /** The hiring company as the posting names it (null: the source's linked company or board name is used). */
  companyName: string | null;
  /** The company's website when the posting says it (schema.org sameAs, feed company URL). */
  companyUrl: string | null;
  /** The location as published ('Chicago, IL', 'Remote - US'); null when none. */
  location: string | null;
  /** Structured address parts when the provider gives them; they help place the posting. */
  city: string | null;
  region: string | null;
  /** ISO 3166 alpha-2 or a country name, as given. */
  country: string | null;
  postalCode: string | null;
  /** The posting says the job is remote / telecommute. */
  remote: boolean;
  /** Description as the provider gives it: HTML (entity-escaped HTML is decoded by the connector) or plain text. */
  description: string | null;
  /** The provider's employment-type word(s): 'FullTime', 'FULL_TIME', 'Full-time', 'Contract'… */
  employmentType: string | null;
  /**
   * When the board says the posting was published: an ISO 8601 text, or a Date (connectors convert epoch
   * milliseconds). Null when the board does not say (the lead then takes its first-seen date).
   */
  postedAt: string | Date | null;
  /** The posting's canonical public URL (absolute_url, hostedUrl, jobUrl…); the cross-source de-duplication key. */
  url: string | null;
  /** Where to apply, when it differs from `url`. */
  applyUrl: string | null;
  /** Pay as published: structured amounts with a period word, and/or a free text ('$25 - $30 an hour'). */
  pay: SourcePay | null;
  /** Department, team or category names (they become job categories). */
  categories: string[];
  /**
   * Set only by connectors that read a detail request per posting (SmartRecruiters); absent means the list
   * carried everything. 'read': the details were read now for the list entry with this fingerprint; 'unchanged':
   * the entry is as it was when its details were last read, so its stored lead stands as is (the other fields are
   * the list's and must not overwrite it); 'pending': the poll's detail budget ran out — a stored lead stands as
   * is, a new posting becomes a lead without its description until a later poll reads it.
   */
  details?: PostingDetails;
}

export type PostingDetails = { state: 'read'; fingerprint: string } | { state: 'unchanged' } | { state: 'pending' };

export interface SourcePay {
  min: number | null;
  max: number | null;
  /** ISO 4217 ('USD') or null. */
  currency: string | null;
  /** The provider's period word: 'HOUR', 'per-year-salary', 'YEAR', 'hourly', 'month'… (null: guess by size). */
  period: string | null;
  /** A free-text summary ('$120K – $150K'); used when there are no amounts. */
  text: string | null;
}

/** A posting a connector could not read (kept out, counted and shown on the source with the reason). */
export interface SkippedPosting {
  externalId: string | null;
  reason: string;
}

/** What one poll of a board read. */
export interface BoardListing {
  /** True when the board answered 304 Not Modified to the conditional request: nothing else is set. */
  notModified: boolean;
  postings: SourcePosting[];
  skipped: SkippedPosting[];
  /** The board's own name when it says it (Greenhouse board name, Workable account name, feed publisher). */
  boardName: string | null;
  /** Validators of the board's first request, for the next poll's conditional request. */
  etag: string | null;
  lastModified: string | null;
  /** Postings whose details were left for a later poll (the detail budget ran out); 0 or absent: none. */
  detailsPending?: number;
}

/** The response of one GET, as the polite client hands it over (body fully read and size-checked). */
export interface FetchedResponse {
  status: number;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string>>;
  /** The final URL after redirects. */
  url: string;
  /** The body as text (UTF-8); empty for 304. */
  body: string;
}

export interface FetchOptions {
  /** Extra request headers (Accept, If-None-Match, If-Modified-Since). */
  headers?: Record<string, string>;
  /** Aborts the request (the poll's deadline). */
  signal?: AbortSignal;
  /** Largest body accepted, in bytes (default the client's: SOURCE_MAX_BODY_BYTES). */
  maxBytes?: number;
}

/**
 * The polite HTTP client connectors must use for every request (sources/http/polite-fetch.ts): per-host
 * concurrency and minimum gap, timeouts, retries with backoff on 429/5xx honouring Retry-After, a body size
 * limit, and the descriptive User-Agent. It answers every status (the connector decides what a 404 means).
 * @throws SourceFetchError on network failure, timeout, an oversized body, or retries exhausted on 429/5xx.
 */
export type PoliteFetch = (url: string, options?: FetchOptions) => Promise<FetchedResponse>;

/**
 * A streaming GET for large documents (XML feeds of hundreds of MB): the body arrives as a web ReadableStream of
 * bytes; the same politeness, retries and status rules as PoliteFetch apply to the response head.
 */
export type PoliteStream = (
  url: string,
  options?: FetchOptions,
) => Promise<Omit<FetchedResponse, 'body'> & { body: ReadableStream<Uint8Array> | null }>;

/** A source as a connector needs it. */
export interface SourceRef {
  kind: SourceKind;
  /** Board token / site / company id / account subdomain; for json-ld and xml-feed the page, sitemap or feed URL. */
  token: string;
  /** The URL staff pasted (normalised). */
  url: string;
}

export interface ConnectorContext {
  fetch: PoliteFetch;
  stream: PoliteStream;
  /** The provider's API base URL from configuration (SOURCE_<KIND>_URL), no trailing slash. */
  baseUrl: string;
  /** Validators from the previous successful poll, for a conditional first request. */
  conditional: { etag: string | null; lastModified: string | null };
  /** The poll's deadline. */
  signal?: AbortSignal;
  /**
   * For connectors that read a detail request per posting: the postings whose details were read recently
   * (external id → fingerprint of the list entry then), and how many details one poll may read. Absent: read
   * every posting's details.
   */
  details?: DetailBudget;
}

export interface DetailBudget {
  /** External id → list-entry fingerprint of the postings whose details were read within the refresh window. */
  read: ReadonlyMap<string, string>;
  /** Detail requests every poll may make (SOURCE_DETAILS_PER_POLL). */
  perPoll: number;
  /**
   * Past `perPoll`, a poll reads on while the host is idle: while each detail answered within `promptMs` (its wait
   * for the host's gap included) and for at most `forMs` in all (SOURCE_DETAILS_SECONDS). Absent: `perPoll` only.
   */
  whileIdle?: { forMs: number; promptMs: number; now: () => number };
}

/** One connector per kind (sources/<kind>/connector.ts). */
export interface SourceConnector {
  kind: SourceKind;
  /** The board needs a detail request per posting: the poller hands it a DetailBudget (ConnectorContext.details). */
  readsDetails?: boolean;
  /**
   * Recognises a board URL of this provider ('https://boards.greenhouse.io/acme' → 'acme'); null when the URL is
   * not one of its board URLs. json-ld and xml-feed recognise nothing by themselves (staff choose the kind) —
   * they return the URL itself as the token.
   */
  tokenFromUrl(url: URL): string | null;
  /**
   * Reads every open posting of the board (all pages).
   * @throws SourceError with a clear message when the board answers garbage (HTML instead of JSON, malformed
   *   body, 404 'board not found'…); a single unreadable posting is skipped with a reason instead.
   */
  listPostings(source: SourceRef, context: ConnectorContext): Promise<BoardListing>;
}

/** A poll failed for a reason that is the board's, not ours; the message is shown to staff as is. */
export class SourceError extends Error {
  override name = 'SourceError';
}

/** The HTTP layer failed (network, timeout, size, retries exhausted). `status` is the last HTTP status, if any. */
export class SourceFetchError extends SourceError {
  override name = 'SourceFetchError';
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

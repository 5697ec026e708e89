/**
 * Test support for the public-board connector tests (sources/<kind>/connector.test.ts, issue #28). Imported only
 * by tests, never by server code: a fake polite client answering by URL and recording every request, a
 * ConnectorContext around it, fixture reading, and the failure cases every JSON board connector must handle
 * (304 Not Modified, 404, another error status, HTML instead of JSON, malformed JSON) as one parameterised suite.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ConnectorContext,
  type FetchedResponse,
  type PoliteFetch,
  type SourceConnector,
  SourceError,
  type SourceRef,
} from './types.ts';

/** Validators of a previous poll (ConnectorContext['conditional']). */
export type Validators = ConnectorContext['conditional'];

/** A route's answer: a response, or a function that builds one or throws as the polite client would. */
export type Route = FetchedResponse | (() => FetchedResponse);

/** One request the fake client saw. */
export interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
}

const NO_VALIDATORS: Validators = { etag: null, lastModified: null };

/** Reads the fixtures next to a test: `fixtureReader(import.meta.url)('jobs.json')` → `./fixtures/jobs.json`. */
export function fixtureReader(testUrl: string): (name: string) => string {
  return (name) => readFileSync(new URL(`./fixtures/${name}`, testUrl), 'utf8');
}

/** A JSON answer as a board sends it (content-type application/json unless `headers` say otherwise). */
export function jsonAnswer(status: number, body: string, headers: Record<string, string> = {}): FetchedResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, url: '', body };
}

/** A polite client stand-in: answers by URL (unknown URLs 404) and records every request in `requests`. */
export function fakeFetch(routes: Readonly<Record<string, Route>>): {
  fetch: PoliteFetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetch: PoliteFetch = async (url, options) => {
    requests.push({ url, headers: options?.headers ?? {} });
    const route = routes[url] ?? jsonAnswer(404, '{"error":"Not found"}');
    return typeof route === 'function' ? route() : route;
  };
  return { fetch, requests };
}

/**
 * A ConnectorContext on `baseUrl` whose fetch is `fakeFetch(routes)` (streaming is not used by JSON boards) and
 * whose previous validators are `conditional`.
 */
export function contextFor(
  baseUrl: string,
  routes: Readonly<Record<string, Route>> = {},
  conditional: Validators = NO_VALIDATORS,
): { context: ConnectorContext; requests: RecordedRequest[] } {
  const { fetch, requests } = fakeFetch(routes);
  const stream = () => Promise.reject(new Error('JSON boards never stream'));
  return { context: { baseUrl, conditional, fetch, stream }, requests };
}

/** The board a failure suite polls: its connector, source, configured base URL and the first URL it requests. */
export interface BoardUnderTest {
  connector: SourceConnector;
  source: SourceRef;
  baseUrl: string;
  entryUrl: string;
}

/** A board's answer to the first request, and the message staff must see for it. */
export type BoardFailure = readonly [response: FetchedResponse, message: string];

/** What one provider answers and says in the failure cases all JSON boards share, in its own words. */
export interface BoardFailureExpectations {
  /**
   * The previous poll's validators: the first request must carry them (If-None-Match / If-Modified-Since) and a
   * 304 must keep them.
   */
  previous: Validators;
  /** Headers of the board's 304 answer (a board may repeat its ETag). */
  notModifiedHeaders?: Record<string, string>;
  notFound: BoardFailure;
  /** Another error status (4xx or 5xx). */
  httpError: BoardFailure;
  html: BoardFailure;
  malformedJson: BoardFailure;
  /** The provider's own further cases: bodies of the wrong shape, an empty body, HTML sent another way… */
  more?: readonly BoardFailure[];
}

/**
 * The shared failure suite of a JSON board connector: a 304 to the conditional first request is a not-modified
 * listing that keeps the previous validators (and requests nothing more); 404, another error status, HTML and
 * malformed JSON fail the poll with a SourceError carrying the provider's message.
 */
export function describeBoardFailures(board: BoardUnderTest, expectations: BoardFailureExpectations): void {
  const { connector, source, baseUrl, entryUrl } = board;
  const poll = (response: FetchedResponse, previous?: Validators) => {
    const { context, requests } = contextFor(baseUrl, { [entryUrl]: response }, previous);
    return { listing: connector.listPostings(source, context), requests };
  };

  describe('answers every JSON board may give', () => {
    it('sends the previous validators and answers 304 as not modified', async () => {
      const { previous, notModifiedHeaders = {} } = expectations;
      const { listing, requests } = poll(jsonAnswer(304, '', notModifiedHeaders), previous);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (previous.etag) headers['If-None-Match'] = previous.etag;
      if (previous.lastModified) headers['If-Modified-Since'] = previous.lastModified;
      expect(await listing).toEqual({ notModified: true, postings: [], skipped: [], boardName: null, ...previous });
      expect(requests).toEqual([{ url: entryUrl, headers }]);
    });

    const { notFound, httpError, html, malformedJson, more = [] } = expectations;
    const cases: Array<readonly [string, string, FetchedResponse]> = [
      ['404', notFound[1], notFound[0]],
      [`HTTP ${httpError[0].status}`, httpError[1], httpError[0]],
      ['HTML', html[1], html[0]],
      ['malformed JSON', malformedJson[1], malformedJson[0]],
      ...more.map(([response, message]) => ['another answer', message, response] as const),
    ];
    it.each(cases)('fails the poll on %s: %s', async (_, message, response) => {
      const { listing } = poll(response);
      await expect(listing).rejects.toThrow(SourceError);
      await expect(listing).rejects.toThrow(message);
    });
  });
}

/**
 * The connector's tokenFromUrl over the board URLs it must recognise (each with the token it reads) and URLs it
 * must not (other hosts, reserved paths, tokens no board URL could carry).
 */
export function describeTokenFromUrl(
  connector: SourceConnector,
  recognised: ReadonlyArray<readonly [url: string, token: string]>,
  notRecognised: readonly string[],
): void {
  describe('tokenFromUrl', () => {
    it.each(recognised)('recognises %s', (url, token) => {
      expect(connector.tokenFromUrl(new URL(url))).toBe(token);
    });

    it.each(notRecognised)('does not recognise %s', (url) => {
      expect(connector.tokenFromUrl(new URL(url))).toBeNull();
    });
  });
}

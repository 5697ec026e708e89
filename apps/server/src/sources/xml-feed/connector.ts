/**
 * The xml-feed connector (issue #28): the XML job feed job boards take for syndication
 * (`<source><publisher/><job>…</job>…</source>`, Indeed's XML feed reference). Feeds can be hundreds of MB, so
 * the body is streamed (context.stream) and parsed as it arrives; at most 200,000 jobs are read. The token is the
 * feed URL. The request is conditional (If-None-Match / If-Modified-Since); 304 → notModified.
 */
import { conditionalHeaders, isWebUrl, sourceWebUrl } from '../connector-helpers.ts';
import {
  type BoardListing,
  type ConnectorContext,
  type SourceConnector,
  SourceError,
  type SourceRef,
} from '../types.ts';
import { readFeed } from './feed-parser.ts';

/** Jobs read from one feed at most (the rest are skipped with one reason). */
export const MAX_FEED_JOBS = 200_000;
const ACCEPT = 'application/xml, text/xml;q=0.9, */*;q=0.5';

export interface XmlFeedConnectorOptions {
  /** Jobs read at most (default MAX_FEED_JOBS). */
  maxJobs?: number;
}

/**
 * Polls one feed.
 * @throws SourceError on 404 ('… not found (404)'), another error status, an empty body, a body that is not XML
 *   (JSON, an HTML page) or not well-formed XML. A malformed feed returns nothing (previous state stays as is).
 */
async function listPostings(source: SourceRef, context: ConnectorContext, maxJobs: number): Promise<BoardListing> {
  const url = sourceWebUrl(source);
  const headers = { accept: ACCEPT, ...conditionalHeaders(context.conditional) };
  const response = await context.stream(url.href, { headers, signal: context.signal });
  const etag = response.headers.etag ?? null;
  const lastModified = response.headers['last-modified'] ?? null;
  const discardBody = () => response.body?.cancel().catch(() => undefined);
  if (response.status === 304) {
    await discardBody();
    // The validators stay those of the previous poll unless the 304 repeats them.
    const validators = {
      etag: etag ?? context.conditional.etag,
      lastModified: lastModified ?? context.conditional.lastModified,
    };
    return { notModified: true, postings: [], skipped: [], boardName: null, ...validators };
  }
  if (response.status < 200 || response.status >= 300) {
    await discardBody();
    if (response.status === 404) throw new SourceError(`The feed ${url.href} was not found (404)`);
    throw new SourceError(`The feed ${url.href} answered HTTP ${response.status}`);
  }
  if (!response.body) throw new SourceError('The feed is empty');
  const feed = await readFeed(response.body, { maxJobs, signal: context.signal });
  return {
    notModified: false,
    postings: feed.postings,
    skipped: feed.skipped,
    boardName: feed.publisher,
    etag,
    lastModified,
  };
}

/** An xml-feed connector; `maxJobs` lowers the cap (tests). */
export function createXmlFeedConnector(options: XmlFeedConnectorOptions = {}): SourceConnector {
  const maxJobs = options.maxJobs ?? MAX_FEED_JOBS;
  return {
    kind: 'xml-feed',
    /** Any http(s) URL: staff choose this kind for feeds. */
    tokenFromUrl: (url) => (isWebUrl(url) ? url.toString() : null),
    listPostings: (source, context) => listPostings(source, context, maxJobs),
  };
}

export const xmlFeedConnector: SourceConnector = createXmlFeedConnector();

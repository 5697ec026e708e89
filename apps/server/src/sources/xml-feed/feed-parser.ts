/**
 * Streams an XML job feed (`<source><publisher/>…<job>…</job>…</source>`) through saxes, a strict SAX parser:
 * the document is never held whole, only the jobs read so far. Element names are matched case-insensitively and
 * without namespace prefixes. Well-formedness is checked to the end of the document: a malformed feed gives no
 * postings at all (a poll must not mistake half a feed for the whole board).
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { plainText } from '../text.ts';
import { type SkippedPosting, SourceError, type SourcePosting } from '../types.ts';
import { decodeStream } from './decode-stream.ts';
import { mapFeedJob } from './feed-job.ts';

/** What a feed gave. */
export interface FeedRead {
  /** `<publisher>`, when the feed names it. */
  publisher: string | null;
  postings: SourcePosting[];
  skipped: SkippedPosting[];
  /** `<job>` elements in the feed, the ones past the cap included. */
  jobs: number;
}

export interface FeedReadOptions {
  /** Jobs read at most; the rest are skipped with one reason. */
  maxJobs: number;
  signal?: AbortSignal;
}

/** The reason given for the jobs past the cap. */
export function feedTooLarge(maxJobs: number): string {
  return `feed too large: only the first ${maxJobs.toLocaleString('en-US')} jobs were read`;
}

/** Children of the root that describe the feed itself (other ones, such as a wrapper around the jobs, are not fields). */
const FEED_FIELDS = new Set(['publisher', 'publisherurl', 'lastbuilddate']);
const HTML_PAGE = 'The feed URL answered with an HTML page, not an XML job feed';
/** Positions for error messages; no namespace processing (names are matched by their local part). */
type ParserOptions = { position: true; xmlns: false };
/** Characters looked at to tell XML from JSON, HTML or other text. */
const SNIFF_CHARS = 64;

/** Rejects a body that is not XML at all, by its first characters. @throws SourceError */
function assertLooksLikeXml(head: string): void {
  const start = head.trimStart();
  if (start === '') throw new SourceError('The feed is empty');
  if (/^[{[]/.test(start)) throw new SourceError('The feed answered JSON, not an XML job feed');
  if (/^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i.test(start)) throw new SourceError(HTML_PAGE);
  if (!start.startsWith('<')) {
    throw new SourceError(`The feed is not XML: it starts with "${start.slice(0, 40).replace(/\s+/g, ' ')}"`);
  }
}

/** saxes reports '{line}:{column}: {message}'; staff get the message and the line. */
function notWellFormed(error: Error, line: number): SourceError {
  const match = /^(?:.*?:)?(\d+):\d+: ([\s\S]*)$/.exec(error.message);
  return new SourceError(
    `The feed is not well-formed XML: ${match?.[2] ?? error.message} (line ${match?.[1] ?? line})`,
  );
}

function localName(name: string): string {
  return (name.split(':').pop() ?? name).toLowerCase();
}

/** Start tag text for markup nested inside a field (XHTML in a description). */
function startTag(tag: SaxesTagPlain): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`)
    .join('');
  return `<${tag.name}${attributes}>`;
}

/** The collection state while a feed streams through the parser. */
interface FeedState {
  maxJobs: number;
  postings: SourcePosting[];
  skipped: SkippedPosting[];
  feedFields: Map<string, string>;
  jobFields: Map<string, string>;
  root: string | null;
  /** Depth of the element being read (the root is 1). */
  depth: number;
  /** Depth of the open `<job>`; -1 outside a job. */
  jobDepth: number;
  /** `<job>` elements opened so far. */
  jobs: number;
  /** The field being read: a child of a job, or a feed-level child of the root. */
  field: { name: string; depth: number; text: string } | null;
}

/** Keeps a field's first value; repeated `<category>` elements add up. */
function storeField(target: Map<string, string>, name: string, text: string): void {
  const existing = target.get(name);
  if (existing === undefined) target.set(name, text);
  else if (name === 'category') target.set(name, `${existing},${text}`);
}

function onOpenTag(state: FeedState, tag: SaxesTagPlain): void {
  state.depth++;
  const name = localName(tag.name);
  if (state.depth === 1) {
    state.root = name;
    if (name === 'html') throw new SourceError(HTML_PAGE);
  } else if (state.field) state.field.text += startTag(tag);
  else if (state.jobDepth < 0 && name === 'job') {
    state.jobDepth = state.depth;
    state.jobs++;
    state.jobFields = new Map();
  } else if (
    state.jobDepth < 0
      ? state.depth === 2 && FEED_FIELDS.has(name)
      : state.depth === state.jobDepth + 1 && state.jobs <= state.maxJobs
  ) {
    state.field = { name, depth: state.depth, text: '' };
  }
}

function onCloseTag(state: FeedState, tag: SaxesTagPlain): void {
  const { field } = state;
  if (field && state.depth > field.depth) {
    if (!tag.isSelfClosing) field.text += `</${tag.name}>`;
  } else if (field) {
    storeField(state.jobDepth < 0 ? state.feedFields : state.jobFields, field.name, field.text);
    state.field = null;
  } else if (state.depth === state.jobDepth) {
    if (state.jobs <= state.maxJobs) {
      const mapped = mapFeedJob(state.jobFields, state.jobs);
      if ('reason' in mapped) state.skipped.push(mapped);
      else state.postings.push(mapped);
    }
    state.jobDepth = -1;
  }
  state.depth--;
}

/** What the feed gave once the document is closed. @throws SourceError when it has no job and is not a <source>. */
function feedResult(state: FeedState): FeedRead {
  if (state.jobs === 0 && state.root !== null && state.root !== 'source') {
    throw new SourceError(`The feed has no <job> elements (its root element is <${state.root}>, not <source>)`);
  }
  const skipped = [...state.skipped];
  if (state.jobs > state.maxJobs) skipped.push({ externalId: null, reason: feedTooLarge(state.maxJobs) });
  return {
    publisher: plainText(state.feedFields.get('publisher')),
    postings: state.postings,
    skipped,
    jobs: state.jobs,
  };
}

/** Wires the SAX events into job collection; the returned function gives the result once the parser is closed. */
function collectJobs(parser: SaxesParser<ParserOptions>, maxJobs: number): () => FeedRead {
  const state: FeedState = {
    maxJobs,
    postings: [],
    skipped: [],
    feedFields: new Map(),
    jobFields: new Map(),
    root: null,
    depth: 0,
    jobDepth: -1,
    jobs: 0,
    field: null,
  };
  const addText = (text: string) => {
    if (state.field) state.field.text += text;
  };
  parser.on('opentag', (tag) => onOpenTag(state, tag));
  parser.on('closetag', (tag) => onCloseTag(state, tag));
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (error) => {
    throw notWellFormed(error, parser.line);
  });
  return () => feedResult(state);
}

/**
 * Reads a feed from its byte stream.
 * @throws SourceError when the body is empty, JSON, an HTML page, other non-XML text, or not well-formed XML
 *   ('The feed is not well-formed XML: {saxes message} (line N)'); nothing read before the error is returned.
 */
export async function readFeed(body: ReadableStream<Uint8Array>, options: FeedReadOptions): Promise<FeedRead> {
  const parser = new SaxesParser<ParserOptions>({ position: true, xmlns: false });
  const result = collectJobs(parser, options.maxJobs);
  let head = '';
  let sniffed = false;
  for await (const text of decodeStream(body, options.signal)) {
    if (sniffed) {
      parser.write(text);
      continue;
    }
    head += text;
    if (head.trimStart().length < SNIFF_CHARS) continue;
    assertLooksLikeXml(head);
    sniffed = true;
    parser.write(head);
  }
  if (!sniffed) {
    assertLooksLikeXml(head);
    parser.write(head);
  }
  parser.close();
  return result();
}

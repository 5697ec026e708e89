import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ConnectorContext, type PoliteStream, SourceError } from '../types.ts';
import { createXmlFeedConnector, MAX_FEED_JOBS, xmlFeedConnector } from './connector.ts';
import { feedTooLarge } from './feed-parser.ts';

const fixtureBytes = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const encoder = new TextEncoder();
const FEED_URL = 'https://jobs.northwind-board.example/feeds/indeed.xml';
const source = { kind: 'xml-feed' as const, token: FEED_URL, url: FEED_URL };

/** How the connector consumed a body: chunks handed over, and whether it cancelled the rest. */
interface StreamLog {
  pulls: number;
  cancelled: boolean;
}

/** A pull-based byte stream: a chunk is produced only when the reader asks for it (nothing is buffered ahead). */
function byteStream(chunks: Iterable<Uint8Array>, log: StreamLog = { pulls: 0, cancelled: false }) {
  const iterator = chunks[Symbol.iterator]();
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = iterator.next();
        if (next.done) controller.close();
        else {
          log.pulls++;
          controller.enqueue(next.value);
        }
      },
      cancel() {
        log.cancelled = true;
      },
    },
    new CountQueuingStrategy({ highWaterMark: 0 }),
  );
}

function* slices(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/** A fake polite streaming client answering one response; records the requests. */
function streamContext(
  answer: { status?: number; headers?: Record<string, string>; body: ReadableStream<Uint8Array> | null },
  conditional: ConnectorContext['conditional'] = { etag: null, lastModified: null },
) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const stream: PoliteStream = async (url, options) => {
    requests.push({ url, headers: options?.headers ?? {} });
    return { status: answer.status ?? 200, headers: answer.headers ?? {}, url, body: answer.body };
  };
  const context: ConnectorContext = {
    fetch: () => Promise.reject(new Error('xml-feed always streams')),
    stream,
    baseUrl: '',
    conditional,
  };
  return { context, requests };
}

/**
 * A feed of `jobs` generated chunk by chunk (never held whole): 50 jobs a piece, each piece cut inside a 4-byte
 * UTF-8 character and inside a tag. `brokenAfter` inserts a malformed job after that job.
 */
function* generatedFeed(jobs: number, brokenAfter?: number): Generator<Uint8Array> {
  yield encoder.encode('<?xml version="1.0" encoding="UTF-8"?>\n<source><publisher>Generated Board</publisher>\n');
  for (let start = 0; start < jobs; start += 50) {
    let text = '';
    for (let index = start; index < Math.min(jobs, start + 50); index++) {
      text += `<job><title><![CDATA[Técnico 🔧 ${index}]]></title><referencenumber>GEN-${index}</referencenumber>`;
      text += `<city>Zürich</city><description><![CDATA[<p>Role ${index} &amp; more</p>]]></description></job>\n`;
      if (index === brokenAfter) text += '<job><title>Broken</job>\n';
    }
    const bytes = encoder.encode(text);
    const inCharacter = encoder.encode(text.slice(0, text.indexOf('🔧'))).length + 2;
    const inTag = encoder.encode(text.slice(0, text.lastIndexOf('<referencenumber>') + 6)).length;
    yield bytes.subarray(0, inCharacter);
    yield bytes.subarray(inCharacter, inTag);
    yield bytes.subarray(inTag);
  }
  yield encoder.encode('</source>\n');
}

describe('xmlFeedConnector', () => {
  it('takes any http(s) URL as its token', () => {
    expect(xmlFeedConnector.tokenFromUrl(new URL(FEED_URL))).toBe(FEED_URL);
    expect(xmlFeedConnector.tokenFromUrl(new URL('file:///tmp/feed.xml'))).toBeNull();
  });

  for (const size of [1, 7, 4096]) {
    it(`reads CDATA, entities and any-case names from ${size}-byte chunks`, async () => {
      const headers = { etag: 'W/"feed-7"', 'last-modified': 'Tue, 04 Mar 2025 09:00:00 GMT' };
      const { context } = streamContext({ headers, body: byteStream(slices(fixtureBytes('feed.xml'), size)) });
      const listing = await xmlFeedConnector.listPostings(source, context);
      expect(listing).toMatchObject({
        notModified: false,
        boardName: 'Northwind Staffing Board',
        etag: 'W/"feed-7"',
        lastModified: 'Tue, 04 Mar 2025 09:00:00 GMT',
      });
      expect(listing.postings.map((posting) => posting.externalId)).toEqual([
        'NW-1001',
        'NW-1002',
        'https://jobs.northwind-board.example/jobs/dental-hygienist',
      ]);
      expect(listing.postings[0]).toEqual({
        externalId: 'NW-1001',
        title: 'Électricien – Commercial Projects',
        companyName: 'Ironbridge Electric Co.',
        companyUrl: null,
        location: 'Québec, QC, CA',
        city: 'Québec',
        region: 'QC',
        country: 'CA',
        postalCode: 'G1K 3X2',
        remote: false,
        description: '<p>Install & maintain <b>commercial</b> wiring — 🔌 safety first.</p>',
        employmentType: 'fulltime, contract',
        postedAt: 'Mon, 03 Mar 2025 14:30:00 GMT',
        url: 'https://jobs.northwind-board.example/jobs/NW-1001?utm_source=feed&ref=xml',
        applyUrl: null,
        pay: { min: null, max: null, currency: null, period: null, text: '$38 - $44 an hour' },
        categories: ['Construction', 'Electrical'],
      });
      expect(listing.postings[1]).toMatchObject({
        title: 'Sales & Marketing Coordinator',
        companyName: 'Tern & Tide Outfitters',
        description: '<p>Plan seasonal campaigns &amp; events.</p>',
        location: 'Portland, ME, US',
        remote: true,
        categories: ['Marketing', 'Sales'],
      });
      expect(listing.postings[2]).toMatchObject({
        title: 'Dental Hygienist – Part-time',
        remote: false,
        location: null,
        description: '<p class="lead">Three days a week.<br>Benefits included.</p>',
      });
      expect(listing.skipped).toEqual([
        { externalId: 'NW-1003', reason: 'job 3 has no title' },
        { externalId: null, reason: 'job 4 has neither a referencenumber nor a url' },
      ]);
    });
  }

  it('throws on a malformed feed and returns nothing of what it read before', async () => {
    const { context } = streamContext({ body: byteStream(slices(fixtureBytes('malformed.xml'), 16)) });
    const poll = xmlFeedConnector.listPostings(source, context);
    await expect(poll).rejects.toThrow(SourceError);
    await expect(poll).rejects.toThrow(/^The feed is not well-formed XML: .+ \(line 9\)$/);
  });

  it('tells an HTML page, JSON, other text and an empty body from a feed', async () => {
    const cases: [Uint8Array, RegExp][] = [
      [fixtureBytes('careers-page.html'), /HTML page, not an XML job feed/],
      [encoder.encode('<html><body><p>Jobs</p></body></html>'), /HTML page, not an XML job feed/],
      [fixtureBytes('jobs.json'), /JSON, not an XML job feed/],
      [encoder.encode('Service temporarily unavailable'), /^The feed is not XML: it starts with "Service/],
      [new Uint8Array(0), /^The feed is empty$/],
      [
        encoder.encode('<rss version="2.0"><channel><item><title>A</title></item></channel></rss>'),
        /root element is <rss>/,
      ],
    ];
    for (const [bytes, message] of cases) {
      const log = { pulls: 0, cancelled: false };
      const { context } = streamContext({ body: byteStream(slices(bytes, 10), log) });
      await expect(xmlFeedConnector.listPostings(source, context)).rejects.toThrow(message);
    }
  });

  it('sends the validators and answers notModified on 304', async () => {
    const conditional = { etag: '"feed-6"', lastModified: 'Mon, 03 Mar 2025 09:00:00 GMT' };
    const log = { pulls: 0, cancelled: false };
    const { context, requests } = streamContext({ status: 304, body: byteStream([], log) }, conditional);
    const listing = await xmlFeedConnector.listPostings(source, context);
    expect(listing).toEqual({ notModified: true, postings: [], skipped: [], boardName: null, ...conditional });
    expect(requests).toEqual([
      {
        url: FEED_URL,
        headers: expect.objectContaining({
          'if-none-match': '"feed-6"',
          'if-modified-since': conditional.lastModified,
        }),
      },
    ]);
    expect(log.cancelled).toBe(true);
  });

  it('fails on 404 and on other error statuses', async () => {
    const missing = streamContext({ status: 404, body: byteStream([encoder.encode('Not found')]) });
    await expect(xmlFeedConnector.listPostings(source, missing.context)).rejects.toThrow(
      `The feed ${FEED_URL} was not found (404)`,
    );
    const failing = streamContext({ status: 502, body: null });
    await expect(xmlFeedConnector.listPostings(source, failing.context)).rejects.toThrow(/answered HTTP 502/);
  });

  it('decodes a feed in the encoding its XML declaration names', async () => {
    const text =
      '<?xml version="1.0" encoding="ISO-8859-1"?><source><job><title>Técnico</title><referencenumber>L-1</referencenumber></job></source>';
    const latin1 = new Uint8Array(Buffer.from(text, 'latin1'));
    const { context } = streamContext({ body: byteStream(slices(latin1, 5)) });
    const { postings } = await xmlFeedConnector.listPostings(source, context);
    expect(postings[0]?.title).toBe('Técnico');
  });
});

describe('large feeds', () => {
  it('streams 20,000 jobs from chunks split inside tags and multi-byte characters', async () => {
    const log = { pulls: 0, cancelled: false };
    const { context } = streamContext({ body: byteStream(generatedFeed(20_000), log) });
    const { postings, skipped, boardName } = await xmlFeedConnector.listPostings(source, context);
    expect(boardName).toBe('Generated Board');
    expect(skipped).toEqual([]);
    expect(postings).toHaveLength(20_000);
    expect(postings[19_999]).toMatchObject({
      externalId: 'GEN-19999',
      title: 'Técnico 🔧 19999',
      city: 'Zürich',
      description: '<p>Role 19999 &amp; more</p>',
    });
    expect(postings.every((posting, index) => posting.title === `Técnico 🔧 ${index}`)).toBe(true);
    expect(log.pulls).toBe(2 + (20_000 / 50) * 3);
  });

  it('stops reading at the first well-formedness error instead of downloading the rest', async () => {
    const log = { pulls: 0, cancelled: false };
    const { context } = streamContext({ body: byteStream(generatedFeed(20_000, 120), log) });
    await expect(xmlFeedConnector.listPostings(source, context)).rejects.toThrow(/not well-formed XML/);
    expect(log.pulls).toBeLessThan(20);
    expect(log.cancelled).toBe(true);
  });

  it('reads at most maxJobs jobs and skips the rest with one reason', async () => {
    const connector = createXmlFeedConnector({ maxJobs: 100 });
    const { context } = streamContext({ body: byteStream(generatedFeed(250)) });
    const { postings, skipped } = await connector.listPostings(source, context);
    expect(postings).toHaveLength(100);
    expect(postings.at(-1)?.externalId).toBe('GEN-99');
    expect(skipped).toEqual([{ externalId: null, reason: 'feed too large: only the first 100 jobs were read' }]);
    expect(feedTooLarge(MAX_FEED_JOBS)).toBe('feed too large: only the first 200,000 jobs were read');
  });
});

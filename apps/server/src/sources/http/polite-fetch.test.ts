import { describe, expect, it } from 'vitest';
import { SourceFetchError } from '../types.ts';
import { FakeClock } from './fake-clock.ts';
import { createPoliteClient, type PoliteFetchSettings } from './polite-fetch.ts';
import { fakeFetch, type Respond, USER_AGENT, until } from './polite-fetch-test-support.ts';

function setup(settings: Partial<PoliteFetchSettings>, respond: Respond, random = () => 0.5) {
  const clock = new FakeClock();
  const server = fakeFetch(clock, respond);
  const client = createPoliteClient({ userAgent: USER_AGENT, ...settings }, { clock, fetchImpl: server.impl, random });
  return { clock, server, client, t0: clock.now() };
}

/** A fetch that never answers; it rejects with the signal's reason like node's fetch. */
function hang(signal: AbortSignal): Promise<Response> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** A body that yields `chunkBytes` per read for ever (or `chunks` times), recording reads and cancellation. */
function endlessBody(chunkBytes: number, chunks = Number.POSITIVE_INFINITY) {
  const state = { pulls: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulls >= chunks) return controller.close();
      state.pulls += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

async function rejection(promise: Promise<unknown>): Promise<SourceFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SourceFetchError);
    return error as SourceFetchError;
  }
  throw new Error('expected a SourceFetchError');
}

describe('per-host politeness', () => {
  it('never has more than perHostConcurrency requests in flight to one host', async () => {
    const { clock, server, client } = setup({ perHostConcurrency: 2, perHostGapMs: 100 }, async () => {
      await clock.sleep(1000);
      return new Response('ok');
    });
    const all = Array.from({ length: 6 }, (_, i) => client.fetch(`https://a.example/jobs/${i}`));
    await clock.run(Promise.all(all));
    expect(server.counts.maxInFlight).toBe(2);
    expect(server.starts()).toEqual([0, 100, 1000, 1100, 2000, 2100]);
    expect(client.stats()).toMatchObject({ requests: 6, inFlight: 0, bytes: 12 });
  });

  it('keeps the gap between two starts to one host, in FIFO order', async () => {
    const { clock, server, client } = setup({ perHostConcurrency: 2, perHostGapMs: 500 }, () => new Response('ok'));
    const all = [0, 1, 2, 3].map((i) => client.fetch(`https://a.example/${i}`));
    await clock.run(Promise.all(all));
    expect(server.starts()).toEqual([0, 500, 1000, 1500]);
    expect(server.calls.map((c) => new URL(c.url).pathname)).toEqual(['/0', '/1', '/2', '/3']);
  });

  it('does not make different hosts wait for each other', async () => {
    const { clock, server, client } = setup({ perHostGapMs: 500 }, () => new Response('ok'));
    const urls = ['https://a.example/1', 'https://b.example/1', 'https://a.example/2', 'https://b.example:8443/1'];
    await clock.run(Promise.all(urls.map((url) => client.fetch(url))));
    expect(server.starts('a.example')).toEqual([0, 500]);
    expect(server.starts('//b.example/')).toEqual([0]);
    expect(server.starts('b.example:8443')).toEqual([0]);
  });

  it('sends the User-Agent, Accept-Encoding and the caller headers, and hands back lower-case headers', async () => {
    const { clock, server, client } = setup({}, () => {
      const response = new Response('{}', { headers: { 'Content-Type': 'application/json', ETag: '"v2"' } });
      Object.defineProperty(response, 'url', { value: 'https://a.example/final' });
      return response;
    });
    const answer = await clock.run(client.fetch('https://a.example/start', { headers: { 'If-None-Match': '"v1"' } }));
    const sent = server.calls[0]?.headers;
    expect(sent?.get('user-agent')).toBe(USER_AGENT);
    expect(sent?.get('accept-encoding')).toBe('gzip, deflate, br');
    expect(sent?.get('if-none-match')).toBe('"v1"');
    expect(answer).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', etag: '"v2"' },
      url: 'https://a.example/final',
      body: '{}',
    });
  });
});

describe('retries', () => {
  it('waits a Retry-After in seconds, and holds other requests to that host meanwhile', async () => {
    const { clock, server, client } = setup({ perHostGapMs: 500 }, (_call, index) =>
      index === 0 ? new Response('slow down', { status: 429, headers: { 'Retry-After': '7' } }) : new Response('ok'),
    );
    const first = client.fetch('https://a.example/one');
    const second = client.fetch('https://a.example/two');
    const other = client.fetch('https://b.example/three');
    const answers = await clock.run(Promise.all([first, second, other]));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(server.starts('/one')[0]).toBe(0);
    expect(server.starts('/one')[1]).toBeGreaterThanOrEqual(7000);
    expect(server.starts('/two')[0]).toBeGreaterThanOrEqual(7000);
    expect(server.starts('b.example')).toEqual([0]);
    expect(client.stats()).toMatchObject({ requests: 4, retries: 1, rateLimited: 1, failures: 0 });
  });

  it('waits a Retry-After given as an HTTP-date', async () => {
    const { clock, server, client } = setup({}, (_call, index) => {
      const retryAfter = new Date(clock.now() + 30_000).toUTCString();
      return index === 0
        ? new Response(null, { status: 503, headers: { 'Retry-After': retryAfter } })
        : new Response('ok');
    });
    await clock.run(client.fetch('https://a.example/feed'));
    expect(server.starts()).toEqual([0, 30_000]);
  });

  it('never waits less than the backoff, even when Retry-After says 0', async () => {
    const { clock, server, client } = setup({ perHostGapMs: 0 }, (_call, index) =>
      index === 0 ? new Response(null, { status: 429, headers: { 'Retry-After': '0' } }) : new Response('ok'),
    );
    await clock.run(client.fetch('https://a.example/'));
    expect(server.starts()).toEqual([0, 1000]);
  });

  it('doubles the backoff after each 503', async () => {
    const { clock, server, client } = setup({ perHostGapMs: 0 }, (_call, index) =>
      index < 3 ? new Response('busy', { status: 503 }) : new Response('ok'),
    );
    const answer = await clock.run(client.fetch('https://a.example/'));
    expect(answer.status).toBe(200);
    expect(server.starts()).toEqual([0, 1000, 3000, 7000]);
    expect(client.stats()).toMatchObject({ requests: 4, retries: 3 });
  });

  it('jitters the backoff by at most 20 % and caps it at 60 s', async () => {
    const low = setup(
      { perHostGapMs: 0 },
      (_c, i) => new Response(null, { status: i < 2 ? 500 : 200 }),
      () => 0,
    );
    await low.clock.run(low.client.fetch('https://a.example/'));
    expect(low.server.starts()).toEqual([0, 800, 2400]);
    const capped = setup(
      { perHostGapMs: 0, backoffMs: 50_000 },
      (_c, i) => new Response(null, { status: i < 2 ? 502 : 200 }),
    );
    await capped.clock.run(capped.client.fetch('https://a.example/'));
    expect(capped.server.starts()).toEqual([0, 50_000, 110_000]);
  });

  it('throws SourceFetchError with the status once the retries are spent', async () => {
    const { clock, server, client } = setup({ retries: 2 }, () => new Response('down', { status: 503 }));
    const error = await rejection(clock.run(client.fetch('https://a.example/')));
    expect(error.message).toBe('HTTP 503 after 3 attempts');
    expect(error.status).toBe(503);
    expect(server.calls).toHaveLength(3);
    expect(client.stats()).toMatchObject({ requests: 3, retries: 2, failures: 1, inFlight: 0 });
    const limited = setup({ retries: 1 }, () => new Response(null, { status: 429 }));
    const rateLimited = await rejection(limited.clock.run(limited.client.fetch('https://a.example/')));
    expect([rateLimited.message, rateLimited.status]).toEqual(['rate limited (HTTP 429) after 2 attempts', 429]);
  });

  it('fails at once when Retry-After is longer than maxRetryAfterMs', async () => {
    const { clock, server, client, t0 } = setup(
      { maxRetryAfterMs: 120_000 },
      () => new Response(null, { status: 429, headers: { 'Retry-After': '600' } }),
    );
    const error = await rejection(clock.run(client.fetch('https://a.example/')));
    expect([error.message, error.status]).toEqual(['rate limited: retry after 600 s', 429]);
    expect(server.calls).toHaveLength(1);
    expect(clock.now() - t0).toBe(0);
  });

  it('returns a 404 as it is, without retrying', async () => {
    const { clock, server, client } = setup({}, () => new Response('no such board', { status: 404 }));
    const answer = await clock.run(client.fetch('https://a.example/boards/nope'));
    expect([answer.status, answer.body]).toEqual([404, 'no such board']);
    expect(server.calls).toHaveLength(1);
    expect(client.stats()).toMatchObject({ retries: 0, failures: 0 });
  });

  it('retries network errors and names them', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' }),
    });
    const { clock, server, client } = setup({ retries: 2 }, () => Promise.reject(refused));
    const error = await rejection(clock.run(client.fetch('https://a.example/')));
    expect([error.message, error.status, server.calls.length]).toEqual(['connection refused by host', null, 3]);
    const notFound = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    const dns = setup({}, () => Promise.reject(notFound));
    const dnsError = await rejection(dns.clock.run(dns.client.fetch('https://nowhere.example/')));
    expect([dnsError.message, dns.server.calls.length]).toEqual(['host not found', 1]);
  });
});

describe('timeouts and cancellation', () => {
  it('times out an attempt that gets no answer, and retries it', async () => {
    const { clock, server, client } = setup({ timeoutMs: 30, retries: 1 }, (call) => hang(call.signal));
    const error = await rejection(clock.run(client.fetch('https://a.example/')));
    expect([error.message, error.status]).toEqual(['timed out after 0.03 s', null]);
    expect(server.calls).toHaveLength(2);
    expect(client.stats()).toMatchObject({ inFlight: 0, failures: 1 });
  });

  it('times out a body that stops arriving', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<jobs>'));
      },
    });
    const { clock, client } = setup({ timeoutMs: 30, retries: 0 }, () => new Response(stalled));
    const error = await rejection(clock.run(client.fetch('https://a.example/feed.xml')));
    expect(error.message).toBe('timed out after 0.03 s');
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    const { server, client } = setup({ retries: 3 }, (call) => hang(call.signal));
    const controller = new AbortController();
    const pending = rejection(client.fetch('https://a.example/', { signal: controller.signal }));
    await until(() => server.calls.length === 1);
    controller.abort();
    const error = await pending;
    expect([error.message, server.calls.length]).toEqual(['poll cancelled', 1]);
    expect(client.stats()).toMatchObject({ inFlight: 0, failures: 0, retries: 0 });
  });

  it('stops a backoff wait and a queued request when the caller aborts', async () => {
    const { clock, server, client } = setup({ perHostConcurrency: 1 }, () => new Response(null, { status: 503 }));
    const controller = new AbortController();
    const backingOff = rejection(client.fetch('https://a.example/1', { signal: controller.signal }));
    await until(() => client.stats().retries === 1);
    const queued = rejection(client.fetch('https://a.example/2', { signal: controller.signal }));
    await clock.advance(200);
    controller.abort();
    expect((await backingOff).message).toBe('poll cancelled');
    expect((await queued).message).toBe('poll cancelled');
    expect(server.calls.length).toBeLessThanOrEqual(2);
    const aborted = await rejection(client.fetch('https://a.example/3', { signal: AbortSignal.abort() }));
    expect(aborted.message).toBe('poll cancelled');
  });
});

describe('bodies', () => {
  it('refuses a body whose content-length is over the limit before reading it', async () => {
    const { body, state } = endlessBody(1000, 5);
    const { clock, client } = setup({}, () => new Response(body, { headers: { 'Content-Length': '5000' } }));
    const error = await rejection(clock.run(client.fetch('https://a.example/', { maxBytes: 1000 })));
    expect(error.message).toBe('response body larger than 1000 bytes');
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBeLessThanOrEqual(1);
    expect(client.stats()).toMatchObject({ bytes: 0, inFlight: 0 });
  });

  it('stops reading a chunked body that keeps going once it passes the limit', async () => {
    const { body, state } = endlessBody(1024);
    const { clock, client } = setup({ maxBytes: 10 * 1024 }, () => new Response(body));
    const error = await rejection(clock.run(client.fetch('https://a.example/huge')));
    expect(error.message).toBe('response body larger than 10 KB');
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBeLessThan(14);
  });

  it('says the default limit in MB', async () => {
    const { clock, client } = setup(
      {},
      () => new Response('x', { headers: { 'Content-Length': String(21 * 2 ** 20) } }),
    );
    const error = await rejection(clock.run(client.fetch('https://a.example/')));
    expect(error.message).toBe('response body larger than 20 MB');
  });

  it('decodes by the charset of the content-type', async () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]);
    const respond: Respond = (call) => {
      const type = new URL(call.url).searchParams.get('type') ?? '';
      const bytes = type ? latin1 : new TextEncoder().encode('café €');
      return new Response(bytes, { headers: { 'Content-Type': type || 'text/html; charset=utf-8' } });
    };
    const { clock, client } = setup({}, respond);
    const read = (type: string) => clock.run(client.fetch(`https://a.example/?type=${encodeURIComponent(type)}`));
    expect((await read('text/html; charset=ISO-8859-1')).body).toBe('café €');
    expect((await read('text/xml; charset="windows-1252"')).body).toBe('café €');
    expect((await read('text/plain; charset=latin1')).body).toBe('café €');
    expect((await read('')).body).toBe('café €');
    expect((await read('text/plain; charset=no-such-charset')).body).toBe('caf\ufffd \ufffd');
  });

  it('answers 304 with an empty body', async () => {
    const { clock, client } = setup({}, () => new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    const answer = await clock.run(client.fetch('https://a.example/', { headers: { 'If-None-Match': '"v1"' } }));
    expect([answer.status, answer.body, answer.headers.etag]).toEqual([304, '', '"v1"']);
  });
});

describe('stream', () => {
  it('hands over the body and holds the host slot until it is read', async () => {
    const { clock, server, client } = setup({ perHostConcurrency: 1, perHostGapMs: 0 }, (call) =>
      call.url.endsWith('/feed.xml') ? new Response(endlessBody(100, 3).body) : new Response('ok'),
    );
    const head = await clock.run(client.stream('https://a.example/feed.xml'));
    expect(head.status).toBe(200);
    const next = client.fetch('https://a.example/other');
    await clock.advance(10_000);
    expect(server.calls).toHaveLength(1);
    expect(client.stats().inFlight).toBe(1);
    const text = await new Response(head.body).text();
    expect(text).toHaveLength(300);
    expect((await clock.run(next)).body).toBe('ok');
    expect(client.stats()).toMatchObject({ inFlight: 0, bytes: 302 });
  });

  it('gives the slot back when the stream is cancelled, and drops bodies of other statuses', async () => {
    const { clock, client } = setup({ perHostConcurrency: 1 }, (call) =>
      call.url.endsWith('/gone') ? new Response('gone', { status: 410 }) : new Response(endlessBody(100).body),
    );
    const head = await clock.run(client.stream('https://a.example/feed.xml'));
    await head.body?.cancel();
    expect(client.stats().inFlight).toBe(0);
    const gone = await clock.run(client.stream('https://a.example/gone'));
    expect([gone.status, gone.body]).toEqual([410, null]);
    expect(client.stats().inFlight).toBe(0);
  });

  it('errors the stream past the stream limit and on the caller abort', async () => {
    const { clock, client } = setup({ maxStreamBytes: 1000 }, () => new Response(endlessBody(256).body));
    const big = await clock.run(client.stream('https://a.example/big.xml'));
    const error = await rejection(new Response(big.body).arrayBuffer());
    expect(error.message).toBe('response body larger than 1000 bytes');
    const controller = new AbortController();
    const aborted = await clock.run(
      client.stream('https://a.example/big.xml', { signal: controller.signal, maxBytes: 1e9 }),
    );
    const reader = aborted.body?.getReader();
    await reader?.read();
    controller.abort();
    const cancelled = await rejection(reader?.read() ?? Promise.resolve());
    expect(cancelled.message).toBe('poll cancelled');
    expect(client.stats().inFlight).toBe(0);
  });

  it('retries before the body is handed over', async () => {
    const { clock, server, client } = setup({}, (_call, index) =>
      index === 0 ? new Response(null, { status: 502 }) : new Response('<feed/>'),
    );
    const head = await clock.run(client.stream('https://a.example/feed.xml'));
    expect(await new Response(head.body).text()).toBe('<feed/>');
    expect(server.calls).toHaveLength(2);
  });
});

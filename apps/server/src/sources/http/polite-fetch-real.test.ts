/** The real fetch path (issue #28): node's fetch against a local node:http server, on the system clock. */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceFetchError } from '../types.ts';
import { createPoliteClient } from './polite-fetch.ts';

const USER_AGENT = 'AgencyScout/1.0 (+https://agencyscout.example/bot)';
const MIB = 1024 * 1024;
const seen: { userAgent?: string; acceptEncoding?: string } = {};

function sendBig(res: ServerResponse, declareLength: boolean): void {
  const chunk = Buffer.alloc(MIB, 0x61);
  res.writeHead(200, declareLength ? { 'Content-Length': String(25 * MIB) } : {});
  let sent = 0;
  const more = (): void => {
    while (sent < 25 && !res.destroyed) {
      sent += 1;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    if (!res.destroyed) res.end();
  };
  more();
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  res.on('error', () => {});
  seen.userAgent = req.headers['user-agent'];
  seen.acceptEncoding = req.headers['accept-encoding'];
  if (req.url === '/gzip') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Encoding': 'gzip' });
    res.end(gzipSync(JSON.stringify({ jobs: [{ title: 'Forklift Operator – Night Shift' }] })));
  } else if (req.url === '/moved') {
    res.writeHead(302, { Location: '/gzip' }).end();
  } else if (req.url === '/slow') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('first part…');
    setTimeout(() => res.end('too late'), 3000).unref();
  } else if (req.url === '/big' || req.url === '/big-declared') {
    sendBig(res, req.url === '/big-declared');
  } else {
    res.writeHead(404).end('not here');
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

async function rejection(promise: Promise<unknown>): Promise<SourceFetchError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SourceFetchError);
  return error as SourceFetchError;
}

describe('the real fetch path', () => {
  const client = createPoliteClient({ userAgent: USER_AGENT, retries: 0, perHostGapMs: 0, timeoutMs: 300 });

  it('reads a gzip body, follows a redirect, and sends the User-Agent', async () => {
    const answer = await client.fetch(`${base}/moved`);
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(`${base}/gzip`);
    expect(JSON.parse(answer.body)).toEqual({ jobs: [{ title: 'Forklift Operator – Night Shift' }] });
    expect(seen).toEqual({ userAgent: USER_AGENT, acceptEncoding: 'gzip, deflate, br' });
  });

  it('times out a body that arrives too slowly', async () => {
    const started = Date.now();
    const error = await rejection(client.fetch(`${base}/slow`));
    expect(error.message).toBe('timed out after 0.3 s');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a 25 MB body, declared or not', async () => {
    const big = createPoliteClient({ userAgent: USER_AGENT, retries: 0, perHostGapMs: 0 });
    const declared = await rejection(big.fetch(`${base}/big-declared`));
    expect(declared.message).toBe('response body larger than 20 MB');
    const chunked = await rejection(big.fetch(`${base}/big`));
    expect(chunked.message).toBe('response body larger than 20 MB');
    expect(big.stats().bytes).toBeLessThan(22 * MIB);
    expect(big.stats().inFlight).toBe(0);
  });

  it('names a refused connection', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const error = await rejection(client.fetch(`http://127.0.0.1:${port}/`));
    expect(error.message).toBe('connection refused by host');
  });
});

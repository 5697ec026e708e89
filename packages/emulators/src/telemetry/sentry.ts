/**
 * A local Sentry for tests (issue #21): the envelope endpoint `POST /api/{projectId}/envelope/` the SDKs send
 * events to (newline-delimited envelope: header, then item header + payload pairs; gzip or not), answering 200.
 * Received items are kept for the test to inspect.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface SentryEmulator {
  /** A DSN that points the SDK here (project 1). */
  dsn: string;
  items: EnvelopeItem[];
  /** Raw envelope texts (the tests search them for secrets). */
  envelopes: string[];
  close(): Promise<void>;
}

function parseEnvelope(text: string): EnvelopeItem[] {
  const lines = text.split('\n');
  const items: EnvelopeItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[index + 1] ?? '{}');
    } catch {
      payload = { raw: lines[index + 1] };
    }
    items.push({ type: header.type ?? 'unknown', payload });
  }
  return items;
}

export async function startSentryEmulator(): Promise<SentryEmulator> {
  const items: EnvelopeItem[] = [];
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        response.statusCode = 404;
        response.end();
        return;
      }
      envelopes.push(text);
      items.push(...parseEnvelope(text));
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    items,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A local PostHog for tests (issue #21): the capture endpoints the SDKs post to (`/batch/`, `/capture/`, `/e/`,
 * `/i/v0/e/`; JSON, gzip or not) and the feature-flag endpoint (`/flags/`), answered as PostHog documents them.
 * Captured events are kept for the test to inspect.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface CapturedEvent {
  event: string;
  distinct_id?: string;
  properties?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface PostHogEmulator {
  url: string;
  events: CapturedEvent[];
  /** Every raw request body as text (the tests search them for personal data). */
  bodies: string[];
  /** Flags the /flags endpoint answers. */
  flags: Record<string, boolean | string>;
  /** Milliseconds /flags waits before answering. */
  flagDelayMs: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const gzipped =
    request.headers['content-encoding'] === 'gzip' || raw.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]));
  return (gzipped ? gunzipSync(raw) : raw).toString('utf8');
}

function eventsOf(body: unknown): CapturedEvent[] {
  if (Array.isArray(body)) return body as CapturedEvent[];
  const object = body as { batch?: CapturedEvent[]; event?: string } | null;
  if (object?.batch) return object.batch;
  return object?.event ? [object as CapturedEvent] : [];
}

export async function startPostHogEmulator(): Promise<PostHogEmulator> {
  const state = { events: [] as CapturedEvent[], bodies: [] as string[], flags: {}, flagDelayMs: 0 };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const text = request.method === 'POST' ? await readBody(request) : '';
      response.setHeader('content-type', 'application/json');
      if (path.startsWith('/flags') || path.startsWith('/decide')) {
        await new Promise((resolve) => setTimeout(resolve, emulator.flagDelayMs));
        const flags = Object.fromEntries(
          Object.entries(emulator.flags).map(([key, value]) => [
            key,
            { key, enabled: value !== false, variant: typeof value === 'string' ? value : undefined },
          ]),
        );
        response.end(JSON.stringify({ flags, featureFlags: emulator.flags, errorsWhileComputingFlags: false }));
        return;
      }
      if (['/batch', '/capture', '/e', '/i/v0/e', '/track'].some((prefix) => path.startsWith(prefix))) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          response.statusCode = 400;
          response.end(
            JSON.stringify({ type: 'validation_error', code: 'invalid_payload', detail: 'Malformed request data' }),
          );
          return;
        }
        emulator.bodies.push(text);
        emulator.events.push(...eventsOf(parsed));
        response.end(JSON.stringify({ status: 1 }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ type: 'invalid_request', code: 'not_found', detail: 'Not found.' }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const emulator: PostHogEmulator = {
    url: `http://127.0.0.1:${port}`,
    ...state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return emulator;
}

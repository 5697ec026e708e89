/**
 * The small HTTP server under each provider emulator (issue #16): routes a request to the emulator's handler,
 * and lets a test inject faults (an error status, a slow or malformed answer, a run of 429s) on matching paths.
 * Emulators run in the tests and, with INTEGRATIONS_EMULATORS=1, beside `npm start`. Never used against a real
 * provider.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmulatorRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** Raw body text. */
  text: string;
  /** JSON body, or null when the body is not JSON. */
  json: unknown;
  /** Form body fields (application/x-www-form-urlencoded), else empty. */
  form: URLSearchParams;
}

export interface EmulatorAnswer {
  status: number;
  /** Serialised as JSON unless `html` or `raw`. */
  body?: unknown;
  html?: string;
  /** Sent as is (malformed answers). */
  raw?: string;
  headers?: Record<string, string>;
  /** Redirect target (302). */
  location?: string;
}

/** A fault a test injects: the next `times` requests whose `METHOD path` matches get this answer. */
export interface EmulatorFault {
  match: RegExp;
  times: number;
  status?: number;
  body?: unknown;
  raw?: string;
  /** Wait this long before answering (a slow provider). */
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface RunningEmulator {
  url: string;
  /** Every request handled, `METHOD /path` (for assertions on what the client called). */
  calls: string[];
  /** Every request handled with its time (ms) and its bearer token's fingerprint (rate measurements per account). */
  callLog: { at: number; call: string; account: string | null }[];
  fail(fault: EmulatorFault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

async function readRequest(request: IncomingMessage, base: string): Promise<EmulatorRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
  return {
    method: request.method ?? 'GET',
    url: new URL(request.url ?? '/', base),
    headers: request.headers,
    text,
    json,
    form: new URLSearchParams(isForm ? text : ''),
  };
}

function write(response: ServerResponse, answer: EmulatorAnswer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.location) {
    response.writeHead(302, { ...headers, location: answer.location });
    response.end();
    return;
  }
  if (answer.html !== undefined) {
    response.writeHead(answer.status, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(answer.html);
    return;
  }
  if (answer.raw !== undefined) {
    response.writeHead(answer.status, { 'content-type': 'application/json', ...headers });
    response.end(answer.raw);
    return;
  }
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers);
    response.end();
    return;
  }
  response.writeHead(answer.status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
}

/**
 * Starts an emulator on `port` (0: any free port) of 127.0.0.1.
 * @param handle answers one request; unknown paths should answer 404 in the provider's error shape.
 */
export async function startEmulatorServer(
  handle: (request: EmulatorRequest, base: string) => EmulatorAnswer | Promise<EmulatorAnswer>,
  port = 0,
): Promise<RunningEmulator> {
  const faults: EmulatorFault[] = [];
  const calls: string[] = [];
  const callLog: RunningEmulator['callLog'] = [];
  let base = '';
  const server = createServer((incoming, response) => {
    // Logged on arrival, before the body is read (rate measurements).
    const bearer = /^Bearer\s+(.+)$/i.exec(String(incoming.headers.authorization ?? ''))?.[1] ?? null;
    const arrival = { at: Date.now(), account: bearer ? bearer.slice(-12) : null };
    void (async () => {
      const request = await readRequest(incoming, base);
      const key = `${request.method} ${request.url.pathname}`;
      calls.push(key);
      callLog.push({ ...arrival, call: key });
      const fault = faults.find((candidate) => candidate.times > 0 && candidate.match.test(key));
      if (fault) {
        fault.times -= 1;
        if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (fault.status === undefined) {
          write(response, await handle(request, base));
          return;
        }
        write(response, { status: fault.status, body: fault.body, raw: fault.raw, headers: fault.headers });
        return;
      }
      write(response, await handle(request, base));
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"message":"emulator failure"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    callLog,
    fail: (fault) => faults.push({ ...fault }),
    clearFaults: () => faults.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The emulators' sign-in page: names the app asking and offers Allow, which returns to the app with a code. */
export function authorizePage(provider: string, allowUrl: string, denyUrl: string): string {
  const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${provider} (emulator): authorize</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:4rem auto;line-height:1.5}a{display:inline-block;margin-right:1rem;padding:.5rem 1rem;border-radius:4px;text-decoration:none}#allow{background:#0b5cad;color:#fff}#deny{border:1px solid #555;color:#222}</style></head>
<body><main><h1>${provider} (local emulator)</h1><p>AgencyScout asks to connect to your ${provider} account.</p>
<p><a id="allow" href="${escapeHtml(allowUrl)}">Allow</a><a id="deny" href="${escapeHtml(denyUrl)}">Deny</a></p></main></body></html>`;
}

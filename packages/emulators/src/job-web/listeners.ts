/**
 * The job web's HTTP listeners: one per provider API (a real provider is one host, and politeness is per
 * host:port) and a few for careers sites and feeds. All on 127.0.0.1 only, on ports the system picks.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** A bound listener. */
export interface Listener {
  server: Server;
  origin: string;
}

/**
 * Opens a listener on 127.0.0.1 (`port` 0: one the system picks); `handler` is installed later with `serve` (URLs
 * must exist before boards). @throws when the port is taken.
 */
export async function openListener(port = 0): Promise<Listener & { serve(handler: RequestHandler): void }> {
  let current: RequestHandler | null = null;
  const server = createServer((request, response) => {
    const handler = current;
    if (!handler) {
      response.writeHead(503).end();
      return;
    }
    handler(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ status: 500, error: 'Internal Server Error', message: String(error) }));
      } else response.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${address.port}`,
    serve(handler) {
      current = handler;
    },
  };
}

/** Opens one listener per port (0: the system picks); when one fails, closes the others and throws its error. */
export async function openListeners(ports: readonly number[]) {
  const results = await Promise.allSettled(ports.map((port) => openListener(port)));
  const opened = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await closeListeners(opened);
    throw failure.reason;
  }
  return opened;
}

/** Closes listeners, dropping open (keep-alive or waiting) connections. */
export async function closeListeners(listeners: readonly Listener[]): Promise<void> {
  await Promise.all(
    listeners.map(
      (listener) =>
        new Promise<void>((resolve) => {
          listener.server.close(() => resolve());
          listener.server.closeAllConnections();
        }),
    ),
  );
}

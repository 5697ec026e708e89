/**
 * Answers one routed request: the board's fault (if any), the rendered body (cached per board, URL and epoch),
 * validators (`ETag` from the board's state and the body, `Last-Modified` from the board's last change) and
 * conditional requests (`If-None-Match`, else `If-Modified-Since`) answered 304.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BoardViews } from './board-views.ts';
import type { LruCache } from './lru-cache.ts';
import { json, type Rendered } from './rendering.ts';
import type { Route, Routed } from './routes-api.ts';
import { filler, httpDate } from './text-format.ts';

/** A body ready to send again while its board is unchanged (encoded once: UTF-8 is half the size of a JS string). */
export interface CachedBody {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  lastModifiedMs: number;
}

type Sendable = Pick<CachedBody, 'status' | 'contentType'> & { body: Buffer | string };

export interface ResponderContext {
  views: BoardViews;
  epoch(): number;
  cache: LruCache<CachedBody>;
  /** Requests per rate-limited board so far. */
  rateCounters: Map<number, number>;
  /** Pending 'slow' delays (cleared on close). */
  timers: Set<ReturnType<typeof setTimeout>>;
  slowMs: number;
}

/** Bodies of 'huge' boards are at least this big (the server's default limit is 20 MiB). */
export const HUGE_BYTES = 22 * 1024 * 1024;

function send(
  request: IncomingMessage,
  response: ServerResponse,
  sendable: Sendable,
  headers: Record<string, string> = {},
) {
  const body = typeof sendable.body === 'string' ? Buffer.from(sendable.body, 'utf8') : sendable.body;
  response.writeHead(sendable.status, {
    'content-type': sendable.contentType,
    'content-length': String(body.length),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function notModified(request: IncomingMessage, cached: CachedBody): boolean {
  const match = request.headers['if-none-match'];
  if (match) {
    const tags = match.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(cached.etag);
  }
  const since = request.headers['if-modified-since'];
  if (!since) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && Math.floor(cached.lastModifiedMs / 1000) * 1000 <= sinceMs;
}

/** Renders with descriptions padded until the body passes HUGE_BYTES (trailing whitespace when nothing pads). */
function renderHuge(route: Route, context: ResponderContext, epoch: number): Rendered {
  const view = (padding: string) => context.views.view(route.board, epoch, route.baseUrl, padding);
  const plain = route.render(view(''), false);
  const sample = filler(1000);
  const probe = route.render(view(sample), false);
  const copies = (probe.body.length - plain.body.length) / sample.length;
  const missing = HUGE_BYTES + 4096 - plain.body.length;
  if (copies < 0.5) return { ...plain, body: `${plain.body}${' '.repeat(Math.max(0, missing))}` };
  return route.render(view(filler(Math.ceil(missing / copies))), false);
}

function render(route: Route, context: ResponderContext, epoch: number): CachedBody {
  const fault = route.entry ? route.board.fault : null;
  let rendered =
    fault === 'huge'
      ? renderHuge(route, context, epoch)
      : route.render(context.views.view(route.board, epoch, route.baseUrl), route.board.fault === 'malformed');
  if (fault === 'malformed')
    rendered = { ...rendered, body: rendered.body.slice(0, Math.floor(rendered.body.length * 0.6)) };
  const snapshot = context.views.snapshot(route.board, epoch);
  const digest = createHash('sha1').update(`${snapshot.state.signature}\n`).update(rendered.body).digest('base64url');
  const { status, contentType } = rendered;
  const body = Buffer.from(rendered.body, 'utf8');
  return { status, contentType, body, etag: `"${digest.slice(0, 24)}"`, lastModifiedMs: snapshot.lastModifiedMs };
}

/** The cached or freshly rendered body of a route at an epoch. */
export function bodyOf(route: Route, context: ResponderContext, epoch: number, url: URL): CachedBody {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = `${route.board.index}|${url.pathname}?${new URLSearchParams(params)}|${epoch}`;
  const cached = context.cache.get(key);
  if (cached) return cached;
  const fresh = render(route, context, epoch);
  context.cache.set(key, fresh, fresh.body.length);
  return fresh;
}

function delay(context: ResponderContext): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      context.timers.delete(timer);
      resolve();
    }, context.slowMs);
    context.timers.add(timer);
  });
}

/** Answers one request that `routed` describes. */
export async function respond(
  request: IncomingMessage,
  response: ServerResponse,
  routed: Routed,
  url: URL,
  context: ResponderContext,
): Promise<void> {
  if (!('board' in routed)) return send(request, response, routed);
  const { board } = routed;
  if (board.fault === 'moved') return send(request, response, routed.moved());
  if (board.fault === 'error-500') {
    return send(
      request,
      response,
      json({ status: 500, error: 'Internal Server Error', message: 'Something went wrong' }, 500),
    );
  }
  if (board.fault === 'rate-limited') {
    const count = (context.rateCounters.get(board.index) ?? 0) + 1;
    context.rateCounters.set(board.index, count);
    if (count % 2 === 1) {
      const limited = json(
        { status: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry later' },
        429,
      );
      return send(request, response, limited, { 'retry-after': '1' });
    }
  }
  if (board.fault === 'slow' && routed.entry) await delay(context);
  const body = bodyOf(routed, context, context.epoch(), url);
  const validators = { etag: body.etag, 'last-modified': httpDate(body.lastModifiedMs) };
  if (body.status === 200 && notModified(request, body)) {
    response.writeHead(304, validators);
    response.end();
    return;
  }
  send(request, response, body, body.status === 200 ? validators : {});
}

/**
 * The job web (issue #28): a local stand-in for the public job boards — Greenhouse, Lever, Ashby, Workable,
 * SmartRecruiters and Recruitee APIs, careers sites with schema.org JobPosting, XML job feeds — serving real
 * postings from the shared datasets, with deterministic churn over epochs and a few misbehaving boards. Used by
 * tests, benchmarks and the offline live demo (through a dynamic import only); never by production code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BoardViews } from './board-views.ts';
import { buildCatalogue, planKinds, siteListenerCount } from './catalogue.ts';
import { type EpochClock, epochAt } from './churn.ts';
import { closeListeners, openListeners } from './listeners.ts';
import { loadCorpus } from './load-corpus.ts';
import { LruCache } from './lru-cache.ts';
import { postingRef } from './posting-refs.ts';
import { json } from './rendering.ts';
import { type CachedBody, type ResponderContext, respond } from './responder.ts';
import { API_ROUTERS, type Routed } from './routes-api.ts';
import { routeSite, type SiteDirectory } from './routes-site.ts';
import type { BoardSpec, JobWeb, JobWebApiKind, JobWebBoard, JobWebOptions } from './types.ts';

export type { JobWeb, JobWebBoard, JobWebFault, JobWebKind, JobWebOptions } from './types.ts';

const REPOSITORY_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** `<repo>/../shared/datasets`, where the shared datasets live next to the repository. */
export const DEFAULT_DATASETS_DIR = path.resolve(REPOSITORY_ROOT, '../shared/datasets');
/** Epoch 0 starts here (UTC); the same clock always gives the same boards. */
export const JOB_WEB_ORIGIN_MS = Date.UTC(2025, 0, 1);
/** How long a 'slow' board takes to answer. */
export const SLOW_MS = 3000;

const API_KINDS: readonly JobWebApiKind[] = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'smartrecruiters',
  'recruitee',
];
/** Rendered bodies kept (bytes): hot boards answer from memory. */
const BODY_CACHE_BYTES = 64 * 1024 * 1024;

interface Settings {
  boards: number;
  seed: number;
  datasetsDir: string | null;
  now: () => Date;
  epochMinutes: number;
  faults: boolean;
  postingsPerBoard: number;
  port: number;
}

function settingsOf(options: JobWebOptions): Settings {
  const positive = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  return {
    boards: Math.floor(positive(options.boards, 200)),
    seed: Math.floor(options.seed ?? 1),
    datasetsDir: options.datasetsDir === undefined ? DEFAULT_DATASETS_DIR : options.datasetsDir,
    now: options.now ?? (() => new Date()),
    epochMinutes: positive(options.epochMinutes, 1440),
    faults: options.faults ?? true,
    postingsPerBoard: positive(options.postingsPerBoard, 30),
    port: Math.floor(positive(options.port, 0)),
  };
}

type Handler = (request: IncomingMessage, url: URL) => Routed;

function handlerFor(route: Handler, context: ResponderContext, counter: { requests: number }, origin: string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    counter.requests += 1;
    const url = new URL(request.url ?? '/', origin);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    await respond(request, response, route(request, url), url, context);
  };
}

function apiRoute(kind: JobWebApiKind, boards: readonly BoardSpec[], origin: string): Handler {
  const byToken = new Map(
    boards.filter((board) => board.kind === kind).map((board) => [board.token.toLowerCase(), board]),
  );
  const find = (token: string) => byToken.get(token.toLowerCase());
  // The web's directory, at the root of every provider API: the boards one can add, of every kind (a click-through
  // and the end-to-end journeys pick one from here).
  const directory = json({ boards: boards.map(publicBoard) });
  return (_request, url) =>
    url.pathname === '/' ? directory : API_ROUTERS[kind](url.pathname, url.searchParams, find, origin);
}

function siteDirectory(origin: string, listener: number, boards: readonly BoardSpec[]): SiteDirectory {
  const own = boards.filter((board) => board.site?.listener === listener);
  return { origin, boards: own, bySlug: new Map(own.map((board) => [board.site?.slug ?? '', board])) };
}

function publicBoard(board: BoardSpec): JobWebBoard {
  const { kind, token, url, companyName, companyWebsite, fault } = board;
  return { kind, token, url, companyName, companyWebsite, fault };
}

/**
 * Starts a job web on 127.0.0.1 (see JobWebOptions for the defaults). Reading the datasets takes about a second
 * the first time in a process; the corpus is then shared by later webs.
 */
export async function startJobWeb(options: JobWebOptions = {}): Promise<JobWeb> {
  const settings = settingsOf(options);
  const corpus = loadCorpus(settings.datasetsDir);
  const kinds = planKinds(settings.boards, settings.seed);
  const at = (offset: number) => (settings.port > 0 ? settings.port + offset : 0);
  const ports = Array.from({ length: API_KINDS.length + siteListenerCount(kinds) }, (_, index) => at(index));
  const listeners = await openListeners(ports);
  const apiListeners = listeners.slice(0, API_KINDS.length);
  const siteListeners = listeners.slice(API_KINDS.length);
  const boards = buildCatalogue(corpus, { ...settings, kinds, siteOrigins: siteListeners.map((l) => l.origin) });
  const clock: EpochClock = { originMs: JOB_WEB_ORIGIN_MS, epochMs: settings.epochMinutes * 60_000 };
  const epoch = () => epochAt(clock, settings.now().getTime());
  const context: ResponderContext = {
    views: new BoardViews(corpus, clock),
    epoch,
    cache: new LruCache<CachedBody>(2048, BODY_CACHE_BYTES),
    rateCounters: new Map(),
    timers: new Set(),
    slowMs: SLOW_MS,
  };
  const counter = { requests: 0 };
  API_KINDS.forEach((kind, index) => {
    const listener = apiListeners[index];
    listener?.serve(handlerFor(apiRoute(kind, boards, listener.origin), context, counter, listener.origin));
  });
  siteListeners.forEach((listener, index) => {
    const directory = siteDirectory(listener.origin, index, boards);
    listener.serve(
      handlerFor((_request, url) => routeSite(directory, url.pathname), context, counter, listener.origin),
    );
  });
  const baseUrls = Object.fromEntries(
    API_KINDS.map((kind, index) => {
      const origin = apiListeners[index]?.origin ?? '';
      return [kind, kind === 'recruitee' ? `${origin}/{company}` : origin];
    }),
  ) as Record<JobWebApiKind, string>;
  const specs = new Map(boards.map((board) => [`${board.kind}\n${board.token}`, board]));
  return {
    boards: boards.map(publicBoard),
    baseUrls,
    openPostings(board) {
      const spec = specs.get(`${board.kind}\n${board.token}`);
      if (!spec) throw new Error(`Not a board of this job web: ${board.kind} ${board.token}`);
      return context.views.snapshot(spec, epoch()).postings.map((posting) => postingRef(spec, posting));
    },
    epoch,
    requests: () => counter.requests,
    async close() {
      for (const timer of context.timers) clearTimeout(timer);
      context.timers.clear();
      await closeListeners([...apiListeners, ...siteListeners]);
    },
  };
}

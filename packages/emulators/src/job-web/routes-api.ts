/**
 * Routing of the six provider APIs (one listener each): a request path → the board it reads and how to render it,
 * or the provider's own 404 for an unknown board or path.
 */
import { ashbyBoard, ashbyNotFound } from './render-ashby.ts';
import { greenhouseBoard, greenhouseJob, greenhouseJobs, greenhouseNotFound } from './render-greenhouse.ts';
import { leverNotFound, leverPosting, leverPostings } from './render-lever.ts';
import { recruiteeNotFound, recruiteeOffer, recruiteeOffers } from './render-recruitee.ts';
import { smartRecruitersDetail, smartRecruitersList, smartRecruitersNotFound } from './render-smartrecruiters.ts';
import { workableAccount, workableNotFound } from './render-workable.ts';
import { type BoardView, json, type Rendered } from './rendering.ts';
import type { BoardSpec, JobWebApiKind } from './types.ts';

/** A request for one board's document. */
export interface Route {
  board: BoardSpec;
  /** The document a connector polls first (the 'slow', 'huge' and 'malformed' faults apply to it). */
  entry: boolean;
  /** The base URL the renderer writes into links (SmartRecruiters `ref`). */
  baseUrl: string;
  render(view: BoardView, malformed: boolean): Rendered;
  /** The provider's answer for a board that moved away. */
  moved(): Rendered;
}

/** A route, or a response that needs no board (404s, robots.txt). */
export type Routed = Route | Rendered;

export type BoardLookup = (token: string) => BoardSpec | undefined;

function segment(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return '';
  }
}

const NOT_FOUND = (): Rendered => json({ error: 'Not Found' }, 404);

type Matcher = (path: string, query: URLSearchParams, find: BoardLookup, baseUrl: string) => Routed;

/** What a moved (deleted or renamed) board answers, in the provider's 404 shape. */
const MOVED = 'This job board has moved or was deleted';

function route(
  board: BoardSpec | undefined,
  missing: (message?: string) => Rendered,
  parts: Omit<Route, 'board' | 'moved'>,
): Routed {
  if (!board) return missing();
  return { board, moved: () => missing(MOVED), ...parts };
}

const greenhouse: Matcher = (path, query, find, baseUrl) => {
  const match = /^\/v1\/boards\/([^/]+)(?:\/(jobs)(?:\/([^/]+))?)?\/?$/.exec(path);
  if (!match) return NOT_FOUND();
  const board = find(segment(match[1]));
  const moved = () => greenhouseNotFound(MOVED);
  if (!board) return greenhouseNotFound();
  const id = match[3] ? segment(match[3]) : null;
  const render = (view: BoardView) =>
    !match[2]
      ? greenhouseBoard(view)
      : id
        ? greenhouseJob(view, id)
        : greenhouseJobs(view, query.get('content') === 'true');
  return { board, entry: Boolean(match[2]) && !id, baseUrl, render, moved };
};

const lever: Matcher = (path, query, find, baseUrl) => {
  const match = /^\/v0\/postings\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return NOT_FOUND();
  const id = match[2] ? segment(match[2]) : null;
  return route(find(segment(match[1])), leverNotFound, {
    entry: !id,
    baseUrl,
    render: (view) => (id ? leverPosting(view, id) : leverPostings(view, query)),
  });
};

const ashby: Matcher = (path, query, find, baseUrl) => {
  const match = /^\/posting-api\/job-board\/([^/]+)\/?$/.exec(path);
  if (!match) return NOT_FOUND();
  return route(find(segment(match[1])), ashbyNotFound, {
    entry: true,
    baseUrl,
    render: (view) => ashbyBoard(view, query),
  });
};

const workable: Matcher = (path, query, find, baseUrl) => {
  const match = /^\/api\/v1\/widget\/accounts\/([^/]+)\/?$/.exec(path);
  if (!match) return NOT_FOUND();
  return route(find(segment(match[1])), workableNotFound, {
    entry: true,
    baseUrl,
    render: (view) => workableAccount(view, query),
  });
};

const smartrecruiters: Matcher = (path, query, find, baseUrl) => {
  const match = /^\/v1\/companies\/([^/]+)\/postings(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return NOT_FOUND();
  const id = match[2] ? segment(match[2]) : null;
  return route(find(segment(match[1])), smartRecruitersNotFound, {
    entry: !id,
    baseUrl,
    render: (view) => (id ? smartRecruitersDetail(view, id) : smartRecruitersList(view, query)),
  });
};

const recruitee: Matcher = (path, _query, find, baseUrl) => {
  const match = /^\/([^/]+)\/api\/offers(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return NOT_FOUND();
  const company = segment(match[1]);
  const id = match[2] ? segment(match[2]) : null;
  return route(find(company), recruiteeNotFound, {
    entry: !id,
    baseUrl: `${baseUrl}/${company}`,
    render: (view) => (id ? recruiteeOffer(view, id) : recruiteeOffers(view)),
  });
};

/** The matcher of each provider API. */
export const API_ROUTERS: Readonly<Record<JobWebApiKind, Matcher>> = {
  greenhouse,
  lever,
  ashby,
  workable,
  smartrecruiters,
  recruitee,
};

/**
 * Routing of a careers-site listener (~10 companies' sites and feeds on one host:port): robots.txt, each board's
 * listing page, sitemap or feed, its job pages, an about page, and the /internal/ pages robots.txt disallows.
 */
import {
  aboutPage,
  internalPosting,
  jobPage,
  listingPage,
  robotsTxt,
  sitemap,
  sitePageNotFound,
} from './render-json-ld.ts';
import { xmlFeed } from './render-xml-feed.ts';
import type { BoardView, Rendered } from './rendering.ts';
import type { Routed } from './routes-api.ts';
import type { BoardSpec, Posting } from './types.ts';

/** The boards one site listener serves. */
export interface SiteDirectory {
  origin: string;
  boards: BoardSpec[];
  bySlug: Map<string, BoardSpec>;
}

const ENTRY_FILES: Readonly<Record<string, 'listing' | 'sitemap' | 'feed'>> = {
  careers: 'listing',
  'sitemap.xml': 'sitemap',
  'feed.xml': 'feed',
};

function movedPage(board: BoardSpec): () => Rendered {
  return () => sitePageNotFound(`The careers site of ${board.companyName} has moved`);
}

function pageOf(postings: readonly Posting[], id: string): Posting | undefined {
  return postings.find((posting) => String(posting.numericId) === id);
}

function jobRoute(board: BoardSpec, id: string, internal: boolean, origin: string): Routed {
  return {
    board,
    entry: false,
    baseUrl: origin,
    moved: movedPage(board),
    render(view: BoardView, malformed: boolean) {
      const candidate = internal ? internalPosting(view) : pageOf(view.postings, id);
      const posting = candidate && String(candidate.numericId) === id ? candidate : undefined;
      if (!posting) return sitePageNotFound('This job is no longer available');
      return jobPage(view, posting, internal, malformed && board.kind === 'json-ld');
    },
  };
}

function entryRoute(board: BoardSpec, origin: string): Routed {
  return {
    board,
    entry: true,
    baseUrl: origin,
    moved: movedPage(board),
    render(view: BoardView) {
      if (board.site?.form === 'listing') return listingPage(view);
      return board.site?.form === 'sitemap' ? sitemap(view) : xmlFeed(view);
    },
  };
}

/** Routes one request path of a site listener. */
export function routeSite(directory: SiteDirectory, path: string): Routed {
  if (path === '/robots.txt') return robotsTxt(directory.boards);
  const parts = path.split('/').filter(Boolean);
  const internal = parts[0] === 'internal';
  const [slug = '', file = '', id = ''] = internal ? parts.slice(1) : parts;
  const board = directory.bySlug.get(slug);
  if (!board?.site) return sitePageNotFound();
  const length = internal ? parts.length - 1 : parts.length;
  if (length === 3 && file === 'jobs') {
    if (internal && !board.site.internalPage) return sitePageNotFound();
    return jobRoute(board, id, internal, directory.origin);
  }
  if (internal || length !== 2) return sitePageNotFound();
  if (file === 'about') {
    return { board, entry: false, baseUrl: directory.origin, moved: movedPage(board), render: () => aboutPage(board) };
  }
  return ENTRY_FILES[file] === board.site.form ? entryRoute(board, directory.origin) : sitePageNotFound();
}

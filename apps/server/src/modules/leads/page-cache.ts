/**
 * First pages of repeated searches (issue #10 concurrency; docs/decisions.md 'Repeated searches'): the lead ids
 * of a page, kept per process for one search, order, offset, page size and lead data version. A repeated search
 * (a saved search opened again, Refresh, back from a lead, the same query by another recruiter) then reads only
 * its rows; favorites, views and the rows themselves are always read fresh. The key is the count cache's search
 * key, so searches over the caller's own favorites or views are never kept (`countCacheKey` is null for them);
 * every write to leads or companies bumps the data version, so a kept page is never stale. Pages are kept per
 * database connection (`Db`): two databases (tests, a replica) never share a page of the same version number.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/kysely.ts';

/** Pages kept per process and database (a page is at most 100 ids); `LEAD_PAGE_CACHE_PAGES`, 0 keeps none. */
let pagesKept = 5_000;

const pagesByDatabase = new WeakMap<Db, LRUCache<string, readonly number[]>>();

/** Sets how many pages each database's cache keeps from now on (at start-up, from the configuration). */
export function setPagesKept(pages: number): void {
  pagesKept = pages;
}

function pagesOf(db: Db): LRUCache<string, readonly number[]> | null {
  if (pagesKept === 0) return null;
  let pages = pagesByDatabase.get(db);
  if (!pages) {
    pages = new LRUCache({ max: pagesKept });
    pagesByDatabase.set(db, pages);
  }
  return pages;
}

export interface PageKey {
  /** The search's count cache key (`countCacheKey`); null: not kept. */
  searchKey: string | null;
  dataVersion: string;
  order: string;
  offset: number;
  limit: number;
}

function keyOf(page: PageKey): string | null {
  if (!page.searchKey) return null;
  return `${page.searchKey}|${page.order}|${page.offset}|${page.limit}@${page.dataVersion}`;
}

/** The kept lead ids of this page, in order, if any. */
export function keptPageIds(db: Db, page: PageKey): readonly number[] | undefined {
  const key = keyOf(page);
  return key ? pagesOf(db)?.get(key) : undefined;
}

/** Keeps the lead ids of a page just searched. */
export function keepPageIds(db: Db, page: PageKey, ids: readonly number[]): void {
  const key = keyOf(page);
  if (key) pagesOf(db)?.set(key, ids);
}

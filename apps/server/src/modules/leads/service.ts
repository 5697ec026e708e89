/**
 * Lead search rules (prospecting-core §2.3, §6): who may read which lead type; the visible total, the overall
 * total and the rows a limited view sees come from limited-view.ts, which also records what it was shown.
 */
import {
  canEnter,
  type LeadFilters,
  type LeadHit,
  type LeadSearchResponse,
  type LeadSort,
  type LeadType,
  LIMITED_VIEW_CAP,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden } from '../../lib/errors.ts';
import { crmChipsOf } from '../crm-records/public.ts';
import { recordSearch } from '../dashboard/activity.ts';
import {
  type CountPlan,
  countableFromCounters,
  countCacheKey,
  countFromCounters,
  countMatching,
  findCachedCount,
  matchingIdsUpTo,
  storeCount,
} from './count-repository.ts';
import { hasFullView, recordShownLeads, visibleRows, visibleTotal } from './limited-view.ts';
import { keepPageIds, keptPageIds } from './page-cache.ts';
import {
  findCompanyName,
  findLeadPage,
  findNewLeadCompanyIds,
  findNewLeads,
  type LeadSearchPlan,
  type LeadSearchRow,
  type PageOrder,
  resolveCompanyIds,
  rowsOfIds,
} from './repository.ts';
import type { SearchFilters } from './search-conditions.ts';

export interface LeadSearchRequest extends LeadFilters {
  offset: number;
  count: number;
  sort?: LeadSort;
  /** §3 getTotal: count exactly, however long it takes. */
  getTotal?: boolean;
  /** §3 prevTotal: the total the caller holds for this same search. */
  prevTotal?: number;
}

/**
 * Matches up to which relevance ranks with `ts_rank_cd` (it reads every match's vector; about 1,000 cost
 * a few milliseconds); above it the tiers are read newest first. Also the cap of the cheap count.
 */
export const RANKED_MATCHES_MAX = 1000;

/**
 * The cap of the cheap count of a search within locations: its candidates are the leads of the places' geo cells,
 * found in full by one index scan whatever the cap, so counting up to 5,000 of them costs little more than 1,000,
 * and the page is then ordered from the ids without searching again (docs/decisions.md 'Radius search through
 * geo cells').
 */
export const LOCATION_COUNT_CAP = 5000;

/** Up to how many matches the first request of a search counts before it leaves the total to `getTotal`. */
function countCap(filters: SearchFilters): number {
  return filters.locations?.length ? LOCATION_COUNT_CAP : RANKED_MATCHES_MAX;
}

/** @throws 403 when the caller may read no leads at all (§2.1, §6 entry permissions). */
export function requireLeadAccess(identity: Identity): void {
  if (!canEnter(identity.permissions)) throw forbidden();
}

/** Open Web-only users (is:openWeb) read Open Web leads only (§2.3, §6). */
export function mayReadLeadType(identity: Pick<Identity, 'permissions'>, leadType: LeadType): boolean {
  return leadType === 'OpenWeb' || !identity.permissions.includes(PERMISSIONS.isOpenWeb);
}

/**
 * The lead type a caller searches: the requested one, else Agency (Open Web for Open Web-only users).
 * @throws 403 when the caller may not read leads, or asks an Open Web-only account for Agency leads.
 */
export function leadTypeFor(identity: Identity, requested: LeadType | undefined): LeadType {
  requireLeadAccess(identity);
  if (requested && !mayReadLeadType(identity, requested)) throw forbidden('Your plan includes Open Web leads only');
  return requested ?? (mayReadLeadType(identity, 'Agency') ? 'Agency' : 'OpenWeb');
}

export function toHit(row: LeadSearchRow): LeadHit {
  return {
    ...row,
    employmentTypes: row.employmentTypes as LeadHit['employmentTypes'],
    postedAt: row.postedAt ? row.postedAt.toISOString() : null,
    companyLeadCount: Number(row.companyLeadCount ?? 0),
  };
}

interface ResolvedTotal {
  /** The exact total, or null when only a getTotal request should pay for it. */
  total: number | null;
  /** The whole match set, newest first, when the capped count found it (under the cap): the page is taken from it. */
  matchIds?: number[];
  /** The search's count cache key and the data version it was looked up at (page-cache.ts keeps pages by both). */
  searchKey: string | null;
  dataVersion: string;
  /** Storing a new count in the count cache, run beside the page; a failure is logged, never the search's. */
  stored?: Promise<void>;
}

/** Whether totals may come from the count cache (`LEAD_COUNT_CACHE`; false only for benchmarks, issue #29). */
let countCacheReads = true;

/**
 * Sets whether a search may take its total from the count cache (at start-up, from the configuration). Off, every
 * total is counted as for a search nobody ran before; new counts are still stored, as a first search stores them.
 */
export function setCountCacheReads(on: boolean): void {
  countCacheReads = on;
}

/** Stores a count without making the search wait for it or fail with it. */
function storeInBackground(db: Db, key: string, version: string, total: number): Promise<void> {
  return storeCount(db, key, version, total).catch((error: unknown) => {
    console.warn('Lead search count not cached', error);
  });
}

/**
 * The exact total when it is cheap (counters, the count cache, the caller's `prevTotal`, or a count capped
 * at `countCap` + 1 that finished under the cap), or null when only a `getTotal` request should pay for it.
 * With `getTotal` the total is always counted (and cached); within locations, by the capped count when it
 * finishes under the cap, which also gives the page its match set.
 */
async function resolveTotal(
  db: Db,
  plan: CountPlan,
  request: Pick<LeadSearchRequest, 'getTotal' | 'prevTotal'>,
  primary: Db = db,
): Promise<ResolvedTotal> {
  const key = countCacheKey(db, plan);
  const cached = key ? await findCachedCount(db, key) : undefined;
  const cacheKeys = { searchKey: key, dataVersion: cached?.version ?? '' };
  if (countableFromCounters(plan)) return { total: await countFromCounters(db, plan), ...cacheKeys };
  if (countCacheReads && cached?.total !== undefined) return { total: cached.total, ...cacheKeys };
  if (request.prevTotal !== undefined && !request.getTotal) return { total: request.prevTotal, ...cacheKeys };
  let total: number | undefined;
  let matchIds: number[] | undefined;
  // A location search reads its candidates in full whatever the cap, so its getTotal tries the capped count too.
  if (!request.getTotal || plan.filters.locations?.length) {
    const cap = countCap(plan.filters);
    const ids = await matchingIdsUpTo(db, plan, cap + 1);
    if (ids.length <= cap) {
      total = ids.length;
      matchIds = ids;
    } else if (!request.getTotal) {
      return { total: null, ...cacheKeys };
    }
  }
  total ??= await countOnce(key && cached ? `${key}@${cached.version}` : null, () => countMatching(db, plan));
  // A count made on a replica is stored under the data version that replica had: right for that version.
  const stored = key && cached ? storeInBackground(primary, key, cached.version, total) : undefined;
  return { total, matchIds, ...cacheKeys, stored };
}

/** Exact counts running in this process, by search key and data version. */
const countsInFlight = new Map<string, Promise<number>>();

/**
 * Runs `count` once for every caller asking the same search of the same data version at the same time: when 16
 * recruiters open the same broad search, its 300 ms count runs once, not 16 times side by side (each would take
 * seconds on a busy database). Per process; the count cache shares the result across nodes once stored.
 */
export function countOnce(flightKey: string | null, count: () => Promise<number>): Promise<number> {
  if (!flightKey) return count();
  const running = countsInFlight.get(flightKey);
  if (running) return running;
  const started = count().finally(() => countsInFlight.delete(flightKey));
  countsInFlight.set(flightKey, started);
  return started;
}

/** Relevance ranks small match sets and reads large (or not yet counted) ones tier by tier, newest first. */
function chooseOrder(filters: SearchFilters, sort: LeadSort | undefined, total: number | null): PageOrder {
  if (!filters.keyWords || sort === 'newest') return 'newest';
  return total !== null && total <= RANKED_MATCHES_MAX ? 'ranked' : 'tiered';
}

/** A page of hits: its ids from page-cache.ts when this search's page was just searched, else searched and kept. */
async function findPage(
  db: Db,
  plan: LeadSearchPlan,
  cacheKeys: Pick<ResolvedTotal, 'searchKey' | 'dataVersion'>,
): Promise<LeadSearchRow[]> {
  const page = { ...cacheKeys, order: plan.order, offset: plan.offset, limit: plan.limit };
  const kept = keptPageIds(db, page);
  if (kept) return rowsOfIds(db, kept, plan);
  const rows = await findLeadPage(db, plan);
  keepPageIds(
    db,
    page,
    rows.map((row) => Number(row.id)),
  );
  return rows;
}

/** The request's clock to the minute, so relative date windows (datePosted) share count cache entries. */
function toMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * §2.3, §7: one page of hits and, when cheap, the exact total (see `resolveTotal`; otherwise
 * `totalPending` asks for a `getTotal` follow-up). `reads` answers the search itself (a read replica, issue #21);
 * what the search records (dashboard searches, shown leads, count cache) is written to `db`.
 */
export async function searchLeads(
  db: Db,
  identity: Identity,
  request: LeadSearchRequest,
  now = new Date(),
  reads: Db = db,
): Promise<LeadSearchResponse> {
  const { offset, count, company, sort, getTotal, prevTotal, ...filters } = request;
  const searchFilters: SearchFilters = { ...filters, leadType: leadTypeFor(identity, filters.leadType) };
  if (company?.length) searchFilters.companyIds = await resolveCompanyIds(reads, company);
  if (filters.crm) searchFilters.crmOrgId = identity.orgId;
  const plan = { filters: searchFilters, userId: identity.userId, now: toMinute(now) };
  const limit = visibleRows(identity, offset, count);
  // §2.9 'Searches Conducted': once per distinct query and day, recorded while the search runs.
  const recorded = recordSearch(db, identity, 'leads', { ...filters, company });
  const [{ total, matchIds, searchKey, dataVersion, stored }, companyName] = await Promise.all([
    resolveTotal(reads, plan, { getTotal, prevTotal }, db),
    filters.companyId ? findCompanyName(reads, filters.companyId) : Promise.resolve(undefined),
  ]);
  const order = chooseOrder(searchFilters, sort, total);
  const rows =
    limit > 0 ? await findPage(reads, { ...plan, offset, limit, order, matchIds }, { searchKey, dataVersion }) : [];
  const [chips] = await Promise.all([
    crmChipsOf(
      reads,
      identity.orgId,
      rows.flatMap((row) => (row.companyId === null ? [] : [Number(row.companyId)])),
    ),
    recordShownLeads(
      db,
      identity,
      rows.map((row) => row.id),
    ),
    stored,
  ]);
  // An unknown total is above the cap, so a limited view still shows its 25.
  const response: LeadSearchResponse = {
    found:
      total === null ? (hasFullView(identity.permissions) ? null : LIMITED_VIEW_CAP) : visibleTotal(identity, total),
    hits: rows.map((row) => ({ ...toHit(row), crm: chips.get(Number(row.companyId)) ?? null })),
  };
  if (total === null) response.totalPending = true;
  else if (!hasFullView(identity.permissions)) response.overallTotal = total;
  if (filters.companyId && companyName !== undefined) response.company = { id: filters.companyId, name: companyName };
  await recorded;
  return response;
}

/** A saved search's filters as search filters of its lead type. @throws 403 when the reader may not read it. */
async function newLeadFilters(
  db: Db,
  reader: { userId: string; permissions: readonly string[] },
  search: { filters: LeadFilters; leadType: LeadType },
): Promise<SearchFilters> {
  if (!canEnter(reader.permissions) || !mayReadLeadType(reader, search.leadType)) throw forbidden();
  const { company, ...filters } = search.filters;
  const searchFilters: SearchFilters = { ...filters, leadType: search.leadType };
  if (company?.length) searchFilters.companyIds = await resolveCompanyIds(db, company);
  return searchFilters;
}

/**
 * The companies of a saved search's leads first seen in (since, until] (campaign automations, issue #17), at most
 * `limit`, read with the owner's permissions like the alert run.
 * @throws 403 when the reader may not read the lead type.
 */
export async function findNewLeadCompaniesOfSearch(
  db: Db,
  reader: { userId: string; permissions: readonly string[] },
  search: { filters: LeadFilters; leadType: LeadType; since: Date; until: Date; limit: number },
  now = new Date(),
): Promise<number[]> {
  return findNewLeadCompanyIds(db, {
    filters: await newLeadFilters(db, reader, search),
    userId: reader.userId,
    now: toMinute(now),
    since: search.since,
    until: search.until,
    limit: search.limit,
  });
}

/**
 * The leads of a saved search's filters first seen in (since, until] for a user with these permissions: at
 * most `limit` hits, newest posting first, and the total (issue #11 alert e-mails and dailyUpdate). Hiring
 * company names are resolved as on the screens.
 * @throws 403 when the permissions may not read `leadType`.
 */
export async function findNewLeadsOfSearch(
  db: Db,
  reader: { userId: string; permissions: readonly string[] },
  search: { filters: LeadFilters; leadType: LeadType; since: Date; until: Date; limit: number },
  now = new Date(),
): Promise<{ hits: LeadHit[]; total: number }> {
  const { rows, total } = await findNewLeads(db, {
    filters: await newLeadFilters(db, reader, search),
    userId: reader.userId,
    now: toMinute(now),
    since: search.since,
    until: search.until,
    limit: search.limit,
  });
  return { hits: rows.map(toHit), total };
}

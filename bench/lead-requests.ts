/**
 * Lead searches through the HTTP API the way the lead screen makes them (apps/web/src/features/leads/api.ts): the
 * page first; when its total is pending, a `getTotal` follow-up for the first row; paging sends the total already
 * known as `prevTotal`. Shared by the repeated mix and the varied searches of search-benchmark.ts.
 */
import { type LoadRange, loadNow, loadRange, type Percentiles, percentiles } from './measure.ts';

/** Query-string values of GET /api/v1/leads; a list repeats its parameter (`company`). */
export type LeadParams = Record<string, string | readonly string[]>;

export interface LeadAnswer {
  found: number | null;
  totalPending?: boolean;
}

/** A search as the screen holds it: its request and its 1-based page (above 1 the screen knows the total). */
export interface ScreenSearch {
  params: LeadParams;
  page: number;
}

function queryString(params: LeadParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of typeof value === 'string' ? [value] : value) query.append(name, item);
  }
  return query.toString();
}

/** GET /api/v1/leads with an API key. @throws Error with the status and body on any answer but 200. */
export async function getLeads(url: string, apiKey: string, params: LeadParams): Promise<LeadAnswer> {
  const response = await fetch(`${url}/api/v1/leads?${queryString(params)}`, { headers: { 'X-Api-Key': apiKey } });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as LeadAnswer;
}

/** The follow-up that counts a pending total, as the screen sends it: the same search, first row only, `getTotal`. */
export function totalRequest<P extends LeadParams>(params: P): P & Record<'offset' | 'count' | 'getTotal', string> {
  return { ...params, offset: '0', count: '1', getTotal: 'true' };
}

export interface ScreenTimings {
  /** The page request (ms). */
  pageMs: number;
  /** The request that brought the exact total (ms): the getTotal follow-up, else the page itself. */
  totalMs: number;
  /** True when the total took its own getTotal request. */
  viaGetTotal: boolean;
  /** The exact total. */
  found: number;
  /** Every request's time, in the order sent. */
  requests: number[];
}

async function timed(url: string, apiKey: string, params: LeadParams): Promise<[LeadAnswer, number]> {
  const started = performance.now();
  const answer = await getLeads(url, apiKey, params);
  return [answer, performance.now() - started];
}

/**
 * One search as the screen makes it. Page 1: the page, then `getTotal` when the answer says `totalPending`. A later
 * page: the screen got there from page 1, whose total it holds, so the total is asked first (`getTotal`, as the
 * screen's follow-up does) and the page then carries it as `prevTotal`.
 */
export async function searchLikeScreen(url: string, apiKey: string, search: ScreenSearch): Promise<ScreenTimings> {
  if (search.page > 1) {
    const [total, totalMs] = await timed(url, apiKey, totalRequest(search.params));
    const found = total.found ?? 0;
    const [, pageMs] = await timed(url, apiKey, { ...search.params, prevTotal: String(found) });
    return { pageMs, totalMs, viaGetTotal: true, found, requests: [totalMs, pageMs] };
  }
  const [page, pageMs] = await timed(url, apiKey, search.params);
  if (!page.totalPending)
    return { pageMs, totalMs: pageMs, viaGetTotal: false, found: page.found ?? 0, requests: [pageMs] };
  const [total, totalMs] = await timed(url, apiKey, totalRequest(search.params));
  return { pageMs, totalMs, viaGetTotal: true, found: total.found ?? 0, requests: [pageMs, totalMs] };
}

export interface ConcurrencyResult {
  requestsPerSecond: number;
  /** Latency of every request (page and getTotal alike). */
  latency: Percentiles;
  load: LoadRange;
}

/**
 * `clients` loop over `searches` for `seconds`, each search as the screen makes it (`searchLikeScreen`). Client i
 * starts at search i, or, with `spread`, i/clients of the way through the list (so clients of a long list of
 * distinct searches do not ask neighbouring ones at the same moment). @returns requests per second, latency and load.
 */
export async function runClients(
  url: string,
  apiKey: string,
  searches: readonly ScreenSearch[],
  options: { clients: number; seconds: number; spread?: boolean },
): Promise<ConcurrencyResult> {
  const { clients, seconds } = options;
  const samples: number[] = [];
  const loads = [loadNow()];
  const end = performance.now() + seconds * 1000;
  const client = async (index: number) => {
    const start = options.spread ? Math.floor((index * searches.length) / clients) : index;
    for (let step = start; performance.now() < end; step += 1) {
      const search = searches[step % searches.length];
      if (!search) continue;
      samples.push(...(await searchLikeScreen(url, apiKey, search)).requests);
    }
  };
  const ticker = setInterval(() => loads.push(loadNow()), 1000);
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  } finally {
    clearInterval(ticker);
  }
  loads.push(loadNow());
  const elapsed = (performance.now() - started) / 1000;
  return { requestsPerSecond: samples.length / elapsed, latency: percentiles(samples), load: loadRange(loads) };
}

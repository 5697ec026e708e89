/**
 * Search latency beside the polling: the app built in this process (buildApp, listening on a free loopback port,
 * no result-page cache: LEAD_PAGE_CACHE_PAGES=0) asked for the first page of Open Web leads with keywords drawn from
 * the real job titles the job web serves (LinkedIn 2023 and Indeed 2023): an idle pass over the whole list, and one
 * search every `everyMs` while a round runs.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { DEFAULT_DATASETS_DIR } from '../../packages/emulators/src/job-web/index.ts';
import { loadCorpus } from '../../packages/emulators/src/job-web/load-corpus.ts';

const STOP_WORDS = new Set(
  'with from that this your have will senior junior level part full time remote hybrid site based only needed'.split(
    ' ',
  ),
);

/**
 * `count` keywords from the job titles: words of four letters or more ranked by how many titles hold them, taken
 * at an even stride through the 400 most common, so the list mixes broad words (manager) and narrower ones.
 */
export function searchKeywords(count: number): string[] {
  const titles = loadCorpus(DEFAULT_DATASETS_DIR).titles;
  const frequency = new Map<string, number>();
  for (const title of titles) {
    const words = new Set(title.toLowerCase().match(/[a-z]{4,}/g) ?? []);
    for (const word of words) if (!STOP_WORDS.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const ranked = [...frequency.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 400)
    .map(([word]) => word);
  const stride = Math.max(1, Math.floor(ranked.length / count));
  return ranked.filter((_, index) => index % stride === 0).slice(0, count);
}

export interface SearchApp {
  url: string;
  close(): Promise<void>;
}

/** The app on the benchmark database, in this process, on a free port of 127.0.0.1. */
export async function startSearchApp(databaseUrl: string): Promise<SearchApp> {
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'sources-bench-secret-sources-bench-secret',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'warn',
      LEAD_PAGE_CACHE_PAGES: '0',
      RATE_LIMIT_MAX: '100000000',
      JOB_WEB_DEMO: 'false',
      SEED_DEMO: 'false',
    },
    { dotenv: false },
  );
  const database = await openDatabase(config.database, { migrate: false });
  const app: FastifyInstance = await buildApp(config, { db: database.db, pool: database.pool.pool });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** One search's first page (ms); throws on an error answer. */
export async function searchOnce(url: string, apiKey: string, keyword: string): Promise<number> {
  const params = new URLSearchParams({ leadType: 'OpenWeb', keyWords: keyword });
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/leads?${params}`, { headers: { 'X-Api-Key': apiKey } });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`search '${keyword}' answered ${response.status}: ${body.slice(0, 200)}`);
  return elapsed;
}

/** Every keyword once, in order (ms each). */
export async function searchPass(url: string, apiKey: string, keywords: readonly string[]): Promise<number[]> {
  const samples: number[] = [];
  for (const keyword of keywords) samples.push(await searchOnce(url, apiKey, keyword));
  return samples;
}

/**
 * One search every `everyMs` (the next keyword each time) until stopped.
 * @returns the samples (ms) and the searches that failed (kept apart, not timed).
 */
export function searchWhile(
  url: string,
  apiKey: string,
  keywords: readonly string[],
  everyMs: number,
): { stop(): Promise<{ samples: number[]; failed: string[] }> } {
  const samples: number[] = [];
  const failed: string[] = [];
  let running = true;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    for (let index = 0; running; index += 1) {
      const started = performance.now();
      try {
        samples.push(await searchOnce(url, apiKey, keywords[index % keywords.length] as string));
      } catch (error) {
        failed.push(error instanceof Error ? error.message : String(error));
      }
      const wait = everyMs - (performance.now() - started);
      if (wait > 0 && running) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, wait);
        });
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      (wake as (() => void) | null)?.();
      await loop;
      return { samples, failed };
    },
  };
}

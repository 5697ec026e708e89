/**
 * The varied mode of `npm run bench:search` (issue #29 point 1, the default): ≥ 500 distinct searches built from the
 * real postings of ../shared/datasets (varied-searches.ts), each asked once on a server whose page cache
 * (LEAD_PAGE_CACHE_PAGES=0) and count cache (LEAD_COUNT_CACHE=false) are off, the way the lead screen asks them
 * (page, then its exact total); then clients × seconds over the same list, caches still off; then the repeated mix
 * of query-mix.ts on the server as deployed, on its own line. On PostgreSQL the report names the settings profile
 * the server is in (postgres-settings.ts) and how to measure the other one.
 */
import type { DatabaseTarget } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { type PreparedDatabase, prepareDatabase } from './bench-database.ts';
import { startServer, stopServer } from './bench-server.ts';
import { type LeadParams, runClients, searchLikeScreen } from './lead-requests.ts';
import { loadNow } from './measure.ts';
import {
  describeSettings,
  type PostgresSettings,
  profileOf,
  readPostgresSettings,
  restartAdvice,
  type SettingsProfile,
} from './postgres-settings.ts';
import { queryMix } from './query-mix.ts';
import { heldByData, readSearchVocabulary } from './search-vocabulary.ts';
import { formatVariedReport, type VariedSample } from './varied-report.ts';
import { checkVariedSearches, VARIED_KINDS, type VariedSearch, variedSearches } from './varied-searches.ts';

/** One engine's benchmark database and the server environment that reaches it. */
export interface EngineRun {
  engine: 'postgres' | 'pglite';
  leads: number;
  target: DatabaseTarget;
  env: Record<string, string>;
}

export interface VariedOptions {
  seed: number;
  /** How many distinct searches (at least 500 for a run that counts). */
  searches: number;
  concurrency: number;
  /** Seconds of the concurrency run and of the repeated mix's run; 0 skips both. */
  duration: number;
  /** Which PostgreSQL settings profiles to measure ('both': the one the server is in, advice for the other). */
  pgSettings: 'both' | 'shipped' | 'recommended';
  datasets: string;
  /** The command line to re-run with (printed in the advice for the other profile). */
  rerun: string;
}

/** Caches off: each search is searched, each total counted (apps/server/src/config.ts). */
const NO_CACHES = { LEAD_PAGE_CACHE_PAGES: '0', LEAD_COUNT_CACHE: 'false' };
/** Companies of the benchmark database the 'company in the data' searches draw from, most Agency leads first. */
const DATA_COMPANIES = 2000;

/** Distinct lead titles of the benchmark database the words and phrases are checked against. */
const DATA_TITLES = 20_000;

/**
 * What the benchmark database holds for the vocabulary: its companies with the most Agency leads, and distinct
 * titles of its leads (the synthetic demo data writes a smaller vocabulary than the real postings).
 */
export async function dataTerms(target: DatabaseTarget): Promise<{ companies: string[]; titles: string[] }> {
  const database = await openDatabase(target);
  try {
    const companies = await database.db
      .selectFrom('companies')
      .select('name')
      .where('status', '=', 1)
      .orderBy('agencyLeadCount', 'desc')
      .orderBy('name')
      .limit(DATA_COMPANIES)
      .execute();
    const titles = await database.db
      .selectFrom('leads')
      .select('title')
      .distinct()
      .where('title', 'is not', null)
      .limit(DATA_TITLES)
      .execute();
    return { companies: companies.map((row) => row.name), titles: titles.map((row) => row.title ?? '') };
  } finally {
    await database.close();
  }
}

/**
 * Requests that warm the new server process (its code paths: authentication, validation, the keyword and location
 * paths) before the list: the benchmark user's favorites and searches for a word no posting holds, so no search of
 * the list finds its data already read.
 */
const WARM_UP: readonly LeadParams[] = [
  { leadType: 'Agency', offset: '0', count: '25', favorite: 'true' },
  { leadType: 'Agency', offset: '0', count: '25', keyWords: 'qxzwarmup' },
  {
    leadType: 'Agency',
    offset: '0',
    count: '25',
    keyWords: 'qxzwarmup',
    locations: JSON.stringify([{ latitude: 0, longitude: -150, radius: 5, location: 'Pacific Ocean' }]),
  },
];
const WARM_UP_ROUNDS = 5;

/** Every search once, in the list's order, as the screen makes it, after the warm-up requests. */
async function measureOnce(
  url: string,
  apiKey: string,
  searches: readonly VariedSearch[],
  log: (line: string) => void,
): Promise<VariedSample[]> {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const params of WARM_UP) await searchLikeScreen(url, apiKey, { params, page: 1 });
  }
  const samples: VariedSample[] = [];
  for (const [index, search] of searches.entries()) {
    const load = loadNow();
    samples.push({ ...(await searchLikeScreen(url, apiKey, search)), search, load });
    if ((index + 1) % 100 === 0) log(`${index + 1} of ${searches.length} searches (load ${loadNow().toFixed(1)})`);
  }
  return samples;
}

const WANTED: Record<VariedOptions['pgSettings'], SettingsProfile[]> = {
  both: ['as shipped', 'recommended'],
  shipped: ['as shipped'],
  recommended: ['recommended'],
};

/** What to measure on PostgreSQL: the profile the server is in (if wanted) and advice for each wanted other one. */
function planProfiles(settings: PostgresSettings, options: VariedOptions) {
  const current = profileOf(settings);
  const wanted = WANTED[options.pgSettings];
  const notes = wanted
    .filter((profile) => profile !== current)
    .flatMap((profile) => restartAdvice(settings, profile, options.rerun));
  if (current === null) {
    notes.unshift(
      `the server is in neither profile (shared_buffers ${settings.values.shared_buffers}): measured as it is`,
    );
  }
  const measure = current === null || wanted.includes(current);
  const setting = current === null ? `PostgreSQL as found` : `PostgreSQL ${current}`;
  return { measure, setting, notes };
}

/**
 * Runs the varied searches on one engine (the caller has checked the datasets: search-vocabulary.ts
 * `requireDatasets`) and returns the report's text, whether anything was measured (not when PostgreSQL is in no
 * wanted profile: the text then says how to get there) and, on PostgreSQL, the settings profile as a file-name
 * part ('as-shipped', 'recommended', 'as-found'). Prepares the database as the repeated mode does (bench-database.ts).
 */
export async function benchVaried(
  run: EngineRun,
  options: VariedOptions,
  log: (line: string) => void,
): Promise<{ text: string; measured: boolean; profile: string | null }> {
  let setting = 'PGlite (in the server process)';
  let settingsLine: string | null = null;
  let notes: string[] = [];
  if (run.target.kind === 'postgres') {
    const settings = await readPostgresSettings(run.target.url);
    const plan = planProfiles(settings, options);
    settingsLine = describeSettings(settings);
    ({ setting, notes } = plan);
    if (!plan.measure) return { text: [settingsLine, ...notes].join('\n'), measured: false, profile: null };
  }
  log(`${run.engine}: preparing ${run.leads.toLocaleString('en-US')} leads`);
  const prepared: PreparedDatabase = await prepareDatabase(run.target, run.leads, options.seed, log);
  const data = await dataTerms(run.target);
  const fromDatasets = readSearchVocabulary(options.datasets, data.companies);
  const vocabulary = heldByData(fromDatasets, data.titles);
  notes.push(
    `words and phrases: the datasets' ${fromDatasets.words.length.toLocaleString('en-US')} / ${fromDatasets.phrases.length.toLocaleString('en-US')}, ` +
      `of which the ${vocabulary.words.length.toLocaleString('en-US')} / ${vocabulary.phrases.length.toLocaleString('en-US')} that this database's titles hold are searched`,
  );
  const searches = variedSearches(vocabulary, { seed: options.seed, count: options.searches });
  checkVariedSearches(searches, Math.min(500, options.searches), VARIED_KINDS);
  if (options.searches < 500) notes.push(`only ${options.searches} searches (--searches): issue #29 asks for ≥ 500`);
  log(`${run.engine}: ${searches.length} distinct searches, each once, caches off`);
  const startLoad = loadNow();
  const server = await startServer({ ...run, env: { ...run.env, ...NO_CACHES } });
  let samples: VariedSample[];
  let concurrency = null;
  try {
    samples = await measureOnce(server.url, prepared.apiKey, searches, log);
    if (options.duration > 0) {
      log(`${run.engine}: ${options.concurrency} clients for ${options.duration} s over the list, caches off`);
      concurrency = await runClients(server.url, prepared.apiKey, searches, {
        clients: options.concurrency,
        seconds: options.duration,
        spread: true,
      });
    }
  } finally {
    await stopServer(server.child);
  }
  let repeated = null;
  if (options.duration > 0) {
    const mix = queryMix(prepared.busiestCompany).map((query) => ({ params: query.params, page: 1 }));
    log(`${run.engine}: the repeated mix, ${options.concurrency} clients for ${options.duration} s, as deployed`);
    const deployed = await startServer(run);
    try {
      const result = await runClients(deployed.url, prepared.apiKey, mix, {
        clients: options.concurrency,
        seconds: options.duration,
      });
      repeated = { ...result, searches: mix.length };
    } finally {
      await stopServer(deployed.child);
    }
  }
  const text = formatVariedReport({
    engine: run.engine,
    leads: run.leads,
    setting,
    settingsLine,
    seed: options.seed,
    warmUpRequests: WARM_UP_ROUNDS * WARM_UP.length,
    startLoad,
    samples,
    concurrency,
    repeated,
    clients: options.concurrency,
    seconds: options.duration,
    notes,
  });
  const profile = run.target.kind === 'postgres' ? setting.replace(/^PostgreSQL /, '').replaceAll(' ', '-') : null;
  return { text, measured: true, profile };
}

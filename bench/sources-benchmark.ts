/**
 * `npm run bench:sources` (issue #28 'Speed and scale'): live sources on PostgreSQL at a real deployment's size —
 * 2,000 boards of the local job web (≥ 60,000 open postings, misbehaving boards on) polled by two job worker
 * processes the way production runs them — in four timed rounds:
 *   1. first poll: every board read in full, every posting becomes a lead;
 *   2. unchanged re-poll: every source due again, the job web on the same epoch (boards answer 304);
 *   3. churn re-poll: the job web one epoch (a day) later: postings opened, changed, missed once;
 *   4. the same epoch again: the postings missed twice close.
 * Each round is timed from the dispatcher's first hand-out until every source has polled (`sources.last_polled_at`,
 * read every second), with its polls by outcome, leads created and closed, the job web's requests, the load average
 * at its start and end and the workers' RSS (every 5 s). Meanwhile the app, built in this process, answers a search
 * every 2 s (first page of Open Web leads, keywords from real job titles, no page cache), beside an idle pass over
 * the same keywords before the first round and after each one. Ends with PASS/FAIL checks (checks.ts).
 *
 *   npm run bench:sources
 *   npm run bench:sources -- --host-gap-ms 100        (one politeness setting changed, the rest as shipped)
 *
 * Options: --server-url postgres://postgres@127.0.0.1:5432, --database agencyscout_bench_sources (dropped and
 * created), --boards 2000, --postings-per-board 31, --workers 2, --poll-concurrency 8, --host-concurrency 2,
 * --host-gap-ms 250, --epoch-minutes 1440, --search-every 2 (s), --keywords 40, --max-minutes 40 (the whole run
 * stops itself: a round still running then is reported as cut, and the workers are ended on every exit).
 * The report also goes to bench/results/sources-<boards>-gap<ms>.txt, the workers' logs next to it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type JobWeb, startJobWeb } from '../packages/emulators/src/job-web/index.ts';
import {
  type Check,
  checkBothWorkers,
  checkNoDoubleWrites,
  checkPolledOnce,
  checkRssFlat,
  postingsAwaitingSecondMiss,
} from './sources/checks.ts';
import { freshDatabase, prepareSourcesDatabase } from './sources/database.ts';
import { block, checksBlock, kindsTable, roundsTable, rssSeries, searchLine } from './sources/report.ts';
import { type BenchContext, databaseNowMs, type RoundResult, type RoundSpec, runRound } from './sources/rounds.ts';
import { type SearchApp, searchKeywords, searchPass, startSearchApp } from './sources/searches.ts';
import {
  killWorkers,
  logSummary,
  RssSampler,
  startWorkers,
  stopWorkers,
  type WorkerProcess,
} from './sources/workers.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench', 'results');
/** Kept for the checks, the last idle searches and the shutdown after the last round may wait. */
const RESERVE_MS = 3 * 60_000;

const { values: args } = parseArgs({
  options: {
    'server-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'agencyscout_bench_sources' },
    boards: { type: 'string', default: '2000' },
    'postings-per-board': { type: 'string', default: '31' },
    workers: { type: 'string', default: '2' },
    'poll-concurrency': { type: 'string', default: '8' },
    'host-concurrency': { type: 'string', default: '2' },
    'host-gap-ms': { type: 'string', default: '250' },
    'epoch-minutes': { type: 'string', default: '1440' },
    'search-every': { type: 'string', default: '2' },
    keywords: { type: 'string', default: '40' },
    'max-minutes': { type: 'string', default: '40' },
  },
});

const started = performance.now();
const startedAt = Date.now();
const say = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job web's clock: fixed during a round, one epoch behind real time at first so the churn round lands on now. */
function fixedClock(epochMinutes: number) {
  const epochMs = epochMinutes * 60_000;
  let at = Date.now() - epochMs;
  return {
    now: () => new Date(at),
    advance: () => {
      at += epochMs;
    },
  };
}

function openPostingCounts(web: JobWeb): { all: number; healthy: number } {
  let all = 0;
  let healthy = 0;
  for (const board of web.boards) {
    const open = web.openPostings(board).length;
    all += open;
    if (board.fault === null) healthy += open;
  }
  return { all, healthy };
}

function workerEnvironment(url: string, web: JobWeb): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    APP_SECRET: 'sources-bench-secret-sources-bench-secret',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JOB_WEB_DEMO: 'false',
    JOB_POLLING_SECONDS: '0.5',
    SOURCE_DISPATCH_CRON: '* * * * *',
    SOURCE_POLL_CONCURRENCY: args['poll-concurrency'],
    SOURCE_HOST_CONCURRENCY: args['host-concurrency'],
    SOURCE_HOST_GAP_MS: args['host-gap-ms'],
    SOURCE_GREENHOUSE_URL: web.baseUrls.greenhouse,
    SOURCE_LEVER_URL: web.baseUrls.lever,
    SOURCE_ASHBY_URL: web.baseUrls.ashby,
    SOURCE_WORKABLE_URL: web.baseUrls.workable,
    SOURCE_SMARTRECRUITERS_URL: web.baseUrls.smartrecruiters,
    SOURCE_RECRUITEE_URL: web.baseUrls.recruitee,
  };
}

async function serverFacts(pool: pg.Pool): Promise<Record<string, string>> {
  const show = async (setting: string) => (await pool.query(`SHOW ${setting}`)).rows[0]?.[setting] as string;
  return {
    postgres: (await show('server_version')) ?? '?',
    shared_buffers: await show('shared_buffers'),
    work_mem: await show('work_mem'),
    max_connections: await show('max_connections'),
    autovacuum: await show('autovacuum'),
  };
}

/** Everything the run started, ended on every way out. */
const running: { workers: WorkerProcess[]; web: JobWeb | null; app: SearchApp | null; pool: pg.Pool | null } = {
  workers: [],
  web: null,
  app: null,
  pool: null,
};

function guardExits(maxMinutes: number): void {
  process.on('exit', () => killWorkers(running.workers));
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  const watchdog = setTimeout(() => {
    console.error(`bench:sources: the ${maxMinutes}-minute bound was reached; stopping`);
    process.exit(1);
  }, maxMinutes * 60_000);
  watchdog.unref();
}

interface Run {
  url: string;
  web: JobWeb;
  clock: ReturnType<typeof fixedClock>;
  context: BenchContext;
  idle: { label: string; samples: number[] }[];
}

async function idlePass(run: Run, label: string): Promise<void> {
  const { url, apiKey, keywords } = run.context.search;
  run.idle.push({ label, samples: await searchPass(url, apiKey, keywords) });
}

/** The four rounds; each after the first runs only when the one before completed. */
function roundSpecs(run: Run): RoundSpec[] {
  const makeDue = async () => {
    await run.context.pool.query('UPDATE sources SET next_poll_at = now()');
  };
  return [
    {
      number: 1,
      name: 'first poll',
      begin: async () => {
        running.workers = startWorkers(Number(args.workers), workerEnvironment(run.url, run.web), RESULTS);
        run.context.rss = new RssSampler(running.workers);
        say(`started ${running.workers.length} workers (pids ${running.workers.map((w) => w.child.pid).join(', ')})`);
      },
    },
    { number: 2, name: 'unchanged re-poll (same epoch)', begin: makeDue },
    {
      number: 3,
      name: 'churn re-poll (one epoch later)',
      begin: async () => {
        run.clock.advance();
        await makeDue();
      },
    },
    { number: 4, name: 'same epoch again (second misses close)', begin: makeDue },
  ];
}

async function runRounds(run: Run): Promise<RoundResult[]> {
  const rounds: RoundResult[] = [];
  for (const spec of roundSpecs(run)) {
    if (Date.now() > run.context.deadlineMs) break;
    const result = await runRound(run.context, spec);
    rounds.push(result);
    say(
      `round ${spec.number} ${result.complete ? 'done' : 'CUT'}: ${result.wallSeconds?.toFixed(1) ?? '—'} s, polls ${result.outcomes.ok}/${result.outcomes.unchanged}/${result.outcomes.failed}, ${result.requests} requests`,
    );
    const vacuumStarted = performance.now();
    await run.context.pool.query('VACUUM (ANALYZE)');
    say(`VACUUM (ANALYZE) in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    await idlePass(run, `idle, after round ${spec.number}`);
    if (!result.complete) break;
  }
  return rounds;
}

async function finalChecks(run: Run, rounds: RoundResult[]): Promise<{ checks: Check[]; waiting: number }> {
  const { pool } = run.context;
  const endMs = await databaseNowMs(pool);
  const checks = [
    await checkNoDoubleWrites(pool),
    await checkPolledOnce(pool, rounds, endMs),
    ...(run.context.rss ? [checkRssFlat(run.context.rss, rounds)] : []),
    await checkBothWorkers(
      pool,
      rounds,
      endMs,
      running.workers.map((worker) => worker.name),
    ),
  ];
  return { checks, waiting: await postingsAwaitingSecondMiss(pool) };
}

function report(
  run: Run,
  facts: Record<string, string>,
  rounds: RoundResult[],
  final: { checks: Check[]; waiting: number },
) {
  const firstWall = rounds[0]?.wallSeconds ?? null;
  const searches = [
    run.idle[0] ? searchLine(run.idle[0].label, run.idle[0].samples) : '',
    ...rounds.flatMap((round) => {
      const idle = run.idle.find((pass) => pass.label === `idle, after round ${round.number}`);
      return [
        searchLine(
          `during round ${round.number} (one every ${args['search-every']} s)`,
          round.searches,
          round.searchFailures.length,
        ),
        idle ? searchLine(idle.label, idle.samples) : '',
      ];
    }),
  ].filter(Boolean);
  const rss = run.context.rss;
  return [
    block('machine', facts),
    roundsTable(rounds, firstWall),
    ...rounds.map(kindsTable),
    [
      `searches: GET /api/v1/leads?leadType=OpenWeb&keyWords=… first page, ${run.context.search.keywords.length} keywords (${run.context.search.keywords.slice(0, 8).join(', ')}, …), LEAD_PAGE_CACHE_PAGES=0`,
      ...searches,
    ].join('\n'),
    rss ? rssSeries(rss, rounds) : '',
    running.workers
      .map((worker) => {
        const logged = logSummary(worker);
        return `${worker.name} logged ${logged.warnings} warnings (${logged.slowQueries} slow queries ≥ 500 ms) and ${logged.errors} errors (${path.relative(ROOT, worker.logPath)})`;
      })
      .join('\n'),
    `open postings missed once, waiting for a second miss: ${final.waiting.toLocaleString('en-US')}`,
    checksBlock(final.checks),
  ]
    .filter(Boolean)
    .join('\n\n');
}

async function setUp(): Promise<{ run: Run; facts: Record<string, string> }> {
  const boards = Number(args.boards);
  const url = await freshDatabase(args['server-url'], args.database);
  const clock = fixedClock(Number(args['epoch-minutes']));
  const web = await startJobWeb({
    boards,
    postingsPerBoard: Number(args['postings-per-board']),
    faults: true,
    now: clock.now,
    epochMinutes: Number(args['epoch-minutes']),
  });
  running.web = web;
  const open = openPostingCounts(web);
  say(
    `job web: ${boards} boards, ${open.all.toLocaleString('en-US')} open postings (${open.healthy.toLocaleString('en-US')} on boards without a fault), epoch ${web.epoch()}`,
  );
  const prepared = await prepareSourcesDatabase(url, web.boards, 60);
  say(`database ${args.database}: fresh, migrated, ${prepared.sources} sources`);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  running.pool = pool;
  running.app = await startSearchApp(url);
  const keywords = searchKeywords(Number(args.keywords));
  const maxMs = Number(args['max-minutes']) * 60_000;
  const context: BenchContext = {
    pool,
    web,
    search: { url: running.app.url, apiKey: prepared.apiKey, keywords, everyMs: Number(args['search-every']) * 1000 },
    rss: null,
    deadlineMs: startedAt + maxMs - RESERVE_MS,
    say,
  };
  const facts = {
    date: new Date().toISOString(),
    command: `npm run bench:sources -- ${process.argv.slice(2).join(' ')}`.trim(),
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(0)} GB`,
    node: process.version,
    ...(await serverFacts(pool)),
    boards: `${boards} (${open.all.toLocaleString('en-US')} open postings, ${open.healthy.toLocaleString('en-US')} on boards without a fault; faults on)`,
    settings: `${args.workers} workers, SOURCE_POLL_CONCURRENCY=${args['poll-concurrency']}, SOURCE_HOST_CONCURRENCY=${args['host-concurrency']}, SOURCE_HOST_GAP_MS=${args['host-gap-ms']}, JOB_POLLING_SECONDS=0.5, SOURCE_DISPATCH_CRON='* * * * *', poll interval 60 min, job web epoch ${args['epoch-minutes']} min`,
  };
  return { run: { url, web, clock, context, idle: [] }, facts };
}

async function shutDown(): Promise<void> {
  await stopWorkers(running.workers);
  await running.app?.close();
  await running.pool?.end();
  await running.web?.close();
}

async function main(): Promise<void> {
  guardExits(Number(args['max-minutes']));
  mkdirSync(RESULTS, { recursive: true });
  try {
    const { run, facts } = await setUp();
    await idlePass(run, 'idle, before round 1 (no leads yet)');
    const rounds = await runRounds(run);
    run.context.rss?.stop();
    const final = await finalChecks(run, rounds);
    facts['load average at the end'] = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const text = report(run, facts, rounds, final);
    console.log(`\n${text}\n`);
    writeFileSync(path.join(RESULTS, `sources-${args.boards}-gap${args['host-gap-ms']}.txt`), `${text}\n`);
    if (final.checks.some((check) => !check.ok) || rounds.some((round) => !round.complete)) process.exitCode = 1;
  } finally {
    await shutDown();
    await sleep(100);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

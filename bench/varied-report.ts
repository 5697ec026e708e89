/**
 * The text report of the varied searches (issue #29 point 1): per kind of search the page and the exact total
 * (p50/p95/p99), the totals by size of the match set, the concurrency run and the repeated mix on their own lines,
 * the machine's 1-minute load beside every figure and a warning when it was above the cores.
 */
import { availableParallelism } from 'node:os';
import type { ConcurrencyResult, ScreenTimings } from './lead-requests.ts';
import { formatLoad, type LoadRange, loadRange, loadWarning, percentiles } from './measure.ts';
import { VARIED_KINDS, type VariedSearch } from './varied-searches.ts';

export interface VariedSample extends ScreenTimings {
  search: VariedSearch;
  /** The 1-minute load average when the search was made. */
  load: number;
}

export interface VariedReport {
  engine: string;
  leads: number;
  /** 'PostgreSQL as shipped', 'PGlite', …, and the settings line. */
  setting: string;
  settingsLine: string | null;
  seed: number;
  /** Requests made before the list to warm the server process (none reads the list's data). */
  warmUpRequests: number;
  /** The 1-minute load average before the benchmark's server started (the machine's other work). */
  startLoad: number;
  samples: readonly VariedSample[];
  /** The run over the same list, caches off. */
  concurrency: ConcurrencyResult | null;
  /** The repeated mix of query-mix.ts on the server as deployed (caches on). */
  repeated: (ConcurrencyResult & { searches: number }) | null;
  clients: number;
  seconds: number;
  /** Lines about what this run did not measure (the other PostgreSQL profile). */
  notes: readonly string[];
}

const BANDS = [
  { name: 'under 10,000 matches', test: (found: number) => found < 10_000 },
  { name: '10,000 to 99,999 matches', test: (found: number) => found >= 10_000 && found < 100_000 },
  { name: '100,000 matches or more', test: (found: number) => found >= 100_000 },
] as const;

const number = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—').padStart(7);

function median(values: readonly number[]): number {
  return percentiles(values).p50;
}

function timings(values: readonly number[]): string {
  const p = percentiles(values);
  return `${ms(p.p50)}${ms(p.p95)}${ms(p.p99)}`;
}

/** p95 of the searches that found something ('—' when none did). */
function matchingP95(samples: readonly VariedSample[], value: (sample: VariedSample) => number): string {
  const matching = samples.filter((sample) => sample.found > 0).map(value);
  return ms(matching.length ? percentiles(matching).p95 : Number.NaN);
}

function row(name: string, samples: readonly VariedSample[], loads: LoadRange[]): string {
  const load = loadRange(samples.map((sample) => sample.load));
  loads.push(load);
  const found = samples.map((sample) => sample.found);
  return [
    name.padEnd(26),
    String(samples.length).padStart(4),
    number(median(found)).padStart(10),
    String(found.filter((value) => value === 0).length).padStart(6),
    String(samples.filter((sample) => sample.viaGetTotal).length).padStart(9),
    ' |',
    timings(samples.map((sample) => sample.pageMs)),
    ' |',
    timings(samples.map((sample) => sample.totalMs)),
    ' |',
    matchingP95(samples, (sample) => sample.pageMs),
    matchingP95(samples, (sample) => sample.totalMs),
    ' | ',
    formatLoad(load),
  ].join('');
}

function concurrencyLine(label: string, result: ConcurrencyResult, loads: LoadRange[]): string {
  loads.push(result.load);
  const { latency } = result;
  return `${label}: ${result.requestsPerSecond.toFixed(0)} requests/s, p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms (${number(latency.samples)} requests) · load ${formatLoad(result.load)}`;
}

/** The report's text (also written to bench/results/). */
export function formatVariedReport(report: VariedReport): string {
  const { samples } = report;
  const loads: LoadRange[] = [];
  const distinct = new Set(samples.map((sample) => JSON.stringify(sample.search.params))).size;
  const lines = [
    `varied searches · ${report.engine} · ${number(report.leads)} leads · ${report.setting} · ${samples.length} searches (${distinct} distinct, seed ${report.seed}), each asked once after ${report.warmUpRequests} warm-up requests that read none of their data, page cache and count cache off · ms · load: 1-minute load average on ${availableParallelism()} cores`,
  ];
  if (report.settingsLine) lines.push(report.settingsLine);
  lines.push(
    `1-minute load before the benchmark's server started: ${report.startLoad.toFixed(1)} (the machine's other work)`,
    'page: the page request (a later page carries the total as prevTotal, as the screen sends it when paging); total: the request that brought the exact total (getTotal when the page left it pending or for a later page, else the page itself); none: searches that found nothing (cheap); page*, total*: p95 of the searches that found something',
    `${'kind'.padEnd(26)}${'n'.padStart(4)}${'found p50'.padStart(10)}${'none'.padStart(6)}${'getTotal'.padStart(9)} |${'page p50'.padStart(9)}${'p95'.padStart(7)}${'p99'.padStart(7)} |${'tot. p50'.padStart(9)}${'p95'.padStart(7)}${'p99'.padStart(7)} |${'page*'.padStart(7)}${'total*'.padStart(7)} | load`,
  );
  for (const kind of VARIED_KINDS) {
    const ofKind = samples.filter((sample) => sample.search.kind === kind);
    if (ofKind.length) lines.push(row(kind, ofKind, loads));
  }
  lines.push(row('all', samples, loads), '', 'exact totals by size of the match set:');
  for (const band of BANDS) {
    const inBand = samples.filter((sample) => band.test(sample.found));
    if (inBand.length) lines.push(row(band.name, inBand, loads));
  }
  lines.push('');
  if (report.concurrency) {
    lines.push(
      concurrencyLine(
        `concurrency: ${report.clients} clients × ${report.seconds} s over the same ${samples.length} searches, caches off`,
        report.concurrency,
        loads,
      ),
    );
  }
  if (report.repeated) {
    lines.push(
      concurrencyLine(
        `repeated mix (query-mix.ts, ${report.repeated.searches} searches repeated, caches on as deployed): ${report.clients} clients × ${report.seconds} s`,
        report.repeated,
        loads,
      ),
    );
  }
  lines.push(...report.notes);
  const warning = loadWarning(loads);
  if (warning) lines.splice(1, 0, warning);
  return lines.join('\n');
}

/**
 * Measuring and reporting a varied list of requests (issue #29 point 4: contact search, Agency Tips): each request
 * asked once with the 1-minute load beside it, then the same list through the naive baseline SQL; the report gives
 * per kind the match count, p50/p95/p99 of the app and of the baseline, and the load, with a LOADED MACHINE mark
 * when the load was above the cores.
 */
import { availableParallelism } from 'node:os';
import {
  formatLoad,
  type LoadRange,
  loadNow,
  loadRange,
  loadWarning,
  type Percentiles,
  percentiles,
} from './measure.ts';

/** One request of the list as measured. */
export interface ListSample {
  kind: string;
  /** Milliseconds of the app's request (through HTTP). */
  ms: number;
  /** What the app found (its exact total). */
  found: number;
  /** 1-minute load average when the request was made. */
  load: number;
  /** Milliseconds of the naive baseline SQL for the same request, when measured. */
  baselineMs?: number;
  /** What the baseline found. */
  baselineFound?: number;
}

/**
 * Asks every item once, in the list's order, and @returns its time (ms), its count and the load; `ask` answers
 * what the request found. Logs progress every 100 items.
 */
export async function measureEach<Item extends { kind: string }>(
  list: readonly Item[],
  ask: (item: Item) => Promise<number>,
  log: (line: string) => void,
): Promise<ListSample[]> {
  const samples: ListSample[] = [];
  for (const [index, item] of list.entries()) {
    const load = loadNow();
    const started = performance.now();
    const found = await ask(item);
    samples.push({ kind: item.kind, ms: performance.now() - started, found, load });
    if ((index + 1) % 100 === 0) log(`${index + 1} of ${list.length} (load ${loadNow().toFixed(1)})`);
  }
  return samples;
}

/** Runs the baseline once per item after the app's pass and adds its time (ms) and count to the samples. */
export async function addBaseline<Item>(
  list: readonly Item[],
  samples: ListSample[],
  baseline: (item: Item) => Promise<number>,
): Promise<void> {
  for (const [index, item] of list.entries()) {
    const sample = samples[index];
    if (!sample) continue;
    const started = performance.now();
    sample.baselineFound = await baseline(item);
    sample.baselineMs = performance.now() - started;
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—').padStart(7);

function timings(values: readonly number[]): string {
  const p = percentiles(values);
  return `${ms(p.p50)}${ms(p.p95)}${ms(p.p99)}`;
}

function row(name: string, samples: readonly ListSample[], loads: LoadRange[]): string {
  const load = loadRange(samples.map((sample) => sample.load));
  loads.push(load);
  const found = samples.map((sample) => sample.found);
  const baseline = samples.flatMap((sample) => (sample.baselineMs === undefined ? [] : [sample.baselineMs]));
  return [
    name.padEnd(24),
    String(samples.length).padStart(4),
    percentiles(found).p50.toLocaleString('en-US').padStart(10),
    String(found.filter((value) => value === 0).length).padStart(6),
    ' |',
    timings(samples.map((sample) => sample.ms)),
    ' |',
    timings(baseline),
    ' | ',
    formatLoad(load),
  ].join('');
}

/** The p95 (ms) of the kind with the highest p95, and that kind. */
export function slowestKind(samples: readonly ListSample[]): { kind: string; p95: number } | null {
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  const ranked = kinds
    .map((kind) => ({ kind, p95: percentiles(samples.filter((s) => s.kind === kind).map((s) => s.ms)).p95 }))
    .sort((a, b) => b.p95 - a.p95);
  return ranked[0] ?? null;
}

export interface ListReport {
  /** The first line: what was measured, on what, with how many rows. */
  title: string;
  kinds: readonly string[];
  samples: readonly ListSample[];
  /** The 1-minute load average before the benchmark's server started. */
  startLoad: number;
  /** What the baseline is ('the straightforward SQL: …'). */
  baseline: string;
  /** Lines after the table (the repeated mix, notes, plans). */
  after: readonly string[];
  /** Load ranges of figures in `after`, for the LOADED MACHINE mark. */
  afterLoads?: readonly LoadRange[];
}

/** The report's text (also written to bench/results/). */
export function formatListReport(report: ListReport): string {
  const { samples } = report;
  const loads: LoadRange[] = [...(report.afterLoads ?? [])];
  const differing = samples.filter((s) => s.baselineFound !== undefined && s.baselineFound !== s.found).length;
  const lines = [
    `${report.title} · ${samples.length} distinct requests, each asked once · ms · load: 1-minute load average on ${availableParallelism()} cores`,
    `1-minute load before the benchmark's server started: ${report.startLoad.toFixed(1)} (the machine's other work)`,
    `app: the request through HTTP (page and exact total); b.: the baseline, ${report.baseline}, run after the app's pass on the same list (its data then read once already: favourable to the baseline)${differing ? `; ${differing} requests where the baseline counted differently` : ''}`,
    `${'kind'.padEnd(24)}${'n'.padStart(4)}${'found p50'.padStart(10)}${'none'.padStart(6)} |${'app p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)} |${'b. p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)} | load`,
  ];
  for (const kind of report.kinds) {
    const ofKind = samples.filter((sample) => sample.kind === kind);
    if (ofKind.length) lines.push(row(kind, ofKind, loads));
  }
  lines.push(row('all', samples, loads), '', ...report.after);
  const warning = loadWarning(loads);
  if (warning) lines.splice(1, 0, warning);
  return lines.join('\n');
}

/**
 * The line of a varied report for the repeated fixed mix (`count` queries of --mode repeated, 5 times each after one
 * warm-up): its percentiles (ms) and the load while it ran.
 */
export function repeatedMixLine(count: number, all: Percentiles, load: LoadRange): string {
  return (
    `repeated mix (the ${count} fixed queries of --mode repeated, 5 times each after 1 warm-up, ${all.samples} ` +
    `requests): p50 ${all.p50.toFixed(1)} ms, p95 ${all.p95.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms · load ` +
    formatLoad(load)
  );
}

/** The heading above the plan of the slowest request of the slowest kind (`noun`: 'search', 'request'). */
export function slowestPlanHeading(noun: string, slowest: { kind: string; params: unknown }): string {
  return `EXPLAIN (ANALYZE, BUFFERS) of the slowest ${noun} of the slowest kind (${slowest.kind}: ${JSON.stringify(slowest.params)}):`;
}

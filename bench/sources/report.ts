/** The sources benchmark's printed report: settings and machine, rounds, providers, searches, memory, checks. */
import { percentiles } from '../measure.ts';
import type { Check } from './checks.ts';
import type { RoundResult } from './rounds.ts';
import type { RssSampler } from './workers.ts';

const number = (value: number) => value.toLocaleString('en-US');
const seconds = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} s`);
const load = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(' ');

/** A titled list of `key: value` lines. */
export function block(title: string, entries: Record<string, string | number>): string {
  const width = Math.max(...Object.keys(entries).map((key) => key.length));
  return [title, ...Object.entries(entries).map(([key, value]) => `  ${key.padEnd(width)}  ${value}`)].join('\n');
}

/** A round's cost beside round 1's: job web requests and the workers' CPU seconds. */
function costLine(round: RoundResult, first: RoundResult | undefined): string {
  const share = (value: number | null, base: number | null | undefined) =>
    round.number > 1 && value !== null && base ? ` (${((value / base) * 100).toFixed(1)} % of round 1)` : '';
  const cpu = round.workerCpuSeconds === null ? '—' : `${round.workerCpuSeconds.toFixed(1)} s`;
  return `    cost: ${number(round.requests)} job web requests${share(round.requests, first?.requests)}, worker CPU ${cpu}${share(round.workerCpuSeconds, first?.workerCpuSeconds)}`;
}

/** When the catch-up polls had read every posting detail, or that they were still reading when the round was cut. */
function detailsLine(round: RoundResult): string {
  if (round.catchUps === 0) return 'all read in the first poll of each source';
  const polls = `${number(round.catchUps)} catch-up polls`;
  if (!round.complete) return `still being read when the round was cut, after ${polls}`;
  return `all read ${seconds(round.detailsSeconds)} after the first hand-out, by ${polls}`;
}

export function roundsTable(rounds: readonly RoundResult[], firstWall: number | null): string {
  const lines = ['rounds (wall: first poll job handed out → every source polled once; polls ok / unchanged / failed)'];
  for (const round of rounds) {
    const share =
      firstWall && round.wallSeconds !== null && round.number > 1
        ? ` (${((round.wallSeconds / firstWall) * 100).toFixed(1)} % of round 1)`
        : '';
    lines.push(
      `  round ${round.number} ${round.name}: epoch ${round.epoch}, ${round.complete ? 'complete' : `CUT by the time bound (${number(round.polled)}/${number(round.sources)} polled)`}`,
      `    wall ${seconds(round.wallSeconds)}${share}; dispatcher tick after ${seconds(round.dispatchWaitSeconds)}; queue empty ${seconds(round.drainSeconds)} after the last poll`,
      `    posting details: ${detailsLine(round)}`,
      `    polls ${round.outcomes.ok} / ${round.outcomes.unchanged} / ${round.outcomes.failed}; postings new ${number(round.postings.new)}, changed ${number(round.postings.changed)}, closed ${number(round.postings.closed)}, skipped ${number(round.postings.skipped)}`,
      `    leads created ${number(round.leadsCreated)}, leads closed ${number(round.leadsClosed)}; poll jobs handed out ${number(round.jobsHandedOut)}`,
      costLine(round, rounds[0]),
      `    load average start ${load(round.loadStart)} → end ${load(round.loadEnd)}; bench process event-loop delay p99 ${round.loopDelayP99Ms.toFixed(1)} ms`,
    );
  }
  return lines.join('\n');
}

export function kindsTable(round: RoundResult): string {
  const lines = [
    `round ${round.number} by kind: polls (failed), mean and longest poll, last poll finished after the dispatch`,
  ];
  for (const kind of round.kinds) {
    lines.push(
      `  ${kind.kind.padEnd(16)} ${String(kind.polls).padStart(5)} (${kind.failed}) ${(kind.avgMs / 1000).toFixed(1).padStart(7)} s ${(kind.maxMs / 1000).toFixed(1).padStart(7)} s ${kind.lastFinishedSeconds.toFixed(1).padStart(8)} s`,
    );
  }
  for (const failure of round.failures) lines.push(`  failed: ${failure.kind} × ${failure.polls}: ${failure.error}`);
  return lines.join('\n');
}

export function searchLine(label: string, samples: readonly number[], failed = 0): string {
  const failures = failed > 0 ? `, ${failed} answered an error` : '';
  if (samples.length === 0) return `  ${label.padEnd(44)} no samples${failures}`;
  const { p50, p95, samples: count } = percentiles(samples);
  const max = Math.max(...samples);
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return `  ${label.padEnd(44)} p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(max)}  (${count}${failures})`;
}

/** Each worker's RSS per round, one value per `stepSeconds`. */
export function rssSeries(rss: RssSampler, rounds: readonly RoundResult[], stepSeconds = 30): string {
  const lines = [`worker RSS (MB, one sample per ${stepSeconds} s of each round; sampled every 5 s)`];
  rss.workers.forEach((worker, index) => {
    for (const round of rounds) {
      const samples = rss.samples.filter((sample) => sample.round === round.number);
      let next = -Infinity;
      const values: string[] = [];
      for (const sample of samples) {
        if (sample.at < next) continue;
        next = sample.at + stepSeconds;
        values.push(sample.mb[index]?.toFixed(0) ?? '—');
      }
      const max = rss.maxOf(index, round.number);
      lines.push(`  ${worker.name} round ${round.number} (max ${max?.toFixed(0) ?? '—'}): ${values.join(' ')}`);
    }
  });
  return lines.join('\n');
}

export function checksBlock(checks: readonly Check[]): string {
  return checks.map((check) => `${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`).join('\n');
}

/** Latency sampling and percentiles for the benchmarks (milliseconds), and the machine's load beside them. */
import { availableParallelism, loadavg } from 'node:os';

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

/** Nearest-rank percentiles of `samples` (ms). */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  return { p50: rank(50), p95: rank(95), p99: rank(99), samples: sorted.length };
}

/** Runs `task` `warmup` times unmeasured, then `iterations` times measured; @returns the samples (ms). */
export async function sample(task: () => Promise<unknown>, iterations: number, warmup: number): Promise<number[]> {
  for (let index = 0; index < warmup; index += 1) await task();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The machine's 1-minute load average (os.loadavg) now. */
export function loadNow(): number {
  return loadavg()[0] ?? 0;
}

/** The 1-minute load averages seen while a figure was measured. */
export interface LoadRange {
  min: number;
  max: number;
}

/** The range of load samples (NaN for none). */
export function loadRange(samples: readonly number[]): LoadRange {
  return samples.length
    ? { min: Math.min(...samples), max: Math.max(...samples) }
    : { min: Number.NaN, max: Number.NaN };
}

/** True when the 1-minute load went above the number of cores: the figure waited for CPU others held. */
export function isLoaded(range: LoadRange, cores = availableParallelism()): boolean {
  return range.max > cores;
}

/** '0.4–1.2', with ' LOADED' when above the cores. */
export function formatLoad(range: LoadRange, cores = availableParallelism()): string {
  const text =
    range.min.toFixed(1) === range.max.toFixed(1)
      ? range.max.toFixed(1)
      : `${range.min.toFixed(1)}–${range.max.toFixed(1)}`;
  return isLoaded(range, cores) ? `${text} LOADED` : text;
}

/**
 * The warning a report carries when any of its figures was measured on a loaded machine (1-minute load above the
 * cores), else null. The benchmark's own server and database add to the load (up to about the core count in a
 * concurrency run).
 */
export function loadWarning(ranges: readonly LoadRange[], cores = availableParallelism()): string | null {
  const loaded = ranges.filter((range) => isLoaded(range, cores));
  if (!loaded.length) return null;
  const highest = Math.max(...loaded.map((range) => range.max));
  return `LOADED MACHINE: the 1-minute load reached ${highest.toFixed(1)} on ${cores} cores during ${loaded.length} of ${ranges.length} figures (marked LOADED); those figures include waiting for CPU and are pessimistic`;
}

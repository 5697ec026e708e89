/** Latency sampling and percentiles for the benchmarks (milliseconds). */

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

/**
 * The job workers of the sources benchmark: `apps/server/src/jobs/worker.ts` started directly with this process's
 * node (so the pid is the worker's, not npm's), each with its own PGAPPNAME and log file, and their resident memory
 * (VmRSS of /proc/<pid>/status) sampled on a timer with the round it belongs to.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  logPath: string;
}

/** Starts `count` workers named bench-worker-1…N, stdout and stderr into `<logDir>/sources-<name>.log`. */
export function startWorkers(count: number, env: Record<string, string>, logDir: string): WorkerProcess[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `bench-worker-${index + 1}`;
    const logPath = path.join(logDir, `sources-${name}.log`);
    const log = openSync(logPath, 'w');
    const child = spawn(process.execPath, ['apps/server/src/jobs/worker.ts'], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: { ...process.env, ...env, PGAPPNAME: name },
    });
    closeSync(log);
    return { name, child, logPath };
  });
}

function alive(worker: WorkerProcess): boolean {
  return worker.child.exitCode === null && worker.child.signalCode === null;
}

/** Ends the workers at once (exit handlers: nothing may wait). */
export function killWorkers(workers: readonly WorkerProcess[]): void {
  for (const worker of workers) if (alive(worker)) worker.child.kill('SIGKILL');
}

/** SIGTERM (the worker's graceful stop), SIGKILL after `graceMs`. */
export async function stopWorkers(workers: readonly WorkerProcess[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    workers.filter(alive).map(async (worker) => {
      const exited = new Promise((resolve) => worker.child.once('exit', resolve));
      worker.child.kill('SIGTERM');
      const timer = setTimeout(() => worker.child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/** What a worker logged (LOG_LEVEL=warn): warnings, of which slow queries, and errors. */
export function logSummary(worker: WorkerProcess): { warnings: number; slowQueries: number; errors: number } {
  const lines = readFileSync(worker.logPath, 'utf8').split('\n').filter(Boolean);
  const level = (line: string) => Number(line.match(/"level":(\d+)/)?.[1] ?? 50);
  return {
    warnings: lines.filter((line) => level(line) === 40).length,
    slowQueries: lines.filter((line) => line.includes('"msg":"slow query"')).length,
    errors: lines.filter((line) => level(line) >= 50).length,
  };
}

/** Resident memory of a process in MB, or null when it is gone. */
export function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, or null when it is gone. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return Number.isFinite(user) && Number.isFinite(system) ? (user + system) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** CPU seconds the workers have used so far, summed. */
export function workersCpuSeconds(workers: readonly WorkerProcess[]): number {
  return workers.reduce((sum, worker) => sum + (cpuSeconds(worker.child.pid) ?? 0), 0);
}

export interface RssSample {
  /** Seconds since the sampler started. */
  at: number;
  /** The round running when it was taken (0: before the first, -1: between rounds). */
  round: number;
  /** MB per worker, in the workers' order (null: not running). */
  mb: (number | null)[];
}

/** Samples the workers' VmRSS every `everyMs`; `round` labels the samples. */
export class RssSampler {
  round = 0;
  readonly samples: RssSample[] = [];
  readonly #started = performance.now();
  readonly #timer: NodeJS.Timeout;
  readonly workers: readonly WorkerProcess[];

  constructor(workers: readonly WorkerProcess[], everyMs = 5000) {
    this.workers = workers;
    this.#take();
    this.#timer = setInterval(() => this.#take(), everyMs);
    this.#timer.unref();
  }

  #take(): void {
    const at = (performance.now() - this.#started) / 1000;
    this.samples.push({ at, round: this.round, mb: this.workers.map((worker) => residentMb(worker.child.pid)) });
  }

  /** The latest sample, taken now. */
  now(): RssSample {
    this.#take();
    return this.samples.at(-1) as RssSample;
  }

  /** Highest MB of worker `index` over the samples of `round`, or null. */
  maxOf(index: number, round: number): number | null {
    const values = this.samples
      .filter((sample) => sample.round === round)
      .map((sample) => sample.mb[index])
      .filter((value): value is number => typeof value === 'number');
    return values.length > 0 ? Math.max(...values) : null;
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}

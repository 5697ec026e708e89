/**
 * The job workers' heartbeat (issue #21 'readiness includes the job workers' heartbeat'): every process that runs
 * the pg-boss workers refreshes its row every WORKER_HEARTBEAT_SECONDS and removes it when it stops.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/kysely.ts';
import { beat, pruneHeartbeats, removeHeartbeat, workerHeartbeats } from './repository.ts';

export interface Heartbeat {
  workerId: string;
  stop(): Promise<void>;
}

/** Starts beating at once and then every `seconds`; a failed beat is retried at the next tick. */
export async function startHeartbeat(
  db: Db,
  seconds: number,
  onError: (error: unknown) => void = () => {},
): Promise<Heartbeat> {
  const worker = {
    workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    host: hostname(),
    pid: process.pid,
  };
  await beat(db, worker);
  await pruneHeartbeats(db).catch(onError);
  const timer = setInterval(() => void beat(db, worker).catch(onError), seconds * 1000);
  timer.unref();
  return {
    workerId: worker.workerId,
    stop: async () => {
      clearInterval(timer);
      await removeHeartbeat(db, worker.workerId).catch(onError);
    },
  };
}

export interface WorkerStatus {
  /** Workers that beat within three heartbeat intervals. */
  alive: number;
  /** Seconds since the newest beat; null when no worker ever beat. */
  lastHeartbeatSecondsAgo: number | null;
}

export async function readWorkerStatus(db: Db, heartbeatSeconds: number): Promise<WorkerStatus> {
  const status = await workerHeartbeats(db, heartbeatSeconds * 3);
  return {
    alive: status.alive,
    lastHeartbeatSecondsAgo: status.newestAgeSeconds === null ? null : Math.round(status.newestAgeSeconds),
  };
}

/**
 * One request budget per host for every worker process (issue #28 'Polling': 'Many worker processes may poll at
 * once'). The per-process HostLimiter keeps each worker's own requests in flight and gap; a SharedHostBudget makes
 * the gap hold across workers too: each request reserves the host's next start, SOURCE_HOST_GAP_MS after the one
 * reserved before it by any worker, and a Retry-After holds the host for all of them.
 */

export interface SharedHostBudget {
  /**
   * Reserves the next start on `host` (the later of now and the last reservation plus `gapMs`).
   * @returns how long (ms) the caller must wait before it sends; 0 when it may send now.
   */
  reserve(host: string, gapMs: number): Promise<number>;
  /** No request to `host` starts, in any worker, for the next `ms` milliseconds (a Retry-After). */
  holdFor(host: string, ms: number): Promise<void>;
}

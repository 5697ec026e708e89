/**
 * One poll of one source (issue #28 'Polling', 'Lifecycle', 'Bad input'): take the source's lease, read its board
 * through its connector and the polite HTTP client (conditional request with the last ETag / Last-Modified), apply
 * the listing to the leads in one transaction together with the source's new state and the poll's record, and hand
 * the lease back. A board that fails (network, garbage, 404, a body too large) leaves every lead as it was and
 * counts a failure; `failuresBeforePause` failures in a row pause the source as failing (the circuit breaker).
 */
import { SOURCE_KIND_LABELS, type SourceKind } from '@agencyscout/contracts';
import type { SourceSettings } from '../../config-sources.ts';
import type { Db } from '../../db/kysely.ts';
import { CONNECTORS } from '../../sources/connectors.ts';
import type { BoardListing, PoliteFetch, PoliteStream } from '../../sources/types.ts';
import { SourceError } from '../../sources/types.ts';
import { applyListing, applyUnchangedListing, emptyCounts, type LifecycleCounts } from './lifecycle.ts';
import { detailsReadSince } from './lifecycle-repository.ts';
import { endPoll, leaseSource, recordPoll } from './repository.ts';

/** A poll may take this long before it is abandoned (and the lease this long, plus a margin). */
const POLL_DEADLINE_MS = 10 * 60_000;
const LEASE_SECONDS = POLL_DEADLINE_MS / 1000 + 60;
/** Next polls are spread ±10 % around the interval, so sources added together do not stay in step. */
const JITTER = 0.1;
/** A source with posting details still to read is polled again this soon (ms), whatever its interval. */
export const DETAILS_CATCH_UP_MS = 2 * 60_000;
/** Details read longer ago than this are read again even when their list entry is unchanged (ms). */
export const DETAILS_REFRESH_MS = 24 * 3_600_000;
/** Past the per-poll details, a host is idle while a detail answers within this many host gaps (and 1 s at least). */
const IDLE_HOST_GAPS = 4;

export interface PollDependencies {
  db: Db;
  settings: Pick<
    SourceSettings,
    'baseUrls' | 'failuresBeforePause' | 'detailsPerPoll' | 'detailsWhileIdleMs' | 'hostGapMs'
  >;
  client: { fetch: PoliteFetch; stream: PoliteStream };
  now?: () => Date;
  random?: () => number;
}

export type PollOutcome =
  | { outcome: 'busy' }
  | { outcome: 'unchanged'; sourceId: number }
  | { outcome: 'ok'; sourceId: number; counts: LifecycleCounts }
  | { outcome: 'failed'; sourceId: number; error: string; paused: boolean };

/** The time of the next poll: the interval from now, with jitter. */
export function nextPollAt(now: Date, intervalMinutes: number, random: () => number = Math.random): Date {
  const spread = 1 + (random() * 2 - 1) * JITTER;
  return new Date(now.getTime() + intervalMinutes * 60_000 * spread);
}

/** A staff-facing message for a failed poll (no stack traces, no internals). */
function failureMessage(kind: SourceKind, error: unknown): string {
  if (error instanceof SourceError) return error.message.slice(0, 1000);
  if (error instanceof Error && error.name === 'AbortError')
    return 'The poll took longer than 10 minutes and was stopped';
  return `${SOURCE_KIND_LABELS[kind]} board could not be read: ${error instanceof Error ? error.message.slice(0, 300) : 'unknown error'}`;
}

/**
 * Polls one source now unless another worker holds its lease, it is paused, or (with `requestedAt`) it was polled
 * since the poll was asked for — a queued job that a faster one overtook.
 * @returns what the poll did; never throws for the board's faults (only for the database's).
 */
export async function pollSource(
  deps: PollDependencies,
  sourceId: number,
  options: { requestedAt?: Date | undefined } = {},
): Promise<PollOutcome> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const source = await leaseSource(db, sourceId, LEASE_SECONDS, options.requestedAt);
  if (!source) return { outcome: 'busy' };
  const startedAt = now();
  const connector = CONNECTORS[source.kind];
  // Details still to read need the whole list: a 304 would say nothing about them.
  const conditional =
    source.detailsPending > 0
      ? { etag: null, lastModified: null }
      : { etag: source.etag, lastModified: source.lastModified };
  const details = connector.readsDetails
    ? {
        read: await detailsReadSince(db, source.id, new Date(startedAt.getTime() - DETAILS_REFRESH_MS)),
        perPoll: deps.settings.detailsPerPoll,
        whileIdle: {
          forMs: deps.settings.detailsWhileIdleMs,
          promptMs: Math.max(1000, IDLE_HOST_GAPS * deps.settings.hostGapMs),
          now: () => now().getTime(),
        },
      }
    : undefined;
  let listing: BoardListing;
  try {
    listing = await connector.listPostings(
      { kind: source.kind, token: source.token, url: source.url },
      {
        ...deps.client,
        baseUrl: deps.settings.baseUrls[source.kind],
        conditional,
        signal: AbortSignal.timeout(POLL_DEADLINE_MS),
        ...(details ? { details } : {}),
      },
    );
  } catch (error) {
    const message = failureMessage(source.kind, error);
    const finishedAt = now();
    await db.transaction().execute(async (trx) => {
      await endPoll(trx, source.id, {
        nextPollAt: nextPollAt(finishedAt, source.pollIntervalMinutes, deps.random),
        polledAt: finishedAt,
        success: false,
        error: message,
        failuresBeforePause: deps.settings.failuresBeforePause,
      });
      await recordPoll(trx, pollRecord(source.id, startedAt, finishedAt, 'failed', null, source.postingsOpen, message));
    });
    const paused = source.consecutiveFailures + 1 >= deps.settings.failuresBeforePause;
    return { outcome: 'failed', sourceId: source.id, error: message, paused };
  }
  return finishPoll(deps, source, listing, startedAt);
}

type LeasedSource = NonNullable<Awaited<ReturnType<typeof leaseSource>>>;

/** What the listing changed: a full listing through the lifecycle, a 304 only advances the misses. */
async function applyRead(db: Db, source: LeasedSource, listing: BoardListing, now: Date): Promise<LifecycleCounts> {
  if (!listing.notModified) {
    return applyListing(db, source, listing, {
      companyName: await companyNameOf(db, source.companyId, source.name ?? listing.boardName),
      careersPageUrl: source.kind === 'xml-feed' ? null : source.url,
      now,
    });
  }
  const unchanged = await applyUnchangedListing(db, source, now);
  return { ...emptyCounts(), ...unchanged };
}

const changedAnything = (counts: LifecycleCounts) => counts.new + counts.changed + counts.closed + counts.reopened > 0;

async function finishPoll(deps: PollDependencies, source: LeasedSource, listing: BoardListing, startedAt: Date) {
  const now = deps.now ?? (() => new Date());
  const counts = await deps.db.transaction().execute(async (trx) => {
    const applied = await applyRead(trx, source, listing, startedAt);
    const finishedAt = now();
    const detailsPending = listing.detailsPending ?? 0;
    await endPoll(trx, source.id, {
      nextPollAt:
        detailsPending > 0
          ? new Date(finishedAt.getTime() + DETAILS_CATCH_UP_MS)
          : nextPollAt(finishedAt, source.pollIntervalMinutes, deps.random),
      polledAt: finishedAt,
      success: true,
      detailsPending,
      error: null,
      ...(listing.notModified ? {} : { etag: listing.etag, lastModified: listing.lastModified }),
      postingsOpen: applied.open,
      name: listing.boardName,
      failuresBeforePause: deps.settings.failuresBeforePause,
    });
    const outcome = changedAnything(applied) ? 'ok' : 'unchanged';
    const record = pollRecord(source.id, startedAt, finishedAt, outcome, applied, source.postingsOpen, null);
    await recordPoll(trx, { ...record, detailsPending });
    return applied;
  });
  if (!changedAnything(counts)) return { outcome: 'unchanged' as const, sourceId: source.id };
  return { outcome: 'ok' as const, sourceId: source.id, counts };
}

async function companyNameOf(db: Db, companyId: number | null, fallback: string | null): Promise<string | null> {
  if (companyId === null) return fallback;
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return company?.name ?? fallback;
}

function pollRecord(
  sourceId: number,
  startedAt: Date,
  finishedAt: Date,
  outcome: 'ok' | 'unchanged' | 'failed',
  counts: LifecycleCounts | null,
  openBefore: number,
  error: string | null,
) {
  return {
    sourceId,
    startedAt,
    finishedAt,
    outcome,
    postingsOpen: counts?.open ?? openBefore,
    postingsNew: counts?.new ?? 0,
    postingsChanged: counts?.changed ?? 0,
    postingsClosed: counts?.closed ?? 0,
    postingsSkipped: counts?.skipped ?? 0,
    skippedReasons: counts?.skippedReasons ?? {},
    error,
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    detailsPending: 0,
  };
}

/**
 * Sources for provider staff (issue #28 'Sources'; permission of Manage Customers): list with health, add one or
 * many from pasted board URLs (the kind and token recognised from each URL), pause, resume, poll now, remove.
 * The same rules serve the API and `npm run cli -- sources …`.
 */
import {
  type AddSourcesResponse,
  addSourcesSchema,
  SOURCE_ADD_LIMIT,
  SOURCE_PAGE_SIZE,
  SOURCE_TEXTS,
  type Source,
  type SourceDetailResponse,
  type SourceListParams,
  type SourceListResponse,
  type SourceStatus,
  type UpdateSourceBody,
  updateSourceSchema,
} from '@agencyscout/contracts';
import type { z } from 'zod';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recogniseSourceUrl } from '../../sources/connectors.ts';
import { requireStaff } from '../customers/service.ts';
import {
  companyExists,
  deleteSource,
  findSource,
  findSourcesByIds,
  insertSources,
  listSources,
  makeDueNow,
  type NewSource,
  recentPolls,
  type SourcePollRow,
  type SourceRow,
  sourceMetrics,
  sourceTotals,
  updateSource,
} from './repository.ts';

/** Who may act: staff through the API, or the operator's command line (no identity). */
export type SourceActor = Identity | 'cli';

function allow(actor: SourceActor): void {
  if (actor !== 'cli') requireStaff(actor);
}

function statusOf(row: SourceRow): SourceStatus {
  if (row.failing) return 'failing';
  return row.enabled ? 'active' : 'paused';
}

function pollOf(row: SourcePollRow) {
  return {
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outcome: row.outcome,
    postingsOpen: row.postingsOpen,
    postingsNew: row.postingsNew,
    postingsChanged: row.postingsChanged,
    postingsClosed: row.postingsClosed,
    postingsSkipped: row.postingsSkipped,
    error: row.error,
    durationMs: row.durationMs,
  };
}

function sourceOf(row: SourceRow, polls: readonly SourcePollRow[]): Source {
  const newestFirst = polls.filter((poll) => Number(poll.sourceId) === Number(row.id));
  return {
    id: Number(row.id),
    kind: row.kind,
    token: row.token,
    url: row.url,
    name: row.name,
    companyId: row.companyId === null ? null : Number(row.companyId),
    companyName: row.companyName,
    leadType: row.leadType,
    pollIntervalMinutes: row.pollIntervalMinutes,
    enabled: row.enabled,
    status: statusOf(row),
    consecutiveFailures: row.consecutiveFailures,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    nextPollAt: row.enabled && !row.failing && !row.queuedAt ? row.nextPollAt.toISOString() : null,
    queuedAt: row.enabled && !row.failing ? (row.queuedAt?.toISOString() ?? null) : null,
    lastError: row.lastError,
    postingsOpen: row.postingsOpen,
    detailsPending: row.detailsPending,
    lastPoll: newestFirst[0] ? pollOf(newestFirst[0]) : null,
    openHistory: newestFirst.map((poll) => poll.postingsOpen).reverse(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of sources with each one's health. */
export async function listSourcesForStaff(
  db: Db,
  actor: SourceActor,
  query: SourceListParams,
): Promise<SourceListResponse> {
  allow(actor);
  const [{ rows, total }, totals] = await Promise.all([listSources(db, query), sourceTotals(db)]);
  const polls = await recentPolls(
    db,
    rows.map((row) => Number(row.id)),
  );
  return {
    sources: rows.map((row) => sourceOf(row, polls)),
    total,
    page: query.page,
    pageSize: SOURCE_PAGE_SIZE,
    totals,
  };
}

/** One source with its poll history. @throws 404 when unknown. */
export async function sourceDetail(db: Db, actor: SourceActor, id: number): Promise<SourceDetailResponse> {
  allow(actor);
  const row = await findSource(db, id);
  if (!row) throw notFound(SOURCE_TEXTS.notFound);
  const polls = await recentPolls(db, [id]);
  return { ...sourceOf(row, polls), polls: polls.map(pollOf) };
}

/** The pasted text or list → the URLs, one a line, blank lines left out. */
function pastedUrls(urls: string | readonly string[]): string[] {
  const lines = typeof urls === 'string' ? urls.split(/\r?\n/) : [...urls];
  return lines.map((line) => line.trim()).filter(Boolean);
}

/**
 * Adds sources from board URLs. Every line must be readable: otherwise 400 names the first bad lines and nothing
 * is added. URLs already followed are reported, not duplicated.
 * @throws 400 (no URL, too many, a bad line, an unknown company), 403 for non-staff.
 */
export async function addSources(
  db: Db,
  actor: SourceActor,
  input: z.input<typeof addSourcesSchema>,
): Promise<AddSourcesResponse> {
  allow(actor);
  const body = addSourcesSchema.parse(input);
  const urls = pastedUrls(body.urls);
  if (urls.length === 0) throw badRequest(SOURCE_TEXTS.noUrls);
  if (urls.length > SOURCE_ADD_LIMIT) throw badRequest(SOURCE_TEXTS.tooMany);
  if (body.companyId !== undefined && !(await companyExists(db, body.companyId))) throw notFound('Company not found');
  const problems: string[] = [];
  const sources: NewSource[] = [];
  urls.forEach((url, index) => {
    const recognised = recogniseSourceUrl(url, body.kind);
    if (!recognised.ok) problems.push(`Line ${index + 1}: "${url.slice(0, 200)}" ${recognised.reason}`);
    else
      sources.push({
        kind: recognised.kind,
        token: recognised.token,
        url: recognised.url,
        name: null,
        companyId: body.companyId ?? null,
        leadType: body.leadType,
        pollIntervalMinutes: body.pollIntervalMinutes,
      });
  });
  if (problems.length > 0) {
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
    throw badRequest(`${problems.slice(0, 3).join('; ')}${more}`);
  }
  const { ids, existing } = await insertSources(db, sources);
  const created = await findSourcesByIds(db, ids);
  return { message: SOURCE_TEXTS.added, created: created.map((row) => sourceOf(row, [])), existing };
}

/** Pauses, resumes (clearing a failing state), or changes a source. @throws 404 when unknown. */
export async function changeSource(db: Db, actor: SourceActor, id: number, input: UpdateSourceBody): Promise<Source> {
  allow(actor);
  const change = updateSourceSchema.parse(input);
  if (change.companyId != null && !(await companyExists(db, change.companyId))) throw notFound('Company not found');
  if (!(await updateSource(db, id, change))) throw notFound(SOURCE_TEXTS.notFound);
  const { polls: _polls, ...source } = await sourceDetail(db, actor, id);
  return source;
}

/**
 * Makes the source due now, and queues its poll when `enqueue` reaches the job queue (else the next dispatch, within
 * a minute, takes it). @throws 404 when unknown.
 */
export async function pollSourceNow(
  db: Db,
  actor: SourceActor,
  id: number,
  enqueue?: (sourceId: number) => Promise<void>,
): Promise<{ message: string }> {
  allow(actor);
  if (!(await makeDueNow(db, id))) throw notFound(SOURCE_TEXTS.notFound);
  await enqueue?.(id).catch(() => undefined);
  return { message: SOURCE_TEXTS.pollQueued };
}

/** The sources' figures for /api/metrics (issue #28 'Polling'): states, open postings, the last hour's polls. */
export async function sourceHealthFigures(db: Db) {
  const { totals, polls } = await sourceMetrics(db);
  return {
    states: { active: totals.active, paused: totals.paused, failing: totals.failing },
    postingsOpen: totals.postingsOpen,
    polls: Object.fromEntries(polls.map((row) => [row.outcome, Number(row.polls)])) as Record<string, number>,
    postingsNew: polls.reduce((sum, row) => sum + Number(row.postingsNew), 0),
    postingsClosed: polls.reduce((sum, row) => sum + Number(row.postingsClosed), 0),
  };
}

/** Removes a source; its leads stay. @throws 404 when unknown. */
export async function removeSource(db: Db, actor: SourceActor, id: number): Promise<{ message: string }> {
  allow(actor);
  if (!(await deleteSource(db, id))) throw notFound(SOURCE_TEXTS.notFound);
  return { message: SOURCE_TEXTS.deleted };
}

/**
 * Feed imports from the browser (issue #31 point 1; docs/importing.md 'From the browser'). Provider staff only
 * (role ADMIN with create:member; docs/decisions.md 'Who imports feeds': leads are shared by every agency). An
 * upload is checked and stored with a suggested mapping; a dry run of a mapping is the `csv` importer's
 * `--dry-run` over the stored files (nothing saved) and keeps the mapping for the feed name; starting queues the
 * import for the worker (runner.ts).
 */
import path from 'node:path';
import {
  type CsvMapping,
  FEED_IMPORT_LIMITS,
  FEED_IMPORT_TEXTS,
  type FeedImportRun,
  hasNoControlCharacters,
  LEAD_TYPES,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { importCsvMapping } from '../../importers/csv-mapping.ts';
import { MappingError } from '../../importers/table-files.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { requireStaff } from '../customers/service.ts';
import { inspectFeed, suggestMapping, withFeedFolder } from './inspect.ts';
import {
  findRun,
  insertRun,
  listRuns,
  moveRun,
  pruneRuns,
  runFiles,
  runRejects,
  saveDryRun,
  savedMapping,
} from './repository.ts';
import { feedSummary, rejectsFileName, runView } from './summary.ts';
import type { Upload } from './upload.ts';

/** Uploads never started are removed after this many hours. */
const STALE_UPLOAD_HOURS = 24;
const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** The feed's name: the one given, else the first file's name without its extension; trimmed to 100 characters. */
export function feedNameOf(given: string | null, firstFile: string): string {
  const name = [...(given?.trim() || path.basename(firstFile, path.extname(firstFile)))]
    .filter(hasNoControlCharacters)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return name || 'feed';
}

/** The `leads.source` of a feed: 'csv:' and its name in lower-case letters, digits and dashes. */
export function feedSource(feedName: string): string {
  const slug = feedName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 58);
  return `csv:${slug || 'feed'}`;
}

/** Refuses everyone but provider staff (before an upload is read). @throws AppError 403. */
export function allowFeedImport(identity: Identity): void {
  requireStaff(identity);
}

async function loadRun(db: Db, identity: Identity, id: number) {
  const row = await findRun(db, identity.orgId, id);
  if (!row) throw notFound(FEED_IMPORT_TEXTS.notFound);
  return row;
}

/** Stores a checked upload as a new run with the mapping to offer. @throws AppError 400 when a file is unreadable. */
export async function uploadFeed(db: Db, identity: Identity, upload: Upload): Promise<FeedImportRun> {
  requireStaff(identity);
  const feedName = feedNameOf(upload.feedName, upload.files[0]?.name ?? 'feed');
  const head = await withFeedFolder(upload.files, inspectFeed);
  const saved = await savedMapping(db, identity.orgId, feedName);
  await pruneRuns(db, identity.orgId, FEED_IMPORT_LIMITS.keptRuns - 1, STALE_UPLOAD_HOURS);
  const id = await insertRun(db, {
    orgId: identity.orgId,
    userId: identity.userId,
    feedName,
    files: upload.files,
    ...head,
    mapping: saved ?? { ...suggestMapping(head.columns), source: feedSource(feedName) },
    mappingOrigin: saved ? 'saved' : 'suggested',
  });
  return runView(await loadRun(db, identity, id));
}

export async function feedImport(db: Db, identity: Identity, id: number): Promise<FeedImportRun> {
  requireStaff(identity);
  return runView(await loadRun(db, identity, id));
}

export async function recentFeedImports(db: Db, identity: Identity) {
  requireStaff(identity);
  const rows = await listRuns(db, identity.orgId, 20);
  return { items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })) };
}

/**
 * The importer's dry run of `mapping` over the run's files (all of them; bounded by the upload limit), kept with
 * the run; the mapping is kept for the feed name. @throws AppError 400 when the mapping does not fit the files,
 * 409 once the import has started.
 */
export async function dryRunFeed(db: Db, identity: Identity, id: number, given: CsvMapping): Promise<FeedImportRun> {
  requireStaff(identity);
  const run = await loadRun(db, identity, id);
  if (run.status !== 'uploaded' && run.status !== 'checked') throw conflict(FEED_IMPORT_TEXTS.alreadyStarted);
  const mapping: CsvMapping = { ...given, source: given.source ?? feedSource(run.feedName) };
  const files = await runFiles(db, id);
  const summary = await withFeedFolder(files, async (folder) => {
    try {
      return await importCsvMapping(db, path.join(folder, 'feed'), mapping, {
        source: mapping.source ?? feedSource(run.feedName),
        leadType: mapping.leadType ?? LEAD_TYPES[1],
        leadTypeGiven: false,
        dryRun: true,
        batchSize: 1000,
        rejectsPath: path.join(folder, 'rejects.csv'),
        progress: false,
        preview: FEED_IMPORT_LIMITS.previewLeads,
      });
    } catch (error) {
      if (error instanceof MappingError) throw badRequest(error.message);
      throw error;
    }
  });
  await saveDryRun(db, identity.orgId, id, run.feedName, mapping, feedSummary(summary, null));
  return runView(await loadRun(db, identity, id));
}

/**
 * Queues the checked run for the worker. The status moves first (a second click finds it queued: 409); the job is
 * sent after, and the worker's dispatch queues any run left 'queued' without a job.
 */
export async function startFeedImport(
  db: Db,
  identity: Identity,
  id: number,
  enqueue?: (runId: number) => Promise<void>,
): Promise<FeedImportRun> {
  requireStaff(identity);
  const run = await loadRun(db, identity, id);
  if (run.status === 'uploaded') throw conflict(FEED_IMPORT_TEXTS.notReady);
  if (!(await moveRun(db, id, ['checked'], 'queued'))) throw conflict(FEED_IMPORT_TEXTS.alreadyStarted);
  await enqueue?.(id).catch(() => {});
  return runView(await loadRun(db, identity, id));
}

/** The run's rejected rows as CSV with its download name. @throws AppError 404 when there are none. */
export async function feedImportRejects(db: Db, identity: Identity, id: number) {
  requireStaff(identity);
  const rejects = await runRejects(db, identity.orgId, id);
  if (rejects === undefined) throw notFound(FEED_IMPORT_TEXTS.notFound);
  if (rejects === null) throw notFound(FEED_IMPORT_TEXTS.noRejects);
  return { fileName: rejectsFileName(id), content: rejects };
}

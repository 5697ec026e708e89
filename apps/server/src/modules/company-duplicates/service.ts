/**
 * Company duplicates for provider staff (issue #32 point 2): the review queue with its evidence, a merge preview,
 * the merge itself (one transaction, logged in company_merges), a split back from the log, and dismissing a pair.
 * Every function checks role ADMIN (requireStaff: 403). Errors: 404 for a pair or merge nobody has, 400 for a pair
 * no longer open, a kept company outside the pair or a merge already split.
 */
import {
  type CompanyMergeListResponse,
  DUPLICATE_TEXTS,
  type DuplicateCompany,
  type DuplicateListResponse,
  MERGE_ROW_KINDS,
  type MergePreviewResponse,
  type MergeRowKind,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireStaff } from '../customers/service.ts';
import { companyRow, type MovedRows, mergeCompaniesInto, mergeForSplit, splitMerge } from './merge-repository.ts';
import {
  companyEvidence,
  dismissPair,
  type EvidenceRow,
  markSplit,
  mergeCounts,
  openPairs,
  pairById,
  recentMerges,
  rememberDismissed,
} from './repository.ts';

function toCompany(row: EvidenceRow): DuplicateCompany {
  return { ...row, contactCount: Number(row.contactCount), aliases: row.aliases ?? [] };
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** GET /admin/companies/duplicates: open pairs, newest first, each with both companies' evidence. */
export async function listDuplicates(db: Db, caller: Identity, page: number): Promise<DuplicateListResponse> {
  requireStaff(caller);
  const { rows, total } = await openPairs(db, page);
  const evidence = await companyEvidence(
    db,
    rows.flatMap((row) => [row.companyId, row.otherCompanyId]),
  );
  const pairs: DuplicateListResponse['pairs'] = [];
  for (const row of rows) {
    const first = evidence.get(Number(row.companyId));
    const second = evidence.get(Number(row.otherCompanyId));
    if (!first || !second) continue;
    pairs.push({
      id: Number(row.id),
      reason: row.reason,
      similarity: Number(row.similarity),
      createdAt: iso(row.createdAt),
      companies: [toCompany(first), toCompany(second)],
    });
  }
  return { pairs, total };
}

/** The open pair and which of its companies is kept and which merged (400 when `keep` is not in the pair). */
async function openPairSides(db: Db, pairId: number, keep: number): Promise<{ kept: number; merged: number }> {
  const pair = await pairById(db, pairId);
  if (!pair) throw notFound();
  if (pair.status !== 'open') throw badRequest(DUPLICATE_TEXTS.pairNotOpen);
  const ids = [Number(pair.companyId), Number(pair.otherCompanyId)];
  if (!ids.includes(keep)) throw badRequest(DUPLICATE_TEXTS.keepNotInPair);
  return { kept: keep, merged: ids.find((id) => id !== keep) ?? keep };
}

function countList(counts: Partial<Record<MergeRowKind, number>>): MergePreviewResponse['moves'] {
  return MERGE_ROW_KINDS.map((kind) => ({ kind, count: counts[kind] ?? 0 }));
}

/** GET /admin/companies/duplicates/{id}/preview?keep=: what merging the other company into `keep` would move. */
export async function previewMerge(
  db: Db,
  caller: Identity,
  pairId: number,
  keep: number,
): Promise<MergePreviewResponse> {
  requireStaff(caller);
  const { kept, merged } = await openPairSides(db, pairId, keep);
  const [evidence, counts] = await Promise.all([companyEvidence(db, [kept, merged]), mergeCounts(db, merged, kept)]);
  const keptRow = evidence.get(kept);
  const mergedRow = evidence.get(merged);
  if (!keptRow || !mergedRow) throw notFound();
  return {
    keep: toCompany(keptRow),
    merge: toCompany(mergedRow),
    moves: countList(counts.moves),
    clashes: countList({ clientListEntries: counts.clientListClashes }),
  };
}

/** POST /admin/companies/duplicates/{id}/merge: merges the pair into `keepCompanyId`, in one transaction. */
export async function mergePair(
  db: Db,
  caller: Identity,
  pairId: number,
  keepCompanyId: number,
): Promise<{ mergeId: number; message: string }> {
  requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const { kept, merged } = await openPairSides(trx, pairId, keepCompanyId);
    const keptRow = await companyRow(trx, kept);
    const mergedRow = await companyRow(trx, merged);
    if (!keptRow || !mergedRow) throw notFound();
    const { mergeId } = await mergeCompaniesInto(trx, keptRow, mergedRow, {
      candidateId: pairId,
      userId: caller.userId,
    });
    return { mergeId, message: DUPLICATE_TEXTS.merged };
  });
}

/** POST /admin/companies/duplicates/{id}/dismiss: 'not the same'; the matcher never queues the pair again. */
export async function dismissDuplicate(db: Db, caller: Identity, pairId: number): Promise<{ message: string }> {
  requireStaff(caller);
  const pair = await pairById(db, pairId);
  if (!pair) throw notFound();
  if (!(await dismissPair(db, pairId, caller.userId))) throw badRequest(DUPLICATE_TEXTS.pairNotOpen);
  return { message: DUPLICATE_TEXTS.dismissed };
}

function movedCounts(moved: MovedRows): CompanyMergeListResponse['merges'][number]['moves'] {
  return countList({
    leads: moved.leads?.length ?? 0,
    contacts: moved.contacts?.length ?? 0,
    agencyTips: moved.agency_tips?.length ?? 0,
    companyNotes: moved.company_notes?.length ?? 0,
    clientListEntries: moved.client_list_entries?.length ?? 0,
    sources: moved.sources?.length ?? 0,
    aliases: moved.company_aliases?.length ?? 0,
  }).filter((entry) => entry.count > 0);
}

/** GET /admin/companies/merges: the merge log, newest first. */
export async function listMerges(db: Db, caller: Identity, page: number): Promise<CompanyMergeListResponse> {
  requireStaff(caller);
  const { rows, total } = await recentMerges(db, page);
  return {
    merges: rows.map((row) => ({
      id: Number(row.id),
      keptCompany: { id: Number(row.keptCompanyId), name: row.keptName },
      mergedCompany: { id: Number(row.mergedCompanyId), name: row.mergedCompanyName },
      moves: movedCounts(row.moved as unknown as MovedRows),
      createdAt: iso(row.createdAt),
      splitAt: row.splitAt ? iso(row.splitAt) : null,
    })),
    total,
  };
}

/** POST /admin/companies/merges/{id}/split: undoes a merge from its log (merge-repository.ts `splitMerge`). */
export async function splitCompanyMerge(db: Db, caller: Identity, mergeId: number): Promise<{ message: string }> {
  requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const merge = await mergeForSplit(trx, mergeId);
    if (!merge) throw notFound();
    if (merge.splitAt) throw badRequest(DUPLICATE_TEXTS.mergeAlreadySplit);
    if (await companyRow(trx, Number(merge.mergedCompanyId))) throw badRequest(DUPLICATE_TEXTS.nameTaken);
    await splitMerge(trx, {
      id: Number(merge.id),
      keptCompanyId: Number(merge.keptCompanyId),
      mergedCompany: merge.mergedCompany,
      moved: merge.moved,
      removed: merge.removed,
    });
    await rememberDismissed(trx, Number(merge.keptCompanyId), Number(merge.mergedCompanyId), caller.userId);
    await markSplit(trx, Number(merge.id), caller.userId);
    return { message: DUPLICATE_TEXTS.splitDone };
  });
}

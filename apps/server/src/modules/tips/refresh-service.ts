/**
 * Recomputing Agency Tips (issue #12): after every import (only the companies whose leads changed or were
 * deleted), every night (plus the companies whose first signal left the window), and in full by
 * `npm run cli -- tips:refresh`.
 * Each recompute first re-evaluates Agency leads (staffing-firm postings of the same job), then the tips.
 */
import type { Db } from '../../db/kysely.ts';
import {
  companiesChangedSince,
  companiesLeavingWindow,
  deriveAgencyLeads,
  expireTips,
  lastRefreshedAt,
  listSignals,
  markRefreshed,
  type SignalRow,
  staffingCompanyIds,
  type TipWrite,
  takeCompaniesWithDeletedLeads,
  turnOffJit,
  upsertTips,
} from './refresh-repository.ts';
import {
  EVIDENCE_LISTED,
  evidenceHtml,
  evidenceSummary,
  signalTsQuery,
  type TipEvidence,
  windowStart,
} from './rules.ts';

const UPSERT_BATCH = 2_000;

export interface TipRefreshSummary {
  /** Companies looked at (null: all). */
  companies: number | null;
  /** Companies whose leads became or stopped being Agency leads by evidence. */
  agencyLeadCompanies: number;
  /** Companies that are tips after the refresh (within the scope). */
  activeTips: number;
  expiredTips: number;
  elapsedMs: number;
}

/** The tip as written from one company's signals (discovery = first signal in the window). */
export function tipFromSignals(row: SignalRow): TipWrite {
  const evidence: TipEvidence = {
    total: row.total,
    agency: row.agency,
    contract: row.contract,
    mention: row.mention,
    leads: (row.leads ?? []).map((lead) => ({ ...lead, id: Number(lead.id), at: new Date(lead.at) })),
  };
  const lastSignalAt = new Date(row.lastAt);
  return {
    companyId: row.companyId,
    discoveredAt: new Date(row.firstAt),
    lastSignalAt,
    signalCount: row.total,
    additionalInformation: evidenceSummary(evidence, lastSignalAt),
    jobTips: evidenceHtml(evidence),
    place: row.place,
  };
}

/**
 * Recomputes Agency leads and tips for `scope` (null: every company) as of `asOf`, in one transaction (the
 * caller's when `db` is one).
 * @param since the previous recompute: only postings changed since are re-evaluated as Agency leads.
 * @param recordTime record `asOf` as the time of the last recompute (not when only named companies were done).
 * @returns what changed.
 */
export async function refreshTips(
  db: Db,
  scope: readonly number[] | null,
  asOf: Date = new Date(),
  recordTime = true,
  since: Date | null = null,
): Promise<TipRefreshSummary> {
  const started = Date.now();
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    // A recompute that records its time also answers for the companies that lost leads since the last one
    // (their tips expire when no signal is left); a full recompute covers them anyway.
    await turnOffJit(trx);
    const deleted = recordTime ? await takeCompaniesWithDeletedLeads(trx) : [];
    const staffing = await staffingCompanyIds(trx);
    const changed = await deriveAgencyLeads(trx, scope, since, staffing);
    const companies = scope ? [...new Set([...scope, ...changed, ...deleted])] : null;
    const signals = await listSignals(
      trx,
      companies,
      { from: windowStart(asOf), to: asOf },
      signalTsQuery(),
      EVIDENCE_LISTED,
      staffing,
    );
    const tips = signals.map(tipFromSignals);
    for (let start = 0; start < tips.length; start += UPSERT_BATCH) {
      await upsertTips(trx, tips.slice(start, start + UPSERT_BATCH));
    }
    const expiredTips = await expireTips(
      trx,
      companies,
      tips.map((tip) => tip.companyId),
    );
    if (recordTime) await markRefreshed(trx, asOf);
    return {
      companies: companies?.length ?? null,
      agencyLeadCompanies: changed.length,
      activeTips: tips.length,
      expiredTips,
      elapsedMs: Date.now() - started,
    };
  });
}

/** Full recompute over every lead (`tips:refresh`, and the first run on a database). */
export function refreshAllTips(db: Db, asOf: Date = new Date()): Promise<TipRefreshSummary> {
  return refreshTips(db, null, asOf);
}

/**
 * The recompute at the end of an import run: the given companies, or (without them) every company whose
 * leads changed since the last recompute; a full recompute when tips were never computed.
 */
export async function refreshAfterImport(
  db: Db,
  companyIds?: readonly number[],
  asOf: Date = new Date(),
): Promise<TipRefreshSummary> {
  if (companyIds) return refreshTips(db, companyIds, asOf, false);
  const since = await lastRefreshedAt(db);
  if (!since) return refreshAllTips(db, asOf);
  return refreshTips(db, await companiesChangedSince(db, since), asOf, true, since);
}

/** The nightly recompute: changed companies plus those whose first signal left the 12-month window. */
export async function refreshNightly(db: Db, asOf: Date = new Date()): Promise<TipRefreshSummary> {
  const since = await lastRefreshedAt(db);
  if (!since) return refreshAllTips(db, asOf);
  const changed = await companiesChangedSince(db, since);
  const leaving = await companiesLeavingWindow(db, windowStart(asOf));
  return refreshTips(db, [...new Set([...changed, ...leaving])], asOf, true, since);
}

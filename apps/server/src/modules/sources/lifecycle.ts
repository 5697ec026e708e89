/**
 * The posting lifecycle (issue #28 'Lifecycle', 'One posting, one lead'), applied to one poll's listing inside the
 * poll's transaction:
 * - a posting first seen becomes a lead (posted date from the board, else the first-seen date), unless another
 *   source already brought the same job (same lead key): it then joins that lead;
 * - a changed posting (its normalised content differs) updates its lead;
 * - a posting missing from its board on two polls in a row closes; a lead closes when all its postings have;
 * - a posting that reappears reopens, and so does its lead.
 * The company is the source's linked company, else the one the importers' matcher finds by name and domain.
 * New and changed postings' descriptions are read for the contacts they name (issue #32, posting-contacts).
 */
import type { LeadType } from '@agencyscout/contracts';
import type { Db } from '../../db/kysely.ts';
import { type CompanyContext, companyKey, resolveCompanies } from '../../importers/companies.ts';
import { leadRecordOf } from '../../importers/lead-writer.ts';
import { ensureJobCategories, industryIds, type LeadRecord } from '../../importers/repository.ts';
import type { LeadDraft } from '../../importers/types.ts';
import { type NormalisedPosting, normalisePosting, type PostingContext } from '../../sources/normalise-posting.ts';
import type { BoardListing } from '../../sources/types.ts';
import { recordPostingContacts } from '../posting-contacts/service.ts';
import {
  closeLeadsWithoutOpenPostings,
  countOpenPostings,
  insertNewLeads,
  LIVE_SOURCE,
  leadIdsByKey,
  markMissingPostings,
  reopenLeads,
  type SeenPosting,
  type StoredPosting,
  saveSeenPostings,
  storedPostings,
  touchKeptPostings,
  updateLeads,
} from './lifecycle-repository.ts';

/** Polls in a row a posting must be missing before it closes (issue #28: two). */
export const MISSES_TO_CLOSE = 2;

export interface LifecycleSource {
  id: number;
  leadType: LeadType;
  companyId: number | null;
}

export interface LifecycleCounts {
  open: number;
  /** Postings first seen on this source. */
  new: number;
  /** Leads created (a new posting of a job another source listed joins its lead instead). */
  leadsCreated: number;
  changed: number;
  closed: number;
  reopened: number;
  skipped: number;
  skippedReasons: Record<string, number>;
  /** Companies whose leads were created, changed, closed or reopened (for the tips recompute). */
  companyIds: number[];
}

type Usable = Extract<NormalisedPosting, { ok: true }> & {
  externalId: string;
  /** The list-entry fingerprint of details read now (SmartRecruiters), else null. */
  detailsFingerprint: string | null;
};

/** Kinds of skip reason a poll records; the rest are counted together. */
const SKIP_REASONS_KEPT = 20;

/** A skip reason as a kind: addresses left out (a reason per page would be a key per page), at most 20 kinds. */
function skipReasonKey(text: string, known: Readonly<Record<string, number>>): string {
  const reason = text.replace(/https?:\/\/\S+/g, '<address>').slice(0, 160);
  if (reason in known || Object.keys(known).length < SKIP_REASONS_KEPT) return reason;
  return 'other reasons';
}

/** Normalises the listing; the first of two postings with the same id wins, unreadable ones are counted. */
function usablePostings(listing: BoardListing, context: PostingContext, counts: LifecycleCounts): Usable[] {
  const skip = (text: string) => {
    counts.skipped += 1;
    const reason = skipReasonKey(text, counts.skippedReasons);
    counts.skippedReasons[reason] = (counts.skippedReasons[reason] ?? 0) + 1;
  };
  for (const skipped of listing.skipped) skip(skipped.reason);
  const seen = new Set<string>();
  const usable: Usable[] = [];
  for (const posting of listing.postings) {
    if (seen.has(posting.externalId)) {
      skip('listed twice on the board');
      continue;
    }
    seen.add(posting.externalId);
    const normalised = normalisePosting(posting, context);
    const detailsFingerprint = posting.details?.state === 'read' ? posting.details.fingerprint : null;
    if (normalised.ok) usable.push({ ...normalised, externalId: posting.externalId, detailsFingerprint });
    else skip(normalised.reason);
  }
  return usable;
}

/** Lead records of the postings to write: companies resolved (or the linked one), categories created. */
async function recordsOf(db: Db, postings: readonly Usable[], source: LifecycleSource): Promise<LeadRecord[]> {
  if (postings.length === 0) return [];
  const drafts: LeadDraft[] = postings.map((posting) => posting.draft);
  let companyIds = new Map<string, number>();
  if (source.companyId === null) {
    const context: CompanyContext = { source: LIVE_SOURCE, industryIds: await industryIds(db), cache: new Map() };
    const companies = drafts.flatMap((draft) => (draft.company ? [draft.company] : []));
    companyIds = (await resolveCompanies(db, companies, context)).ids;
  }
  const categoryIds = await ensureJobCategories(db, [...new Set(drafts.flatMap((draft) => draft.jobCategories))]);
  return postings.map((posting) => {
    const { company, jobCategories } = posting.draft;
    const companyId = source.companyId ?? (company ? (companyIds.get(companyKey(company)) ?? null) : null);
    const categories = [...new Set(jobCategories.map((name) => categoryIds.get(name)))]
      .filter((id): id is number => id !== undefined)
      .sort((a, b) => a - b);
    return leadRecordOf(posting.draft, {
      leadType: source.leadType,
      source: LIVE_SOURCE,
      sourceId: posting.leadKey,
      companyId,
      categoryIds: categories,
      contentHash: posting.contentHash,
    });
  });
}

/** Counts of a poll that changed nothing. */
export function emptyCounts(): LifecycleCounts {
  return {
    open: 0,
    new: 0,
    leadsCreated: 0,
    changed: 0,
    closed: 0,
    reopened: 0,
    skipped: 0,
    skippedReasons: {},
    companyIds: [],
  };
}

/**
 * Writes the new postings' leads (or joins the leads other sources created for the same jobs) and the changed
 * postings' leads. @returns each posting's lead and the leads to reopen (joined ones may have been closed).
 */
async function writeLeads(
  db: Db,
  source: LifecycleSource,
  postings: readonly Usable[],
  stored: ReadonlyMap<string, StoredPosting>,
  now: Date,
) {
  const fresh = postings.filter((posting) => !stored.has(posting.externalId));
  const changed = postings.filter((posting) => {
    const known = stored.get(posting.externalId);
    return known !== undefined && known.contentHash !== posting.contentHash;
  });
  const freshRecords = await recordsOf(db, fresh, source);
  const changedRecords = await recordsOf(db, changed, source);
  const inserted = await insertNewLeads(db, freshRecords, now);
  const joined = await leadIdsByKey(
    db,
    freshRecords.filter((record) => !inserted.has(record.source_id)).map((record) => record.source_id),
  );
  await updateLeads(
    db,
    changedRecords.map((record, index) => ({
      ...record,
      id: stored.get(changed[index]?.externalId ?? '')?.leadId ?? 0,
    })),
  );
  const leadOf = (posting: Usable) =>
    stored.get(posting.externalId)?.leadId ?? inserted.get(posting.leadKey) ?? joined.get(posting.leadKey) ?? 0;
  const reopen = [
    ...postings.flatMap((posting) => (stored.get(posting.externalId)?.closed ? [leadOf(posting)] : [])),
    ...joined.values(),
  ];
  const companyIds = [...freshRecords, ...changedRecords].flatMap((record) =>
    record.company_id === null ? [] : [record.company_id],
  );
  const written = [...fresh, ...changed].map((posting, index) => {
    const record = [...freshRecords, ...changedRecords][index];
    return {
      leadId: leadOf(posting),
      companyId: record?.company_id ?? null,
      description: record?.description ?? null,
      country: record?.country ?? null,
    };
  });
  await recordPostingContacts(
    db,
    written.filter((posting) => posting.leadId > 0),
    now,
  );
  return { fresh: fresh.length, changed: changed.length, created: inserted.size, leadOf, reopen, companyIds };
}

/**
 * The stored postings whose leads stand as they are: their details were not read this poll, because the list
 * entry is unchanged since they were, or the poll's detail budget ran out (docs/sources.md 'Posting details').
 */
function keptPostings(listing: BoardListing, stored: ReadonlyMap<string, StoredPosting>): StoredPosting[] {
  return listing.postings.flatMap((posting) => {
    const known = stored.get(posting.externalId);
    const state = posting.details?.state;
    return known && (state === 'unchanged' || state === 'pending') ? [known] : [];
  });
}

/**
 * Applies a listing read in full. Run it inside the poll's transaction: a failure leaves every lead as it was.
 * @returns what changed, for the poll's record and the tips recompute.
 */
export async function applyListing(
  db: Db,
  source: LifecycleSource,
  listing: BoardListing,
  context: PostingContext,
): Promise<LifecycleCounts> {
  const { now } = context;
  const counts = emptyCounts();
  const stored = await storedPostings(db, source.id);
  const kept = keptPostings(listing, stored);
  const keptIds = new Set(kept.map((posting) => posting.externalId));
  const read = { ...listing, postings: listing.postings.filter((posting) => !keptIds.has(posting.externalId)) };
  const postings = usablePostings(read, context, counts);
  const written = await writeLeads(db, source, postings, stored, now);
  const seen: SeenPosting[] = postings.map((posting) => ({
    externalId: posting.externalId,
    leadId: written.leadOf(posting),
    contentHash: posting.contentHash,
    url: posting.url,
    detailsFingerprint: posting.detailsFingerprint,
  }));
  await saveSeenPostings(
    db,
    source.id,
    seen.filter((posting) => posting.leadId > 0),
    now,
  );
  await touchKeptPostings(db, source.id, [...keptIds], now);
  const reopenKept = kept.flatMap((posting) => (posting.closed ? [posting.leadId] : []));
  counts.reopened = await reopenLeads(db, [...written.reopen, ...reopenKept]);
  const present = [...postings.map((posting) => posting.externalId), ...keptIds];
  const closedPostings = await markMissingPostings(db, source.id, present, now, MISSES_TO_CLOSE);
  const closedLeads = await closeLeadsWithoutOpenPostings(db, closedPostings, now);
  counts.new = written.fresh;
  counts.leadsCreated = written.created;
  counts.changed = written.changed;
  counts.closed = closedPostings.length;
  counts.open = await countOpenPostings(db, source.id);
  const reopened = [...written.reopen, ...reopenKept];
  const touched =
    closedLeads.length > 0 || counts.reopened > 0 ? await companiesOf(db, [...closedLeads, ...reopened]) : [];
  counts.companyIds = [...new Set([...written.companyIds, ...touched])];
  return counts;
}

/**
 * A board that answered 304 Not Modified lists what it listed at the last read: postings missing then are still
 * missing and count their next miss (so a quiet board still closes what came down).
 * @returns the postings closed now and the companies of the leads that closed.
 */
export async function applyUnchangedListing(
  db: Db,
  source: Pick<LifecycleSource, 'id'>,
  now: Date,
): Promise<{ closed: number; open: number; companyIds: number[] }> {
  const closedPostings = await markMissingPostings(db, source.id, 'unchanged', now, MISSES_TO_CLOSE);
  const closedLeads = await closeLeadsWithoutOpenPostings(db, closedPostings, now);
  return {
    closed: closedPostings.length,
    open: await countOpenPostings(db, source.id),
    companyIds: await companiesOf(db, closedLeads),
  };
}

async function companiesOf(db: Db, leadIds: readonly number[]): Promise<number[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .select('companyId')
    .distinct()
    .where('id', 'in', [...leadIds])
    .where('companyId', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.companyId));
}

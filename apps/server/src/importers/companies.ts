/**
 * Company resolution for imports, live sources and CRM pulls (issue #32 point 1): each draft joins the company the
 * matcher (company-matcher.ts, the rule) finds, or becomes a new company, whose near matches are queued for staff
 * review. A batch costs three statements whatever its size: the candidates by name, alias and domain; the inserts;
 * the near matches of the inserted companies. Non-null values of a source replace stored ones (`mergeCompanies`);
 * a real source that joins a demo company adopts it (docs/decisions.md 'Company resolution').
 */
import type { Db } from '../db/kysely.ts';
import {
  type CandidatePair,
  companiesForMatching,
  nearCompanies,
  queueCandidatePairs,
} from './company-match-repository.ts';
import { companyNameKey, decideCompany, type KnownCompany, type ReviewPair } from './company-matcher.ts';
import { type CompanyRecord, insertCompanies, mergeCompanies } from './repository.ts';
import type { CompanyDraft, EntityCounts } from './types.ts';

/** Run-level state: resolved companies by draft key (committed ones only), and the industry ids of the fixed list. */
export interface CompanyContext {
  source: string;
  industryIds: ReadonlyMap<string, number>;
  cache: Map<string, number>;
}

/** 'ibm|ibm.com' — the normalised name and the domain (empty when unknown). */
export function companyKey(draft: CompanyDraft): string {
  return `${companyNameKey(draft.name)}|${draft.domain ?? ''}`;
}

function toRecord(draft: CompanyDraft, context: CompanyContext): CompanyRecord {
  return {
    name: draft.name,
    name_key: companyNameKey(draft.name),
    domain: draft.domain,
    url: draft.url,
    address: draft.address,
    address2: draft.address2,
    city: draft.city,
    state: draft.state,
    country: draft.country,
    zip: draft.zip,
    latitude: draft.latitude,
    longitude: draft.longitude,
    phone: draft.phone,
    revenue_usd: draft.revenueUsd === null ? null : Math.round(draft.revenueUsd),
    employee_range: draft.employeeRange,
    industry_id: draft.industry ? (context.industryIds.get(draft.industry) ?? null) : null,
    description: draft.description,
    status: draft.status,
    source: context.source,
  };
}

interface Pending {
  record: CompanyRecord;
  key: string;
  review: ReviewPair[];
}

function knownPending(record: CompanyRecord, key: string): KnownCompany {
  return {
    id: null,
    pendingKey: key,
    nameKey: record.name_key,
    domain: record.domain,
    city: record.city,
    state: record.state,
    aliasNames: [],
    aliasDomains: [],
  };
}

/** Review pairs of the created companies: those the matcher named, and their near names in the database. */
async function queueReviews(db: Db, created: readonly { id: number; pending: Pending }[]): Promise<void> {
  const pairs: CandidatePair[] = [];
  const resolvedId = (company: KnownCompany) =>
    company.id ?? created.find((entry) => entry.pending.key === company.pendingKey)?.id;
  for (const { id, pending } of created) {
    for (const pair of pending.review) {
      const other = resolvedId(pair.company);
      if (other !== undefined) pairs.push({ a: id, b: other, reason: pair.reason, similarity: pair.similarity });
    }
  }
  const near = await nearCompanies(
    db,
    created.map((entry) => entry.id),
  );
  for (const { id, pending } of created) {
    const subject = { nameKey: pending.record.name_key, domain: pending.record.domain, city: null, state: null };
    const decision = decideCompany(subject, near.get(id) ?? []);
    if (decision.kind !== 'new') continue;
    for (const pair of decision.review) {
      if (pair.company.id !== null)
        pairs.push({ a: id, b: pair.company.id, reason: pair.reason, similarity: pair.similarity });
    }
  }
  await queueCandidatePairs(db, pairs);
}

/**
 * Ids for the drafts (by `companyKey`), inserting new companies and merging into known ones.
 * Companies already resolved in this run are neither written nor counted again. The caller adds
 * `ids` to `context.cache` and `counts` to its totals only after the transaction commits.
 */
export async function resolveCompanies(
  db: Db,
  drafts: readonly CompanyDraft[],
  context: CompanyContext,
): Promise<{ ids: Map<string, number>; counts: EntityCounts }> {
  const resolved = new Map<string, number>();
  const counts: EntityCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const todo = new Map<string, CompanyDraft>();
  for (const draft of drafts) {
    const key = companyKey(draft);
    const cached = context.cache.get(key);
    if (cached !== undefined) resolved.set(key, cached);
    else if (!todo.has(key)) todo.set(key, draft);
  }
  if (todo.size === 0) return { ids: resolved, counts };
  // Drafts with a domain first, so that same-name drafts without one join them.
  const ordered = [...todo].sort(([, a], [, b]) => Number(b.domain !== null) - Number(a.domain !== null));
  const known = await companiesForMatching(
    db,
    [...new Set(ordered.map(([, draft]) => companyNameKey(draft.name)))],
    [...new Set(ordered.flatMap(([, draft]) => (draft.domain ? [draft.domain] : [])))],
  );
  const toInsert: Pending[] = [];
  const toMerge = new Map<number, CompanyRecord & { id: number }>();
  const attachedToPending = new Map<string, string>();
  for (const [key, draft] of ordered) {
    const record = toRecord(draft, context);
    const decision = decideCompany(
      { nameKey: record.name_key, domain: draft.domain, city: draft.city, state: draft.state },
      known,
    );
    const match = decision.kind === 'join' ? decision.company : null;
    if (match?.id != null) {
      const id = match.id;
      if (!toMerge.has(id)) toMerge.set(id, { ...record, id });
      if (draft.domain && match.domain === null) match.domain = draft.domain;
      resolved.set(key, id);
    } else if (decision.kind === 'join' && decision.company.pendingKey) {
      attachedToPending.set(key, decision.company.pendingKey);
    } else {
      toInsert.push({ record, key, review: decision.kind === 'new' ? decision.review : [] });
      known.push(knownPending(record, key));
    }
  }
  const inserted = await insertCompanies(
    db,
    toInsert.map((pending) => pending.record),
  );
  const insertedIds = new Map(inserted.map((row) => [`${row.nameKey}|${row.domain ?? ''}`, Number(row.id)]));
  const created: { id: number; pending: Pending }[] = [];
  for (const pending of toInsert) {
    const id = insertedIds.get(pending.key);
    if (id === undefined) continue;
    resolved.set(pending.key, id);
    created.push({ id, pending });
  }
  for (const [key, pendingKey] of attachedToPending) {
    const id = resolved.get(pendingKey);
    if (id !== undefined) resolved.set(key, id);
  }
  await queueReviews(db, created);
  const changed = await mergeCompanies(db, [...toMerge.values()]);
  counts.inserted = toInsert.length;
  counts.updated = changed.length;
  counts.unchanged = toMerge.size - changed.length;
  return { ids: resolved, counts };
}

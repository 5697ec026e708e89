/**
 * Company de-duplication across sources: companies are the same when their normalised names match
 * (`companyNameKey`) and, when both know their web domain, the domains match too. A company without
 * a domain joins the first company of that name; a known domain is adopted by a company that had none.
 * Non-null values of a source replace stored ones (see `mergeCompanies`).
 */
import type { Db } from '../db/kysely.ts';
import { companyNameKey } from './normalise.ts';
import {
  type CompanyIdentity,
  type CompanyRecord,
  companiesByNameKeys,
  insertCompanies,
  mergeCompanies,
} from './repository.ts';
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

type Candidate = { id: number | null; domain: string | null; pendingKey?: string };

function pickMatch(candidates: Candidate[], domain: string | null): Candidate | undefined {
  if (domain) return candidates.find((c) => c.domain === domain) ?? candidates.find((c) => c.domain === null);
  return candidates.find((c) => c.domain === null) ?? candidates[0];
}

function groupByNameKey(existing: readonly CompanyIdentity[]): Map<string, Candidate[]> {
  const byName = new Map<string, Candidate[]>();
  for (const company of existing) {
    const list = byName.get(company.nameKey) ?? [];
    list.push({ id: company.id, domain: company.domain });
    byName.set(company.nameKey, list);
  }
  return byName;
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
  const byName = groupByNameKey(
    await companiesByNameKeys(db, [...new Set(ordered.map(([key]) => key.split('|')[0] ?? ''))]),
  );
  const toInsert: CompanyRecord[] = [];
  const toMerge = new Map<number, CompanyRecord & { id: number }>();
  const attachedToPending = new Map<string, string>();
  for (const [key, draft] of ordered) {
    const record = toRecord(draft, context);
    const candidates = byName.get(record.name_key) ?? [];
    const match = pickMatch(candidates, draft.domain);
    if (match?.id != null) {
      if (!toMerge.has(match.id)) toMerge.set(match.id, { ...record, id: match.id });
      if (draft.domain && match.domain === null) match.domain = draft.domain;
      resolved.set(key, match.id);
    } else if (match?.pendingKey) {
      attachedToPending.set(key, match.pendingKey);
    } else {
      toInsert.push(record);
      candidates.push({ id: null, domain: draft.domain, pendingKey: key });
      byName.set(record.name_key, candidates);
    }
  }
  const inserted = await insertCompanies(db, toInsert);
  const insertedIds = new Map(inserted.map((row) => [`${row.nameKey}|${row.domain ?? ''}`, row.id]));
  for (const record of toInsert) {
    const key = `${record.name_key}|${record.domain ?? ''}`;
    const id = insertedIds.get(key);
    if (id !== undefined) resolved.set(key, id);
  }
  for (const [key, pendingKey] of attachedToPending) {
    const id = resolved.get(pendingKey);
    if (id !== undefined) resolved.set(key, id);
  }
  const changed = await mergeCompanies(db, [...toMerge.values()]);
  counts.inserted = toInsert.length;
  counts.updated = changed.length;
  counts.unchanged = toMerge.size - changed.length;
  return { ids: resolved, counts };
}

/**
 * What the dashboard counts (prospecting-core §2.9 'Searches Conducted', 'Leads Viewed'): a search once per user,
 * screen, distinct normalised query and organisation-local day (paging, page size, sort and total follow-ups are
 * the same search); a lead view once per user, lead and day. Recording is one small insert that ignores
 * repeats; a failure is logged and never fails the search or the lead.
 */
import { createHash } from 'node:crypto';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { ACTIVITY_KINDS, insertActivityEvent } from './activity-repository.ts';

/** Request fields that page, sort or ask for totals: they do not make a search a new one. */
const NOT_PART_OF_THE_QUERY = new Set(['offset', 'count', 'sort', 'getTotal', 'prevTotal', 'resolution', 'ticker']);

export type SearchScreen = 'leads' | 'tips' | 'contacts';

function normaliseValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().toLowerCase().replace(/\s+/g, ' ');
  if (Array.isArray(value)) {
    return value
      .map(normaliseValue)
      .filter((item) => item !== undefined)
      .map((item) => JSON.stringify(item))
      .sort();
  }
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') return normaliseQuery(value as Record<string, unknown>);
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The query without paging/sorting fields and empty values, keys sorted, strings trimmed and lower-cased. */
export function normaliseQuery(query: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(query).sort()) {
    if (NOT_PART_OF_THE_QUERY.has(key)) continue;
    const value = normaliseValue(query[key]);
    if (!isEmpty(value)) result[key] = value;
  }
  return result;
}

/** 64-bit signed hash (decimal string) of the screen and the normalised query. */
export function searchHash(screen: SearchScreen, query: Record<string, unknown>): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([screen, normaliseQuery(query)]))
    .digest();
  return BigInt.asIntN(64, digest.readBigUInt64BE(0)).toString();
}

async function safely(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    console.warn('Dashboard activity not recorded', error);
  }
}

/** Counts a search run from a lead, tip or contact screen (once per distinct query and local day). */
export function recordSearch(
  db: Db,
  identity: Identity,
  screen: SearchScreen,
  query: Record<string, unknown>,
  at = new Date(),
): Promise<void> {
  const subject = searchHash(screen, query);
  return safely(
    insertActivityEvent(db, {
      orgId: identity.orgId,
      userId: identity.userId,
      kind: ACTIVITY_KINDS.search,
      subject,
      at,
    }),
  );
}

/** Counts a lead view (once per user, lead and local day). */
export function recordLeadViewEvent(db: Db, identity: Identity, leadId: number, at = new Date()): Promise<void> {
  return safely(
    insertActivityEvent(db, {
      orgId: identity.orgId,
      userId: identity.userId,
      kind: ACTIVITY_KINDS.leadView,
      subject: String(leadId),
      at,
    }),
  );
}

/**
 * The ticker (prospecting-core §2.7): the caller's chosen saved search (their own or a teammate's) and its 50
 * newest leads, read through the lead search so that the lead-type and limited-view rules apply.
 */
import {
  type LeadFilters,
  ORIGINAL_TICKER_CUTOFF,
  TICKER_LEAD_COUNT,
  type Ticker,
  type TickerLead,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { mayReadLeadType, searchLeads } from '../leads/service.ts';
import { countOrganisationSavedSearches, requireReadableSavedSearch } from '../saved-searches/service.ts';
import { findOrganisationCreatedAt, findTickerSearchId, storeTickerSearchId } from './repository.ts';

/** The saved query as a ticker search: newest first; a lead type the caller may not read falls back to theirs. */
async function tickerLeads(db: Db, identity: Identity, query: LeadFilters): Promise<TickerLead[]> {
  const filters = { ...query };
  if (filters.leadType && !mayReadLeadType(identity, filters.leadType)) delete filters.leadType;
  const result = await searchLeads(db, identity, { ...filters, offset: 0, count: TICKER_LEAD_COUNT, sort: 'newest' });
  return result.hits.map((hit) => ({
    id: hit.id,
    leadType: hit.leadType,
    title: hit.title,
    location: hit.location,
    companyName: hit.companyName,
    postedAt: hit.postedAt,
  }));
}

/** GET /ticker. @throws 403 without lead access. */
export async function readTicker(db: Db, identity: Identity): Promise<Ticker> {
  const [searchId, savedSearchCount, createdAt] = await Promise.all([
    findTickerSearchId(db, identity),
    countOrganisationSavedSearches(db, identity),
    findOrganisationCreatedAt(db, identity.orgId),
  ]);
  const originalInterfaceAvailable =
    createdAt !== undefined && createdAt.getTime() < Date.parse(`${ORIGINAL_TICKER_CUTOFF}T00:00:00Z`);
  if (searchId === null) return { search: null, leads: [], savedSearchCount, originalInterfaceAvailable };
  const search = await requireReadableSavedSearch(db, identity, searchId);
  const leads = await tickerLeads(db, identity, search.query as LeadFilters);
  return { search: { searchId, name: search.name }, leads, savedSearchCount, originalInterfaceAvailable };
}

/**
 * POST /ticker {searchId}: stores the ticker's search (any of the organisation's; null clears it) and answers
 * the ticker as GET does. @throws 404 for another organisation's search.
 */
export async function setTicker(db: Db, identity: Identity, searchId: number | null): Promise<Ticker> {
  if (searchId !== null) await requireReadableSavedSearch(db, identity, searchId);
  await storeTickerSearchId(db, identity, searchId);
  return readTicker(db, identity);
}

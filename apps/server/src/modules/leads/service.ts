/**
 * Lead search rules (prospecting-core §2.3, §6; ARCHITECTURE "Limited views"): who may read which
 * lead type, the visible total and the overall total, and the 25-row cap of limited views.
 */
import {
  canEnter,
  type LeadFilters,
  type LeadHit,
  type LeadSearchResponse,
  type LeadType,
  LIMITED_VIEW_CAP,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden } from '../../lib/errors.ts';
import { countLeads, findCompanyName, findLeadPage, type LeadSearchRow, resolveCompanyIds } from './repository.ts';
import type { SearchFilters } from './search-conditions.ts';

export interface LeadSearchRequest extends LeadFilters {
  offset: number;
  count: number;
}

/** @throws 403 when the caller may read no leads at all (§2.1, §6 entry permissions). */
export function requireLeadAccess(identity: Identity): void {
  if (!canEnter(identity.permissions)) throw forbidden();
}

/** Open Web-only users (is:openWeb) read Open Web leads only (§2.3, §6). */
export function mayReadLeadType(identity: Identity, leadType: LeadType): boolean {
  return leadType === 'OpenWeb' || !identity.permissions.includes(PERMISSIONS.isOpenWeb);
}

/**
 * The lead type a caller searches: the requested one, else Agency (Open Web for Open Web-only users).
 * @throws 403 when the caller may not read leads, or asks an Open Web-only account for Agency leads.
 */
export function leadTypeFor(identity: Identity, requested: LeadType | undefined): LeadType {
  requireLeadAccess(identity);
  if (requested && !mayReadLeadType(identity, requested)) throw forbidden('Your plan includes Open Web leads only');
  return requested ?? (mayReadLeadType(identity, 'Agency') ? 'Agency' : 'OpenWeb');
}

/** Full counts with read:leads or is:openWeb (§6); everyone else sees at most 25 rows. */
export function hasFullView(permissions: readonly string[]): boolean {
  return permissions.includes(PERMISSIONS.readLeads) || permissions.includes(PERMISSIONS.isOpenWeb);
}

function toHit(row: LeadSearchRow): LeadHit {
  return {
    ...row,
    employmentTypes: row.employmentTypes as LeadHit['employmentTypes'],
    postedAt: row.postedAt ? row.postedAt.toISOString() : null,
    companyLeadCount: Number(row.companyLeadCount ?? 0),
  };
}

export async function searchLeads(
  db: Db,
  identity: Identity,
  request: LeadSearchRequest,
  now = new Date(),
): Promise<LeadSearchResponse> {
  const { offset, count, company, ...filters } = request;
  const searchFilters: SearchFilters = { ...filters, leadType: leadTypeFor(identity, filters.leadType) };
  if (company?.length) searchFilters.companyIds = await resolveCompanyIds(db, company);
  const plan = { filters: searchFilters, userId: identity.userId, now };
  const fullView = hasFullView(identity.permissions);
  const limit = fullView ? count : Math.max(0, Math.min(count, LIMITED_VIEW_CAP - offset));
  const [total, rows, companyName] = await Promise.all([
    countLeads(db, plan),
    limit > 0 ? findLeadPage(db, { ...plan, offset, limit }) : Promise.resolve([]),
    filters.companyId ? findCompanyName(db, filters.companyId) : Promise.resolve(undefined),
  ]);
  const response: LeadSearchResponse = {
    found: fullView ? total : Math.min(total, LIMITED_VIEW_CAP),
    hits: rows.map(toHit),
  };
  if (!fullView) response.overallTotal = total;
  if (filters.companyId && companyName !== undefined) response.company = { id: filters.companyId, name: companyName };
  return response;
}

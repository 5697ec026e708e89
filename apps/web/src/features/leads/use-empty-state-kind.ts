import { DEFAULT_LEAD_PAGE_SIZE, type LeadType } from '@agencyscout/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchLeads, leadKeys } from './api.ts';
import {
  buildLeadSearchParams,
  DEFAULT_LEAD_QUERY,
  DEFAULT_LEAD_TOGGLES,
  type LeadSearchParams,
  type LeadToggles,
} from './lead-query.ts';

/** Which empty state a list without hits shows (§2.3 'Empty states'). */
export type LeadsEmptyKind = 'favorites' | 'viewed' | 'results';

/** The params without paging, to compare two searches. */
function withoutPaging(params: LeadSearchParams): string {
  const { offset: _offset, count: _count, ...rest } = params;
  return JSON.stringify(rest);
}

/**
 * The empty state of a list without hits. 'You don't have any favorited leads' and 'You haven't viewed any leads
 * yet' are true only when the user has none at all; when the search narrows the Favorites or Viewed list (keywords,
 * filters, a company, Unviewed…), one more request asks whether the unnarrowed list has any, and if so the screen
 * says 'no results' instead (issue #9). Undefined while that answer is loading.
 * @param params the wire params of the search that found nothing; `enabled` is false while it has hits.
 */
export function useEmptyStateKind(
  toggles: LeadToggles,
  params: LeadSearchParams,
  enabled: boolean,
): LeadsEmptyKind | undefined {
  const personal: LeadsEmptyKind | undefined = toggles.favorite ? 'favorites' : toggles.viewed ? 'viewed' : undefined;
  const all = buildLeadSearchParams({
    query: DEFAULT_LEAD_QUERY,
    toggles: { ...DEFAULT_LEAD_TOGGLES, favorite: toggles.favorite, viewed: toggles.viewed },
    leadType: params.leadType as LeadType,
    page: 1,
    pageSize: DEFAULT_LEAD_PAGE_SIZE,
  });
  const narrowed = personal !== undefined && withoutPaging(all) !== withoutPaging(params);
  const unnarrowed = useQuery({
    queryKey: leadKeys.search(all),
    queryFn: ({ signal }) => fetchLeads(all, signal),
    enabled: enabled && narrowed,
  });
  if (!personal) return 'results';
  if (!narrowed) return personal;
  if (!unnarrowed.data) return unnarrowed.isError ? personal : undefined;
  return unnarrowed.data.hits.length > 0 ? 'results' : personal;
}

import type { SavedSearch } from '@agencyscout/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { filtersToLeadQuery, saveLeadsQuery } from '@/features/leads/public.ts';
import { useSavedSearch } from './api.ts';

/** A positive whole id from the route's searchId, else undefined. */
function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The saved-search screen's navigation (prospecting-core §2.6): ?searchId= opens that search's dialog; running a
 * search stores it as the leads query (with its lead type) and opens /leads (or /openweb for an Open Web search)
 * with dontclearfilter=true and searchId.
 */
export function useSavedSearchNavigation() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const openId = idOf(params.get('searchId'));
  const open = useSavedSearch(openId);
  return {
    openId,
    openSearch: open.data,
    open: (id: number) => setParams({ searchId: String(id) }),
    close: () => setParams({}),
    run: (search: SavedSearch) => {
      const leadType = search.query.leadType ?? 'Agency';
      saveLeadsQuery(filtersToLeadQuery(search.query).query, leadType, 25);
      const path = leadType === 'OpenWeb' ? '/openweb' : '/leads';
      void navigate(`${path}?dontclearfilter=true&searchId=${search.searchId}`);
    },
  };
}

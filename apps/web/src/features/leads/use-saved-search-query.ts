import { LEAD_SEARCH_MESSAGES } from '@agencyscout/contracts';
import { useEffect, useRef } from 'react';
import { useSavedSearch } from '@/features/saved-searches/public.ts';
import { notify } from '../../lib/notifications.ts';
import { filtersToLeadQuery } from './saved-query.ts';
import type { FilterDraftState } from './use-filter-draft.ts';
import type { LeadScreenState } from './use-lead-screen-state.ts';

/**
 * §2.3 'Query searchId loads a company saved search', §4 load precedence: once the route's saved search has
 * loaded, its query replaces the screen's (back to page 1) unless the screen already shows that query (then the
 * stored page is kept: the restore comes first). More than 20 stored locations are cut to 20 with §5's message.
 */
export function useSavedSearchQuery(searchId: number | undefined, state: LeadScreenState, filters: FilterDraftState) {
  const saved = useSavedSearch(searchId);
  const applied = useRef<number | undefined>(undefined);
  const { data } = saved;
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies each saved search once, when it arrives.
  useEffect(() => {
    if (searchId === undefined) applied.current = undefined;
    if (!data || data.searchId !== searchId || applied.current === data.searchId) return;
    applied.current = data.searchId;
    const { query, tooManyLocations } = filtersToLeadQuery(data.query);
    if (tooManyLocations) notify({ message: LEAD_SEARCH_MESSAGES.savedSearchTooManyLocations, severity: 'error' });
    if (JSON.stringify(query) === JSON.stringify(state.query)) return;
    state.applyQuery(query);
    filters.reset(query);
  }, [data, searchId]);
}

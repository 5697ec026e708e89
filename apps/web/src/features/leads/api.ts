import {
  COMPANY_AUTOCOMPLETE_MIN_LENGTH,
  companySuggestionsSchema,
  favoriteResponseSchema,
  filterOptionsSchema,
  type LeadSearchResponse,
  leadSearchResponseSchema,
  PLACE_QUERY_MIN_LENGTH,
  placesResponseSchema,
} from '@agencyscout/contracts';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';
import type { LeadSearchParams } from './lead-query.ts';

/** Query keys of the leads feature (prospecting-core §7 calls under /api/v1). */
export const leadKeys = {
  all: ['leads'] as const,
  searches: () => [...leadKeys.all, 'search'] as const,
  search: (params: LeadSearchParams) => [...leadKeys.searches(), params] as const,
  /** The exact total of a search (its params without paging and order). */
  total: (search: string) => [...leadKeys.all, 'total', search] as const,
  filterOptions: () => [...leadKeys.all, 'filter-options'] as const,
  companies: (text: string) => [...leadKeys.all, 'companies', text] as const,
  places: (text: string) => ['places', text] as const,
};

/** GET /leads with the wire-format query (contracts `leadSearchQueryStringSchema`). */
export function fetchLeads(params: LeadSearchParams, signal?: AbortSignal): Promise<LeadSearchResponse> {
  return apiClient.get('/leads', { query: params, schema: leadSearchResponseSchema, signal });
}

/** The search apart from paging and order: searches with the same key have the same total. */
export function searchKeyOf(params: LeadSearchParams): string {
  const { offset: _offset, count: _count, sort: _sort, ...search } = params;
  return JSON.stringify(search);
}

/** The same search apart from paging and order: keeps showing the previous page while the next one loads. */
function isSameSearch(previous: QueryKey | undefined, next: LeadSearchParams): boolean {
  const before = previous?.[2] as LeadSearchParams | undefined;
  return before !== undefined && searchKeyOf(before) === searchKeyOf(next);
}

type LeadTotal = Pick<LeadSearchResponse, 'found' | 'overallTotal'>;

/** The page answer with the total of the follow-up count filled in (no longer pending). */
function withTotal(page: LeadSearchResponse | undefined, total: LeadTotal | undefined) {
  if (!page?.totalPending || !total) return page;
  return { ...page, found: total.found, overallTotal: total.overallTotal, totalPending: false };
}

/**
 * The lead list of the current query and page, in two phases (prospecting-core §3 getTotal/prevTotal): the page
 * comes at once; when its total is still pending, a `getTotal=true` request counts it without holding the table
 * (`countingTotal` meanwhile). Paging and re-sorting send the total already known as `prevTotal`, so the server
 * does not count again; Refresh forgets it and counts anew.
 */
export function useLeadSearch(params: LeadSearchParams) {
  const client = useQueryClient();
  const known = useRef(new Map<string, LeadTotal>());
  const searchKey = searchKeyOf(params);
  const page = useQuery<LeadSearchResponse, Error, LeadSearchResponse, QueryKey>({
    queryKey: leadKeys.search(params),
    queryFn: ({ signal }) => {
      const total = known.current.get(searchKey);
      const prevTotal = total ? (total.overallTotal ?? total.found) : null;
      return fetchLeads(prevTotal === null || prevTotal === undefined ? params : { ...params, prevTotal }, signal);
    },
    placeholderData: (previous, previousQuery) =>
      isSameSearch(previousQuery?.queryKey, params) ? previous : undefined,
  });
  const pending = page.data?.totalPending === true && !page.isPlaceholderData;
  const total = useQuery({
    queryKey: leadKeys.total(searchKey),
    queryFn: ({ signal }) => fetchLeads({ ...params, offset: 0, count: 1, getTotal: true }, signal),
    enabled: pending,
    // Exact for this search until Refresh removes it.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = withTotal(page.data, total.data);
  if (data && !data.totalPending && !page.isPlaceholderData) {
    known.current.set(searchKey, { found: data.found, overallTotal: data.overallTotal });
  }
  return {
    ...page,
    data,
    /** True while the exact total of a pending answer is being counted. */
    countingTotal: Boolean(data?.totalPending),
    refetch: () => {
      known.current.delete(searchKey);
      client.removeQueries({ queryKey: leadKeys.total(searchKey) });
      return page.refetch();
    },
  };
}

/** GET /filters/industry: company industries and job categories (loaded once per session). */
export function useFilterOptions() {
  return useQuery({
    queryKey: leadKeys.filterOptions(),
    queryFn: ({ signal }) => apiClient.get('/filters/industry', { schema: filterOptionsSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /company/search/{text}, only from 2 characters (§5); pass the debounced text. */
export function useCompanySuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: leadKeys.companies(trimmed),
    queryFn: ({ signal }) =>
      apiClient.get(`/company/search/${encodeURIComponent(trimmed)}`, { schema: companySuggestionsSchema, signal }),
    enabled: trimmed.length >= COMPANY_AUTOCOMPLETE_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/** GET /places?q= (≥ 2 characters); pass the debounced text. */
export function usePlaces(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: leadKeys.places(trimmed),
    queryFn: ({ signal }) => apiClient.get('/places', { query: { q: trimmed }, schema: placesResponseSchema, signal }),
    enabled: trimmed.length >= PLACE_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

function setFavoriteInCache(data: LeadSearchResponse | undefined, jobLeadId: number, favorite: boolean) {
  if (!data) return data;
  return { ...data, hits: data.hits.map((hit) => (hit.id === jobLeadId ? { ...hit, favorite } : hit)) };
}

/**
 * The favorite star (§4 'Lead favorite'): POST /favoriteslist?jobLeadId= adds, DELETE removes. The row updates
 * at once (optimistic); a failure puts the star back and shows the error in the snackbar.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobLeadId, favorite }: { jobLeadId: number; favorite: boolean }) => {
      const options = { query: { jobLeadId }, schema: favoriteResponseSchema };
      return favorite
        ? apiClient.post('/favoriteslist', undefined, options)
        : apiClient.delete('/favoriteslist', undefined, options);
    },
    onMutate: async ({ jobLeadId, favorite }) => {
      await client.cancelQueries({ queryKey: leadKeys.searches() });
      const snapshot = client.getQueriesData<LeadSearchResponse>({ queryKey: leadKeys.searches() });
      client.setQueriesData<LeadSearchResponse>({ queryKey: leadKeys.searches() }, (data) =>
        setFavoriteInCache(data, jobLeadId, favorite),
      );
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      if (error instanceof ApiError && error.handled) return;
      notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
    },
    onSettled: () => client.invalidateQueries({ queryKey: leadKeys.searches() }),
  });
}

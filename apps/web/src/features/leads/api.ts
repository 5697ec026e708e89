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
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';
import type { LeadSearchParams } from './lead-query.ts';

/** Query keys of the leads feature (prospecting-core §7 calls under /api/v1). */
export const leadKeys = {
  all: ['leads'] as const,
  searches: () => [...leadKeys.all, 'search'] as const,
  search: (params: LeadSearchParams) => [...leadKeys.searches(), params] as const,
  filterOptions: () => [...leadKeys.all, 'filter-options'] as const,
  companies: (text: string) => [...leadKeys.all, 'companies', text] as const,
  places: (text: string) => ['places', text] as const,
};

/** GET /leads with the wire-format query (contracts `leadSearchQueryStringSchema`). */
export function fetchLeads(params: LeadSearchParams, signal?: AbortSignal): Promise<LeadSearchResponse> {
  return apiClient.get('/leads', { query: params, schema: leadSearchResponseSchema, signal });
}

/** The same search apart from paging: keeps showing the previous page while the next one loads. */
function isSameSearch(previous: QueryKey | undefined, next: LeadSearchParams): boolean {
  const before = previous?.[2] as LeadSearchParams | undefined;
  if (!before) return false;
  const { offset: _a, ...restBefore } = before;
  const { offset: _b, ...restNext } = next;
  return JSON.stringify(restBefore) === JSON.stringify(restNext);
}

/** The lead list of the current query and page. */
export function useLeadSearch(params: LeadSearchParams) {
  return useQuery<LeadSearchResponse, Error, LeadSearchResponse, QueryKey>({
    queryKey: leadKeys.search(params),
    queryFn: ({ signal }) => fetchLeads(params, signal),
    placeholderData: (previous, previousQuery) =>
      isSameSearch(previousQuery?.queryKey, params) ? previous : undefined,
  });
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

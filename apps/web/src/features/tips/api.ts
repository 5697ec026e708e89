import {
  COMPANY_AUTOCOMPLETE_MIN_LENGTH,
  companySuggestionsSchema,
  PLACE_QUERY_MIN_LENGTH,
  placesResponseSchema,
  type TipSearchResponse,
  tipDetailSchema,
  tipSearchResponseSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import type { TipSearchParams } from './tip-query.ts';

/** Query keys of the tips feature (prospecting-core §7 calls under /api/v1). */
export const tipKeys = {
  all: ['tips'] as const,
  searches: () => [...tipKeys.all, 'search'] as const,
  search: (params: TipSearchParams) => [...tipKeys.searches(), params] as const,
  detail: (id: number) => [...tipKeys.all, 'detail', id] as const,
  places: (text: string) => [...tipKeys.all, 'places', text] as const,
  companies: (text: string) => [...tipKeys.all, 'companies', text] as const,
};

/** GET /agencytips; the previous page stays while the next one loads. */
export function useTipSearch(params: TipSearchParams) {
  return useQuery({
    queryKey: tipKeys.search(params),
    queryFn: ({ signal }) => apiClient.get('/agencytips', { query: params, schema: tipSearchResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /agencytips/{id} (§4: any failure of the single fetch is a 404 'Tip not found'); on success the tip is
 * marked viewed in the cached lists.
 */
export function useTipDetail(id: number | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: tipKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.get(`/agencytips/${id}`, { schema: tipDetailSchema, signal });
      } catch (error) {
        throw error instanceof ApiError && error.statusCode === 404 ? error : new ApiError(404, 'Tip not found');
      }
    },
    enabled: id !== undefined,
    retry: false,
  });
  const viewedId = query.data?.id;
  useEffect(() => {
    if (viewedId === undefined) return;
    client.setQueriesData<TipSearchResponse>({ queryKey: tipKeys.searches() }, (data) =>
      data?.rows.some((row) => row.id === viewedId && !row.viewed)
        ? { ...data, rows: data.rows.map((row) => (row.id === viewedId ? { ...row, viewed: true } : row)) }
        : data,
    );
  }, [client, viewedId]);
  return query;
}

/** GET /places?q= (≥ 2 characters); pass the debounced text. */
export function useTipPlaces(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: tipKeys.places(trimmed),
    queryFn: ({ signal }) => apiClient.get('/places', { query: { q: trimmed }, schema: placesResponseSchema, signal }),
    enabled: trimmed.length >= PLACE_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

/** GET /company/search/{text}, only from 2 characters (§5); pass the debounced text. */
export function useTipCompanySuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: tipKeys.companies(trimmed),
    queryFn: ({ signal }) =>
      apiClient.get(`/company/search/${encodeURIComponent(trimmed)}`, { schema: companySuggestionsSchema, signal }),
    enabled: trimmed.length >= COMPANY_AUTOCOMPLETE_MIN_LENGTH,
    staleTime: 60_000,
  });
}

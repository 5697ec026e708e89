import {
  type LeadFilters,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchNotification,
  type SavedSearchView,
  savedSearchDeletedSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** Query keys of saved searches (prospecting-core §7 'Saved searches'). The ticker's key is 'ticker'. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (params: SavedSearchListParams) => [...savedSearchKeys.all, 'list', params] as const,
  one: (id: number) => [...savedSearchKeys.all, 'one', id] as const,
};

export interface SavedSearchListParams {
  view: SavedSearchView;
  name: string;
  offset: number;
  count: number;
}

export function fetchSavedSearches(params: SavedSearchListParams, signal?: AbortSignal): Promise<SavedSearchList> {
  const { name, ...rest } = params;
  return apiClient.get('/savedSearches', {
    query: { ...rest, name: name.trim() || undefined },
    schema: savedSearchListSchema,
    signal,
  });
}

export function useSavedSearchList(params: SavedSearchListParams, enabled = true) {
  return useQuery({
    queryKey: savedSearchKeys.list(params),
    queryFn: ({ signal }) => fetchSavedSearches(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSavedSearch(id: number | undefined) {
  return useQuery({
    queryKey: savedSearchKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiClient.get(`/savedSearches/${id}`, { schema: savedSearchSchema, signal }),
    enabled: id !== undefined,
  });
}

/** After a change: every list, the changed search and the ticker (its name or choice may have changed). */
function useRefresh() {
  const client = useQueryClient();
  return async (saved?: SavedSearch) => {
    if (saved) client.setQueryData(savedSearchKeys.one(saved.searchId), saved);
    await Promise.all([
      client.invalidateQueries({ queryKey: [...savedSearchKeys.all, 'list'] }),
      client.invalidateQueries({ queryKey: ['ticker'] }),
    ]);
  };
}

export function useCreateSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LeadFilters & { name: string }) =>
      apiClient.post('/savedSearches', body, { schema: savedSearchSchema }),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useModifySavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LeadFilters & { name: string; searchId: number }) =>
      apiClient.put('/savedSearches', body, { schema: savedSearchSchema }),
    onSuccess: (saved) => refresh(saved),
  });
}

/** Deletes several searches one after the other; answers how many went. */
export function useDeleteSavedSearches() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      let deleted = 0;
      for (const id of ids) {
        const answer = await apiClient.delete(`/savedSearches/${id}`, undefined, { schema: savedSearchDeletedSchema });
        deleted += answer.deleted;
        client.removeQueries({ queryKey: savedSearchKeys.one(id) });
      }
      return deleted;
    },
    onSettled: () => refresh(),
  });
}

/** The notification update call (outreach-integrations-admin §7): each change is saved at once. */
export function useUpdateNotifications() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SavedSearchNotification) =>
      apiClient.put('/savedSearches/notifications', body, { schema: savedSearchSchema }),
    onSuccess: (saved) => refresh(saved),
  });
}

import {
  type AlertSampleResult,
  alertSampleResultSchema,
  type CampaignSubscription,
  campaignOptionsSchema,
  campaignSubscriptionSchema,
  campaignSubscriptionsResponseSchema,
  type LeadFilters,
  type NewCampaignSubscription,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchNotification,
  type SavedSearchView,
  savedSearchDeletedSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';

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

/**
 * 'Send me a sample now' (issue #30, POST /savedSearches/{id}/sample): the snackbar says where the sample went or
 * why nothing was sent (the daily limit: '429: …'); the list's allowance is read again either way.
 */
export function useSendAlertSample() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (searchId: number): Promise<AlertSampleResult> =>
      apiClient.post(`/savedSearches/${searchId}/sample`, undefined, { schema: alertSampleResultSchema }),
    onSuccess: (result) => notify({ message: result.message, severity: result.sent > 0 ? 'success' : 'info' }),
    onError: (error) => reportError(error),
    onSettled: () => client.invalidateQueries({ queryKey: [...savedSearchKeys.all, 'list'] }),
  });
}

/** Query keys of campaign automations (outreach-integrations-admin §7 campaignautomation; issue #17). */
export const campaignKeys = {
  options: ['integrations', 'campaigns'] as const,
  subscriptions: (savedSearchId: number) => ['campaign-automations', 'saved-search', savedSearchId] as const,
};

/** The server's message in the app's error snackbar (e.g. a subscription limit reached). */
function reportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/** GET /integrations/campaigns: the connected integrations and their campaigns (empty when none). */
export function useCampaignOptions(enabled = true) {
  return useQuery({
    queryKey: campaignKeys.options,
    queryFn: ({ signal }) => apiClient.get('/integrations/campaigns', { schema: campaignOptionsSchema, signal }),
    enabled,
  });
}

/** GET /campaignautomation/savedsearch/{id}: the search's subscriptions and the caller's limits. */
export function useCampaignSubscriptions(savedSearchId: number) {
  return useQuery({
    queryKey: campaignKeys.subscriptions(savedSearchId),
    queryFn: ({ signal }) =>
      apiClient.get(`/campaignautomation/savedsearch/${savedSearchId}`, {
        schema: campaignSubscriptionsResponseSchema,
        signal,
      }),
  });
}

/** After a subscription change: every search's subscriptions (limits are shared) and the table's counts. */
function useRefreshCampaigns() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['campaign-automations'] }),
      client.invalidateQueries({ queryKey: [...savedSearchKeys.all, 'list'] }),
    ]);
}

/** POST /campaignautomation/savedsearch; a refusal (limit, duplicate, not connected) shows the server's message. */
export function useAddCampaignSubscription() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (body: NewCampaignSubscription): Promise<CampaignSubscription> =>
      apiClient.post('/campaignautomation/savedsearch', body, { schema: campaignSubscriptionSchema }),
    onSuccess: () => refresh(),
    onError: (error) => reportError(error),
  });
}

/** DELETE /campaignautomation/{id} (204). */
export function useDeleteCampaignSubscription() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (id: number): Promise<unknown> => apiClient.delete(`/campaignautomation/${id}`),
    onSuccess: () => refresh(),
    onError: (error) => reportError(error),
  });
}

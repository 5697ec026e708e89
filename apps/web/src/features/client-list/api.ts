import {
  type ClientListQuery,
  clientListRemoveResponseSchema,
  clientListResponseSchema,
  shareClientResponseSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { currentUserKeys } from '../../lib/current-user.ts';
import { notify } from '../../lib/notifications.ts';

/** Query keys and hooks of the client list screen (prospecting-core §2.8, §7 'Client list', 'Share client list'). */
export const clientListKeys = {
  all: ['client-list'] as const,
  page: (query: ClientListQuery) => [...clientListKeys.all, 'page', query] as const,
};

function reportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/** GET /clientlist: one page of mine or all, filtered by company name. */
export function useClientList(query: { query?: string; which: 'mine' | 'all'; offset: number; count: number }) {
  return useQuery({
    queryKey: clientListKeys.page(query),
    queryFn: ({ signal }) =>
      apiClient.get('/clientlist', { schema: clientListResponseSchema, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /clientlist {CompanyIds}: §4 'Client deletion errors are only logged and the dialog closes'. */
export function useRemoveClients() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyIds: readonly number[]) =>
      apiClient.delete(
        '/clientlist',
        { CompanyIds: companyIds.map((CompanyId) => ({ CompanyId })) },
        { schema: clientListRemoveResponseSchema },
      ),
    onError: (error) => console.error('Client deletion failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: clientListKeys.all }),
  });
}

/** PUT /user/shareClient: flips the caller's sharing (and so /me's shareClientList). */
export function useToggleSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.put('/user/shareClient', {}, { schema: shareClientResponseSchema }),
    onError: reportError,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: clientListKeys.all });
      await client.invalidateQueries({ queryKey: currentUserKeys.me });
    },
  });
}

/** Every entry of the list (for the export), paging through GET /clientlist 100 at a time. */
export async function fetchWholeClientList(query: { query?: string; which: 'mine' | 'all' }) {
  const rows = [];
  for (let offset = 0; ; offset += 100) {
    const page = await apiClient.get('/clientlist', {
      schema: clientListResponseSchema,
      query: { ...query, offset, count: 100 },
    });
    rows.push(...page.rows);
    if (page.rows.length < 100 || rows.length >= page.count) return rows;
  }
}

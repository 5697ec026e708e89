import {
  type AddSourcesBody,
  addSourcesResponseSchema,
  type Source,
  type SourceKind,
  type SourceStatus,
  sourceDetailResponseSchema,
  sourceListResponseSchema,
  sourceMessageResponseSchema,
  sourceSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';

/**
 * Query keys and hooks of the Job Sources screen (issue #28): provider staff (create:member) manage the public
 * job boards leads are polled from, under `/api/v1/admin/sources`.
 */

/** While the screen is open the list and the open source are read again this often, so a poll's result shows. */
export const SOURCE_REFRESH_MS = 15_000;

/** The list's filters as the screen holds them ('' = any). */
export interface SourceFilters {
  q: string;
  kind: SourceKind | '';
  status: SourceStatus | '';
  /** 1-based. */
  page: number;
}

export const sourceKeys = {
  all: ['sources'] as const,
  lists: ['sources', 'list'] as const,
  list: (filters: SourceFilters) => [...sourceKeys.lists, filters] as const,
  detail: (id: number) => [...sourceKeys.all, 'detail', id] as const,
};

/** The snackbar for a failed action, '{statusCode}: {message}' (the client already handled 401, 402 and 409). */
export function reportSourceError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/** GET /admin/sources?q&kind&status&page: one page of SOURCE_PAGE_SIZE sources with the totals over all. */
export function useSourceList(filters: SourceFilters) {
  return useQuery({
    queryKey: sourceKeys.list(filters),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/sources', {
        query: {
          q: filters.q.trim() || undefined,
          kind: filters.kind || undefined,
          status: filters.status || undefined,
          page: filters.page,
        },
        schema: sourceListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: SOURCE_REFRESH_MS,
  });
}

/** GET /admin/sources/{id}: the source with its kept polls, newest first (asked only while `enabled`). */
export function useSourceDetail(id: number | undefined, enabled = true) {
  return useQuery({
    queryKey: sourceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiClient.get(`/admin/sources/${id}`, { schema: sourceDetailResponseSchema, signal }),
    enabled: enabled && id !== undefined,
    refetchInterval: SOURCE_REFRESH_MS,
  });
}

/** Every change refreshes the list, its totals and (unless `refresh` says less) the open detail. */
function useSourceMutation<T, R>(
  run: (input: T) => Promise<R>,
  options: { reportErrors?: boolean; refresh?: readonly unknown[] } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: options.reportErrors === false ? undefined : reportSourceError,
    onSettled: () => client.invalidateQueries({ queryKey: options.refresh ?? sourceKeys.all }),
  });
}

/** POST /admin/sources: 201 with the created sources and the URLs that already were; 400 names the bad line. */
export const useAddSources = () =>
  useSourceMutation(
    (body: AddSourcesBody) => apiClient.post('/admin/sources', body, { schema: addSourcesResponseSchema }),
    { reportErrors: false },
  );

/** PATCH /admin/sources/{id} {enabled}: false pauses, true resumes (a failing source too). */
export const useSetSourceEnabled = () =>
  useSourceMutation(({ id, enabled }: { id: number; enabled: boolean }) =>
    apiClient.patch(`/admin/sources/${id}`, { enabled }, { schema: sourceSchema }),
  );

/** POST /admin/sources/{id}/poll: 202, the poll is queued now. */
export const usePollSource = () =>
  useSourceMutation((source: Source) =>
    apiClient.post(`/admin/sources/${source.id}/poll`, undefined, { schema: sourceMessageResponseSchema }),
  );

/** DELETE /admin/sources/{id}: the source goes, its leads stay. Only the lists are read again (its detail is gone). */
export const useRemoveSource = () =>
  useSourceMutation(
    (source: Source) =>
      apiClient.delete(`/admin/sources/${source.id}`, undefined, { schema: sourceMessageResponseSchema }),
    { refresh: sourceKeys.lists },
  );

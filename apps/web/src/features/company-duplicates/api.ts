import {
  companyMergeListResponseSchema,
  duplicateListResponseSchema,
  duplicateMessageResponseSchema,
  mergePreviewResponseSchema,
  mergeResponseSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { notify } from '../../lib/notifications.ts';

/**
 * Query keys and hooks of the Company Duplicates screen (issue #32): provider staff review pairs of companies the
 * matcher found alike, merge or dismiss them, and split a merge back, under `/api/v1/admin/companies`.
 */
export const duplicateKeys = {
  all: ['company-duplicates'] as const,
  pairs: (page: number) => ['company-duplicates', 'pairs', page] as const,
  preview: (pairId: number, keep: number) => ['company-duplicates', 'preview', pairId, keep] as const,
  merges: (page: number) => ['company-duplicates', 'merges', page] as const,
};

function reportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

/** GET /admin/companies/duplicates?page: open pairs with their evidence. */
export function useDuplicatePairs(page: number) {
  return useQuery({
    queryKey: duplicateKeys.pairs(page),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/companies/duplicates', { query: { page }, schema: duplicateListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/companies/duplicates/{id}/preview?keep: what a merge into `keep` moves (asked while `pairId` is set). */
export function useMergePreview(pairId: number | undefined, keep: number | undefined) {
  return useQuery({
    queryKey: duplicateKeys.preview(pairId ?? 0, keep ?? 0),
    queryFn: ({ signal }) =>
      apiClient.get(`/admin/companies/duplicates/${pairId}/preview`, {
        query: { keep },
        schema: mergePreviewResponseSchema,
        signal,
      }),
    enabled: pairId !== undefined && keep !== undefined,
  });
}

/** GET /admin/companies/merges?page: the merge log, newest first. */
export function useCompanyMerges(page: number) {
  return useQuery({
    queryKey: duplicateKeys.merges(page),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/companies/merges', { query: { page }, schema: companyMergeListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

function useDuplicateMutation<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: reportError,
    onSettled: () => client.invalidateQueries({ queryKey: duplicateKeys.all }),
  });
}

/** POST /admin/companies/duplicates/{id}/merge {keepCompanyId}. */
export const useMergePair = () =>
  useDuplicateMutation(({ pairId, keep }: { pairId: number; keep: number }) =>
    apiClient.post(
      `/admin/companies/duplicates/${pairId}/merge`,
      { keepCompanyId: keep },
      { schema: mergeResponseSchema },
    ),
  );

/** POST /admin/companies/duplicates/{id}/dismiss: not the same company. */
export const useDismissPair = () =>
  useDuplicateMutation((pairId: number) =>
    apiClient.post(`/admin/companies/duplicates/${pairId}/dismiss`, undefined, {
      schema: duplicateMessageResponseSchema,
    }),
  );

/** POST /admin/companies/merges/{id}/split. */
export const useSplitMerge = () =>
  useDuplicateMutation((mergeId: number) =>
    apiClient.post(`/admin/companies/merges/${mergeId}/split`, undefined, { schema: duplicateMessageResponseSchema }),
  );

import {
  type CsvMapping,
  type FeedImportRun,
  feedImportListSchema,
  feedImportRunSchema,
  SESSION_HEADER,
} from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient, buildUrl } from '../../lib/api-client.ts';
import { authService } from '../../lib/auth.ts';
import { notify } from '../../lib/notifications.ts';
import { getSessionId } from '../../lib/session.ts';

/**
 * Query keys and hooks of the Feed Import screen (issue #31), for provider staff under `/api/v1/admin/imports`:
 * upload, dry run, start, the run's state (read every second while it waits or runs) and the rejects download.
 */

/** While a run waits for the worker or runs, its state is read again this often. */
export const IMPORT_REFRESH_MS = 1000;

export const feedImportKeys = {
  all: ['feed-imports'] as const,
  recent: ['feed-imports', 'recent'] as const,
  run: (id: number) => ['feed-imports', 'run', id] as const,
};

export const isActive = (run: Pick<FeedImportRun, 'status'> | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

/** The snackbar for a failed action, '{statusCode}: {message}' (the client already handled 401, 402 and 409). */
export function reportImportError(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: error.message });
}

export function useRecentImports() {
  return useQuery({
    queryKey: feedImportKeys.recent,
    queryFn: ({ signal }) => apiClient.get('/admin/imports', { schema: feedImportListSchema, signal }),
  });
}

/** GET /admin/imports/{id}, polled while the import waits or runs. */
export function useFeedImportRun(id: number | undefined) {
  return useQuery({
    queryKey: feedImportKeys.run(id ?? 0),
    queryFn: ({ signal }) => apiClient.get(`/admin/imports/${id}`, { schema: feedImportRunSchema, signal }),
    enabled: id !== undefined,
    refetchInterval: (query) => (isActive(query.state.data) ? IMPORT_REFRESH_MS : false),
  });
}

function useRunMutation<V>(send: (variables: V) => Promise<FeedImportRun>, onDone?: (run: FeedImportRun) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (run) => {
      client.setQueryData(feedImportKeys.run(run.id), run);
      void client.invalidateQueries({ queryKey: feedImportKeys.recent });
      onDone?.(run);
    },
  });
}

/** POST /admin/imports (multipart): the files and the feed name. */
export function useUploadFeed(onDone: (run: FeedImportRun) => void) {
  return useRunMutation(({ files, feedName }: { files: File[]; feedName: string }) => {
    const form = new FormData();
    if (feedName.trim()) form.append('feedName', feedName.trim());
    for (const file of files) form.append('files', file, file.name);
    return apiClient.post('/admin/imports', form, { schema: feedImportRunSchema });
  }, onDone);
}

export function useDryRun() {
  return useRunMutation(({ id, mapping }: { id: number; mapping: CsvMapping }) =>
    apiClient.post(`/admin/imports/${id}/dry-run`, { mapping }, { schema: feedImportRunSchema }),
  );
}

export function useStartImport() {
  return useRunMutation((id: number) =>
    apiClient.post(`/admin/imports/${id}/start`, undefined, { schema: feedImportRunSchema }),
  );
}

/** Saves the run's rejected rows (CSV). @throws ApiError on a non-OK answer. */
export async function downloadRejects(id: number): Promise<void> {
  const headers = new Headers({ Authorization: `Bearer ${await authService.getAccessToken()}`, Accept: 'text/csv' });
  const sessionId = getSessionId();
  if (sessionId) headers.set(SESSION_HEADER, sessionId);
  const response = await fetch(buildUrl('/api/v1', `/admin/imports/${id}/rejects`), { headers });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(response.status, error.message ?? `HTTP ${response.status}`, error.code);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `import-${id}-rejected-rows.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

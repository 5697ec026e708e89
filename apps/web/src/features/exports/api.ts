/**
 * Export calls (outreach-integrations-admin §7 'Exports'): POST /exportleads and /exportcontacts answer CSV, which
 * is saved through a blob link under the server's file name; GET /exportleadsquota the usage of the cycle;
 * POST /exportcontactscount how many contacts a contact export would hold (issue #30).
 */
import {
  type ExportCount,
  type ExportCountRequest,
  type ExportQuota,
  type ExportRequest,
  exportCountSchema,
  exportFileName,
  exportQuotaSchema,
  SESSION_HEADER,
} from '@agencyscout/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, buildUrl, type RequestOptions } from '../../lib/api-client.ts';
import { authService } from '../../lib/auth.ts';
import { getSessionId } from '../../lib/session.ts';

export type ExportKind = 'leads' | 'contacts';
export type ExportQuery = NonNullable<RequestOptions<unknown>['query']>;

export const exportKeys = {
  quota: ['exports', 'quota'] as const,
  contactCount: (query: ExportQuery, selection: ExportCountRequest) =>
    ['exports', 'contact-count', query, selection] as const,
};

export function useExportQuota(enabled: boolean) {
  return useQuery<ExportQuota>({
    queryKey: exportKeys.quota,
    queryFn: () => apiClient.get('/exportleadsquota', { schema: exportQuotaSchema }),
    enabled,
  });
}

/** The number of contacts (one row each) the contact export of `selection` would hold, asked when `enabled`. */
export function useContactExportCount(query: ExportQuery, selection: ExportCountRequest, enabled: boolean) {
  return useQuery<ExportCount>({
    queryKey: exportKeys.contactCount(query, selection),
    queryFn: () => apiClient.post('/exportcontactscount', selection, { query, schema: exportCountSchema }),
    enabled,
  });
}

/** The file name of a Content-Disposition header, else the spec's name for today. */
export function fileNameOf(disposition: string | null, kind: ExportKind): string {
  const match = disposition?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? exportFileName(kind === 'leads' ? 'Leads' : 'Contacts', new Date());
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Runs the export and saves the file. The CSV is not JSON, so this call reads the raw answer itself.
 * @throws ApiError with the status and the body's message on a non-OK answer.
 */
export async function downloadExport(kind: ExportKind, query: ExportQuery, body: ExportRequest): Promise<string> {
  const headers = new Headers({
    Authorization: `Bearer ${await authService.getAccessToken()}`,
    Accept: 'text/csv, application/json',
    'Content-Type': 'application/json',
  });
  const sessionId = getSessionId();
  if (sessionId) headers.set(SESSION_HEADER, sessionId);
  const path = kind === 'leads' ? '/exportleads' : '/exportcontacts';
  const response = await fetch(buildUrl('/api/v1', path, query), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(response.status, error.message ?? `HTTP ${response.status}`, error.code);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), kind);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

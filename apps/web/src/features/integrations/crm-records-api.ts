/** The agency's CRM records on the Integrations screen (issue #32 point 4): pull status and 'Sync now'. */
import { type CrmRecordProvider, crmPullStatusListSchema, crmPullStatusSchema } from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { reportError } from './api.ts';

export const crmRecordKeys = {
  status: ['crm-records', 'status'] as const,
};

/** GET /crm-records/status (company admins). */
export function useCrmPullStatus(enabled: boolean) {
  return useQuery({
    queryKey: crmRecordKeys.status,
    queryFn: ({ signal }) => apiClient.get('/crm-records/status', { schema: crmPullStatusListSchema, signal }),
    enabled,
  });
}

/** POST /crm-records/{provider}/sync: pulls now; the status, the leads and the CRM records refresh after. */
export function useCrmSyncNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: CrmRecordProvider) =>
      apiClient.post(`/crm-records/${provider}/sync`, undefined, { schema: crmPullStatusSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: ['crm-records'] }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['leads'] }),
    onError: (error) => reportError(error),
  });
}

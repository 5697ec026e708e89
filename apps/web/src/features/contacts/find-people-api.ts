import {
  type ContactProviderStatus,
  contactProviderStatusSchema,
  type FindPeopleRequest,
  type FindPeopleResponse,
  findPeopleResponseSchema,
} from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { contactKeys } from './api.ts';

/**
 * 'Find people' at the contact-data provider (issue #32 point 5): GET /contactprovider (the provider, null when
 * none is configured, and the organisation's enrichment credits) and POST /company/{companyId}/findpeople.
 */
export const findPeopleKeys = { status: ['contact-provider'] as const };

export function useContactProviderStatus(enabled: boolean) {
  return useQuery<ContactProviderStatus>({
    queryKey: findPeopleKeys.status,
    queryFn: ({ signal }) => apiClient.get('/contactprovider', { schema: contactProviderStatusSchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** A search; on success the credits and every screen that lists the company's contacts are read again. */
export function useFindPeople(companyId: number) {
  const client = useQueryClient();
  return useMutation<FindPeopleResponse, Error, FindPeopleRequest>({
    mutationFn: (request) =>
      apiClient.post(`/company/${companyId}/findpeople`, request, { schema: findPeopleResponseSchema }),
    onSuccess: (answer) => {
      client.setQueryData<ContactProviderStatus>(findPeopleKeys.status, (status) =>
        status ? { ...status, credits: answer.credits } : status,
      );
      for (const queryKey of [['leads'], ['tips'], contactKeys.all]) void client.invalidateQueries({ queryKey });
    },
  });
}

import {
  type CompanyRequest,
  deleteResearchRequestResponseSchema,
  type NewResearchRequest,
  RESEARCH_REQUESTS_PAGE_SIZE,
  researchRequestSchema,
  researchRequestsResponseSchema,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** Query keys of research requests (outreach-integrations-admin §7). */
export const researchRequestKeys = {
  all: ['research-requests'] as const,
  mine: (page: number) => [...researchRequestKeys.all, 'mine', page] as const,
  staff: (page: number) => [...researchRequestKeys.all, 'staff', page] as const,
};

/** GET /companyrequest: the caller's requests, one page of 10 (§9); `page` counts from 1. */
export function useMyResearchRequests(page: number) {
  return useQuery({
    queryKey: researchRequestKeys.mine(page),
    queryFn: ({ signal }) =>
      apiClient.get('/companyrequest', {
        query: { offset: (page - 1) * RESEARCH_REQUESTS_PAGE_SIZE, count: RESEARCH_REQUESTS_PAGE_SIZE },
        schema: researchRequestsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /managecustomers/requests: every customer's requests (provider staff), one page of 10. */
export function useAllResearchRequests(page: number, enabled = true) {
  return useQuery({
    queryKey: researchRequestKeys.staff(page),
    queryFn: ({ signal }) =>
      apiClient.get('/managecustomers/requests', {
        query: { offset: (page - 1) * RESEARCH_REQUESTS_PAGE_SIZE, count: RESEARCH_REQUESTS_PAGE_SIZE },
        schema: researchRequestsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: researchRequestKeys.all });
}

/** POST /companyrequest: the request form. */
export function useFileResearchRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NewResearchRequest) =>
      apiClient.post('/companyrequest', body, { schema: researchRequestSchema }),
    onSuccess: invalidate,
  });
}

/** POST /requestedcompany: a company to add. */
export function useRequestCompany() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CompanyRequest) => apiClient.post('/requestedcompany', body, { schema: researchRequestSchema }),
    onSuccess: invalidate,
  });
}

/** DELETE /companyrequest/{id}. */
export function useDeleteResearchRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete(`/companyrequest/${id}`, undefined, { schema: deleteResearchRequestResponseSchema }),
    onSuccess: invalidate,
  });
}

import {
  AUDIT_PAGE_SIZE,
  auditResponseSchema,
  customerResponseSchema,
  customerSchema,
  customersResponseSchema,
  messageResponseSchema,
  type NewCustomer,
  type RecruiterField,
} from '@agencyscout/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../lib/api-client.ts';

/** Query keys of the customer admin (outreach-integrations-admin §7 'Manage users and admin'). */
export const customerKeys = {
  all: ['customers'] as const,
  lookup: (email: string) => [...customerKeys.all, 'lookup', email] as const,
  audit: (page: number) => [...customerKeys.all, 'audit', page] as const,
};

const customerMessageSchema = z.object({ message: z.string(), customer: customerSchema.nullable() });

/** GET /manageusers/member?email (≥ 2 characters). */
export function useCustomerLookup(email: string) {
  const trimmed = email.trim();
  return useQuery({
    queryKey: customerKeys.lookup(trimmed),
    queryFn: ({ signal }) =>
      apiClient.get('/manageusers/member', { query: { email: trimmed }, schema: customersResponseSchema, signal }),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** GET /managecustomers/audit, one page of 10 (page from 1). */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: customerKeys.audit(page),
    queryFn: ({ signal }) =>
      apiClient.get('/managecustomers/audit', {
        query: { offset: (page - 1) * AUDIT_PAGE_SIZE, count: AUDIT_PAGE_SIZE },
        schema: auditResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every customer action refreshes the look-up results and the audit log. */
function useStaffMutation<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export const useCreateCustomer = () =>
  useStaffMutation((body: NewCustomer) =>
    apiClient.post('/manageusers/member', body, { schema: customerResponseSchema }),
  );

export const useChangePassword = () =>
  useStaffMutation((body: { email: string; password: string }) =>
    apiClient.put('/manageusers/member', body, { schema: messageResponseSchema }),
  );

export const useUpgradeDemo = () =>
  useStaffMutation((userId: string) =>
    apiClient.post(`/manageusers/upgradeDemo/${userId}`, undefined, { schema: customerMessageSchema }),
  );

export const useChangeEndDate = () =>
  useStaffMutation((body: { endDate: string; recruiterId: string }) =>
    apiClient.put('/manageusers/date', body, { schema: messageResponseSchema }),
  );

export const useUpdateRecruiter = () =>
  useStaffMutation(({ id, field }: { id: string; field: RecruiterField }) =>
    apiClient.put(`/recruiter/${id}`, field, { schema: messageResponseSchema }),
  );

export const useCreate41Account = () =>
  useStaffMutation((userId: string) => apiClient.post('/user/set4user', { userId }, { schema: customerMessageSchema }));

export const useToggleIntegrations = () =>
  useStaffMutation((userId: string) =>
    apiClient.get('/integrations/toggle', { query: { id: userId }, schema: customerMessageSchema }),
  );

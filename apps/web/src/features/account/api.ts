import {
  type AccountData,
  type AccountInfoUpdate,
  accountDataSchema,
  apiKeyCreatedSchema,
  apiKeyRevokedSchema,
  type EmailSettings,
  emailChangeRequestedSchema,
  emailSettingsSchema,
  passwordChangedSchema,
} from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { currentUserKeys } from '../../lib/current-user.ts';

/** Query keys and hooks of Account Settings (outreach-integrations-admin §2, §7 'Account and user'). */
export const accountKeys = {
  account: ['account'] as const,
};

export function useAccountData() {
  return useQuery({
    queryKey: accountKeys.account,
    queryFn: ({ signal }) => apiClient.get('/account', { schema: accountDataSchema, signal }),
  });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AccountInfoUpdate) => apiClient.put('/userdata', values, { schema: accountDataSchema }),
    onSuccess: (data: AccountData) => client.setQueryData(accountKeys.account, data),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { email: string; oldPassword: string; newPassword: string }) =>
      apiClient.put('/user/password', body, { schema: passwordChangedSchema }),
  });
}

export function useRequestEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.put('/user/email', { prop: 'email', value: email }, { schema: emailChangeRequestedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }),
  });
}

/** §2 'Toggles … are saved on change': one toggle per call; /me carries the saved state. */
export function useSaveEmailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<EmailSettings>) =>
      apiClient.put('/user/emailsettings', change, { schema: emailSettingsSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: currentUserKeys.me }),
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/user/apikey', undefined, { schema: apiKeyCreatedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete('/user/apikey', undefined, { schema: apiKeyRevokedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.account }),
  });
}

/**
 * Loxo queries and mutations (outreach-integrations-admin §7 loxo; issue #17): settings, disconnect and the push.
 * The synced users use the shared item hooks of api.ts ('loxo/getAllUsers', 'loxo/getUsers', 'loxo/syncUsers').
 */
import {
  connectedResponseSchema,
  crmPushResponseSchema,
  type LoxoSettings,
  loxoSettingsViewSchema,
} from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { currentUserKeys } from '../../lib/current-user.ts';
import { reportError } from './api.ts';

export const loxoKeys = { settings: ['integrations', 'loxo', 'settings'] as const };

export function useLoxoSettings(enabled: boolean) {
  return useQuery({
    queryKey: loxoKeys.settings,
    queryFn: () => apiClient.get('/integrations/loxo/settings', { schema: loxoSettingsViewSchema }),
    enabled,
  });
}

/** POST loxo/settings (checked with Loxo first); the caller's user info reloads for the Connected flag. */
export function useSaveLoxoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: LoxoSettings) =>
      apiClient.post('/integrations/loxo/settings', settings, { schema: loxoSettingsViewSchema }),
    onSuccess: (view) => client.setQueryData(loxoKeys.settings, view),
    onError: (error) => reportError(error),
  });
}

export function useDisconnectLoxo() {
  return useMutation({
    mutationFn: () => apiClient.post('/integrations/loxo/disconnect', undefined, { schema: connectedResponseSchema }),
    // §2: Disconnect reloads the page.
    onSuccess: () => window.location.reload(),
    onError: (error) => reportError(error),
  });
}

/** The card's 'connected' event: the user info (integration flags) reloads. */
export function useReloadIntegrationFlags() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: currentUserKeys.me });
}

/** POST loxo/addContact?contactId&userId; every contact view reloads (LoxoId, the logged interaction). */
export function usePushToLoxo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, userId }: { contactId: number; userId: string }) =>
      apiClient.post('/integrations/loxo/addContact', undefined, {
        query: { contactId, userId },
        schema: crmPushResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'integrations' }),
  });
}

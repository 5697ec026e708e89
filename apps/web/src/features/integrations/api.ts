/**
 * Integrations queries and mutations (outreach-integrations-admin §7 'Integrations'; issue #16).
 */
import {
  authorizeResponseSchema,
  type BullhornSettings,
  bullhornSettingsViewSchema,
  connectedResponseSchema,
  connectorValuesUpdatedSchema,
  crmPushResponseSchema,
  dripCampaignsSchema,
  type HubspotDeal,
  hubspotCompaniesSchema,
  integrationItemsSchema,
  integrationVersionResponseSchema,
  type OauthProvider,
  syncResponseSchema,
} from '@agencyscout/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { currentUserKeys } from '../../lib/current-user.ts';
import { notify } from '../../lib/notifications.ts';

export const integrationKeys = {
  all: ['integrations'] as const,
  bullhornSettings: ['integrations', 'bullhorn', 'settings'] as const,
  items: (path: string) => ['integrations', 'items', path] as const,
  companies: (contactId: number, text: string) => ['integrations', 'hubspot', 'companies', contactId, text] as const,
  dripCampaigns: ['integrations', 'drip', 'campaigns'] as const,
};

export function reportError(error: Error, fallback?: string): void {
  if (error instanceof ApiError && error.handled) return;
  const message = error instanceof ApiError ? error.message : (fallback ?? error.message);
  notify({ code: error instanceof ApiError ? error.statusCode : undefined, message: message || (fallback ?? '') });
}

/** GET {provider}/authorize, then off to the provider's sign-in page. */
export function useSignIn() {
  return useMutation({
    mutationFn: (provider: OauthProvider) =>
      apiClient.get(`/integrations/${provider}/authorize`, { schema: authorizeResponseSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => reportError(error),
  });
}

/** The callback's code exchange (GET {provider}/getToken?code&state[&client_id]). */
export function exchangeCode(provider: OauthProvider, query: Record<string, string | undefined>) {
  return apiClient.get(`/integrations/${provider}/getToken`, { query, schema: connectedResponseSchema });
}

export function useDisconnect() {
  return useMutation({
    mutationFn: (provider: OauthProvider) =>
      apiClient.post(`/integrations/${provider}/disconnect`, undefined, { schema: connectedResponseSchema }),
    // §2: Disconnect reloads the page.
    onSuccess: () => window.location.reload(),
    onError: (error) => reportError(error),
  });
}

export function useBullhornSettings(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.bullhornSettings,
    queryFn: () => apiClient.get('/integrations/bullhorn/settings', { schema: bullhornSettingsViewSchema }),
    enabled,
  });
}

export function useSaveBullhornSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: BullhornSettings) =>
      apiClient.post('/integrations/bullhorn/settings', settings, { schema: bullhornSettingsViewSchema }),
    onSuccess: (view) => client.setQueryData(integrationKeys.bullhornSettings, view),
    onError: (error) => reportError(error),
  });
}

/** A synced list: `path` e.g. 'hubspot/getAllUsers'. */
export function useIntegrationItems(path: string, enabled = true) {
  return useQuery({
    queryKey: integrationKeys.items(path),
    queryFn: () => apiClient.get(`/integrations/${path}`, { schema: integrationItemsSchema }),
    enabled,
  });
}

/** Sync (fetch from the provider), then reload the lists (§2). */
export function useSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => apiClient.post(`/integrations/${path}`, undefined, { schema: syncResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['integrations', 'items'] }),
    onError: (error) => reportError(error),
  });
}

export function useUpdateVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { connectorValueType: number; kind?: number | undefined; ids: number[] }) =>
      apiClient.post(
        '/integrations/updateConnectorValueToUser',
        {
          connectorValueType: body.connectorValueType,
          ...(body.kind === undefined ? {} : { kind: body.kind }),
          items: body.ids.map((id) => ({ ConnectorValueId: id, ConnectorValueType: body.connectorValueType })),
        },
        { schema: connectorValuesUpdatedSchema },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['integrations', 'items'] }),
    onError: (error) => reportError(error),
  });
}

export function useIntegrationVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isNew: boolean) =>
      apiClient.put(
        '/user/integrationVersion',
        { version: isNew ? 'new' : 'legacy' },
        { schema: integrationVersionResponseSchema },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: currentUserKeys.me }),
    onError: (error) => reportError(error),
  });
}

export function useHubspotCompanies(contactId: number, text: string, enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.companies(contactId, text),
    queryFn: ({ signal }) =>
      apiClient.get('/integrations/hubspot/getCompanies', {
        query: { contactId, companySearch: text },
        schema: hubspotCompaniesSchema,
        signal,
      }),
    enabled,
  });
}

/** After a push every contact view reloads: the CRM id disables the entry and the logged interaction shows. */
function useAfterPush() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'integrations' });
}

export function usePushToBullhorn() {
  const afterPush = useAfterPush();
  return useMutation({
    mutationFn: (contactId: number) =>
      apiClient.post('/integrations/bullhorn/addContact', undefined, {
        query: { contactId },
        schema: crmPushResponseSchema,
      }),
    onSuccess: afterPush,
  });
}

export interface HubspotPush {
  contactId: number;
  companyId?: string;
  user?: string;
  campaignId?: string;
  deal?: HubspotDeal | null;
}

/** The HubSpot push's mutation key: the dialog stays open while one runs. */
export const hubspotPushKey = ['integrations', 'hubspot', 'push'] as const;

export function usePushToHubspot() {
  const afterPush = useAfterPush();
  return useMutation({
    mutationKey: hubspotPushKey,
    mutationFn: ({ contactId, companyId, user, campaignId, deal }: HubspotPush) =>
      apiClient.post(
        '/integrations/hubspot/addContact',
        { deal: deal ?? null },
        { query: { contactId, companyId, user, campaignId }, schema: crmPushResponseSchema },
      ),
    onSuccess: afterPush,
  });
}

/** Drip's active series (GET drip/campaigns, read live), for the push menu's Drip block. */
export function useDripCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.dripCampaigns,
    queryFn: () => apiClient.get('/integrations/drip/campaigns', { schema: dripCampaignsSchema }),
    enabled,
  });
}

/** POST drip/campaigns/{id}?contactId: the contact into the series; 'Added to series …' is logged. */
export function usePushToDrip() {
  const afterPush = useAfterPush();
  return useMutation({
    mutationFn: ({ contactId, campaignId }: { contactId: number; campaignId: string }) =>
      apiClient.post(`/integrations/drip/campaigns/${encodeURIComponent(campaignId)}`, undefined, {
        query: { contactId },
        schema: crmPushResponseSchema,
      }),
    onSuccess: afterPush,
  });
}

/**
 * The integration framework's rules shared by every provider (§2 'Integrations page', §3 'Integration item',
 * 'User info' integrations, §7 updateConnectorValueToUser, disconnect; issue #16): synced items and their
 * visibility, disconnecting, the /me flags and the contacts' CRM ids.
 */
import {
  type ContactCrms,
  INTEGRATION_ITEM_TYPES,
  INTEGRATION_KINDS,
  type IntegrationFlags,
  type IntegrationItem,
  type OauthProvider,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { revokeHubspotToken } from '../../integrations/hubspot/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { type IntegrationDeps, openSealed } from './connections.ts';
import { hubspotApi, KIND_OF } from './oauth-service.ts';
import {
  connectedKinds,
  deleteConnection,
  findConnection,
  findContactCrms,
  listItems,
  saveIntegrationVersion,
  setVisibleItems,
} from './repository.ts';

type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

function toItem(row: ItemRow): IntegrationItem {
  return {
    ConnectorValueId: Number(row.id),
    ConnectorValueType: row.itemType,
    externalId: row.externalId,
    name: row.name,
    Email: row.email,
    visible: row.visible,
    IntegrationPipelineSteps: row.steps.map((step) => ({ PipelineStepId: step.id, PipelineStepName: step.label })),
    ...(row.itemType === INTEGRATION_ITEM_TYPES.emailCampaigns
      ? { CampaignId: row.externalId, CampaignName: row.name }
      : {}),
  };
}

/** The organisation's items of a type: every one (getAll…, admins) or the visible ones (get…, the send dialogs). */
export async function integrationItems(db: Db, orgId: string, itemType: number, onlyVisible: boolean, kind?: number) {
  return (await listItems(db, orgId, itemType, onlyVisible, kind)).map(toItem);
}

/** POST /integrations/updateConnectorValueToUser: shows exactly the given items of one type. */
export async function updateVisibleItems(
  db: Db,
  orgId: string,
  body: {
    connectorValueType: number;
    kind?: number | undefined;
    items: { ConnectorValueId: number; ConnectorValueType: number }[];
  },
) {
  if (body.items.some((item) => item.ConnectorValueType !== body.connectorValueType)) {
    throw badRequest('Every item must be of the chosen ConnectorValueType');
  }
  const ids = body.items.map((item) => item.ConnectorValueId);
  return { visible: await setVisibleItems(db, orgId, body.connectorValueType, ids, body.kind ?? null) };
}

/**
 * Disconnect: revokes what the provider can revoke (HubSpot's refresh token; Bullhorn, and Drip's and Constant
 * Contact's documented subsets, have no revocation) and
 * deletes the tokens and synced items. Bullhorn keeps its settings so Sign in shows again.
 */
export async function disconnect(deps: IntegrationDeps, orgId: string, provider: OauthProvider) {
  const kind = KIND_OF[provider];
  const row = await findConnection(deps.db, orgId, kind);
  if (provider === 'hubspot' && row?.refreshTokenSealed) {
    const refreshToken = openSealed(deps, row.refreshTokenSealed) ?? '';
    // A provider that cannot be reached must not keep the connection alive: the tokens are deleted regardless.
    await revokeHubspotToken(hubspotApi(deps), refreshToken).catch(() => undefined);
  }
  await deleteConnection(deps.db, orgId, kind, provider === 'bullhorn');
  return { connected: false };
}

/** /me integration flags from the organisation's real connections (§3 'User info'). */
export async function integrationFlags(db: Db, orgId: string): Promise<IntegrationFlags> {
  const kinds = await connectedKinds(db, orgId);
  const has = (kind: number) => kinds.some((row) => row.kind === kind);
  return {
    bullhorn: has(INTEGRATION_KINDS.bullhorn),
    hubspot: has(INTEGRATION_KINDS.hubspot),
    constantContact: has(INTEGRATION_KINDS.constantContact),
    loxo: has(INTEGRATION_KINDS.loxo),
    drip: has(INTEGRATION_KINDS.drip),
    dripIsEnabled: has(INTEGRATION_KINDS.drip),
    hubspotId: kinds.find((row) => row.kind === INTEGRATION_KINDS.hubspot)?.externalAccountId ?? null,
  };
}

/** The organisation's CRM ids of each contact (§3 contactcrms), for the contact rows' push menus. */
export async function contactCrmIds(db: Db, orgId: string, contactIds: readonly number[]) {
  const rows = await findContactCrms(db, orgId, contactIds);
  const result = new Map<number, ContactCrms>();
  for (const [contactId, row] of rows) {
    result.set(contactId, { BullhornId: row.bullhornId, HubspotId: row.hubspotId, LoxoId: row.loxoId });
  }
  return result;
}

/** PUT /user/integrationVersion: the organisation's 'Use New Integration' switch (§2; read:users). */
export async function setIntegrationVersion(db: Db, identity: Identity, version: 'new' | 'legacy') {
  const isNewIntegrations = version === 'new';
  await saveIntegrationVersion(db, identity.orgId, isNewIntegrations);
  return { isNewIntegrations };
}

export const HUBSPOT_LISTS = {
  workflows: INTEGRATION_ITEM_TYPES.workflow,
  users: INTEGRATION_ITEM_TYPES.users,
  pipelines: INTEGRATION_ITEM_TYPES.pipelines,
} as const;

/**
 * What a campaign of each integration is and how a contact enters it (issue #17; outreach-integrations-admin §2
 * item types, §4 automatic interactions, API-NOTES limits):
 * - HubSpot: a workflow (item type 0); the contact is found or created and enrolled; 'Added to Hubspot' (type 7).
 * - Drip: a campaign (item type 5 of Drip); subscriber upserted and added; 'Added to series {name}' (6, made contact).
 * - Constant Contact: an e-mail campaign (item type 5); created or updated into its lists; 'Added to series {name}'.
 * - Loxo: a Loxo user (item type 6) who owns the people created; 'Added to Loxo' (type 9).
 * Each provider's call limit per account is kept by every call (connections.ts PROVIDER_RATE_LIMITS).
 */
import { INTEGRATION_ITEM_TYPES, INTEGRATION_KINDS } from '@agencyscout/contracts';
import type { IntegrationDeps } from '../integrations/connections.ts';
import { pushContactToConstantContactCampaign } from '../integrations/constant-contact-service.ts';
import { pushContactToDripCampaign } from '../integrations/drip-service.ts';
import { pushContactToHubspotWorkflow } from '../integrations/hubspot-service.ts';
import { pushContactToLoxo } from '../integrations/loxo-service.ts';
import type { PushContact } from '../integrations/public.ts';

export interface CampaignProvider {
  kind: number;
  /** The integration item type of its campaigns. */
  itemType: number;
  /** The contact into the campaign without a duplicate. @returns the provider's id of the contact. */
  push(deps: IntegrationDeps, orgId: string, campaignId: string, contact: PushContact): Promise<string>;
  /** The automatic interaction logged once the push is recorded. */
  interaction(campaignName: string): { interactionTypeId: 6 | 7 | 9; notes: string; madeContact: boolean };
  /** The contactcrms column the provider's id goes to, if any. */
  crmIdColumn: 'hubspotId' | 'loxoId' | null;
}

const PROVIDERS: CampaignProvider[] = [
  {
    kind: INTEGRATION_KINDS.hubspot,
    itemType: INTEGRATION_ITEM_TYPES.workflow,
    push: pushContactToHubspotWorkflow,
    interaction: () => ({ interactionTypeId: 7, notes: 'Added to Hubspot', madeContact: false }),
    crmIdColumn: 'hubspotId',
  },
  {
    kind: INTEGRATION_KINDS.drip,
    itemType: INTEGRATION_ITEM_TYPES.emailCampaigns,
    push: pushContactToDripCampaign,
    interaction: (name) => ({ interactionTypeId: 6, notes: `Added to series ${name}`, madeContact: true }),
    crmIdColumn: null,
  },
  {
    kind: INTEGRATION_KINDS.constantContact,
    itemType: INTEGRATION_ITEM_TYPES.emailCampaigns,
    push: pushContactToConstantContactCampaign,
    interaction: (name) => ({ interactionTypeId: 6, notes: `Added to series ${name}`, madeContact: true }),
    crmIdColumn: null,
  },
  {
    kind: INTEGRATION_KINDS.loxo,
    itemType: INTEGRATION_ITEM_TYPES.loxoUsers,
    push: pushContactToLoxo,
    interaction: () => ({ interactionTypeId: 9, notes: 'Added to Loxo', madeContact: false }),
    crmIdColumn: 'loxoId',
  },
];

const BY_KIND = new Map(PROVIDERS.map((provider) => [provider.kind, provider]));

/** The provider of an integration kind, or undefined when campaigns of it are not supported. */
export function campaignProvider(kind: number): CampaignProvider | undefined {
  return BY_KIND.get(kind);
}

export function campaignProviders(): readonly CampaignProvider[] {
  return PROVIDERS;
}

import {
  AUDIENCE_CATEGORIES,
  CAMPAIGN_LEAD_TYPES,
  type CampaignLeadType,
  type CampaignSubscription,
  newCampaignSubscriptionSchema,
} from '@agencyscout/contracts';
import { z } from 'zod';
import { parseWithContract } from '../../lib/form-rules.ts';

const contractSchema = newCampaignSubscriptionSchema.omit({ savedSearchId: true });

/**
 * The Outbound Campaigns add form (outreach-integrations-admin §4 'Campaign subscription'): the choices as the
 * selects hold them ('' = not chosen yet), checked by the contract's subscription rule (the saved search is the
 * tab's own).
 */
export const subscriptionFormSchema = z
  .object({
    integrationId: z.union([z.literal(''), z.number()]),
    campaignId: z.string(),
    category: z.union([z.literal(''), z.enum(AUDIENCE_CATEGORIES)]),
    leadType: z.enum(CAMPAIGN_LEAD_TYPES),
  })
  .transform((draft, context) => parseWithContract(contractSchema, draft, context));
export type SubscriptionDraft = z.input<typeof subscriptionFormSchema>;
export type SubscriptionValues = z.output<typeof subscriptionFormSchema>;

/** Whether the search already has this subscription (the server refuses it too, 400). */
export function isDuplicateSubscription(
  existing: readonly CampaignSubscription[],
  draft: Partial<SubscriptionDraft>,
): boolean {
  return existing.some(
    (item) =>
      item.integrationId === draft.integrationId &&
      item.campaignId === draft.campaignId &&
      item.category === draft.category &&
      item.leadType === draft.leadType,
  );
}

/** The lead type sent: the one chosen while it is still offered (the offer narrows once the limits are known). */
export function offeredLeadType(chosen: CampaignLeadType | undefined, offered: readonly CampaignLeadType[]) {
  return chosen && offered.includes(chosen) ? chosen : (offered[0] ?? 'openWeb');
}

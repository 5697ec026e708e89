/**
 * Campaign automations: a saved search feeds the contacts of its new leads into an outside campaign
 * (prospecting-core §2.6 'Outbound Campaigns' tab and subscription limits; outreach-integrations-admin §4
 * 'Campaign subscription', §7 campaignautomation and GET /integrations/campaigns, §9 audience categories and
 * subscription limits; issue #17).
 *
 * A subscription is (saved search, integration, campaign, audience category, lead type). After each alert run,
 * the contacts at the companies of the search's new leads whose position cluster is the category are pushed into
 * the campaign: a HubSpot workflow, a Drip campaign, a Constant Contact e-mail campaign (through its lists) or a
 * Loxo user (the owner of the people created).
 */
import { z } from 'zod';
import { INTEGRATION_KINDS } from './integrations.ts';
import { POSITION_CLUSTERS } from './lead-data.ts';
import { text } from './text.ts';

/** §9: the audience categories are the 17 position clusters (function areas) of contacts. */
export const AUDIENCE_CATEGORIES = POSITION_CLUSTERS;
export type AudienceCategory = (typeof AUDIENCE_CATEGORIES)[number];

/** The integrations a campaign subscription can feed, by integration kind (§2 kinds; drip is 4 here). */
export const CAMPAIGN_INTEGRATION_KINDS = [
  INTEGRATION_KINDS.hubspot,
  INTEGRATION_KINDS.constantContact,
  INTEGRATION_KINDS.loxo,
  INTEGRATION_KINDS.drip,
] as const;
export type CampaignIntegrationKind = (typeof CAMPAIGN_INTEGRATION_KINDS)[number];

export const CAMPAIGN_INTEGRATION_NAMES: Record<CampaignIntegrationKind, string> = {
  [INTEGRATION_KINDS.hubspot]: 'HubSpot',
  [INTEGRATION_KINDS.constantContact]: 'Constant Contact',
  [INTEGRATION_KINDS.loxo]: 'Loxo',
  [INTEGRATION_KINDS.drip]: 'Drip',
};

/** Which lead type's new leads a subscription follows. */
export const CAMPAIGN_LEAD_TYPES = ['agency', 'openWeb'] as const;
export type CampaignLeadType = (typeof CAMPAIGN_LEAD_TYPES)[number];

/**
 * §9 / prospecting-core §2.6: subscriptions a user may hold across all their saved searches: the weekly limit
 * of 25 for Agency Leads and the monthly limit of 75 for Open Web.
 */
export const CAMPAIGN_SUBSCRIPTION_LIMITS: Record<CampaignLeadType, number> = { agency: 25, openWeb: 75 };

/** Push attempts of one contact before it counts as failed; waits between them grow (seconds). */
export const CAMPAIGN_PUSH_RETRY_LIMIT = 4;

export const CAMPAIGN_TEXTS = {
  tab: 'Outbound Campaigns',
  integration: 'Integration',
  campaign: 'Campaign',
  category: 'Audience',
  leadType: 'Leads',
  agencyLeads: 'Agency Leads',
  openWebLeads: 'Open Web',
  add: 'Add Subscription',
  added: 'Subscription added',
  deleted: 'Subscription deleted',
  remove: 'Delete subscription',
  empty: 'No outbound campaigns yet: choose an integration, a campaign and an audience to add one.',
  noIntegrations: 'Connect HubSpot, Drip, Constant Contact or Loxo in Integrations to feed their campaigns.',
  automations: 'Automations',
  limitUsage: (used: number, limit: number, label: string) => `${used} of ${limit} ${label} subscriptions used`,
  limitReached: (limit: number, label: string) =>
    `You have reached the limit of ${limit} ${label} campaign subscriptions; delete one to add another`,
  duplicate: 'This saved search already feeds this campaign with this audience',
  notConnected: (tool: string) => `${tool} is not connected; connect it in Integrations first`,
  unknownCampaign: 'Choose a campaign of the chosen integration (sync it in Integrations if it is missing)',
  needsNewIntegrations: "Outbound campaigns need the 'Use New Integration' switch on",
  ownerOnly: 'Only the owner can change the outbound campaigns of this saved search',
  leadTypeNotAllowed: 'Your plan does not include this lead type',
  lastRun: 'Last run',
  never: 'Not run yet',
  pushed: 'Pushed',
  skipped: 'Skipped',
  failed: 'Failed',
  pending: 'Waiting',
} as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const CHOOSE_INTEGRATION = 'Choose an integration';

/** POST /campaignautomation/savedsearch {savedSearchId, integrationId, campaignId, category} (+ leadType). */
export const newCampaignSubscriptionSchema = z.object({
  savedSearchId: id,
  // An empty choice is no choice (Number('') would be 0, HubSpot).
  integrationId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: CHOOSE_INTEGRATION })
      .int()
      .refine((value) => (CAMPAIGN_INTEGRATION_KINDS as readonly number[]).includes(value), CHOOSE_INTEGRATION),
  ),
  campaignId: text().trim().min(1, 'Choose a campaign').max(100),
  category: z.enum(AUDIENCE_CATEGORIES, { message: 'Choose an audience' }),
  /** Defaults to Agency Leads when the user may read them, else Open Web (§2.6). */
  leadType: z.enum(CAMPAIGN_LEAD_TYPES).optional(),
});
export type NewCampaignSubscription = z.infer<typeof newCampaignSubscriptionSchema>;

export const campaignSubscriptionParamsSchema = z.object({ id });

/** What the automation did for a subscription so far (shown on it). */
export const campaignSubscriptionStatusSchema = z.object({
  lastRunAt: z.string().nullable(),
  pushed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
});

export const campaignSubscriptionSchema = z.object({
  id: z.number().int(),
  savedSearchId: z.number().int(),
  integrationId: z.number().int(),
  integrationName: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  category: z.string(),
  leadType: z.enum(CAMPAIGN_LEAD_TYPES),
  createdAt: z.string(),
  status: campaignSubscriptionStatusSchema,
});
export type CampaignSubscription = z.infer<typeof campaignSubscriptionSchema>;

export const campaignLimitUsageSchema = z.object({ used: z.number().int(), limit: z.number().int() });
/** GET /campaignautomation/savedsearch/{id}: its subscriptions and the caller's limits (only the lead types the caller has). */
export const campaignSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(campaignSubscriptionSchema),
  limits: z.object({ agency: campaignLimitUsageSchema.optional(), openWeb: campaignLimitUsageSchema.optional() }),
});
export type CampaignSubscriptionsResponse = z.infer<typeof campaignSubscriptionsResponseSchema>;

/** GET /integrations/campaigns: the connected integrations and the campaigns each can feed. */
export const campaignOptionsSchema = z.array(
  z.object({
    integrationId: z.number().int(),
    name: z.string(),
    campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
);
export type CampaignOptions = z.infer<typeof campaignOptionsSchema>;

/** The automation summary of a saved search in the saved-search table (count and the integrations' kinds). */
export const campaignAutomationSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  integrationIds: z.array(z.number().int()),
});
export type CampaignAutomationSummary = z.infer<typeof campaignAutomationSummarySchema>;

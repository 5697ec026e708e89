/**
 * CRM integrations (outreach-integrations-admin §2 'Integrations page', 'OAuth callback pages', 'HubSpot send
 * dialog', §3 'Integration item', 'Bullhorn settings', §4, §7 'Integrations', §8, §9; issue #16).
 */
import { z } from 'zod';
import { isoDate } from './dates.ts';
import { interactionSchema } from './interactions.ts';
import { text } from './text.ts';

/** §2 integration kinds (drip is its own, 4 here). */
export const INTEGRATION_KINDS = { hubspot: 0, bullhorn: 1, constantContact: 2, loxo: 3, drip: 4 } as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[keyof typeof INTEGRATION_KINDS];
export const OAUTH_PROVIDERS = ['hubspot', 'bullhorn', 'drip', 'constantcontact'] as const;
export type OauthProvider = (typeof OAUTH_PROVIDERS)[number];

/** §2 integration item types. */
export const INTEGRATION_ITEM_TYPES = {
  workflow: 0,
  users: 1,
  pipelines: 2,
  bullhornUsers: 4,
  emailCampaigns: 5,
  loxoUsers: 6,
} as const;
export const INTEGRATION_ITEM_TYPE_VALUES = [0, 1, 2, 4, 5, 6] as const;

/** §2: HubSpot scopes: contacts, companies and deals read and write, owners read, automation. */
export const HUBSPOT_SCOPES = [
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'crm.objects.owners.read',
  'automation',
] as const;

/** §2, §9 timings (milliseconds). */
export const INTEGRATION_TIMINGS = {
  saveWaitMs: 3000,
  loxoSuccessMs: 6000,
  clipboardCheckMs: 1500,
  hubspotProgressMs: 15_000,
  /** A provider call gives up after this long (issue #16). */
  providerTimeoutMs: 10_000,
} as const;

export const INTEGRATION_TOOL_NAMES: Record<OauthProvider, string> = {
  hubspot: 'HubSpot',
  bullhorn: 'Bullhorn',
  drip: 'Drip',
  constantcontact: 'Constant Contact',
};

/** The spec's texts of the integrations (§2, §8). */
export const INTEGRATION_TEXTS = {
  intro: 'Our integrations allow you to automate sending data to your sales and marketing automation tools',
  connecting: (tool: string) => `Connecting ${tool} to AgencyScout, please wait...`,
  comingSoon: 'Coming Soon!',
  connected: 'Connected',
  notConnected: 'Not connected',
  useNewIntegration: 'Use New Integration',
  noCompanies: 'No companies found, a new one will be created',
  reauthorizeHubspot: 'To enable contact assignment, you must reauthorize hubspot',
  bullhornPushFailed: 'Failed to add contact to Bullhorn',
  hubspotPushFailed: 'Failed to add contact to HubSpot',
  dealFieldsRequired: 'Deal name, close date, pipeline and stage are required for a deal',
  addedToBullhorn: 'Added to Bullhorn',
  addedToHubspot: 'Added to Hubspot',
  badState: 'This sign-in link is not valid any more; start the sign-in again from Integrations',
  notConnected400: (tool: string) => `${tool} is not connected`,
  settingsFirst: 'Save the Bullhorn settings before signing in',
  notConfigured: (tool: string) => `${tool} is not configured on this server`,
  signIntoDrip: 'Sign into Drip',
  addedToSeries: (name: string) => `Added to series ${name}`,
  chooseSeries: 'Choose a campaign (series) first',
  dripPushFailed: 'Failed to add contact to the Drip series',
  needsEmail: (tool: string) => `${tool} needs an e-mail address: this contact has none`,
} as const;

export const integrationProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** GET /integrations/{provider}/authorize → the provider's sign-in address with a fresh `state`. */
export const authorizeResponseSchema = z.object({ url: z.url() });

const oauthText = text().trim().min(1).max(2048);
/** GET hubspot/getToken?code&state, bullhorn/getToken?code&state&client_id. */
export const tokenQuerySchema = z.object({
  code: oauthText,
  state: oauthText,
  client_id: text().trim().max(256).optional(),
});
export const connectedResponseSchema = z.object({ connected: z.boolean() });

/** Bullhorn region choices: an east or a west coast login address. */
export const BULLHORN_REGIONS = ['east', 'west'] as const;
/** POST bullhorn/settings (§3 'Bullhorn settings'). */
export const bullhornSettingsSchema = z.object({
  clientId: text().trim().min(1, 'Field is required').max(200),
  clientSecret: text().trim().min(1, 'Field is required').max(500),
  loginUrl: z.url().max(500),
});
export type BullhornSettings = z.infer<typeof bullhornSettingsSchema>;
/** GET bullhorn/settings: never the secret. */
export const bullhornSettingsViewSchema = z.object({
  clientId: z.string().nullable(),
  loginUrl: z.string().nullable(),
  hasClientSecret: z.boolean(),
  regions: z.array(z.object({ region: z.enum(BULLHORN_REGIONS), loginUrl: z.string() })),
});
export type BullhornSettingsView = z.infer<typeof bullhornSettingsViewSchema>;

/** §3 'Integration item' (ConnectorValueId and ConnectorValueType, with the fields of its kind). */
export const integrationItemSchema = z.object({
  ConnectorValueId: z.number().int(),
  ConnectorValueType: z.number().int(),
  externalId: z.string(),
  name: z.string(),
  Email: z.string().nullable(),
  visible: z.boolean(),
  IntegrationPipelineSteps: z.array(z.object({ PipelineStepId: z.string(), PipelineStepName: z.string() })),
  /** Email campaigns (type 5, issue #17): the provider's campaign id and name. */
  CampaignId: z.string().optional(),
  CampaignName: z.string().optional(),
});
export type IntegrationItem = z.infer<typeof integrationItemSchema>;
export const integrationItemsSchema = z.array(integrationItemSchema);
export const syncResponseSchema = z.object({ synced: z.number().int().nonnegative() });

/** POST /integrations/updateConnectorValueToUser: the items of one type to show; the others of it are hidden. */
export const connectorValuesUpdateSchema = z.object({
  connectorValueType: z.union(INTEGRATION_ITEM_TYPE_VALUES.map((value) => z.literal(value))),
  /** The provider kind of the items (issue #17: email campaigns are Drip's and Constant Contact's); all kinds when absent. */
  kind: z.union([0, 1, 2, 3, 4].map((value) => z.literal(value))).optional(),
  items: z
    .array(
      z.object({
        ConnectorValueId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        ConnectorValueType: z.union(INTEGRATION_ITEM_TYPE_VALUES.map((value) => z.literal(value))),
      }),
    )
    .max(1000),
});
export const connectorValuesUpdatedSchema = z.object({ visible: z.number().int().nonnegative() });

/** PUT /user/integrationVersion (the 'Use New Integration' switch). */
export const integrationVersionSchema = z.object({ version: z.enum(['new', 'legacy']) });
export const integrationVersionResponseSchema = z.object({ isNewIntegrations: z.boolean() });

const contactIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** POST bullhorn/addContact?contactId */
export const bullhornAddContactQuerySchema = z.object({ contactId: contactIdSchema });

/** GET hubspot/getCompanies?contactId&companySearch */
export const hubspotCompaniesQuerySchema = z.object({
  contactId: contactIdSchema,
  companySearch: text().trim().max(200).optional(),
});
export const hubspotCompanySchema = z.object({
  id: z.string(),
  properties: z.object({ name: z.string().nullable(), domain: z.string().nullable().optional() }),
});
export const hubspotCompaniesSchema = z.array(hubspotCompanySchema);
export type HubspotCompany = z.infer<typeof hubspotCompanySchema>;

const externalIdSchema = text().trim().min(1).max(100);
/** POST hubspot/addContact?contactId&companyId&user&campaignId */
export const hubspotAddContactQuerySchema = z.object({
  contactId: contactIdSchema,
  companyId: z.preprocess((value) => (value === '' ? undefined : value), externalIdSchema.optional()),
  user: z.preprocess((value) => (value === '' ? undefined : value), externalIdSchema.optional()),
  campaignId: z.preprocess((value) => (value === '' ? undefined : value), externalIdSchema.optional()),
});
/** The optional deal: name, close date, pipeline and stage all required when a deal is asked for (§2). */
const dealChoiceSchema = text().trim().min(1, INTEGRATION_TEXTS.dealFieldsRequired).max(100);
export const hubspotDealSchema = z.object({
  dealname: text().trim().min(1, INTEGRATION_TEXTS.dealFieldsRequired).max(200),
  closedate: z.string().min(1, INTEGRATION_TEXTS.dealFieldsRequired).pipe(isoDate()),
  pipeline: dealChoiceSchema,
  dealstage: dealChoiceSchema,
});
export const hubspotAddContactBodySchema = z.object({ deal: hubspotDealSchema.nullable().optional() }).default({});
export type HubspotDeal = z.infer<typeof hubspotDealSchema>;

/** Answer of a push: the CRM's id of the contact and the interactions logged for it, newest first. */
export const crmPushResponseSchema = z.object({
  contactId: z.number().int(),
  crmId: z.string(),
  interactions: z.array(interactionSchema),
});
export type CrmPushResponse = z.infer<typeof crmPushResponseSchema>;

// —— Drip and Constant Contact (issue #17; §2 'Loxo and Drip sends', §3 'Drip campaign', §7 drip, constantcontact) ——

/** §3 'Drip campaign': id and name (an active campaign, the UI's series). */
export const dripCampaignSchema = z.object({ id: z.string(), name: z.string() });
export type DripCampaign = z.infer<typeof dripCampaignSchema>;
export const dripCampaignsSchema = z.array(dripCampaignSchema);

/** POST drip/campaigns/{id}?contactId (the spec's ?email: the contact's own e-mail is used). */
export const dripCampaignParamsSchema = z.object({
  id: text().trim().min(1, INTEGRATION_TEXTS.chooseSeries).max(100),
});
export const dripAddContactQuerySchema = z.object({ contactId: contactIdSchema });

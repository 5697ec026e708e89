import { hubspotCompanySchema, hubspotDealSchema } from '@agencyscout/contracts';
import dayjs from 'dayjs';
import { z } from 'zod';
import { parseWithContract } from '../../lib/form-rules.ts';
import type { HubspotPush } from './api.ts';

const dealDraftSchema = z.object({
  dealname: z.string(),
  closedate: z.string(),
  pipeline: z.string(),
  dealstage: z.string(),
});

/**
 * The HubSpot send form (outreach-integrations-admin §2 'HubSpot send'): company (null: HubSpot creates one),
 * owner and workflow ('' = none), and the deal, checked by the contract's deal rule only when one is asked for.
 * Its output is the push without the contact id.
 */
export const hubspotSendFormSchema = z
  .object({
    company: hubspotCompanySchema.nullable(),
    user: z.string(),
    campaignId: z.string(),
    withDeal: z.boolean(),
    deal: dealDraftSchema,
  })
  .transform((values, context): Omit<HubspotPush, 'contactId'> => {
    const push = {
      companyId: values.company?.id,
      user: values.user || undefined,
      campaignId: values.campaignId || undefined,
    };
    if (!values.withDeal) return { ...push, deal: null };
    return { ...push, deal: parseWithContract(hubspotDealSchema, values.deal, context, ['deal']) };
  });
export type HubspotSendDraft = z.input<typeof hubspotSendFormSchema>;
export type HubspotSendValues = z.output<typeof hubspotSendFormSchema>;

/** Each opening starts without a deal or a workflow, the close date today. */
export const emptyHubspotSend = (): HubspotSendDraft => ({
  company: null,
  user: '',
  campaignId: '',
  withDeal: false,
  deal: { dealname: '', closedate: dayjs().format('YYYY-MM-DD'), pipeline: '', dealstage: '' },
});

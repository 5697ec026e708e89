import { CAMPAIGN_TEXTS, type CampaignLeadType, type CampaignSubscription } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '../../lib/notifications.ts';
import { useAddCampaignSubscription, useCampaignOptions } from './api.ts';
import {
  isDuplicateSubscription,
  offeredLeadType,
  type SubscriptionDraft,
  type SubscriptionValues,
  subscriptionFormSchema,
} from './campaign-subscription-form.ts';

/**
 * The Outbound Campaigns add form's data (prospecting-core §2.6; outreach-integrations-admin §4): the connected
 * integrations with their campaigns, the form, whether it may be sent (the contract's rule passes and the search
 * has no such subscription yet) and the add call, which clears campaign and audience once done.
 */
export function useCampaignSubscription(options: {
  savedSearchId: number;
  leadTypes: readonly CampaignLeadType[];
  existing: readonly CampaignSubscription[];
}) {
  const { savedSearchId, leadTypes, existing } = options;
  const integrations = useCampaignOptions();
  const add = useAddCampaignSubscription();
  const form = useForm<SubscriptionDraft, unknown, SubscriptionValues>({
    resolver: zodResolver(subscriptionFormSchema),
    defaultValues: { integrationId: '', campaignId: '', category: '', leadType: leadTypes[0] ?? 'openWeb' },
  });
  const watched = useWatch({ control: form.control });
  const draft = { ...watched, leadType: offeredLeadType(watched.leadType, leadTypes) };
  const duplicate = isDuplicateSubscription(existing, draft);
  const ready = subscriptionFormSchema.safeParse(draft).success && !duplicate;
  const campaigns = integrations.data?.find((item) => item.integrationId === draft.integrationId)?.campaigns ?? [];
  const submit = form.handleSubmit((values) => {
    if (!ready) return;
    add.mutate(
      { ...values, savedSearchId, leadType: draft.leadType },
      {
        onSuccess: () => {
          form.setValue('campaignId', '');
          form.setValue('category', '');
          notify({ message: CAMPAIGN_TEXTS.added, severity: 'success' });
        },
      },
    );
  });
  return { integrations, campaigns, add, form, draft, duplicate, ready, submit };
}
export type CampaignSubscriptionData = ReturnType<typeof useCampaignSubscription>;

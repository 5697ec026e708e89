import { INTEGRATION_TEXTS } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '../../lib/notifications.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { reportError, useHubspotCompanies, useIntegrationItems, usePushToHubspot } from './api.ts';
import {
  emptyHubspotSend,
  type HubspotSendDraft,
  type HubspotSendValues,
  hubspotSendFormSchema,
} from './hubspot-send-form.ts';

/**
 * The HubSpot send dialog's data (§2 'HubSpot send'): the form, the company search (two letters or more, after
 * 300 ms), HubSpot's owners, workflows and pipelines, and the push. Mounted while the dialog is open, so each
 * opening starts from `emptyHubspotSend` with the contact's company typed in the search.
 */
export function useHubspotSend(options: {
  contactId: number;
  contactName: string;
  companyName: string | undefined;
  onClose: () => void;
}) {
  const { contactId, contactName, onClose } = options;
  const form = useForm<HubspotSendDraft, unknown, HubspotSendValues>({
    resolver: zodResolver(hubspotSendFormSchema),
    defaultValues: emptyHubspotSend(),
    mode: 'onTouched',
  });
  const [companyText, setCompanyText] = useState(options.companyName ?? '');
  const search = useDebouncedValue(companyText.trim(), 300);
  const companies = useHubspotCompanies(contactId, search, search.length >= 2);
  const users = useIntegrationItems('hubspot/getUsers');
  const workflows = useIntegrationItems('hubspot/getWorkflows');
  const pipelines = useIntegrationItems('hubspot/getPipeline');
  const push = usePushToHubspot();
  const values = useWatch({ control: form.control });
  /** Send is offered once the form passes its rule (a deal asked for is complete). */
  const complete = hubspotSendFormSchema.safeParse(values).success;
  const pipeline = values.deal?.pipeline;
  const stages = pipelines.data?.find((item) => item.externalId === pipeline)?.IntegrationPipelineSteps ?? [];
  const send = form.handleSubmit((values) =>
    push.mutate(
      { contactId, ...values },
      {
        onSuccess: () => {
          notify({ message: `${contactName} added to HubSpot`, severity: 'success' });
          onClose();
        },
        onError: (error) => reportError(error, INTEGRATION_TEXTS.hubspotPushFailed),
      },
    ),
  );
  return { form, complete, companyText, setCompanyText, companies, users, workflows, pipelines, stages, push, send };
}

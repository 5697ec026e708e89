import { type LeadFilters, RESEARCH_REQUEST_TEXTS } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '../../lib/notifications.ts';
import { useFileResearchRequest, useRequestCompany } from './api.ts';
import {
  type CompanyRequestDraft,
  type CompanyRequestValues,
  companyRequestFormSchema,
  EMPTY_RESEARCH_FORM,
  type ResearchFormState,
  researchFormSchema,
  toRequestBody,
} from './form-state.ts';

const failed = () => notify({ message: RESEARCH_REQUEST_TEXTS.failed, severity: 'error' });
const submitted = () => notify({ message: RESEARCH_REQUEST_TEXTS.submitted, severity: 'success' });

/**
 * The research request form's data (outreach-integrations-admin §2, §5, §8): the form (errors once a submit was
 * tried, then as the fields change), the call with the search that found nothing, emptied once submitted.
 */
export function useResearchRequestForm(search: LeadFilters | undefined) {
  const form = useForm<ResearchFormState>({
    resolver: zodResolver(researchFormSchema),
    defaultValues: EMPTY_RESEARCH_FORM,
  });
  const file = useFileResearchRequest();
  const submit = form.handleSubmit((state) =>
    file.mutate(toRequestBody(state, search), {
      onSuccess: () => {
        submitted();
        form.reset(EMPTY_RESEARCH_FORM);
      },
      onError: failed,
    }),
  );
  return { form, file, submit };
}

/** The company request form's data (§2, §7 POST /requestedcompany): both names, emptied once submitted. */
export function useCompanyRequestForm(initialCompany: string) {
  const form = useForm<CompanyRequestDraft, unknown, CompanyRequestValues>({
    resolver: zodResolver(companyRequestFormSchema),
    defaultValues: { companyName: initialCompany, contactName: '' },
  });
  const request = useRequestCompany();
  const submit = form.handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: () => {
        submitted();
        form.reset({ companyName: '', contactName: '' });
      },
      onError: failed,
    }),
  );
  return { form, request, submit };
}

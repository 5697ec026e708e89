/**
 * The research request forms (outreach-integrations-admin §2 'Research request', §5): their drafts as the fields
 * hold them, checked by the contracts' rules (every field required, 'This field is required'; City only when
 * Location is City; SpecificRequirement at most 500 characters; company and contact names at most 200).
 */
import {
  companyRequestSchema,
  type LeadFilters,
  type NewResearchRequest,
  newResearchRequestSchema,
  type Place,
  RESEARCH_CATEGORIES,
  RESEARCH_EMPLOYMENT_TYPES,
  RESEARCH_LOCATIONS,
  type ResearchCategory,
  type ResearchEmploymentType,
  type ResearchLocation,
} from '@agencyscout/contracts';
import { z } from 'zod';
import { parseWithContract } from '../../lib/form-rules.ts';

const draftSchema = z.object({
  location: z.union([z.literal(''), z.enum(RESEARCH_LOCATIONS)]),
  city: z.custom<Place>().nullable(),
  category: z.union([z.literal(''), z.enum(RESEARCH_CATEGORIES)]),
  employmentType: z.union([z.literal(''), z.enum(RESEARCH_EMPLOYMENT_TYPES)]),
  specificRequirement: z.string(),
});
export type ResearchFormState = z.infer<typeof draftSchema>;

export const EMPTY_RESEARCH_FORM: ResearchFormState = {
  location: '',
  city: null,
  category: '',
  employmentType: '',
  specificRequirement: '',
};

/** The POST /companyrequest body of a valid form, with the search that found nothing when there is one. */
export function toRequestBody(state: ResearchFormState, search: LeadFilters | undefined): NewResearchRequest {
  const city = state.location === 'City' ? state.city : null;
  return {
    Location: state.location as ResearchLocation,
    City: city?.label ?? null,
    Latitude: city?.latitude ?? null,
    Longitude: city?.longitude ?? null,
    Category: state.category as ResearchCategory,
    EmploymentType: state.employmentType as ResearchEmploymentType,
    SpecificRequirement: state.specificRequirement.trim(),
    search: search ?? null,
  } as NewResearchRequest;
}

/** The research request form: the draft, checked as its request body (a missing city's issue shows on City). */
export const researchFormSchema = draftSchema.superRefine((draft, context) => {
  const body = toRequestBody(draft, undefined);
  const result = newResearchRequestSchema.safeParse(body);
  if (result.success) return;
  const fields = new Set<PropertyKey>();
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'latitude' || issue.path[0] === 'longitude' ? 'city' : issue.path[0];
    if (field === undefined || fields.has(field)) continue;
    fields.add(field);
    context.addIssue({ code: 'custom', message: issue.message, path: [field] });
  }
});

/** The company request form: both names as typed; its output is the contract's (trimmed) body. */
export const companyRequestFormSchema = z
  .object({ companyName: z.string(), contactName: z.string() })
  .transform((draft, context) => parseWithContract(companyRequestSchema, draft, context));
export type CompanyRequestDraft = z.input<typeof companyRequestFormSchema>;
export type CompanyRequestValues = z.output<typeof companyRequestFormSchema>;

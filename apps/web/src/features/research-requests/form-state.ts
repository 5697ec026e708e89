/**
 * The research request form's state and rules (outreach-integrations-admin §2 'Research request', §5): every
 * field required ('This field is required'), City only asked when Location is City, SpecificRequirement at most
 * 500 characters ('Specific Requirement must be 500 characters or less').
 */
import {
  type LeadFilters,
  type NewResearchRequest,
  type Place,
  RESEARCH_REQUEST_TEXTS,
  RESEARCH_REQUIREMENT_MAX_LENGTH,
  type ResearchCategory,
  type ResearchEmploymentType,
  type ResearchLocation,
} from '@agencyscout/contracts';

export interface ResearchFormState {
  location: ResearchLocation | '';
  city: Place | null;
  category: ResearchCategory | '';
  employmentType: ResearchEmploymentType | '';
  specificRequirement: string;
}

export const EMPTY_RESEARCH_FORM: ResearchFormState = {
  location: '',
  city: null,
  category: '',
  employmentType: '',
  specificRequirement: '',
};

export type ResearchFormErrors = Partial<Record<keyof ResearchFormState, string>>;

export function validateResearchForm(state: ResearchFormState): ResearchFormErrors {
  const errors: ResearchFormErrors = {};
  const required = RESEARCH_REQUEST_TEXTS.required;
  if (!state.location) errors.location = required;
  if (state.location === 'City' && !state.city) errors.city = required;
  if (!state.category) errors.category = required;
  if (!state.employmentType) errors.employmentType = required;
  const requirement = state.specificRequirement.trim();
  if (!requirement) errors.specificRequirement = required;
  else if (requirement.length > RESEARCH_REQUIREMENT_MAX_LENGTH) {
    errors.specificRequirement = RESEARCH_REQUEST_TEXTS.requirementTooLong;
  }
  return errors;
}

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

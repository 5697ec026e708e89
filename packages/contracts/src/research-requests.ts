/**
 * Research requests (outreach-integrations-admin §2 'Research request', §3 'Research request', §5, §7, §8, §9;
 * prospecting-core §2.3 no-results panel, §7 'Research request'):
 * POST/GET /companyrequest, DELETE /companyrequest/{id}, POST /leads/requestResearch, POST /requestedcompany,
 * and the staff list GET /managecustomers/requests.
 * The spec's PascalCase wire names (Location, City, SpecificRequirement, CompanyName, …) and camelCase are both
 * accepted; answers are camelCase.
 */
import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.ts';
import { EMPLOYMENT_TYPE_ALL, EMPLOYMENT_TYPES } from './lead-data.ts';
import { leadFiltersSchema } from './lead-search.ts';
import { text } from './text.ts';
import { camelKeys } from './wire-names.ts';

/** §9 research text limit. */
export const RESEARCH_REQUIREMENT_MAX_LENGTH = 500;
/** §9 requests table: 10 rows. */
export const RESEARCH_REQUESTS_PAGE_SIZE = 10;
/** §9 request form categories. */
export const RESEARCH_CATEGORIES = [
  'Finance',
  'Human Resources',
  'Marketing and Sales',
  'Technical',
  'Miscellaneous',
] as const;
export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number];
/** §9 request form employment types: All and the three lead employment types. */
export const RESEARCH_EMPLOYMENT_TYPES = [EMPLOYMENT_TYPE_ALL, ...EMPLOYMENT_TYPES] as const;
export type ResearchEmploymentType = (typeof RESEARCH_EMPLOYMENT_TYPES)[number];
/** §2 Location: Nationwide, or City (then City, latitude and longitude are asked). */
export const RESEARCH_LOCATIONS = ['Nationwide', 'City'] as const;
export type ResearchLocation = (typeof RESEARCH_LOCATIONS)[number];
/** How a request was filed: the request form, the no-results panel of a search, or the company request form. */
export const RESEARCH_REQUEST_KINDS = ['form', 'search', 'company'] as const;
export type ResearchRequestKind = (typeof RESEARCH_REQUEST_KINDS)[number];

export const RESEARCH_REQUEST_TEXTS = {
  required: 'This field is required',
  requirementTooLong: `Specific Requirement must be ${RESEARCH_REQUIREMENT_MAX_LENGTH} characters or less`,
  submitted: 'Request submitted successfully',
  failed: 'Request submission failed',
  title: 'Request specific research',
  intro:
    'Tell our research team what you are looking for and we will look for these leads by hand. Your requests are listed under Account Settings, Requests.',
  location: 'Location',
  city: 'City',
  category: 'Category',
  employmentType: FIELD_LABELS.employmentType,
  specificRequirement: FIELD_LABELS.specificRequirement,
  submit: 'Submit Request',
  companyName: FIELD_LABELS.companyName,
  contactName: FIELD_LABELS.contactName,
  requestCompany: 'Request a company',
  deleted: 'Request deleted',
  empty: 'No research requests yet',
} as const;

/** A left-out text field reads as empty, so it answers 'This field is required' like a blank one. */
const orEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), schema);
const requiredText = (max: number) =>
  orEmpty(text().trim().min(1, RESEARCH_REQUEST_TEXTS.required).max(max, `Must be ${max} characters or less`));
const requirementSchema = orEmpty(
  text()
    .trim()
    .min(1, RESEARCH_REQUEST_TEXTS.required)
    .max(RESEARCH_REQUIREMENT_MAX_LENGTH, RESEARCH_REQUEST_TEXTS.requirementTooLong),
);
const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: RESEARCH_REQUEST_TEXTS.required });

/**
 * Body of POST /companyrequest (§7): {Location, City, Latitude, Longitude, Category, EmploymentType,
 * SpecificRequirement}; City and coordinates are required when Location is City and dropped for Nationwide.
 * `search` optionally carries the filters of the search that found nothing (the panel's search information).
 */
export const newResearchRequestSchema = z.preprocess(
  camelKeys,
  z
    .object({
      location: requiredEnum(RESEARCH_LOCATIONS),
      city: text().trim().max(200).nullish(),
      latitude: z.number().min(-90).max(90).nullish(),
      longitude: z.number().min(-180).max(180).nullish(),
      category: requiredEnum(RESEARCH_CATEGORIES),
      employmentType: requiredEnum(RESEARCH_EMPLOYMENT_TYPES),
      specificRequirement: requirementSchema,
      search: leadFiltersSchema.nullish(),
    })
    .superRefine(
      (body, context) => {
        if (body.location !== 'City') return;
        for (const field of ['city', 'latitude', 'longitude'] as const) {
          const value = body[field];
          if (value === undefined || value === null || value === '') {
            context.addIssue({ code: 'custom', path: [field], message: RESEARCH_REQUEST_TEXTS.required });
          }
        }
      },
      // A missing city is reported with the other fields' issues, so a form shows them all at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((body) => ({
      ...body,
      city: body.location === 'City' ? (body.city ?? null) : null,
      latitude: body.location === 'City' ? (body.latitude ?? null) : null,
      longitude: body.location === 'City' ? (body.longitude ?? null) : null,
      search: body.search ?? null,
    })),
);
export type NewResearchRequest = z.input<typeof newResearchRequestSchema>;
export type ParsedResearchRequest = z.output<typeof newResearchRequestSchema>;

/** Body of POST /leads/requestResearch (§7): the caller's saved search and what to look for. */
export const searchResearchRequestSchema = z.preprocess(
  camelKeys,
  z.object({
    searchId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    specificRequests: requirementSchema,
  }),
);
export type SearchResearchRequest = z.input<typeof searchResearchRequestSchema>;

/** Body of POST /requestedcompany (§7): a company the user wants added. */
export const companyRequestSchema = z.preprocess(
  camelKeys,
  z.object({
    companyName: requiredText(200),
    contactName: requiredText(200),
  }),
);
export type CompanyRequest = z.input<typeof companyRequestSchema>;

export const researchRequestIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const researchRequestsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(RESEARCH_REQUESTS_PAGE_SIZE),
});
export type ResearchRequestsQuery = z.input<typeof researchRequestsQuerySchema>;

/** One research request (§3), as its author and provider staff see it. */
export const researchRequestSchema = z.object({
  companyRequestId: z.number().int(),
  kind: z.enum(RESEARCH_REQUEST_KINDS),
  location: z.enum(RESEARCH_LOCATIONS).nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  category: z.enum(RESEARCH_CATEGORIES).nullable(),
  employmentType: z.enum(RESEARCH_EMPLOYMENT_TYPES).nullable(),
  specificRequirement: z.string().nullable(),
  /** The saved search of a no-results request (null once that search is deleted). */
  searchId: z.number().int().nullable(),
  /** Its name and filters when filed (the search information: keyWords, jobTitle, locations, …). */
  searchName: z.string().nullable(),
  search: leadFiltersSchema.nullable(),
  companyName: z.string().nullable(),
  contactName: z.string().nullable(),
  createdDate: z.iso.datetime({ offset: true }),
  /** Who filed it (shown to provider staff; the author's own list shows the same). */
  requestedBy: z.string(),
  organizationName: z.string(),
});
export type ResearchRequest = z.infer<typeof researchRequestSchema>;

export const researchRequestsResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  requests: z.array(researchRequestSchema),
});
export type ResearchRequestsResponse = z.infer<typeof researchRequestsResponseSchema>;

export const deleteResearchRequestResponseSchema = z.object({ deleted: z.literal(true) });

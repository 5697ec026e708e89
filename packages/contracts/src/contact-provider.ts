/**
 * 'Find people' at a contact-data provider (issue #32 point 5): with CONTACT_PROVIDER set (Apollo or People Data
 * Labs), a recruiter searches the provider's people at a company's web domain in chosen position categories; each
 * person stored spends one of the organisation's enrichment credits (a plan limit per calendar month, UTC).
 * GET /contactprovider says whether a provider is configured and the credits left; POST
 * /company/{companyId}/findpeople runs a search. docs/decisions.md 'Contacts from a data provider'.
 */
import { z } from 'zod';
import { CONTACT_PROVIDERS } from './contact-sources.ts';
import { CONTACT_POSITION_CATEGORIES } from './contacts.ts';
import { leadContactSchema } from './lead-detail.ts';

/** People one search may store (and so credits it may spend) at most; the dialog's default. */
export const FIND_PEOPLE_MAX = 25;
export const FIND_PEOPLE_DEFAULT = 10;

/** The code of the 429 answer when the organisation's credits are spent (as the export quota; 402 would sign out). */
export const ENRICHMENT_CREDITS_SPENT_CODE = 'ENRICHMENT_CREDITS_SPENT';
export const CONTACT_PROVIDER_MISSING_CODE = 'CONTACT_PROVIDER_NOT_CONFIGURED';

export const FIND_PEOPLE_TEXTS = {
  button: 'Find people',
  title: 'Find people',
  intro: (provider: string, company: string) =>
    `Search ${provider} for people at ${company}. Each person added uses one enrichment credit.`,
  positions: 'Position categories',
  positionsRequired: 'Choose at least one position category',
  size: 'People at most',
  credits: (remaining: number, limit: number, reset: string) =>
    `${remaining} of ${limit} enrichment credits left this month (renews ${reset})`,
  search: 'Search',
  cancel: 'Close',
  notConfigured: 'No contact-data provider is configured: set CONTACT_PROVIDER and its API key (docs/operations.md)',
  noDomain: 'This company has no web domain, so a provider cannot search its people',
  creditsSpent: (limit: number) =>
    `Your organisation has used all ${limit} enrichment credits of this month; they renew on the 1st`,
  result: (added: number, known: number) =>
    `${added} ${added === 1 ? 'person' : 'people'} added${known > 0 ? `, ${known} already known` : ''}`,
  providerFailed: (provider: string) => `${provider} did not answer the search; no credits were used`,
} as const;

/** GET /contactprovider: the configured provider (null: none) and the organisation's credits this month. */
export const contactProviderStatusSchema = z.object({
  provider: z.enum(CONTACT_PROVIDERS).nullable(),
  providerName: z.string().nullable(),
  credits: z.object({
    used: z.number().int().nonnegative(),
    limit: z.number().int().nonnegative(),
    remaining: z.number().int().nonnegative(),
    resetDate: z.iso.datetime({ offset: true }),
  }),
});
export type ContactProviderStatus = z.infer<typeof contactProviderStatusSchema>;

export const findPeopleParamsSchema = z.object({ companyId: z.coerce.number().int().positive() });

/** Body of POST /company/{companyId}/findpeople. */
export const findPeopleRequestSchema = z
  .object({
    positions: z
      .array(z.enum(CONTACT_POSITION_CATEGORIES))
      .min(1, FIND_PEOPLE_TEXTS.positionsRequired)
      .max(CONTACT_POSITION_CATEGORIES.length),
    size: z.number().int().min(1).max(FIND_PEOPLE_MAX).default(FIND_PEOPLE_DEFAULT),
  })
  .strict();
export type FindPeopleRequest = z.input<typeof findPeopleRequestSchema>;

/** Answer of a search: people added (credits spent), already known (free), answers skipped as malformed. */
export const findPeopleResponseSchema = z.object({
  added: z.number().int().nonnegative(),
  alreadyKnown: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  creditsSpent: z.number().int().nonnegative(),
  credits: contactProviderStatusSchema.shape.credits,
  /** The people found (added and already known), e-mail checked, as the contact screens show them. */
  contacts: z.array(leadContactSchema),
});
export type FindPeopleResponse = z.infer<typeof findPeopleResponseSchema>;

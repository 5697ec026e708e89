/**
 * People Data Labs client for 'Find people' (issue #32 point 5): the Person Search API, `POST /v5/person/search`
 * with an Elasticsearch `query` (the company's website and title words) and `size`, the key in `X-Api-Key` →
 * `{ status, data: [person], total }`. PDL charges a credit per record returned, so the search leaves out (must_not)
 * the people the organisation already paid for and asks for no more records than it may still store
 * (`maxNew`); PDL's 404 for no match is an empty result. Each person is checked on its own (people-provider.ts).
 */
import { z } from 'zod';
import {
  checkEach,
  cleanText,
  optionalEmail,
  optionalLinkedin,
  optionalText,
  type PeopleProviderClient,
} from '../people-provider.ts';
import { ProviderError, type ProviderHttpOptions, parseAnswer, providerCall } from '../provider-http.ts';

const PROVIDER = 'People Data Labs';

export interface PdlApi {
  http: ProviderHttpOptions;
  /** 'https://api.peopledatalabs.com' (no trailing slash). */
  apiUrl: string;
  apiKey: string;
}

const answerSchema = z.object({ status: z.number().optional(), data: z.array(z.unknown()) });
const personSchema = z.object({
  id: z.string().trim().min(1).max(100),
  first_name: cleanText(100),
  last_name: cleanText(100),
  job_title: optionalText(200),
  work_email: optionalEmail,
  linkedin_url: optionalLinkedin,
});

/** The People Data Labs 'Find people' client. */
export function pdlClient(api: PdlApi): PeopleProviderClient {
  return {
    kind: 'pdl',
    async findPeople(search) {
      const query = {
        bool: {
          must: [{ term: { job_company_website: search.domain } }],
          should: search.titles.map((title) => ({ match_phrase: { job_title: title } })),
          minimum_should_match: 1,
          ...(search.paid.size > 0 ? { must_not: [{ terms: { id: [...search.paid] } }] } : {}),
        },
      };
      const size = Math.min(search.size, search.maxNew);
      if (size === 0) return { people: [], known: [], skipped: 0 };
      const raw = await providerCall(api.http, {
        method: 'POST',
        url: `${api.apiUrl}/v5/person/search`,
        headers: { 'x-api-key': api.apiKey },
        body: { query, size },
      }).catch((error: unknown) => {
        // PDL answers 404 when no record matches: an empty result, not a failure.
        if (error instanceof ProviderError && error.reason === 'http' && error.status === 404) return { data: [] };
        throw error;
      });
      const answer = parseAnswer(PROVIDER, answerSchema, raw);
      const checked = checkEach(answer.data, personSchema);
      return {
        people: checked.good.map((person) => ({
          providerPersonId: person.id,
          firstName: person.first_name,
          lastName: person.last_name,
          title: person.job_title,
          email: person.work_email,
          linkedinUrl: person.linkedin_url,
        })),
        known: [],
        skipped: checked.skipped,
      };
    },
  };
}

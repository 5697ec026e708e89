/**
 * Apollo client for 'Find people' (issue #32 point 5), a fetch client over Apollo's documented people flow:
 * People API Search (`POST /api/v1/mixed_people/api_search`: by `q_organization_domains_list[]` and
 * `person_titles[]`; free, no e-mail) then Bulk People Enrichment (`POST /api/v1/people/bulk_match`, ten people a
 * call, which spends Apollo credits and returns the e-mail). The key goes in the `X-Api-Key` header. Each person is
 * checked on its own (people-provider.ts); failures are ProviderError (provider-http.ts).
 */
import { z } from 'zod';
import {
  checkEach,
  cleanText,
  optionalEmail,
  optionalLinkedin,
  optionalText,
  type PeopleProviderClient,
  type PeopleSearch,
  type ProviderPerson,
} from '../people-provider.ts';
import { type ProviderHttpOptions, parseAnswer, providerCall } from '../provider-http.ts';

const PROVIDER = 'Apollo';
/** People per enrichment call (Apollo's documented maximum). */
const MATCH_BATCH = 10;

export interface ApolloApi {
  http: ProviderHttpOptions;
  /** 'https://api.apollo.io' (no trailing slash). */
  apiUrl: string;
  apiKey: string;
}

const id = z.union([z.string().trim().min(1).max(100), z.number()]).transform(String);
const searchSchema = z.object({ people: z.array(z.unknown()) });
const searchPersonSchema = z.object({ id });
const matchSchema = z.object({ matches: z.array(z.unknown()) });
const personSchema = z.object({
  id,
  first_name: cleanText(100),
  last_name: cleanText(100),
  title: optionalText(200),
  email: optionalEmail,
  linkedin_url: optionalLinkedin,
});

function call(api: ApolloApi, path: string, body: unknown) {
  return providerCall(api.http, {
    method: 'POST',
    url: `${api.apiUrl}${path}`,
    headers: { 'x-api-key': api.apiKey, 'cache-control': 'no-cache' },
    body,
  });
}

/** The ids of the people Apollo's search finds (skipping entries without one). */
async function searchIds(api: ApolloApi, search: PeopleSearch): Promise<{ ids: string[]; skipped: number }> {
  const answer = parseAnswer(
    PROVIDER,
    searchSchema,
    await call(api, '/api/v1/mixed_people/api_search', {
      'q_organization_domains_list[]': [search.domain],
      'person_titles[]': search.titles,
      page: 1,
      per_page: search.size,
    }),
  );
  const { good, skipped } = checkEach(answer.people, searchPersonSchema);
  return { ids: [...new Set(good.map((person) => person.id))].slice(0, search.size), skipped };
}

/** Enriches the people by id, ten a call; a person Apollo cannot match (null) is left out, a malformed one skipped. */
async function enrich(api: ApolloApi, ids: string[]): Promise<{ people: ProviderPerson[]; skipped: number }> {
  const people: ProviderPerson[] = [];
  let skipped = 0;
  for (let start = 0; start < ids.length; start += MATCH_BATCH) {
    const details = ids.slice(start, start + MATCH_BATCH).map((value) => ({ id: value }));
    const answer = parseAnswer(PROVIDER, matchSchema, await call(api, '/api/v1/people/bulk_match', { details }));
    const checked = checkEach(
      answer.matches.filter((match) => match !== null),
      personSchema,
    );
    skipped += checked.skipped;
    for (const person of checked.good) {
      people.push({
        providerPersonId: person.id,
        firstName: person.first_name,
        lastName: person.last_name,
        title: person.title,
        email: person.email,
        linkedinUrl: person.linkedin_url,
      });
    }
  }
  return { people, skipped };
}

/** The Apollo 'Find people' client. */
export function apolloClient(api: ApolloApi): PeopleProviderClient {
  return {
    kind: 'apollo',
    async findPeople(search) {
      const found = await searchIds(api, search);
      const known = found.ids.filter((value) => search.paid.has(value));
      const fresh = found.ids.filter((value) => !search.paid.has(value)).slice(0, search.maxNew);
      if (fresh.length === 0) return { people: [], known, skipped: found.skipped };
      const enriched = await enrich(api, fresh);
      return { people: enriched.people, known, skipped: found.skipped + enriched.skipped };
    },
  };
}

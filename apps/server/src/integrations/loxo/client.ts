/**
 * Loxo client: a typed fetch client over the calls of API-NOTES.md 'Loxo' the product makes (Loxo has no
 * official Node client). No OAuth: every call carries the agency's API key as a bearer token and goes to `{apiUrl}/api/{slug}/…`.
 * Answers are shape-checked; failures are ProviderError (provider-http.ts), a 429 is retried there.
 */
import { z } from 'zod';
import { type ProviderHttpOptions, parseAnswer, providerCall } from '../provider-http.ts';

const PROVIDER = 'Loxo';

/** Where and as whom a call goes: the API address, the agency slug and its bearer API key. */
export interface LoxoApi {
  http: ProviderHttpOptions;
  apiUrl: string;
  slug: string;
  token: string;
}

function call(api: LoxoApi, method: 'GET' | 'POST' | 'PUT', path: string, body?: URLSearchParams) {
  return providerCall(api.http, {
    method,
    url: `${api.apiUrl}/api/${encodeURIComponent(api.slug)}/${path}`,
    headers: { authorization: `Bearer ${api.token}` },
    body,
  });
}

const id = z.union([z.number(), z.string().min(1)]).transform(String);

const userSchema = z.object({
  id,
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});
export type LoxoUser = z.infer<typeof userSchema>;
/** GET /users: a list, bare or under `users` (the body shape is not confirmed by Loxo's notes). */
const usersSchema = z.union([z.array(userSchema), z.object({ users: z.array(userSchema) })]);

/** GET /users: the agency's Loxo users (also how saved settings are checked). */
export async function listLoxoUsers(api: LoxoApi): Promise<LoxoUser[]> {
  const answer = parseAnswer(PROVIDER, usersSchema, await call(api, 'GET', 'users'));
  return Array.isArray(answer) ? answer : answer.users;
}

const personSchema = z.object({
  id,
  name: z.string().nullable().optional(),
  emails: z
    .array(z.object({ value: z.string().nullable().optional() }))
    .nullable()
    .optional(),
});
const peopleSchema = z.object({
  scroll_id: z.string().nullable().optional(),
  total_count: z.number().optional(),
  people: z.array(personSchema),
});

/**
 * The person whose e-mails hold `email` (compared case-insensitively), from `GET /people?query=<email>`; Loxo's
 * search is a full-text match, so every hit is checked. @returns the person id, or null.
 */
export async function findLoxoPersonByEmail(api: LoxoApi, email: string): Promise<string | null> {
  const wanted = email.trim().toLowerCase();
  const query = new URLSearchParams({ query: wanted, per_page: '25' });
  const answer = parseAnswer(PROVIDER, peopleSchema, await call(api, 'GET', `people?${query}`));
  const match = answer.people.find((person) =>
    (person.emails ?? []).some((entry) => (entry.value ?? '').trim().toLowerCase() === wanted),
  );
  return match ? match.id : null;
}

export interface LoxoPersonFields {
  name: string;
  email?: string | undefined;
  title?: string | undefined;
  company?: string | undefined;
  /** The Loxo user who owns the person. */
  ownedById?: string | undefined;
}

const createdSchema = z.object({ person: z.object({ id }) });

function personForm(fields: LoxoPersonFields): URLSearchParams {
  const form = new URLSearchParams();
  const add = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') form.set(`person[${name}]`, value);
  };
  add('name', fields.name);
  add('email', fields.email);
  add('title', fields.title);
  add('company', fields.company);
  add('owned_by_id', fields.ownedById);
  return form;
}

/** POST /people (form fields person[…]) → the new person's id. A 422 is Loxo's validation error. */
export async function createLoxoPerson(api: LoxoApi, fields: LoxoPersonFields): Promise<string> {
  return parseAnswer(PROVIDER, createdSchema, await call(api, 'POST', 'people', personForm(fields))).person.id;
}

/**
 * Local Loxo emulator: the API of API-NOTES.md 'Loxo' under `/api/{slug}/…` — bearer API key and agency slug
 * checked (401 for another key, 404 for an unknown agency), people search (`GET /people?query=`, a
 * case-insensitive match on name and e-mails), create (`POST /people`, form fields `person[…]`, 422 without a
 * name or with an unknown owner) and update (`PUT /people/{id}`), and users (`GET /users`). Faults (401, 429
 * with Retry-After, slow and malformed answers) are injected through `fail` (emulator-server.ts).
 */
import {
  type EmulatorAnswer,
  type EmulatorRequest,
  type RunningEmulator,
  startEmulatorServer,
} from './emulator-server.ts';

/** The agency the emulator knows, and its API key: what to enter in the Loxo settings dialog. */
export const LOXO_EMULATOR_AGENCY = { slug: 'summit-staffing', bearerToken: 'loxo-emulator-api-key' } as const;

export interface LoxoPerson {
  id: number;
  name: string;
  emails: { value: string }[];
  title: string | null;
  company: string | null;
  owned_by_id: number | null;
}

export interface LoxoEmulatorState {
  /** Agency slug → its valid API keys. */
  agencies: Map<string, Set<string>>;
  people: Map<number, LoxoPerson>;
  users: { id: number; name: string; email: string }[];
}

export interface LoxoEmulator extends RunningEmulator {
  state: LoxoEmulatorState;
  slug: string;
  bearerToken: string;
}

const error = (status: number, message: string, errors?: Record<string, string[]>): EmulatorAnswer => ({
  status,
  body: errors ? { message, errors } : { message },
});

let sequence = 5000;

function personFields(form: URLSearchParams) {
  const field = (name: string) => form.get(`person[${name}]`)?.trim() ?? '';
  return {
    name: field('name'),
    email: field('email'),
    title: field('title'),
    company: field('company'),
    ownedBy: field('owned_by_id'),
  };
}

/** 422 unless the person has a name and a known owner (when one is given). */
function invalid(state: LoxoEmulatorState, fields: ReturnType<typeof personFields>, creating: boolean) {
  if (creating && !fields.name) return error(422, "Name can't be blank", { name: ["can't be blank"] });
  if (fields.ownedBy && !state.users.some((user) => String(user.id) === fields.ownedBy)) {
    return error(422, 'Owned by is not a user of this agency', { owned_by_id: ['is invalid'] });
  }
  return null;
}

function searchPeople(state: LoxoEmulatorState, url: URL): EmulatorAnswer {
  const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 20) || 20, 100);
  const found = [...state.people.values()].filter(
    (person) =>
      !query ||
      person.name.toLowerCase().includes(query) ||
      person.emails.some((entry) => entry.value.toLowerCase().includes(query)),
  );
  return {
    status: 200,
    body: {
      scroll_id: found.length > perPage ? 'next' : null,
      total_count: found.length,
      people: found.slice(0, perPage),
    },
  };
}

function createPerson(state: LoxoEmulatorState, form: URLSearchParams): EmulatorAnswer {
  const fields = personFields(form);
  const refused = invalid(state, fields, true);
  if (refused) return refused;
  sequence += 1;
  const person: LoxoPerson = {
    id: sequence,
    name: fields.name,
    emails: fields.email ? [{ value: fields.email }] : [],
    title: fields.title || null,
    company: fields.company || null,
    owned_by_id: fields.ownedBy ? Number(fields.ownedBy) : null,
  };
  state.people.set(person.id, person);
  return { status: 200, body: { person } };
}

function updatePerson(state: LoxoEmulatorState, id: number, form: URLSearchParams): EmulatorAnswer {
  const person = state.people.get(id);
  if (!person) return error(404, 'Person not found');
  const fields = personFields(form);
  const refused = invalid(state, fields, false);
  if (refused) return refused;
  if (fields.name) person.name = fields.name;
  if (fields.email && !person.emails.some((entry) => entry.value.toLowerCase() === fields.email.toLowerCase())) {
    person.emails.push({ value: fields.email });
  }
  if (fields.title) person.title = fields.title;
  if (fields.company) person.company = fields.company;
  if (fields.ownedBy) person.owned_by_id = Number(fields.ownedBy);
  return { status: 200, body: { person } };
}

function handle(request: EmulatorRequest, state: LoxoEmulatorState): EmulatorAnswer {
  const match = /^\/api\/([^/]+)\/(.*)$/.exec(request.url.pathname);
  if (!match) return error(404, 'Not found');
  const slug = decodeURIComponent(match[1] ?? '');
  const path = match[2] ?? '';
  const keys = state.agencies.get(slug);
  if (!keys) return error(404, 'Agency not found');
  const token = /^Bearer\s+(.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1]?.trim() ?? '';
  if (!token || !keys.has(token)) return error(401, 'Unauthorized: invalid API key');
  const { method } = request;
  if (method === 'GET' && path === 'users') return { status: 200, body: { users: state.users } };
  if (method === 'GET' && path === 'people') return searchPeople(state, request.url);
  if (method === 'POST' && path === 'people') return createPerson(state, request.form);
  const personId = /^people\/(\d+)$/.exec(path)?.[1];
  if (method === 'PUT' && personId) return updatePerson(state, Number(personId), request.form);
  return error(404, `No such path: ${path}`);
}

/** Starts the emulator knowing one agency (`slug`, `bearerToken`; LOXO_EMULATOR_AGENCY by default). */
export async function startLoxoEmulator(
  options: { port?: number; slug?: string; bearerToken?: string } = {},
): Promise<LoxoEmulator> {
  const slug = options.slug ?? LOXO_EMULATOR_AGENCY.slug;
  const bearerToken = options.bearerToken ?? LOXO_EMULATOR_AGENCY.bearerToken;
  const state: LoxoEmulatorState = {
    agencies: new Map([[slug, new Set([bearerToken])]]),
    people: new Map(),
    users: [
      { id: 301, name: 'Lena Loxo', email: 'lena@summit-staffing.example' },
      { id: 302, name: 'Omar Owner', email: 'omar@summit-staffing.example' },
    ],
  };
  const server = await startEmulatorServer((request) => handle(request, state), options.port);
  return { ...server, state, slug, bearerToken };
}

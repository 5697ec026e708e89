/**
 * Local Apollo emulator (issue #32 point 5): the two calls of Apollo's documented people flow —
 * - People API Search, `POST /api/v1/mixed_people/api_search` with `q_organization_domains_list[]`,
 *   `person_titles[]` (a title matches when it contains one of them, case-insensitive), `person_seniorities[]`,
 *   `page`, `per_page` (≤ 100) → `{ people: [{ id, first_name, last_name_obfuscated, title, has_email,
 *   organization }], pagination: { page, per_page, total_entries, total_pages } }` (no e-mail, no credit);
 * - Bulk People Enrichment, `POST /api/v1/people/bulk_match` with `details: [{ id }]` (≤ 10) → `{ status,
 *   matches: [person with last_name, email, email_status, linkedin_url] | null, credits_consumed }`.
 * The key goes in the `X-Api-Key` header (401 otherwise); 422 for a bad body. People come from `state.people`;
 * with `state.generate` a domain it does not know gets a few made-up people (the offline demo). Faults come
 * through `fail` (emulator-server.ts).
 */
import {
  type EmulatorAnswer,
  type EmulatorRequest,
  type RunningEmulator,
  startEmulatorServer,
} from '../crm/emulator-server.ts';

export const APOLLO_EMULATOR_KEY = 'apollo-emulator-api-key';

export interface ApolloPerson {
  id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  seniority: string | null;
  email: string | null;
  email_status: 'verified' | 'guessed' | 'unavailable' | null;
  linkedin_url: string | null;
  organization: { name: string; primary_domain: string };
}

export interface ApolloEmulatorState {
  apiKeys: Set<string>;
  people: ApolloPerson[];
  /** Make up people for a domain nobody in `people` works at. */
  generate: boolean;
  /** Credits the emulator's account consumed (one per enriched person with an e-mail). */
  creditsConsumed: number;
}

export interface ApolloEmulator extends RunningEmulator {
  state: ApolloEmulatorState;
  apiKey: string;
}

const error = (status: number, message: string): EmulatorAnswer => ({ status, body: { error: message, message } });

/** A body list by either spelling Apollo's docs use (`person_titles` or `person_titles[]`). */
function list(body: Record<string, unknown>, name: string): string[] {
  const value = body[name] ?? body[`${name}[]`];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
}

const MADE_UP = [
  ['Dana', 'Whitfield', 'Director of Human Resources', 'director'],
  ['Marco', 'Ilves', 'Talent Acquisition Manager', 'manager'],
  ['Priya', 'Raman', 'Chief Financial Officer', 'c_suite'],
  ['Tom', 'Becker', 'VP of Engineering', 'vp'],
  ['Alicia', 'Moreno', 'Operations Manager', 'manager'],
  ['Ken', 'Osei', 'Sales & Marketing Director', 'director'],
] as const;

function madeUpPeople(domain: string): ApolloPerson[] {
  const company = domain.split('.')[0] ?? domain;
  return MADE_UP.map(([first, last, title, seniority], index) => ({
    id: `emu-${domain}-${index + 1}`,
    first_name: first,
    last_name: last,
    title,
    seniority,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
    email_status: 'verified',
    linkedin_url: `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}-${company}`,
    organization: { name: company, primary_domain: domain },
  }));
}

function peopleAt(state: ApolloEmulatorState, domains: string[]): ApolloPerson[] {
  const wanted = new Set(domains.map((domain) => domain.toLowerCase()));
  const known = state.people.filter((person) => wanted.has(person.organization.primary_domain.toLowerCase()));
  if (known.length > 0 || !state.generate) return known;
  return domains.flatMap((domain) => madeUpPeople(domain.toLowerCase()));
}

function search(state: ApolloEmulatorState, body: Record<string, unknown>): EmulatorAnswer {
  const domains = list(body, 'q_organization_domains_list');
  const titles = list(body, 'person_titles').map((title) => title.toLowerCase());
  const seniorities = new Set(list(body, 'person_seniorities'));
  const page = Math.max(1, Number(body.page ?? 1) || 1);
  const perPage = Number(body.per_page ?? 10);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return error(422, 'per_page must be 1 to 100');
  const found = peopleAt(state, domains).filter(
    (person) =>
      (titles.length === 0 || titles.some((title) => (person.title ?? '').toLowerCase().includes(title))) &&
      (seniorities.size === 0 || seniorities.has(person.seniority ?? '')),
  );
  const shown = found.slice((page - 1) * perPage, page * perPage);
  return {
    status: 200,
    body: {
      total_entries: found.length,
      people: shown.map((person) => ({
        id: person.id,
        first_name: person.first_name,
        last_name_obfuscated: `${person.last_name.slice(0, 2)}***${person.last_name.slice(-1)}`,
        title: person.title,
        has_email: person.email !== null,
        organization: { name: person.organization.name },
      })),
      pagination: {
        page,
        per_page: perPage,
        total_entries: found.length,
        total_pages: Math.ceil(found.length / perPage),
      },
    },
  };
}

function bulkMatch(state: ApolloEmulatorState, body: Record<string, unknown>): EmulatorAnswer {
  const details = body.details;
  if (!Array.isArray(details) || details.length === 0) return error(422, 'details is required');
  if (details.length > 10) return error(422, 'details may hold at most 10 people');
  const everyone = state.people;
  const matches = details.map((detail) => {
    const id = (detail as { id?: unknown })?.id;
    const person =
      everyone.find((candidate) => candidate.id === id) ??
      (typeof id === 'string' && id.startsWith('emu-') ? madeUp(id) : undefined);
    return person ?? null;
  });
  const consumed = matches.filter((match) => match?.email).length;
  state.creditsConsumed += consumed;
  return { status: 200, body: { status: 'success', matches, credits_consumed: consumed } };
}

/** A made-up person by id ('emu-{domain}-{n}'). */
function madeUp(id: string): ApolloPerson | undefined {
  const match = /^emu-(.+)-(\d+)$/.exec(id);
  if (!match) return undefined;
  return madeUpPeople(match[1] ?? '').find((person) => person.id === id);
}

function handle(request: EmulatorRequest, state: ApolloEmulatorState): EmulatorAnswer {
  const key = String(request.headers['x-api-key'] ?? '');
  if (!state.apiKeys.has(key)) return error(401, 'Invalid access credentials.');
  const body = (request.json && typeof request.json === 'object' ? request.json : null) as Record<
    string,
    unknown
  > | null;
  const path = request.url.pathname;
  if (request.method !== 'POST') return error(404, `No such path: ${path}`);
  if (!body) return error(422, 'The body must be a JSON object');
  if (path === '/api/v1/mixed_people/api_search') return search(state, body);
  if (path === '/api/v1/people/bulk_match') return bulkMatch(state, body);
  return error(404, `No such path: ${path}`);
}

/** Starts the emulator with one API key (APOLLO_EMULATOR_KEY by default) and no people; `generate` on. */
export async function startApolloEmulator(options: { port?: number; apiKey?: string } = {}): Promise<ApolloEmulator> {
  const apiKey = options.apiKey ?? APOLLO_EMULATOR_KEY;
  const state: ApolloEmulatorState = { apiKeys: new Set([apiKey]), people: [], generate: true, creditsConsumed: 0 };
  const server = await startEmulatorServer((request) => handle(request, state), options.port);
  return { ...server, state, apiKey };
}

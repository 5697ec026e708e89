/**
 * Local People Data Labs emulator (issue #32 point 5): the Person Search API, `POST /v5/person/search` with an
 * Elasticsearch `query` and `size` (1–100), the key in `X-Api-Key` (401 otherwise) → `{ status: 200, data:
 * [person], total, scroll_token }`; 404 `{ status: 404, error: { type: 'not_found', message } }` when nothing
 * matches, as PDL answers. The query is read as the client writes it: `bool.must` terms on `job_company_website`,
 * `bool.should` `match_phrase` on `job_title` (contained words, case-insensitive), `bool.must_not` `terms` on `id`.
 */
import {
  type EmulatorAnswer,
  type EmulatorRequest,
  type RunningEmulator,
  startEmulatorServer,
} from '../crm/emulator-server.ts';

export const PDL_EMULATOR_KEY = 'pdl-emulator-api-key';

export interface PdlPerson {
  id: string;
  first_name: string;
  last_name: string;
  job_title: string | null;
  work_email: string | null;
  linkedin_url: string | null;
  job_company_website: string;
}

export interface PdlEmulatorState {
  apiKeys: Set<string>;
  people: PdlPerson[];
  /** Records returned (PDL charges one credit each). */
  recordsReturned: number;
}

export interface PdlEmulator extends RunningEmulator {
  state: PdlEmulatorState;
  apiKey: string;
}

const error = (status: number, type: string, message: string): EmulatorAnswer => ({
  status,
  body: { status, error: { type, message } },
});

type Clause = Record<string, Record<string, unknown>>;

function clauses(value: unknown): Clause[] {
  return Array.isArray(value) ? (value as Clause[]) : value ? [value as Clause] : [];
}

function matches(person: PdlPerson, bool: Record<string, unknown>): boolean {
  for (const clause of clauses(bool.must)) {
    const website = clause.term?.job_company_website;
    if (typeof website === 'string' && person.job_company_website.toLowerCase() !== website.toLowerCase()) return false;
  }
  for (const clause of clauses(bool.must_not)) {
    const ids = clause.terms?.id;
    if (Array.isArray(ids) && ids.includes(person.id)) return false;
  }
  const titles = clauses(bool.should)
    .map((clause) => clause.match_phrase?.job_title)
    .filter((title): title is string => typeof title === 'string');
  const title = (person.job_title ?? '').toLowerCase();
  return titles.length === 0 || titles.some((word) => title.includes(word.toLowerCase()));
}

function search(state: PdlEmulatorState, body: Record<string, unknown>): EmulatorAnswer {
  const size = Number(body.size ?? 1);
  if (!Number.isInteger(size) || size < 1 || size > 100) return error(400, 'invalid_request_error', 'size: 1 to 100');
  const bool = (body.query as { bool?: Record<string, unknown> } | undefined)?.bool;
  if (!bool) return error(400, 'invalid_request_error', 'query must be an Elasticsearch bool query');
  const found = state.people.filter((person) => matches(person, bool));
  if (found.length === 0) return error(404, 'not_found', 'No records were found matching your request');
  const data = found.slice(0, size);
  state.recordsReturned += data.length;
  return { status: 200, body: { status: 200, data, total: found.length, scroll_token: null } };
}

function handle(request: EmulatorRequest, state: PdlEmulatorState): EmulatorAnswer {
  if (!state.apiKeys.has(String(request.headers['x-api-key'] ?? ''))) {
    return error(401, 'authentication_error', 'Invalid API key');
  }
  if (request.method !== 'POST' || request.url.pathname !== '/v5/person/search') {
    return error(404, 'not_found', `No such path: ${request.url.pathname}`);
  }
  if (!request.json || typeof request.json !== 'object') return error(400, 'invalid_request_error', 'JSON body');
  return search(state, request.json as Record<string, unknown>);
}

/** Starts the emulator with one API key (PDL_EMULATOR_KEY by default) and no people. */
export async function startPdlEmulator(options: { port?: number; apiKey?: string } = {}): Promise<PdlEmulator> {
  const apiKey = options.apiKey ?? PDL_EMULATOR_KEY;
  const state: PdlEmulatorState = { apiKeys: new Set([apiKey]), people: [], recordsReturned: 0 };
  const server = await startEmulatorServer((request) => handle(request, state), options.port);
  return { ...server, state, apiKey };
}

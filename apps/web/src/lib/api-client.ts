import { MESSAGES, SESSION_HEADER } from '@agencyscout/contracts';
import { authService } from './auth.ts';
import { describeAuthError, errorPath, loginPath } from './auth-paths.ts';
import { type Notice, notify } from './notifications.ts';
import { getSessionId } from './session.ts';

/**
 * The one HTTP client of the SPA (prospecting-core §7, §8). Every authenticated call carries
 * `Authorization: Bearer <access token>`, `Accept: application/json`, `Content-Type: application/json`
 * when a body is sent, and the `RequestId` header with the session id.
 * Non-OK answers: 401 and 402 sign the user out; 409 shows the snackbar '409: {message}' with the Login action;
 * every non-OK answer (these included) rejects with an ApiError carrying the status and the body's message
 * or 'HTTP {status}'.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  /** The machine-readable `code` of the error body, when the answer had one. */
  readonly code: string | undefined;
  /** True when the client already acted on the error (sign-out for 401/402, snackbar for 409). */
  readonly handled: boolean;

  constructor(statusCode: number, message: string, code?: string, handled = false) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.handled = handled;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** Query parameters; arrays repeat the name, null and undefined are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Parses (and so validates) the answer, typically a contracts schema. */
  schema?: { parse(data: unknown): T };
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => Promise<string>;
  getSessionId: () => string | undefined;
  signOut: () => void;
  notify: (notice: Notice) => void;
  /** §8 'Header-building failure': the token could not be obtained. */
  onHeaderFailure: (error: unknown) => void;
  /** Prefix of every path; '/api/v1' (§7). */
  baseUrl: string;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(name, String(item));
    }
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function buildHeaders(hasBody: boolean): Promise<Headers> {
    let token: string;
    try {
      token = await deps.getAccessToken();
    } catch (error) {
      deps.onHeaderFailure(error);
      throw error;
    }
    const headers = new Headers({ Authorization: `Bearer ${token}`, Accept: 'application/json' });
    if (hasBody) headers.set('Content-Type', 'application/json');
    const sessionId = deps.getSessionId();
    if (sessionId) headers.set(SESSION_HEADER, sessionId);
    return headers;
  }

  async function toError(response: Response): Promise<ApiError> {
    const body = await readBody(response);
    const fields = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown };
    const message =
      typeof fields.message === 'string' && fields.message ? fields.message : MESSAGES.httpStatus(response.status);
    const code = typeof fields.code === 'string' ? fields.code : undefined;
    const status = response.status;
    if (status === 401 || status === 402) {
      deps.signOut();
      return new ApiError(status, message, code, true);
    }
    if (status === 409) {
      deps.notify({ code: status, message, severity: 'warning' });
      return new ApiError(status, message, code, true);
    }
    return new ApiError(status, message, code);
  }

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions<T> = {}) {
    const hasBody = body !== undefined;
    // A form (file upload) is sent as multipart/form-data, its boundary set by fetch.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers = await buildHeaders(hasBody && !isForm);
    const response = await deps.fetch(buildUrl(deps.baseUrl, path, options.query), {
      method,
      headers,
      body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
    if (!response.ok) throw await toError(response);
    const data = response.status === 204 ? undefined : await readBody(response);
    return options.schema ? options.schema.parse(data) : (data as T);
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, body, options) => request('DELETE', path, body, options),
  };
}

/** §8: 'login_required' goes to login with the current path as redirect; other failures to the error page. */
function redirectAfterHeaderFailure(error: unknown): void {
  const { error: code, description } = describeAuthError(error);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(code === 'login_required' ? loginPath(current) : errorPath(code, description));
}

export const apiClient: ApiClient = createApiClient({
  fetch: (url, init) => fetch(url, init),
  getAccessToken: () => authService.getAccessToken(),
  getSessionId,
  signOut: () => {
    void authService.signOut();
  },
  notify,
  onHeaderFailure: redirectAfterHeaderFailure,
  baseUrl: '/api/v1',
});

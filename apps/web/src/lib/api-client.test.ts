import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, ApiError, buildUrl, createApiClient } from './api-client.ts';

vi.mock('./auth.ts', () => ({ authService: { getAccessToken: vi.fn(), signOut: vi.fn() } }));

const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function setup(response: Response | (() => Promise<Response>)) {
  const deps = {
    fetch: vi.fn<ApiClientDeps['fetch']>(typeof response === 'function' ? response : () => Promise.resolve(response)),
    getAccessToken: vi.fn(() => Promise.resolve('token-1')),
    getSessionId: vi.fn(() => 'session-1'),
    signOut: vi.fn(),
    notify: vi.fn(),
    onHeaderFailure: vi.fn(),
    baseUrl: '/api/v1',
  } satisfies ApiClientDeps;
  return { deps, client: createApiClient(deps) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client (prospecting-core §7, §8)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends the bearer token, Accept, RequestId, and Content-Type only with a body', async () => {
    const { deps, client } = setup(jsonResponse(200, { ok: true }));
    await expect(client.get('/me')).resolves.toEqual({ ok: true });
    const [url, init] = deps.fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/v1/me');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('RequestId')).toBe('session-1');
    expect(headers.has('Content-Type')).toBe(false);

    deps.fetch.mockResolvedValueOnce(jsonResponse(201, { id: 'x' }));
    await client.post('/sessions', { id: 'x' });
    const [, postInit] = deps.fetch.mock.calls[1] ?? [];
    expect(new Headers(postInit?.headers).get('Content-Type')).toBe('application/json');
    expect(postInit?.body).toBe('{"id":"x"}');
  });

  it.each([401, 402])('signs the user out on %i', async (status) => {
    const { deps, client } = setup(jsonResponse(status, { statusCode: status, code: 'X', message: 'Nope' }));
    const error = await failureOf(client.get('/me'));
    expect(deps.signOut).toHaveBeenCalledTimes(1);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(error).toMatchObject({ statusCode: status, message: 'Nope', handled: true });
  });

  it('shows the 409 snackbar (with its Login action) and does not sign out', async () => {
    const body = { statusCode: 409, code: 'SESSION_SUPERSEDED', message: 'Signed in on another device' };
    const { deps, client } = setup(jsonResponse(409, body));
    const error = await failureOf(client.get('/me'));
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ code: 409, message: 'Signed in on another device' }),
    );
    expect(deps.signOut).not.toHaveBeenCalled();
    expect(error).toMatchObject({ statusCode: 409, code: 'SESSION_SUPERSEDED', handled: true });
  });

  it("throws the body's message on 500", async () => {
    const { deps, client } = setup(
      jsonResponse(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal Error' }),
    );
    const error = await failureOf(client.get('/me'));
    expect(error).toMatchObject({ statusCode: 500, message: 'Internal Error', code: 'INTERNAL_ERROR', handled: false });
    expect(deps.signOut).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("throws 'HTTP {status}' when the answer has no message", async () => {
    const { client } = setup(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(client.get('/me'));
    expect(error).toMatchObject({ statusCode: 502, message: 'HTTP 502' });
  });

  it('reports a header-building failure and does not call the API', async () => {
    const { deps, client } = setup(jsonResponse(200, {}));
    const failure = Object.assign(new Error('Sign-in required'), { error: 'login_required' });
    deps.getAccessToken.mockRejectedValueOnce(failure);
    await expect(client.get('/me')).rejects.toBe(failure);
    expect(deps.onHeaderFailure).toHaveBeenCalledWith(failure);
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('parses the answer with the given schema and resolves 204 to undefined', async () => {
    const { deps, client } = setup(jsonResponse(200, { value: 2 }));
    const schema = { parse: (data: unknown) => (data as { value: number }).value * 10 };
    await expect(client.get('/x', { schema })).resolves.toBe(20);
    deps.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.delete('/x')).resolves.toBeUndefined();
  });

  it('builds query strings with repeated names and without empty values', () => {
    expect(buildUrl('/api/v1', '/userdata', { userId: 'u1', a: [1, 2], skip: undefined, none: null })).toBe(
      '/api/v1/userdata?userId=u1&a=1&a=2',
    );
  });
});

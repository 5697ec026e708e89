/** A `fetch` stub answering API calls by path, for screen tests. */
import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs `fetch`: the handler of the longest matching path prefix (after /api/v1) answers; its value is sent as
 * JSON unless it is a Response. Unknown paths answer 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const prefix = Object.keys(handlers)
      .filter((name) => path.startsWith(name))
      .sort((a, b) => b.length - a.length)[0];
    if (!prefix) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    const answer = await handlers[prefix]?.(url, init);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

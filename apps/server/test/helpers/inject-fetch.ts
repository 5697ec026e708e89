/**
 * `fetch` and a tiny cookie-keeping browser over `app.inject`, so OpenID flows run without a port.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

function headersToRecord(headers: ConstructorParameters<typeof Headers>[0]): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/** A WHATWG-fetch-compatible function answering from the app (used as openid-client's customFetch). */
export function injectFetch(app: FastifyInstance) {
  return async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    let body = init.body;
    if (body instanceof URLSearchParams) body = body.toString();
    const response = await app.inject({
      method: (init.method ?? 'GET') as Method,
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, ...headersToRecord(init.headers) },
      payload: typeof body === 'string' ? body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, String(item));
      else if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(response.statusCode === 204 || response.statusCode === 304 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/** Follows nothing by itself; keeps cookies like a browser would (path ignored). */
export class InjectBrowser {
  readonly app: FastifyInstance;
  readonly host: string;
  readonly cookies = new Map<string, string>();
  /** The client address the app sees (request.ip). */
  remoteAddress = '127.0.0.1';

  constructor(app: FastifyInstance, host: string) {
    this.app = app;
    this.host = host;
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.expires && cookie.expires.getTime() < Date.now()) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(method: Method, target: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const url = new URL(target, `http://${this.host}`);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      remoteAddress: this.remoteAddress,
      headers: {
        host: url.host,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.remember(response);
    return response;
  }
}

/**
 * What request logs never show (issue #30 'No secrets in logs'): secrets travel in query strings — the ID token in
 * the sign-out URL (`id_token_hint`, it carries the user's e-mail and name), authorization codes, the signed tokens of
 * unsubscribe and e-mail-change links — and in headers (Authorization, X-Api-Key, cookies). Rules, not a list of
 * routes: a query parameter whose name holds token, code, secret, password, signature or credential, or ends in
 * key or hint, is logged as '[redacted]', and pino's redaction removes the secret headers wherever a log line carries them.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameter names whose values are secrets or personal data ('keyWords' is not: it does not end in key). */
const SECRET_PARAMETER = /token|code|secret|password|passwd|signature|credential|assertion|hint$|^sig$|key$/i;

/** pino redaction paths: the secret headers of a request, however a log line carries them. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

/** The URL with the values of secret query parameters replaced ('/oidc/session/end?id_token_hint=[redacted]'). */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const parameters = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape is not a secret's name by our rule; the name is kept as sent.
      }
      return equals >= 0 && SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${url.slice(0, mark)}?${parameters.join('&')}`;
}

/** Fastify's request serializer (method, url, host, address) with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

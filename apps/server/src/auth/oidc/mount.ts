/**
 * Mounts the provider's Koa app under /oidc. Bodies are left unread for it (it parses its own),
 * and the URL is rewritten the way Express-style mounting does (originalUrl keeps the prefix).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

export const OIDC_PREFIX = '/oidc';

export async function mountOidcProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = async (
      request: { raw: IncomingMessage & { originalUrl?: string } },
      reply: { hijack(): void; raw: import('node:http').ServerResponse },
    ) => {
      reply.hijack();
      const raw = request.raw;
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(OIDC_PREFIX.length) || '/';
      await callback(raw, reply.raw);
    };
    scope.all(OIDC_PREFIX, handler);
    scope.all(`${OIDC_PREFIX}/*`, handler);
  });
}

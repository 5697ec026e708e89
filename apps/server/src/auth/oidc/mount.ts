/**
 * Mounts the provider's Koa app under /oidc. Bodies are left unread for it (it parses its own),
 * and the URL is rewritten the way Express-style mounting does (originalUrl keeps the prefix).
 * Its query parameters pass the house's text rule first (400 `{statusCode, code, message}`), and its
 * server errors are logged as errors.
 */
import type { IncomingMessage } from 'node:http';
import { ERROR_CODES, text } from '@agencyscout/contracts';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

export const OIDC_PREFIX = '/oidc';

const providerQuerySchema = z.record(
  z.string(),
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(text())),
);

/** @throws AppError 400 naming the first parameter with a control character. */
function checkProviderQuery(query: unknown): void {
  const result = providerQuerySchema.safeParse(query ?? {});
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path[0] === undefined ? '' : `.${String(issue.path[0])}`;
  throw new AppError(ERROR_CODES.validation, 400, `querystring${field}: ${issue?.message ?? 'Invalid request'}`);
}

export async function mountOidcProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OpenID provider error'));
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = async (
      request: { raw: IncomingMessage & { originalUrl?: string }; query: unknown },
      reply: { hijack(): void; raw: import('node:http').ServerResponse },
    ) => {
      checkProviderQuery(request.query);
      reply.hijack();
      const raw = request.raw;
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(OIDC_PREFIX.length) || '/';
      await callback(raw, reply.raw);
    };
    // The provider's endpoints answer GET and POST, and OPTIONS for CORS; nothing lives at the bare prefix.
    scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: `${OIDC_PREFIX}/*`, handler });
  });
}

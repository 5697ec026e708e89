/**
 * buildApp(config, database): the whole HTTP application, used by server.ts and by the tests.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { publicConfigSchema } from '@agencyscout/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { registerAuthentication } from './auth/authenticate.ts';
import { registerInteractionRoutes } from './auth/oidc/interaction-routes.ts';
import { createLoginLimits } from './auth/oidc/login-limits.ts';
import { mountOidcProvider } from './auth/oidc/mount.ts';
import { LOGOUT_SCRIPT_HASH } from './auth/oidc/pages.ts';
import { createOidcProvider, SPA_SCOPE } from './auth/oidc/provider.ts';
import { loadOrCreateSigningKeys } from './auth/oidc/signing-keys.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/kysely.ts';
import { handleError, notFound } from './lib/errors.ts';
import { handleClientError, requestIdFor } from './lib/http-edges.ts';
import { connectRedis } from './lib/redis.ts';
import { createSecretBox } from './lib/secrets.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { alertRoutes, unsubscribeRoutes } from './modules/alerts/routes.ts';
import { callListRoutes } from './modules/call-lists/routes.ts';
import { clientListRoutes } from './modules/client-list/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { companyNoteRoutes } from './modules/company-notes/routes.ts';
import { createEmailVerifier, type ResolveMx } from './modules/contacts/email-verifier.ts';
import { contactRoutes } from './modules/contacts/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { interactionRoutes } from './modules/interactions/routes.ts';
import { leadDetailRoutes } from './modules/leads/detail-routes.ts';
import { leadNeighbourRoutes } from './modules/leads/neighbour-routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { mailboxRoutes } from './modules/mail/routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { tickerRoutes } from './modules/ticker/routes.ts';
import { tipRoutes } from './modules/tips/routes.ts';

export interface AppDependencies {
  db: Db;
  /** DNS MX lookup of the e-mail verifier (tests answer it locally). Default: the system resolver. */
  resolveMx?: ResolveMx;
}

const REDACTED_HEADERS = ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'];

async function registerPlatform(app: FastifyInstance, config: AppConfig, redis: Redis | null): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'${LOGOUT_SCRIPT_HASH}'`],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        formAction: ["'self'", ...(config.environment === 'production' ? [] : ['http://localhost:5173'])],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only when users reach the app over HTTPS; over plain HTTP it would pin nothing useful.
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  await app.register(fastifyRateLimit, {
    max: config.rateLimitMax,
    timeWindow: 60_000,
    // The web app's files are not limited: one first load fetches dozens of chunks, and an agency's office
    // signs in from one address, so counting them would refuse screens to a whole team.
    allowList: (request) => isWebAppFile(request.method, request.url),
    // Shared by every node through Redis when configured; a Redis failure lets the request through.
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}:rate-limit:`, skipOnError: true } : {}),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'AgencyScout API', version: config.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/** Vite's content-hashed build output: a changed file gets a new name, so a copy never goes stale. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/** A GET of the built web app (its files and the index.html of its routes), not of the API or the sign-in. */
function isWebAppFile(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !['/api', '/oidc', '/interaction'].some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/**
 * Serves the built SPA with history fallback; API and provider paths answer JSON 404 instead. The build's
 * brotli/gzip forms are sent to browsers that accept them; hashed assets are cached for a year (immutable),
 * everything else (index.html, favicon) is revalidated on every use (issue #9 'Web delivery').
 */
async function registerSpa(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(config.webDistDir, HASHED_ASSETS));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/oidc') || url.startsWith('/interaction');
    if (request.method !== 'GET' || isApi) throw notFound(`Route ${request.method} ${url.split('?')[0]} not found`);
    if (!built) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export async function buildApp(config: AppConfig, { db, resolveMx }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: REDACTED_HEADERS },
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    requestIdHeader: false,
    clientErrorHandler: handleClientError,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('identity', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const redis = config.redis ? connectRedis(config.redis) : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable; rate limits count per node'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await registerPlatform(app, config, redis);

  const keys =
    config.oidc.mode === 'builtin' ? await loadOrCreateSigningKeys(db, createSecretBox(config.appSecret)) : null;
  if (config.oidc.mode === 'builtin' && keys) {
    const provider = createOidcProvider(config, db, keys);
    await mountOidcProvider(app, provider);
    const loginLimits = createLoginLimits(config.loginLimits, redis, config.redis?.keyPrefix ?? '');
    registerInteractionRoutes(app, { db, provider, loginLimits });
  }
  const verify = createTokenVerifier(config.oidc, keys);

  await app.register(healthRoutes, { prefix: '/api', db });
  await app.register(unsubscribeRoutes, { prefix: '/api', db, appSecret: config.appSecret });
  app.get(
    '/api/config',
    { schema: { tags: ['health'], summary: 'Public settings for the web app', response: { 200: publicConfigSchema } } },
    async () => ({
      oidcAuthority: config.oidc.issuer,
      oidcClientId: config.oidc.clientId,
      oidcAudience: config.oidc.audience,
      oidcScope: SPA_SCOPE,
      version: config.version,
    }),
  );
  await app.register(
    async (api) => {
      registerAuthentication(api, { db, config, verify });
      await api.register(accountRoutes, { db });
      await api.register(sessionRoutes, { db });
      await api.register(placesRoutes);
      await api.register(leadRoutes, { db });
      await api.register(leadDetailRoutes, { db });
      await api.register(leadNeighbourRoutes, { db });
      await api.register(tipRoutes, { db });
      await api.register(companyRoutes, { db });
      await api.register(favoriteRoutes, { db });
      await api.register(clientListRoutes, { db });
      await api.register(companyNoteRoutes, { db });
      await api.register(callListRoutes, { db });
      await api.register(interactionRoutes, { db });
      await api.register(savedSearchRoutes, { db });
      await api.register(tickerRoutes, { db });
      await api.register(dashboardRoutes, { db });
      const verifyEmail = createEmailVerifier({ remote: config.emailVerifier, resolveMx });
      await api.register(contactRoutes, { db, verifyEmail });
      await api.register(exportRoutes, { db });
      await api.register(alertRoutes, { db });
      await api.register(mailboxRoutes, { db });
    },
    { prefix: '/api/v1' },
  );
  await registerSpa(app, config);
  return app;
}

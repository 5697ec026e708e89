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
import type pg from 'pg';
import { createAccessStates } from './auth/access-state.ts';
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
import { createReadRouting, type ReadRouting } from './db/read-routing.ts';
import { createFeedImportSender } from './jobs/feed-import.ts';
import { createSourcePollSender } from './jobs/source-polling.ts';
import { type AiClient, createAiClient } from './lib/ai/index.ts';
import { reportRequestError } from './lib/error-reporting.ts';
import { handleError, notFound, toErrorBody } from './lib/errors.ts';
import { handleClientError, requestIdFor } from './lib/http-edges.ts';
import { REDACTED_LOG_PATHS, serializeRequest } from './lib/log-redaction.ts';
import { httpDuration, httpRequests } from './lib/metrics.ts';
import { connectRedis } from './lib/redis.ts';
import { createSecretBox } from './lib/secrets.ts';
import { registerWellFormedInput } from './lib/well-formed-text.ts';
import { accountRoutes, emailChangeRoutes } from './modules/account/routes.ts';
import { alertRoutes, unsubscribeRoutes } from './modules/alerts/routes.ts';
import { createServerAnalytics } from './modules/analytics/client.ts';
import { registerRouteEvents } from './modules/analytics/route-events.ts';
import { callListRoutes } from './modules/call-lists/routes.ts';
import { campaignAutomationRoutes } from './modules/campaign-automations/routes.ts';
import { clientListRoutes } from './modules/client-list/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { companyDuplicateRoutes } from './modules/company-duplicates/routes.ts';
import { companyNoteRoutes } from './modules/company-notes/routes.ts';
import { contactProviderRoutes, peopleProviderClient } from './modules/contact-provider/routes.ts';
import { createEmailVerifier, type ResolveMx } from './modules/contacts/email-verifier.ts';
import { contactRoutes } from './modules/contacts/routes.ts';
import { crmRecordRoutes } from './modules/crm-records/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { emailAssistantRoutes } from './modules/email-assistant/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { feedImportRoutes } from './modules/feed-imports/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { helpFileRoutes, helpRoutes } from './modules/help/routes.ts';
import { createHelpCenter } from './modules/help/service.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { interactionRoutes } from './modules/interactions/routes.ts';
import { leadDetailRoutes } from './modules/leads/detail-routes.ts';
import { leadNeighbourRoutes } from './modules/leads/neighbour-routes.ts';
import { setPagesKept } from './modules/leads/page-cache.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { setCountCacheReads } from './modules/leads/service.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { mailboxRoutes } from './modules/mail/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { operationsRoutes } from './modules/operations/routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { researchRequestRoutes } from './modules/research-requests/routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import { assertSealedDataOpens } from './modules/secrets/service.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { sourceRoutes } from './modules/sources/routes.ts';
import { tickerRoutes } from './modules/ticker/routes.ts';
import { tipRoutes } from './modules/tips/routes.ts';
import { manageUserRoutes } from './modules/users/routes.ts';
import { createDemoPresence } from './seed/demo-presence.ts';

export interface AppDependencies {
  db: Db;
  /** DNS MX lookup of the e-mail verifier (tests answer it locally). Default: the system resolver. */
  resolveMx?: ResolveMx;
  /** The AI model client (lib/ai). Default: one built from `config.ai`. */
  ai?: AiClient;
  /** E-mail sent from requests (invitations); default: the outbox, and SMTP when SMTP_URL is set. */
  mailer?: Mailer;
  /** The primary's pool (its use is a metric). */
  pool?: pg.Pool;
  /** The read replica (DATABASE_READ_URL) that search and list reads go to; absent: all reads on `db`. */
  replica?: { db: Db; pool?: pg.Pool } | null;
  /** Where the request log goes (tests read it); default standard output. */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered (the sweeps check that each one has a row in their route table). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Origins of the configured third-party browser services, for the Content-Security-Policy. */
function serviceOrigins(config: AppConfig): { connect: string[]; script: string[]; frame: string[] } {
  const origin = (url: string) => new URL(url).origin;
  const connect = [config.posthog?.host, config.sentry?.dsn, config.chatWidgetUrl].filter((url): url is string =>
    Boolean(url),
  );
  const chat = config.chatWidgetUrl ? [origin(config.chatWidgetUrl)] : [];
  return { connect: [...new Set(connect.map(origin))], script: chat, frame: chat };
}

/** The billing widget's origin, allowed by the CSP exactly when the widget is configured. */
function billingOrigins(config: AppConfig): string[] {
  return config.billingWidgetUrl ? [new URL(config.billingWidgetUrl).origin] : [];
}

async function registerPlatform(app: FastifyInstance, config: AppConfig, redis: Redis | null): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => {
    reportRequestError(error, request, toErrorBody(error).statusCode);
    handleError(error, request, reply);
  });
  registerWellFormedInput(app);
  const services = serviceOrigins(config);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The billing widget's origin only when BILLING_WIDGET_URL is set (it loads on /account).
        scriptSrc: ["'self'", `'${LOGOUT_SCRIPT_HASH}'`, ...billingOrigins(config), ...services.script],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...billingOrigins(config), ...services.connect],
        frameSrc: [
          "'self'",
          'https://www.youtube.com',
          'https://player.vimeo.com',
          ...billingOrigins(config),
          ...services.frame,
        ],
        // Session replay records in a worker the error-reporting SDK starts from a blob.
        workerSrc: ["'self'", 'blob:'],
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

/** Request rate and latency by route pattern and status (issue #21 'Server metrics'). */
function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern, never the URL, so ids and query strings do not multiply the series.
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** A signed-in caller's successful write keeps their next reads on the primary (read-your-writes). */
function registerWriteMarks(api: FastifyInstance, reads: ReadRouting): void {
  if (!reads.replicated) return;
  api.addHook('onSend', async (request, reply, payload) => {
    const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!safe && request.identity && reply.statusCode < 400) await reads.noteWrite(request.identity.userId);
    return payload;
  });
}

export async function buildApp(config: AppConfig, dependencies: AppDependencies): Promise<FastifyInstance> {
  const { db, resolveMx, ai, pool, replica, logStream } = dependencies;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: REDACTED_LOG_PATHS,
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    requestIdHeader: false,
    clientErrorHandler: handleClientError,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  const { onRoute } = dependencies;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
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
  const mailer = dependencies.mailer ?? createMailer(db, config, undefined, app.log);
  if (!dependencies.mailer) app.addHook('onClose', async () => mailer.close());
  registerRequestMetrics(app);
  const reads = createReadRouting({
    primary: db,
    replica: replica?.db ?? null,
    windowSeconds: config.readYourWritesSeconds,
    redis,
    keyPrefix: config.redis?.keyPrefix ?? 'agencyscout',
  });
  const analytics = createServerAnalytics(config.posthog, db, (error) =>
    app.log.warn({ err: error }, 'analytics event not sent'),
  );
  registerRouteEvents(app, analytics);
  app.addHook('onClose', async () => analytics.shutdown());

  // Sealed values no configured secret opens stop the start with one line (AppSecretMismatchError, issue #30).
  const box = createSecretBox(config);
  await assertSealedDataOpens(db, box);
  const keys = config.oidc.mode === 'builtin' ? await loadOrCreateSigningKeys(db, box) : null;
  const access = createAccessStates(db, {
    ttlMs: config.oidc.accessCacheSeconds * 1000,
    redis: redis && config.redis ? { client: redis, keyPrefix: config.redis.keyPrefix } : null,
  });
  if (config.oidc.mode === 'builtin' && keys) {
    // Signing out (or a revocation) deletes the sign-in's grant: its cached access is forgotten before the answer.
    const provider = createOidcProvider(config, db, keys, {
      grantDestroyed: (grantId) => access.forgetSignIn(grantId),
    });
    await mountOidcProvider(app, provider);
    const loginLimits = createLoginLimits(config.loginLimits, redis, config.redis?.keyPrefix ?? '');
    registerInteractionRoutes(app, { db, provider, loginLimits });
  }
  const verify = createTokenVerifier(config.oidc, keys);
  const aiClient = ai ?? createAiClient(config.ai, { logger: app.log });

  await app.register(healthRoutes, { prefix: '/api', db, heartbeatSeconds: config.workerHeartbeatSeconds });
  await app.register(operationsRoutes, {
    prefix: '/api',
    db,
    metricsToken: config.metricsToken,
    heartbeatSeconds: config.workerHeartbeatSeconds,
    pools: { primary: pool, replica: replica?.pool },
  });
  const help = createHelpCenter({
    ai: aiClient,
    videosFile: config.help.videosFile,
  });
  await app.register(helpFileRoutes, { prefix: '/api', help });
  await app.register(unsubscribeRoutes, { prefix: '/api', db, secrets: config });
  await app.register(emailChangeRoutes, { prefix: '/api', db });
  const demoData = createDemoPresence(db);
  app.get(
    '/api/config',
    { schema: { tags: ['health'], summary: 'Public settings for the web app', response: { 200: publicConfigSchema } } },
    async () => ({
      oidcAuthority: config.oidc.issuer,
      oidcClientId: config.oidc.clientId,
      oidcAudience: config.oidc.audience,
      oidcScope: SPA_SCOPE,
      version: config.version,
      affiliateProgramUrl: config.affiliateProgramUrl,
      billingWidgetUrl: config.billingWidgetUrl,
      analytics: config.posthog ? { key: config.posthog.key, host: config.posthog.host } : null,
      errorReporting: config.sentry ? { dsn: config.sentry.dsn, environment: config.sentry.environment } : null,
      chatWidgetUrl: config.chatWidgetUrl,
      demoData: await demoData(),
    }),
  );
  await app.register(
    async (api) => {
      registerAuthentication(api, { db, config, verify, access });
      registerWriteMarks(api, reads);
      await api.register(accountRoutes, { db, mailer });
      await api.register(onboardingRoutes, { db });
      await api.register(sessionRoutes, { db, access });
      await api.register(placesRoutes);
      setPagesKept(config.leadPageCachePages);
      setCountCacheReads(config.leadCountCache);
      await api.register(leadRoutes, { db, reads });
      await api.register(leadDetailRoutes, { db });
      await api.register(leadNeighbourRoutes, { db });
      await api.register(tipRoutes, { db });
      await api.register(companyRoutes, { db });
      await api.register(favoriteRoutes, { db });
      await api.register(clientListRoutes, { db });
      await api.register(companyNoteRoutes, { db });
      await api.register(callListRoutes, { db });
      await api.register(interactionRoutes, { db });
      await api.register(savedSearchRoutes, { db, reads, alertSchedule: config.alerts });
      await api.register(tickerRoutes, { db });
      await api.register(dashboardRoutes, { db });
      const verifyEmail = createEmailVerifier({ remote: config.emailVerifier, resolveMx });
      await api.register(contactRoutes, { db, verifyEmail });
      await api.register(contactProviderRoutes, { db, client: peopleProviderClient(config), verifyEmail });
      await api.register(exportRoutes, { db });
      await api.register(alertRoutes, { db, mailer });
      await api.register(mailboxRoutes, { db });
      await api.register(emailAssistantRoutes, { db, ai: aiClient, aiTimeoutMs: config.ai.timeoutMs });
      await api.register(helpRoutes, { help });
      await api.register(manageUserRoutes, { db, mailer });
      await api.register(researchRequestRoutes, { db, mail: mailer, staffEmail: config.staffEmail });
      await api.register(customerRoutes, { db, mailer });
      await api.register(integrationRoutes, { db, config });
      await api.register(crmRecordRoutes, { db, config });
      await api.register(campaignAutomationRoutes, { db });
      await api.register(companyDuplicateRoutes, { db });
      await api.register(sourceRoutes, {
        db,
        ...(pool ? { enqueuePoll: createSourcePollSender((text, values) => pool.query(text, values)) } : {}),
      });
      await api.register(feedImportRoutes, {
        db,
        ...(pool ? { enqueue: createFeedImportSender((text, values) => pool.query(text, values)) } : {}),
      });
    },
    { prefix: '/api/v1' },
  );
  await registerSpa(app, config);
  return app;
}

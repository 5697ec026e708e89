/**
 * The only reader of process.env. Every setting is parsed and defaulted here (the CRM integrations' in
 * config-integrations.ts); `.env.example` at the repository root lists them all.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { INTEGRATION_ENVIRONMENT, type IntegrationSettings, integrationSettings } from './config-integrations.ts';
import { SOURCE_ENVIRONMENT, type SourceSettings, sourceSettings } from './config-sources.ts';
import { booleanText } from './config-values.ts';

/** Repository root (apps/server/src → ../../..). */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  APP_SECRET: z.string().min(32).optional(),
  APP_SECRET_PREVIOUS: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ''),
    )
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), 'each secret needs 32+ characters'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_CLIENT_ID: z.string().default('agencyscout-web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** How long a caller's live state (user, sign-in, session) is reused before it is read again; 0: every call. */
  ACCESS_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanText.default(true),
  DEMO_PASSWORD: z.string().min(8).default('Demo-Password-1'),
  DEMO_LEADS: z.coerce.number().int().min(0).max(5_000_000).default(20_000),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  LOGIN_ADDRESS_EMAIL_FAILURE_MAX: z.coerce.number().int().positive().default(5),
  LOGIN_ADDRESS_EMAIL_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  LOGIN_EMAIL_FAILURE_MAX: z.coerce.number().int().positive().default(30),
  LOGIN_EMAIL_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  LOGIN_ADDRESS_FAILURE_MAX: z.coerce.number().int().positive().default(100),
  LOGIN_ADDRESS_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('agencyscout'),
  TRUST_PROXY: booleanText.default(false),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  APP_VERSION: z.string().optional(),
  EMAIL_VERIFIER_URL: z.url().optional(),
  EMAIL_VERIFIER_KEY: z.string().min(1).optional(),
  BILLING_WIDGET_URL: z
    .url()
    .regex(/^https?:\/\//, 'BILLING_WIDGET_URL must be an http(s) address')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('AgencyScout <alerts@agencyscout.localhost>'),
  STAFF_EMAIL: z.email().default('research@agencyscout.localhost'),
  AFFILIATE_PROGRAM_URL: z.url().default('https://agencyscout.example/affiliates'),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ALERT_SEND_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  ALERT_WEEKLY_DAY: z.coerce.number().int().min(1).max(7).default(1),
  ALERT_CHECK_CRON: z.string().min(9).default('*/15 * * * *'),
  ALERT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  JOBS_IN_PROCESS: booleanText.default(true),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /** Fractions allowed (tests use a fraction of a second). */
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
  HELP_VIDEOS_FILE: z.string().min(1).optional(),

  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://')
    .optional(),
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  LEAD_PAGE_CACHE_PAGES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  LEAD_COUNT_CACHE: booleanText.default(true),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  /** A staff API key `npm run import` hands imports to the running server with (embedded database; issue #31). */
  AGENCYSCOUT_API_KEY: z.string().min(1).optional(),
  SLOW_QUERY_MS: z.coerce.number().int().min(1).max(600_000).default(500),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).optional(),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  TABLE_UPKEEP: z.enum(['auto', 'on', 'off']).default('auto'),
  TABLE_UPKEEP_CRON: z.string().min(9).default('*/5 * * * *'),
  WORKER_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  CHAT_WIDGET_URL: z
    .url()
    .regex(/^https?:\/\//, 'CHAT_WIDGET_URL must be an http(s) address')
    .optional(),
  ...INTEGRATION_ENVIRONMENT,
  ...SOURCE_ENVIRONMENT,
  /** Set by npm to the directory `npm run …` was called from (not a user setting). */
  INIT_CWD: z.string().optional(),
});

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `initialDump`: start from this dump of a data directory (tests start from one migrated database). */
  | { kind: 'pglite'; dataDir: string | null; initialDump?: Blob };

export interface AppConfig {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Address users reach the app at, without a trailing slash. */
  publicUrl: string;
  database: DatabaseTarget;
  /** Absolute DATA_DIR: embedded database, generated secret, import rejects files. */
  dataDir: string;
  /** Directory relative command-line paths are resolved against (npm's INIT_CWD, else the process's cwd). */
  workingDirectory: string;
  /** 32+ character secret: encryption of secrets at rest, cookie signing. */
  appSecret: string;
  /**
   * APP_SECRET_PREVIOUS: older secrets (32+ characters each), still accepted to open sealed values and verify
   * cookies and unsubscribe links while APP_SECRET is rotated (docs/operations.md "Rotating APP_SECRET"); never
   * used to seal or sign. Empty outside a rotation.
   */
  appSecretPrevious: string[];
  oidc: {
    /** Built-in provider (`/oidc`) or an external issuer that the API trusts. */
    mode: 'builtin' | 'external';
    issuer: string;
    audience: string;
    clientId: string;
    accessTokenTtlSeconds: number;
    /**
     * Seconds a caller's live state is cached (auth/access-state.ts): signing out ends access at once on the node
     * that handled it, and everything else (disabled user, lowered role, session ended elsewhere) within this time.
     */
    accessCacheSeconds: number;
  };
  logLevel: string;
  seedDemo: boolean;
  demoPassword: string;
  /** Synthetic leads seeded on the first start of an empty database when seedDemo is on (0 = none). */
  demoLeads: number;
  rateLimitMax: number;
  /** Sign-in limits (docs/decisions.md "Sign-in limits"): failed sign-ins allowed per window of seconds. */
  loginLimits: {
    /** Attempts a minute per client address + e-mail. */
    attemptsPerMinute: number;
    /** Failed sign-ins per client address + e-mail (account); a successful sign-in clears them. */
    addressEmail: { failures: number; windowSeconds: number };
    /** Failed sign-ins per e-mail (account), whatever the address. */
    email: { failures: number; windowSeconds: number };
    /** Failed sign-ins per client address, whatever the e-mail: the ceiling for an office behind one address. */
    address: { failures: number; windowSeconds: number };
  };
  /** Shared store of the rate limits across nodes; without it each node counts alone (in memory). */
  redis: { url: string; keyPrefix: string } | null;
  trustProxy: boolean;
  webDistDir: string;
  version: string;
  /** A commercial e-mail verifier (Kickbox-compatible API); without it e-mails are checked locally. */
  emailVerifier: { url: string; key: string } | null;
  /** Script of the third-party billing and signup widget of /account (§2 'Account Settings'); null: none. */
  billingWidgetUrl: string | null;
  /** E-mail (issue #11): SMTP when `smtpUrl` is set, else the outbox table behind /admin/mailbox. */
  mail: {
    smtpUrl: string | null;
    from: string;
    /** SMTP hand-offs after the first that a failed delivery gets, with exponential back-off from retryDelaySeconds. */
    retryLimit: number;
    retryDelaySeconds: number;
  };
  /** Provider staff's address: a notice per research request (outreach-integrations-admin §2). */
  staffEmail: string;
  /** The side navigation's affiliate-program link (prospecting-core §2.2), served to the web app. */
  affiliateProgramUrl: string;
  /** Saved-search alert schedule (§2.6 Notify Me), in each organisation's time zone. */
  alerts: {
    /** Local hour (0–23) from which a day's alerts go out. */
    sendHour: number;
    /** ISO weekday (1 = Monday … 7 = Sunday) of the weekly alerts. */
    weeklyDay: number;
    /** How often the alert job looks for due alerts (cron, UTC). */
    checkCron: string;
    /** Alerts an alert run handles at the same time (PostgreSQL; the embedded database does one at a time). */
    concurrency: number;
  };
  /** `npm start` runs the background jobs in its own process; off when `npm run worker` processes run them. */
  jobsInProcess: boolean;
  /**
   * The AI model (ARCHITECTURE "AI"): any OpenAI-compatible chat-completions endpoint. Without `apiKey` the
   * features fall back to their offline behaviour (lib/ai `isAiConfigured`).
   */
  ai: {
    apiKey: string | null;
    /** Endpoint root such as `https://api.openai.com/v1`; null = the SDK's default (OpenAI). */
    baseUrl: string | null;
    model: string;
    /** Time one model call may take before it is abandoned, in milliseconds. */
    timeoutMs: number;
  };
  /** Help Center (prospecting-core §2.10): a JSON file of tutorial video URLs by storedName, set by the operator. */
  help: { videosFile: string | null };
  /**
   * Seconds a running job may take before pg-boss takes it back and retries it elsewhere (a worker that died
   * mid-job); null: each queue's own default. Checked every `jobMaintenanceSeconds`.
   */
  jobExpireSeconds: number | null;
  jobMaintenanceSeconds: number;
  /** Seconds a worker waits between fetches of each queue (each fetch takes one job). */
  jobPollingSeconds: number;
  /**
   * The table upkeep job (jobs/table-upkeep.ts): 'auto' vacuums where autovacuum does not run (PGlite, or
   * PostgreSQL with it off), 'on' always, 'off' never; `cron` how often it looks (UTC).
   */
  tableUpkeep: { mode: 'auto' | 'on' | 'off'; cron: string };
  /** Streaming replica that search and list reads go to (issue #21); null: every read goes to DATABASE_URL. */
  readReplicaUrl: string | null;
  /** Seconds after a user's write during which that user's reads stay on the primary (read-your-writes). */
  readYourWritesSeconds: number;
  /** First pages of repeated lead searches kept per process (modules/leads/page-cache.ts); 0 keeps none. */
  leadPageCachePages: number;
  /**
   * Whether a search may take its exact total from the count cache (`lead_search_counts`). False: every total is
   * counted as for a search nobody ran before; new counts are still stored, as a first search stores them, so a
   * search costs what a new one costs (the varied search benchmark, issue #29).
   */
  leadCountCache: boolean;
  /** Bearer token of GET /api/metrics; null: metrics are not served. */
  metricsToken: string | null;
  /** AGENCYSCOUT_API_KEY: the staff API key of the command line's import handoff (importers/handoff.ts). */
  importApiKey: string | null;
  /** Queries at least this long (ms) are counted and logged as slow. */
  slowQueryMs: number;
  /** Seconds between a job worker's heartbeats; readiness calls a worker alive within three of them. */
  workerHeartbeatSeconds: number;
  /** Product analytics (PostHog); null: off. */
  posthog: { key: string; host: string } | null;
  /** Error reporting (Sentry); null: off. */
  sentry: { dsn: string; environment: string } | null;
  /** A chat vendor's widget script the CHAT chip opens; null: the built-in chat panel. */
  chatWidgetUrl: string | null;
  /** CRM integrations (issue #16): provider addresses, the HubSpot app, and how provider calls are limited. */
  integrations: IntegrationSettings;
  /** Live job sources (issue #28): provider addresses, politeness, the demo's offline job web. */
  sources: SourceSettings;
}

function readVersion(): string {
  const packageJson = JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return packageJson.version ?? '0.0.0';
}

/** Embedded mode keeps a generated secret beside its database so restarts keep sessions and keys. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment (after loading `.env` from the repository root).
 * @throws Error naming every invalid setting.
 */
export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  options: { dotenv?: boolean } = {},
): AppConfig {
  if (options.dotenv !== false) loadDotenv({ path: path.join(REPOSITORY_ROOT, '.env'), quiet: true });
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(REPOSITORY_ROOT, env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const database: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  let appSecret = env.APP_SECRET;
  if (!appSecret) {
    if (env.NODE_ENV === 'production') throw new Error('Invalid settings: APP_SECRET is required in production');
    appSecret = embeddedSecret(dataDir);
  }
  if ((env.OIDC_ISSUER && !env.OIDC_AUDIENCE) || (!env.OIDC_ISSUER && env.OIDC_AUDIENCE)) {
    throw new Error('Invalid settings: OIDC_ISSUER and OIDC_AUDIENCE are set together');
  }
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    database,
    dataDir,
    workingDirectory: env.INIT_CWD ? path.resolve(env.INIT_CWD) : process.cwd(),
    appSecret,
    appSecretPrevious: env.APP_SECRET_PREVIOUS,
    oidc: {
      mode: env.OIDC_ISSUER ? 'external' : 'builtin',
      issuer: env.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      clientId: env.OIDC_CLIENT_ID,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      accessCacheSeconds: env.ACCESS_CACHE_SECONDS,
    },
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    demoPassword: env.DEMO_PASSWORD,
    demoLeads: env.DEMO_LEADS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    loginLimits: {
      attemptsPerMinute: env.LOGIN_RATE_LIMIT_MAX,
      addressEmail: {
        failures: env.LOGIN_ADDRESS_EMAIL_FAILURE_MAX,
        windowSeconds: env.LOGIN_ADDRESS_EMAIL_FAILURE_WINDOW_SECONDS,
      },
      email: { failures: env.LOGIN_EMAIL_FAILURE_MAX, windowSeconds: env.LOGIN_EMAIL_FAILURE_WINDOW_SECONDS },
      address: { failures: env.LOGIN_ADDRESS_FAILURE_MAX, windowSeconds: env.LOGIN_ADDRESS_FAILURE_WINDOW_SECONDS },
    },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(REPOSITORY_ROOT, env.WEB_DIST_DIR),
    version: env.APP_VERSION ?? readVersion(),
    emailVerifier:
      env.EMAIL_VERIFIER_URL && env.EMAIL_VERIFIER_KEY
        ? { url: env.EMAIL_VERIFIER_URL.replace(/\/$/, ''), key: env.EMAIL_VERIFIER_KEY }
        : null,
    billingWidgetUrl: env.BILLING_WIDGET_URL ?? null,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    staffEmail: env.STAFF_EMAIL,
    affiliateProgramUrl: env.AFFILIATE_PROGRAM_URL,
    alerts: {
      sendHour: env.ALERT_SEND_HOUR,
      weeklyDay: env.ALERT_WEEKLY_DAY,
      checkCron: env.ALERT_CHECK_CRON,
      concurrency: env.DATABASE_URL ? env.ALERT_CONCURRENCY : 1,
    },
    jobsInProcess: env.JOBS_IN_PROCESS,
    ai: {
      apiKey: env.OPENAI_API_KEY ?? null,
      baseUrl: env.OPENAI_BASE_URL ? env.OPENAI_BASE_URL.replace(/\/$/, '') : null,
      model: env.OPENAI_MODEL,
      timeoutMs: Math.round(env.OPENAI_TIMEOUT_SECONDS * 1000),
    },
    help: { videosFile: env.HELP_VIDEOS_FILE ? path.resolve(REPOSITORY_ROOT, env.HELP_VIDEOS_FILE) : null },

    jobExpireSeconds: env.JOB_EXPIRE_SECONDS ?? null,
    jobMaintenanceSeconds: env.JOB_MAINTENANCE_SECONDS,
    jobPollingSeconds: env.JOB_POLLING_SECONDS,
    tableUpkeep: { mode: env.TABLE_UPKEEP, cron: env.TABLE_UPKEEP_CRON },
    readReplicaUrl: env.DATABASE_URL ? (env.DATABASE_READ_URL ?? null) : null,
    readYourWritesSeconds: env.READ_YOUR_WRITES_SECONDS,
    leadPageCachePages: env.LEAD_PAGE_CACHE_PAGES,
    leadCountCache: env.LEAD_COUNT_CACHE,
    metricsToken: env.METRICS_TOKEN ?? null,
    importApiKey: env.AGENCYSCOUT_API_KEY ?? null,
    slowQueryMs: env.SLOW_QUERY_MS,
    workerHeartbeatSeconds: env.WORKER_HEARTBEAT_SECONDS,
    posthog: env.POSTHOG_KEY ? { key: env.POSTHOG_KEY, host: env.POSTHOG_HOST.replace(/\/$/, '') } : null,
    sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV } : null,
    chatWidgetUrl: env.CHAT_WIDGET_URL ?? null,
    integrations: integrationSettings(env),
    sources: sourceSettings(env, database.kind === 'pglite'),
  };
}

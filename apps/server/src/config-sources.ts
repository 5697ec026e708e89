/**
 * Live sources' settings (issue #28; docs/sources.md): the public job sources' API addresses, how politely they
 * are polled, and the offline 'job web' of the live demo. `.env.example` lists them with the others.
 */
import type { SourceKind } from '@agencyscout/contracts';
import { z } from 'zod';
import { booleanText } from './config-values.ts';

/** The sources' environment variables, spread into config.ts's schema. */
export const SOURCE_ENVIRONMENT = {
  SOURCE_GREENHOUSE_URL: z.url().default('https://boards-api.greenhouse.io'),
  SOURCE_LEVER_URL: z.url().default('https://api.lever.co'),
  SOURCE_ASHBY_URL: z.url().default('https://api.ashbyhq.com'),
  SOURCE_WORKABLE_URL: z.url().default('https://apply.workable.com'),
  SOURCE_SMARTRECRUITERS_URL: z.url().default('https://api.smartrecruiters.com'),
  /** A template: `{company}` is replaced by the board's company name. */
  SOURCE_RECRUITEE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{company\}/, 'SOURCE_RECRUITEE_URL must be an http(s) address holding {company}')
    .default('https://{company}.recruitee.com'),
  SOURCE_USER_AGENT: z
    .string()
    .min(5)
    .max(300)
    .default('AgencyScout/1.0 (job-board reader; +https://agencyscout.example/bot)'),
  SOURCE_POLL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  SOURCE_HOST_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  SOURCE_HOST_GAP_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  SOURCE_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(20),
  SOURCE_MAX_BODY_MB: z.coerce.number().positive().max(1024).default(20),
  SOURCE_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  SOURCE_FAILURES_BEFORE_PAUSE: z.coerce.number().int().min(1).max(100).default(5),
  SOURCE_DETAILS_PER_POLL: z.coerce.number().int().min(1).max(10_000).default(5),
  SOURCE_DETAILS_SECONDS: z.coerce.number().min(0).max(600).default(30),
  SOURCE_DISPATCH_CRON: z.string().min(9).default('* * * * *'),
  /** The offline job web: on by default for the embedded database (`npm start`), off with PostgreSQL. */
  JOB_WEB_DEMO: booleanText.optional(),
  JOB_WEB_BOARDS: z.coerce.number().int().min(1).max(5000).default(60),
  JOB_WEB_EPOCH_MINUTES: z.coerce.number().positive().max(10_080).default(10),
  /** Whether the demo follows every board of the job web as a source (false: staff add them). */
  JOB_WEB_FOLLOW: booleanText.default(true),
  /** The job web's first port (0: any free ports). */
  JOB_WEB_PORT: z.coerce.number().int().min(0).max(65_000).default(4700),
};

type SourceEnvironment = z.output<z.ZodObject<typeof SOURCE_ENVIRONMENT>>;

export interface SourceSettings {
  /** Each connector's API base address (no trailing slash; Recruitee's holds `{company}`). */
  baseUrls: Readonly<Record<SourceKind, string>>;
  userAgent: string;
  /** Sources one process polls at the same time. */
  pollConcurrency: number;
  /** Requests in flight per host, and the least time between two starts to one host (ms). */
  hostConcurrency: number;
  hostGapMs: number;
  /** One request's time limit (ms) and body limit (bytes). */
  timeoutMs: number;
  maxBodyBytes: number;
  /** Retries of a request answered 429/5xx or failed on the network. */
  retries: number;
  /** Failed polls in a row after which a source is paused as failing (the circuit breaker). */
  failuresBeforePause: number;
  /**
   * Detail requests one poll may make on boards that need one per posting (SmartRecruiters); the rest wait for the
   * next poll, which comes within minutes while any wait (docs/sources.md 'Posting details').
   */
  detailsPerPoll: number;
  /**
   * Past `detailsPerPoll`, a poll reads on for up to this long (ms) while the host answers promptly — so a large
   * board's backlog goes at the host's idle rate, while polls that compete for a host keep to `detailsPerPoll`.
   */
  detailsWhileIdleMs: number;
  /** How often due sources are handed to the pollers (cron, UTC). */
  dispatchCron: string;
  /** The offline job web of the live demo; null: not started. */
  jobWebDemo: { boards: number; epochMinutes: number; port: number; follow: boolean } | null;
}

/** The sources' part of the configuration; `embedded` says whether the database is the embedded PGlite. */
export function sourceSettings(env: SourceEnvironment, embedded: boolean): SourceSettings {
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    baseUrls: {
      greenhouse: trim(env.SOURCE_GREENHOUSE_URL),
      lever: trim(env.SOURCE_LEVER_URL),
      ashby: trim(env.SOURCE_ASHBY_URL),
      workable: trim(env.SOURCE_WORKABLE_URL),
      smartrecruiters: trim(env.SOURCE_SMARTRECRUITERS_URL),
      recruitee: trim(env.SOURCE_RECRUITEE_URL),
      'json-ld': '',
      'xml-feed': '',
    },
    userAgent: env.SOURCE_USER_AGENT,
    pollConcurrency: env.SOURCE_POLL_CONCURRENCY,
    hostConcurrency: env.SOURCE_HOST_CONCURRENCY,
    hostGapMs: env.SOURCE_HOST_GAP_MS,
    timeoutMs: Math.round(env.SOURCE_TIMEOUT_SECONDS * 1000),
    maxBodyBytes: Math.round(env.SOURCE_MAX_BODY_MB * 1024 * 1024),
    retries: env.SOURCE_RETRIES,
    failuresBeforePause: env.SOURCE_FAILURES_BEFORE_PAUSE,
    detailsPerPoll: env.SOURCE_DETAILS_PER_POLL,
    detailsWhileIdleMs: Math.round(env.SOURCE_DETAILS_SECONDS * 1000),
    dispatchCron: env.SOURCE_DISPATCH_CRON,
    jobWebDemo:
      (env.JOB_WEB_DEMO ?? embedded)
        ? {
            boards: env.JOB_WEB_BOARDS,
            epochMinutes: env.JOB_WEB_EPOCH_MINUTES,
            port: env.JOB_WEB_PORT,
            follow: env.JOB_WEB_FOLLOW,
          }
        : null,
  };
}

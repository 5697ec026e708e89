/**
 * Server error reporting with Sentry's Node SDK (prospecting-core §1; issue #21), off unless SENTRY_DSN is set:
 * sample rate 1, release = the build version. Only 5xx answers and crashes are reported; 409, 402 and the
 * 'cannot set country' error never are, and every event is scrubbed of tokens, cookies, passwords and API keys
 * before it leaves the process (`prepareEvent`, unit-tested).
 */
import { ERROR_SAMPLE_RATE, isSuppressedReport, type ReportedFailure, scrubSecrets } from '@agencyscout/contracts';
import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { reportsSent } from './metrics.ts';

let started = false;

/** The event as it may leave the process, or null when the rules suppress it. */
export function prepareEvent<E extends Sentry.Event>(event: E, hint?: Sentry.EventHint): E | null {
  const original = hint?.originalException as (ReportedFailure & { statusCode?: number }) | undefined;
  const status =
    original?.statusCode ?? original?.status ?? (event.contexts?.response?.status_code as number | undefined) ?? null;
  const message = original?.message ?? event.exception?.values?.[0]?.value ?? event.message ?? null;
  if (isSuppressedReport({ status, message })) return null;
  return scrubSecrets(event);
}

/** Starts the SDK once per process (the app, the worker); a no-op without SENTRY_DSN. */
export function startErrorReporting(config: Pick<AppConfig, 'sentry' | 'version'>): boolean {
  if (!config.sentry) return false;
  if (started) return true;
  started = true;
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    release: config.version,
    sampleRate: ERROR_SAMPLE_RATE,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: 'warn' }),
    ],
    beforeSend: (event, hint) => prepareEvent(event, hint),
  });
  return true;
}

/** Reports a failed request (the error handler calls it for 5xx); the route pattern, not the URL, is sent. */
export function reportRequestError(error: unknown, request: FastifyRequest, statusCode: number): void {
  if (!started || statusCode < 500) return;
  Sentry.withScope((scope) => {
    scope.setTag('route', request.routeOptions.url ?? 'unmatched');
    scope.setTag('method', request.method);
    scope.setTag('request_id', String(request.id));
    scope.setContext('response', { status_code: statusCode });
    if (request.identity) scope.setUser({ id: request.identity.userId });
    if (request.identity) scope.setTag('organization_id', request.identity.orgId);
    Sentry.captureException(error);
  });
  reportsSent.inc();
}

/** Reports a background-job failure. */
export function reportJobError(error: unknown, job: string): void {
  if (!started) return;
  Sentry.withScope((scope) => {
    scope.setTag('job', job);
    Sentry.captureException(error);
  });
  reportsSent.inc();
}

/** Sends what is queued (tests, shutdown); waits at most `timeoutMs`. */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (started) await Sentry.flush(timeoutMs);
}

/**
 * The polite HTTP client of the configured sources (issue #28 'Polling'): SOURCE_HOST_CONCURRENCY requests in flight
 * per host, SOURCE_HOST_GAP_MS between two starts to one host, SOURCE_TIMEOUT_SECONDS a request, SOURCE_MAX_BODY_MB a
 * body, SOURCE_RETRIES retries on 429/5xx honouring Retry-After. One per process, shared by all its polls, so the
 * per-host limits hold across them.
 */
import type { SourceSettings } from '../config-sources.ts';
import { createPoliteClient, type PoliteClient, type PoliteClientOptions } from './http/polite-fetch.ts';

export function createSourceClient(settings: SourceSettings, options: PoliteClientOptions = {}): PoliteClient {
  return createPoliteClient(
    {
      userAgent: settings.userAgent,
      perHostConcurrency: settings.hostConcurrency,
      perHostGapMs: settings.hostGapMs,
      timeoutMs: settings.timeoutMs,
      maxBytes: settings.maxBodyBytes,
      retries: settings.retries,
    },
    options,
  );
}

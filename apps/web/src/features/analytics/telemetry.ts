/**
 * Product analytics (PostHog) and error reporting (Sentry) in the browser (prospecting-core §1; issue #21). Both
 * are off unless the server's /api/config names them (POSTHOG_KEY, SENTRY_DSN). The user and organisation are
 * identified once per change of user id and reset on logout; session recordings start only when the flag
 * `recordings_enabled` is on and the user has not opted out; flags are awaited at most 800 ms, and nothing
 * waits for them to render.
 */
import {
  cutAnalyticsStrings,
  ERROR_SAMPLE_RATE,
  FEATURE_FLAG_TIMEOUT_MS,
  isSuppressedReport,
  type Me,
  type PublicConfig,
  RECORDINGS_FLAG,
  REPLAY_ON_ERROR_SAMPLE_RATE,
  REPLAY_SESSION_SAMPLE_RATE,
  type ReportedFailure,
  scrubSecrets,
  withTimeout,
} from '@agencyscout/contracts';
import type * as SentrySdk from '@sentry/react';
import type { PostHog } from 'posthog-js';

type Sentry = typeof SentrySdk;
// Both SDKs load only when configured (their own chunks), so the app's first load does not carry them.
let posthog: PostHog | null = null;
let sentry: Sentry | null = null;
let identifiedUserId: string | null = null;

/** The Sentry event as it may leave the browser, or null for the suppressed codes. */
export function prepareBrowserEvent<E extends SentrySdk.Event>(event: E, hint?: SentrySdk.EventHint): E | null {
  const original = hint?.originalException as (ReportedFailure & { statusCode?: number }) | undefined;
  const status = original?.statusCode ?? original?.status ?? null;
  const message = original?.message ?? event.exception?.values?.[0]?.value ?? event.message ?? null;
  if (isSuppressedReport({ status, message })) return null;
  return scrubSecrets(event);
}

async function startErrorReporting(
  config: NonNullable<PublicConfig['errorReporting']>,
  release: string,
): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release,
    sampleRate: ERROR_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    integrations: [Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
    beforeSend: (event, hint) => prepareBrowserEvent(event, hint),
    beforeSendTransaction: (event) => scrubSecrets(event),
  });
  sentry = Sentry;
}

async function startAnalytics(config: NonNullable<PublicConfig['analytics']>): Promise<void> {
  const { default: client } = await import('posthog-js');
  client.init(config.key, {
    api_host: config.host,
    person_profiles: 'identified_only',
    autocapture: false,
    capture_pageview: 'history_change',
    disable_session_recording: true,
    disable_external_dependency_loading: true,
    mask_all_text: true,
    session_recording: { maskAllInputs: true },
    before_send: (event) =>
      event ? { ...event, properties: cutAnalyticsStrings(scrubSecrets(event.properties)) } : null,
  });
  posthog = client;
}

/** Starts what the configuration names; never throws (a blocked vendor must not break the app). */
export async function startTelemetry(config: PublicConfig): Promise<void> {
  try {
    if (config.errorReporting && !sentry) await startErrorReporting(config.errorReporting, config.version);
    if (config.analytics && !posthog) await startAnalytics(config.analytics);
  } catch {
    // Reporting is best effort.
  }
}

/** Resolves true when the flag is on, false when it is off or the flags did not load within 800 ms. */
export function flagEnabledWithin(
  client: Pick<PostHog, 'onFeatureFlags' | 'isFeatureEnabled'>,
  flag: string,
  ms = FEATURE_FLAG_TIMEOUT_MS,
): Promise<boolean> {
  const loaded = new Promise<boolean>((resolve) => {
    client.onFeatureFlags(() => resolve(client.isFeatureEnabled(flag) === true));
  });
  return withTimeout(loaded, ms, false);
}

async function applyRecordingChoice(me: Me): Promise<void> {
  const client = posthog;
  if (!client) return;
  if (me.analyticsOptOut) {
    client.stopSessionRecording();
    client.opt_out_capturing();
    return;
  }
  if (client.has_opted_out_capturing()) client.opt_in_capturing();
  if (await flagEnabledWithin(client, RECORDINGS_FLAG)) client.startSessionRecording();
}

/** Identifies the user and organisation once per change of user id (ids and plan only, nothing personal). */
export function identifyUser(me: Me): void {
  sentry?.setUser({ id: me.userId });
  if (me.analyticsOptOut) void sentry?.getReplay()?.stop();
  if (!posthog) return;
  if (identifiedUserId !== me.userId) {
    identifiedUserId = me.userId;
    if (!me.analyticsOptOut) {
      posthog.identify(me.userId, { plan: me.plan, role: me.role });
      posthog.group('organization', me.organizationId, { plan: me.organization.plan });
    }
  }
  void applyRecordingChoice(me);
}

/** Forgets the user (logout). */
export function resetTelemetry(): void {
  sentry?.setUser(null);
  if (!posthog || identifiedUserId === null) return;
  identifiedUserId = null;
  posthog.stopSessionRecording();
  posthog.reset();
}

/** Applies a changed opt-out at once (the Account Settings toggle). */
export function applyAnalyticsOptOut(me: Me): void {
  identifiedUserId = me.analyticsOptOut ? identifiedUserId : null;
  identifyUser(me);
}

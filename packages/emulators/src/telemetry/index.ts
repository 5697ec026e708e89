/** The product-analytics and error-reporting emulators (PostHog capture, Sentry envelopes) for tests. */
export * from './posthog.ts';
export * from './sentry.ts';

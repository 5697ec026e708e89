/**
 * Issue #21 items 1, 2 and 6: product events and error reports reach local emulators of PostHog's capture
 * endpoint and Sentry's envelope endpoint — the right events, nothing personal, opted-out users absent,
 * suppressed codes absent, secrets scrubbed.
 */

import {
  type PostHogEmulator,
  type SentryEmulator,
  startPostHogEmulator,
  startSentryEmulator,
} from '@agencyscout/emulators/telemetry';
import * as Sentry from '@sentry/node';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { flushErrorReports, reportJobError, startErrorReporting } from '../../lib/error-reporting.ts';

let posthog: PostHogEmulator;
let sentry: SentryEmulator;
let context: TestContext;

beforeAll(async () => {
  posthog = await startPostHogEmulator();
  sentry = await startSentryEmulator();
  context = await createTestApp({ POSTHOG_KEY: 'phc_test_key', POSTHOG_HOST: posthog.url, SENTRY_DSN: sentry.dsn });
  startErrorReporting(context.config);
});
afterAll(async () => {
  await context?.close();
  await posthog?.close();
  await sentry?.close();
});

describe('product analytics', () => {
  it('records the product events with ids only, and nothing of a user who opted out', async () => {
    const user = await createUser(context.db, { email: 'riley.private@agency.example' });
    const optedOut = await createUser(context.db, { email: 'opted.out@agency.example' });
    await callApi(context, optedOut, { method: 'PUT', url: '/me/analytics', body: { analyticsOptOut: true } });

    expect(
      (await callApi(context, user, { method: 'GET', url: '/leads?keyWords=Nurse%20Riley%20Private' })).statusCode,
    ).toBe(200);
    const created = await callApi(context, user, {
      method: 'POST',
      url: '/savedSearches',
      body: { name: 'Private search name', keyWords: 'Secret keyword' },
    });
    expect(created.statusCode).toBe(201);
    expect((await callApi(context, optedOut, { method: 'GET', url: '/leads' })).statusCode).toBe(200);
    // Closing the app flushes the SDK's queue.
    await context.app.close();

    const names = posthog.events.map((event) => event.event);
    expect(names).toContain('search_run');
    expect(names).toContain('saved_search_created');
    expect(posthog.events.every((event) => event.distinct_id === user.userId)).toBe(true);
    const search = posthog.events.find((event) => event.event === 'search_run');
    expect(search?.properties).toMatchObject({ searchOf: 'leads', organizationId: user.orgId });
    const everything = posthog.bodies.join('\n');
    for (const personal of ['riley.private', 'Riley', 'Private search name', 'Secret keyword', optedOut.userId]) {
      expect(everything).not.toContain(personal);
    }
  });
});

describe('error reporting', () => {
  it('reports a server error with its route, scrubbed of the bearer token', async () => {
    const again = await createTestApp({ SENTRY_DSN: sentry.dsn });
    try {
      const user = await createUser(again.db);
      await sql`ALTER TABLE saved_searches RENAME TO saved_searches_away`.execute(again.db);
      const failed = await callApi(again, user, { method: 'GET', url: '/savedSearches?view=mine' });
      await sql`ALTER TABLE saved_searches_away RENAME TO saved_searches`.execute(again.db);
      expect(failed.statusCode).toBe(500);
      await flushErrorReports();
      const events = sentry.items.filter((item) => item.type === 'event');
      expect(events.length).toBeGreaterThanOrEqual(1);
      const event = events.at(-1)?.payload as {
        tags?: Record<string, string>;
        release?: string;
        user?: { id?: string };
      };
      expect(event.tags?.route).toBe('/api/v1/savedSearches');
      expect(event.release).toBe(again.config.version);
      expect(event.user).toEqual({ id: user.userId });
      expect(sentry.envelopes.join('\n')).not.toMatch(/eyJ[A-Za-z0-9_-]{5,}\./);
    } finally {
      await again.close();
    }
  });

  it('never sends 409, 402 or cannot-set-country reports, and masks secrets in what it sends', async () => {
    const before = sentry.items.length;
    Sentry.captureException(Object.assign(new Error('Signed in on another device'), { statusCode: 409 }));
    Sentry.captureException(Object.assign(new Error('Subscription ended'), { statusCode: 402 }));
    Sentry.captureException(new Error('Cannot set country of this lead'));
    reportJobError(new Error('SMTP refused: Bearer abc.def.ghi password=hunter2 cookie=sid123'), 'mail-delivery');
    await flushErrorReports();
    const sent = sentry.items.slice(before).filter((item) => item.type === 'event');
    expect(sent).toHaveLength(1);
    const text = JSON.stringify(sent[0]?.payload);
    expect(text).toContain('SMTP refused');
    for (const secret of ['abc.def.ghi', 'hunter2', 'sid123']) expect(text).not.toContain(secret);
    expect(text).not.toContain('another device');
  });
});

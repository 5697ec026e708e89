/**
 * Server-side product analytics (prospecting-core §1; issue #21) with PostHog's Node SDK, off unless POSTHOG_KEY
 * is set. Events carry the user's id as distinct id, the organisation as group, and ids and counts only
 * (`analyticsProperties` drops personal-looking keys, masks secrets and cuts strings at 2,000 characters).
 * Users who opted out in Account Settings are not recorded.
 */
import { analyticsProperties } from '@agencyscout/contracts';
import { PostHog } from 'posthog-node';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { analyticsOptedOut } from '../account/service.ts';

export interface AnalyticsEvent {
  userId: string;
  orgId: string;
  event: string;
  properties?: Record<string, unknown>;
}

export interface ServerAnalytics {
  enabled: boolean;
  /** Records the event unless the user opted out; never throws, never waits for the network. */
  capture(event: AnalyticsEvent): void;
  /** Sends what is queued (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const OFF: ServerAnalytics = {
  enabled: false,
  capture: () => {},
  flush: async () => {},
  shutdown: async () => {},
};

export function createServerAnalytics(
  settings: AppConfig['posthog'],
  db: Db,
  onError: (error: unknown) => void = () => {},
): ServerAnalytics {
  if (!settings) return OFF;
  const client = new PostHog(settings.key, { host: settings.host, flushAt: 20, flushInterval: 5000 });
  client.on('error', onError);
  const pending = new Set<Promise<void>>();
  const record = async (event: AnalyticsEvent) => {
    if (await analyticsOptedOut(db, event.userId)) return;
    client.capture({
      distinctId: event.userId,
      event: event.event,
      properties: analyticsProperties({ ...event.properties, organizationId: event.orgId }),
      groups: { organization: event.orgId },
    });
  };
  return {
    enabled: true,
    capture(event) {
      const task = record(event)
        .catch(onError)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      await Promise.all(pending);
      await client.flush();
    },
    async shutdown() {
      await Promise.all(pending);
      await client.shutdown(5000);
    },
  };
}

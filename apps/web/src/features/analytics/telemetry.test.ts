import type { PublicConfig } from '@agencyscout/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test-utils/me-fixture.ts';

const client = vi.hoisted(() => ({
  init: vi.fn(),
  identify: vi.fn(),
  group: vi.fn(),
  reset: vi.fn(),
  onFeatureFlags: vi.fn(),
  isFeatureEnabled: vi.fn(() => false),
  startSessionRecording: vi.fn(),
  stopSessionRecording: vi.fn(),
  opt_out_capturing: vi.fn(),
  opt_in_capturing: vi.fn(),
  has_opted_out_capturing: vi.fn(() => false),
}));
vi.mock('posthog-js', () => ({ default: client }));

const { flagEnabledWithin, identifyUser, prepareBrowserEvent, resetTelemetry, startTelemetry } = await import(
  './telemetry.ts'
);

const config: PublicConfig = {
  oidcAuthority: 'x',
  oidcClientId: 'web',
  oidcAudience: 'api',
  oidcScope: 'openid',
  version: '1.2.3',
  analytics: { key: 'phc_key', host: 'http://posthog.test' },
  errorReporting: null,
  chatWidgetUrl: null,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('browser analytics', () => {
  it('identifies the user and organisation once per change of user id, and resets on logout', async () => {
    await startTelemetry(config);
    expect(client.init).toHaveBeenCalledWith('phc_key', expect.objectContaining({ api_host: 'http://posthog.test' }));
    const me = makeMe();
    identifyUser(me);
    identifyUser(me);
    expect(client.identify).toHaveBeenCalledTimes(1);
    expect(client.identify).toHaveBeenCalledWith(me.userId, { plan: me.plan, role: me.role });
    expect(client.group).toHaveBeenCalledWith('organization', me.organizationId, { plan: me.organization.plan });
    resetTelemetry();
    expect(client.reset).toHaveBeenCalledTimes(1);
    identifyUser(makeMe({ userId: '33333333-3333-4333-8333-333333333333' }));
    expect(client.identify).toHaveBeenCalledTimes(2);
  });

  it('starts recordings only with the flag on and no opt-out', async () => {
    client.onFeatureFlags.mockImplementation((callback: () => void) => callback());
    client.isFeatureEnabled.mockReturnValue(true);
    identifyUser(makeMe({ userId: '44444444-4444-4444-8444-444444444444' }));
    await vi.waitFor(() => expect(client.startSessionRecording).toHaveBeenCalledTimes(1));
    identifyUser(makeMe({ userId: '55555555-5555-4555-8555-555555555555', analyticsOptOut: true }));
    await vi.waitFor(() => expect(client.opt_out_capturing).toHaveBeenCalled());
    expect(client.startSessionRecording).toHaveBeenCalledTimes(1);
  });

  it('waits for the flags at most 800 ms', async () => {
    vi.useFakeTimers();
    const slow = { onFeatureFlags: vi.fn(), isFeatureEnabled: vi.fn(() => true) };
    const answer = flagEnabledWithin(slow, 'recordings_enabled');
    await vi.advanceTimersByTimeAsync(799);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe(false);
  });
});

describe('browser error reports', () => {
  it('suppresses 409, 402 and cannot-set-country, and scrubs secrets from the rest', () => {
    const event = { message: 'x', request: { headers: { Authorization: 'Bearer abc' } } };
    expect(
      prepareBrowserEvent(event, { originalException: { statusCode: 409, message: 'Signed in elsewhere' } }),
    ).toBeNull();
    expect(prepareBrowserEvent(event, { originalException: { statusCode: 402, message: 'Ended' } })).toBeNull();
    expect(prepareBrowserEvent(event, { originalException: new Error('Cannot set country') })).toBeNull();
    expect(prepareBrowserEvent(event, { originalException: { statusCode: 500, message: 'boom' } })).toEqual({
      message: 'x',
      request: { headers: { Authorization: '[Filtered]' } },
    });
  });
});

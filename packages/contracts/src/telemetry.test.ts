import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_STRING_MAX,
  analyticsProperties,
  cutAnalyticsString,
  cutAnalyticsStrings,
  FEATURE_FLAG_TIMEOUT_MS,
  FILTERED,
  isSuppressedReport,
  scrubSecrets,
  scrubText,
  withTimeout,
} from './telemetry.ts';

describe('analytics strings (prospecting-core §1: cut at 2000 characters)', () => {
  it('keeps short strings and cuts long ones at exactly 2000', () => {
    expect(cutAnalyticsString('abc')).toBe('abc');
    expect(cutAnalyticsString('x'.repeat(2000))).toHaveLength(2000);
    expect(cutAnalyticsString('x'.repeat(2001))).toHaveLength(ANALYTICS_STRING_MAX);
    expect(cutAnalyticsStrings({ a: ['y'.repeat(5000)], b: { c: 'z'.repeat(3000) }, n: 5 })).toEqual({
      a: ['y'.repeat(2000)],
      b: { c: 'z'.repeat(2000) },
      n: 5,
    });
  });

  it('keeps ids and counts but drops personal properties', () => {
    expect(
      analyticsProperties({ leadId: 4, organizationId: 'o-1', email: 'a@b.c', name: 'Riley', keyWords: 'nurse' }),
    ).toEqual({ leadId: 4, organizationId: 'o-1' });
  });
});

describe('feature flags wait (at most 800 ms)', () => {
  it('answers the value when it comes in time and the fallback once the time is up', async () => {
    vi.useFakeTimers();
    try {
      const late = withTimeout(new Promise<boolean>(() => {}), 800, false);
      const early = withTimeout(Promise.resolve(true), 800, false);
      await vi.advanceTimersByTimeAsync(FEATURE_FLAG_TIMEOUT_MS);
      await expect(late).resolves.toBe(false);
      await expect(early).resolves.toBe(true);
      await expect(withTimeout(Promise.reject(new Error('down')), 800, 'off')).resolves.toBe('off');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('error report suppression', () => {
  it('suppresses 409, 402 and the cannot-set-country error, and nothing else', () => {
    expect(isSuppressedReport({ status: 409 })).toBe(true);
    expect(isSuppressedReport({ status: 402, message: 'Subscription ended' })).toBe(true);
    expect(isSuppressedReport({ message: 'Error: Cannot set country' })).toBe(true);
    expect(isSuppressedReport({ status: 500, message: 'boom' })).toBe(false);
    expect(isSuppressedReport({ status: 401 })).toBe(false);
    expect(isSuppressedReport({})).toBe(false);
  });
});

describe('scrubbing', () => {
  it('masks secrets inside text', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';
    const scrubbed = scrubText(
      `Bearer abc.def ${jwt} as_live_0123456789abcdef ?access_token=xyz&page=2 password=hunter2`,
    );
    for (const secret of ['abc.def', jwt, 'as_live_0123456789abcdef', 'xyz', 'hunter2']) {
      expect(scrubbed).not.toContain(secret);
    }
    expect(scrubbed).toContain('page=2');
    expect(scrubbed).toContain(`access_token=${FILTERED}`);
  });

  it('filters values under secret keys anywhere in an event', () => {
    const event = {
      request: {
        headers: { Authorization: 'Bearer t', Cookie: 'sid=1', 'X-Api-Key': 'k', RequestId: 'r', accept: 'json' },
        cookies: { session: 'x' },
        data: { password: 'p', newPassword: 'q', email: 'kept in errors' },
      },
      extra: { nested: [{ apiKey: 'k2', client_secret: 'c', refresh_token: 'r2', count: 3 }] },
      user: { id: 'u-1' },
    };
    const scrubbed = scrubSecrets(event);
    expect(scrubbed.request.headers).toEqual({
      Authorization: FILTERED,
      Cookie: FILTERED,
      'X-Api-Key': FILTERED,
      RequestId: FILTERED,
      accept: 'json',
    });
    expect(scrubbed.request.cookies).toBe(FILTERED);
    expect(scrubbed.request.data.password).toBe(FILTERED);
    expect(scrubbed.request.data.newPassword).toBe(FILTERED);
    expect(scrubbed.extra.nested[0]).toEqual({
      apiKey: FILTERED,
      client_secret: FILTERED,
      refresh_token: FILTERED,
      count: 3,
    });
    expect(scrubbed.user).toEqual({ id: 'u-1' });
    expect(event.request.headers.Authorization).toBe('Bearer t');
  });
});

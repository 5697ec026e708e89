/**
 * Sign-in limits of the login page (docs/decisions.md "Sign-in limits"), with rate-limiter-flexible:
 * - attempts per client address + e-mail: `attemptsPerMinute` a minute, every attempt counts;
 * - failed sign-ins per client address across e-mails (password spraying): `addressFailures` per window;
 * - failed sign-ins per e-mail across addresses (distributed guessing): `emailFailures` per window; a successful
 *   sign-in clears that e-mail's count.
 * With Redis the counters are shared by every node (keys under `{prefix}:login-…`); while Redis is unreachable each
 * node counts in memory instead (the insurance limiter), so sign-in keeps working.
 */
import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config.ts';

export interface LoginLimits {
  /** Counts the attempt; false when any limit for this address or e-mail is used up (answer 429). */
  admit(address: string, email: string): Promise<boolean>;
  /** Counts a failed sign-in against the address and the e-mail. */
  recordFailure(address: string, email: string): Promise<void>;
  /** Clears the e-mail's failures after a successful sign-in. */
  recordSuccess(email: string): Promise<void>;
}

type Limiter = RateLimiterMemory | RateLimiterRedis;

function limiter(options: IRateLimiterOptions & { keyPrefix: string }, redis: Redis | null, prefix: string): Limiter {
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${prefix}:${options.keyPrefix}`,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Consumes one point; false when the limit is used up. Store errors never block a sign-in. */
async function consume(target: Limiter, key: string): Promise<boolean> {
  try {
    await target.consume(key);
    return true;
  } catch (error) {
    return !(error instanceof RateLimiterRes);
  }
}

async function usedUp(target: Limiter, key: string): Promise<boolean> {
  const state = await target.get(key).catch(() => null);
  return state !== null && state.consumedPoints >= target.points;
}

export function createLoginLimits(
  settings: AppConfig['loginLimits'],
  redis: Redis | null,
  prefix: string,
): LoginLimits {
  const window = settings.failureWindowSeconds;
  const attempts = limiter(
    { keyPrefix: 'login-attempts', points: settings.attemptsPerMinute, duration: 60 },
    redis,
    prefix,
  );
  const byAddress = limiter(
    { keyPrefix: 'login-address-failures', points: settings.addressFailures, duration: window },
    redis,
    prefix,
  );
  const byEmail = limiter(
    { keyPrefix: 'login-email-failures', points: settings.emailFailures, duration: window },
    redis,
    prefix,
  );
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    async admit(address, email) {
      const [addressBlocked, emailBlocked] = await Promise.all([
        usedUp(byAddress, address),
        usedUp(byEmail, emailKey(email)),
      ]);
      const attemptAllowed = await consume(attempts, `${address}|${emailKey(email)}`);
      return attemptAllowed && !addressBlocked && !emailBlocked;
    },
    async recordFailure(address, email) {
      await Promise.all([consume(byAddress, address), consume(byEmail, emailKey(email))]);
    },
    async recordSuccess(email) {
      await byEmail.delete(emailKey(email)).catch(() => false);
    },
  };
}

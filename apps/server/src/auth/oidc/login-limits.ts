/**
 * Sign-in limits of the login page (docs/decisions.md "Sign-in limits"), with rate-limiter-flexible:
 * - attempts per client address + account: `attemptsPerMinute` a minute, every attempt counts;
 * - failed sign-ins per client address + account (one person mistyping, one address guessing one account):
 *   `addressEmail`; a successful sign-in clears it;
 * - failed sign-ins per account across addresses (distributed guessing): `email`;
 * - failed sign-ins per client address across accounts (password spraying): `address`, a much higher ceiling, so
 *   colleagues behind one office address are not locked out by one of them.
 * An account is its e-mail as typed, trimmed and lower-cased, known or not: unknown e-mails count the same, so the
 * answers say nothing about which accounts exist. With Redis the counters are shared by every node (keys under
 * `{prefix}:login-…`); while Redis is unreachable each node counts in memory instead (the insurance limiter), so
 * sign-in keeps working.
 */
import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config.ts';

/** Why a sign-in may not go ahead now: the limit of this account (at this address) or of the whole address. */
export interface LoginRefusal {
  scope: 'account' | 'address';
  /** Whole seconds until every limit that refused this attempt has room again (at least 1). */
  retryAfterSeconds: number;
}

export interface LoginLimits {
  /** Counts the attempt; null when it may go ahead, else the refusal with the longest wait (answer 429). */
  admit(address: string, email: string): Promise<LoginRefusal | null>;
  /** Counts a failed sign-in against the address + account, the account and the address. */
  recordFailure(address: string, email: string): Promise<void>;
  /** Clears this address + account's failures after a successful sign-in (the account's and address's stay). */
  recordSuccess(address: string, email: string): Promise<void>;
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

/** Consumes one point; the milliseconds to wait when the limit is used up, else 0. Store errors never block. */
async function consume(target: Limiter, key: string): Promise<number> {
  try {
    await target.consume(key);
    return 0;
  } catch (error) {
    return error instanceof RateLimiterRes ? Math.max(error.msBeforeNext, 1) : 0;
  }
}

/** The milliseconds until the limit has room again when it is used up, else 0. Store errors never block. */
async function waitWhenUsedUp(target: Limiter, key: string): Promise<number> {
  const state = await target.get(key).catch(() => null);
  return state !== null && state.consumedPoints >= target.points ? Math.max(state.msBeforeNext, 1) : 0;
}

/** The account a sign-in is for: its e-mail, trimmed and lower-cased. */
function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

export function createLoginLimits(
  settings: AppConfig['loginLimits'],
  redis: Redis | null,
  prefix: string,
): LoginLimits {
  const attempts = limiter(
    { keyPrefix: 'login-attempts', points: settings.attemptsPerMinute, duration: 60 },
    redis,
    prefix,
  );
  const failures = (keyPrefix: string, rule: { failures: number; windowSeconds: number }) =>
    limiter({ keyPrefix, points: rule.failures, duration: rule.windowSeconds }, redis, prefix);
  const byAddressEmail = failures('login-address-email-failures', settings.addressEmail);
  const byEmail = failures('login-email-failures', settings.email);
  const byAddress = failures('login-address-failures', settings.address);
  const pairKey = (address: string, email: string) => `${address}|${accountKey(email)}`;

  return {
    async admit(address, email) {
      const [addressEmailWait, emailWait, addressWait] = await Promise.all([
        waitWhenUsedUp(byAddressEmail, pairKey(address, email)),
        waitWhenUsedUp(byEmail, accountKey(email)),
        waitWhenUsedUp(byAddress, address),
      ]);
      const attemptWait = await consume(attempts, pairKey(address, email));
      const accountWait = Math.max(attemptWait, addressEmailWait, emailWait);
      const wait = Math.max(accountWait, addressWait);
      if (wait === 0) return null;
      return { scope: addressWait > accountWait ? 'address' : 'account', retryAfterSeconds: Math.ceil(wait / 1000) };
    },
    async recordFailure(address, email) {
      await Promise.all([
        consume(byAddressEmail, pairKey(address, email)),
        consume(byEmail, accountKey(email)),
        consume(byAddress, address),
      ]);
    },
    async recordSuccess(address, email) {
      await byAddressEmail.delete(pairKey(address, email)).catch(() => false);
    },
  };
}

/**
 * What a bearer-token call is allowed now (issue #30 'Signing out ends access at once'): the user (active, role,
 * plan), whether the sign-in its token names still exists, and its product session — read from the database and
 * kept for ACCESS_CACHE_SECONDS, so that signing out, 'signed in on another device', a disabled user and a lowered
 * role or plan take effect within seconds instead of when the access token expires, at the cost of one cached
 * lookup per request. The cache is shared by every node through Redis when REDIS_URL is set (a Redis failure
 * falls back to the database); otherwise each process keeps its own.
 */
import type { Redis } from 'ioredis';
import type { Db } from '../db/kysely.ts';
import {
  findSession,
  findUserById,
  type SessionState,
  signInIsLive,
  type UserWithOrganization,
} from './identity-repository.ts';

export interface AccessState {
  /** The user with their organisation; null when the account is gone. */
  user: UserWithOrganization | null;
  /** The sign-in (token `sid`) still exists; true when the token names none. */
  signInLive: boolean;
  /** The product session (RequestId), when the call named one and it is this user's. */
  session: SessionState | null;
}

export interface AccessKey {
  userId: string;
  signInId: string | null;
  sessionId: string | null;
}

export interface AccessStates {
  /** The state of this caller, from the cache when it is younger than the TTL. */
  load(key: AccessKey): Promise<AccessState>;
  /** Drops the cached states of a sign-in at once (it was signed out here): this process's, and the shared ones. */
  forgetSignIn(signInId: string): Promise<void>;
  /** Drops the cached states of a user at once (a session was registered, ending the others). */
  forgetUser(userId: string): Promise<void>;
}

/** Entries the in-process cache keeps at most (oldest dropped first). */
const MAX_LOCAL_ENTRIES = 20_000;

/** Reads the state from the database: the user, the sign-in and the session in parallel. */
async function readState(db: Db, key: AccessKey): Promise<AccessState> {
  const [user, signInLive, session] = await Promise.all([
    findUserById(db, key.userId),
    key.signInId === null ? true : signInIsLive(db, key.signInId),
    key.sessionId === null ? undefined : findSession(db, key.sessionId, key.userId),
  ]);
  return { user: user ?? null, signInLive, session: session ?? null };
}

/** A session asked for and not found yet is about to be registered: that answer is not kept. */
const cacheable = (key: AccessKey, state: AccessState) => key.sessionId === null || state.session !== null;

const keyText = (key: AccessKey) => `${key.userId}|${key.signInId ?? ''}|${key.sessionId ?? ''}`;

/** JSON of a state, with its dates revived. */
function parseState(text: string): AccessState {
  const state = JSON.parse(text) as AccessState;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  if (state.user) state.user.subscriptionEnd = date(state.user.subscriptionEnd);
  if (state.session) {
    state.session.endedAt = date(state.session.endedAt);
    state.session.expiresAt = date(state.session.expiresAt) ?? new Date(0);
  }
  return state;
}

/** A text matched literally by a Redis glob pattern. */
const globLiteral = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/** Deletes the shared cache's states whose key matches `pattern` (sign-outs and registrations are rare). */
async function forgetInRedis(redis: { client: Redis; keyPrefix: string }, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.client.scan(cursor, 'MATCH', `${redis.keyPrefix}:access:${pattern}`, 'COUNT', 500);
    if (keys.length > 0) await redis.client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * @param ttlMs how long a state is reused (0: every request reads the database).
 * @param redis the shared cache, with the deployment's key prefix; null: a cache in this process.
 */
export function createAccessStates(
  db: Db,
  options: { ttlMs: number; redis: { client: Redis; keyPrefix: string } | null },
): AccessStates {
  const { ttlMs, redis } = options;
  const local = new Map<string, { state: AccessState; until: number }>();
  const remember = (text: string, state: AccessState) => {
    if (local.size >= MAX_LOCAL_ENTRIES) local.delete(local.keys().next().value as string);
    local.set(text, { state, until: Date.now() + ttlMs });
  };
  return {
    async load(key) {
      if (ttlMs <= 0) return readState(db, key);
      const text = keyText(key);
      if (redis) {
        const redisKey = `${redis.keyPrefix}:access:${text}`;
        const cached = await redis.client.get(redisKey).catch(() => null);
        if (cached) return parseState(cached);
        const state = await readState(db, key);
        if (cacheable(key, state)) {
          await redis.client.set(redisKey, JSON.stringify(state), 'PX', ttlMs).catch(() => undefined);
        }
        return state;
      }
      const hit = local.get(text);
      if (hit && hit.until > Date.now()) return hit.state;
      const state = await readState(db, key);
      if (cacheable(key, state)) remember(text, state);
      return state;
    },
    async forgetSignIn(signInId) {
      for (const text of local.keys()) if (text.split('|')[1] === signInId) local.delete(text);
      if (redis) await forgetInRedis(redis, `*|${globLiteral(signInId)}|*`).catch(() => undefined);
    },
    async forgetUser(userId) {
      for (const text of local.keys()) if (text.startsWith(`${userId}|`)) local.delete(text);
      if (redis) await forgetInRedis(redis, `${globLiteral(userId)}|*`).catch(() => undefined);
    },
  };
}

/**
 * Search and list reads on a streaming read replica (DATABASE_READ_URL; ARCHITECTURE 'Growing past one machine'),
 * while a user's own writes are read back from the primary: a successful write marks its user for
 * READ_YOUR_WRITES_SECONDS (in Redis when configured, so every node knows; in memory otherwise), and that user's
 * reads stay on the primary until the mark expires. Any doubt (Redis down) reads from the primary.
 */
import type { Redis } from 'ioredis';
import { readsRouted } from '../lib/metrics.ts';
import type { Db } from './kysely.ts';

export interface ReadRouting {
  /** True when a replica is configured. */
  replicated: boolean;
  /** The database that answers a search or list read of this user. */
  readerFor(userId: string): Promise<Db>;
  /** Marks the user as having just written (their reads go to the primary for the window). */
  noteWrite(userId: string): Promise<void>;
}

export interface ReadRoutingOptions {
  primary: Db;
  replica: Db | null;
  windowSeconds: number;
  redis: Redis | null;
  keyPrefix: string;
}

/** Read-your-writes marks kept in this process (no Redis): expiry time by user id. */
function memoryMarks() {
  const marks = new Map<string, number>();
  return {
    set(userId: string, until: number) {
      marks.set(userId, until);
      if (marks.size > 10_000) for (const [key, expiry] of marks) if (expiry < Date.now()) marks.delete(key);
    },
    has(userId: string) {
      const until = marks.get(userId);
      return until !== undefined && until > Date.now();
    },
  };
}

export function createReadRouting(options: ReadRoutingOptions): ReadRouting {
  const { primary, replica, windowSeconds, redis } = options;
  if (!replica) {
    return {
      replicated: false,
      readerFor: async () => {
        readsRouted.inc({ target: 'primary' });
        return primary;
      },
      noteWrite: async () => {},
    };
  }
  const local = memoryMarks();
  const key = (userId: string) => `${options.keyPrefix}:wrote:${userId}`;
  const wroteRecently = async (userId: string): Promise<boolean> => {
    if (local.has(userId)) return true;
    if (!redis) return false;
    try {
      return (await redis.exists(key(userId))) === 1;
    } catch {
      return true;
    }
  };
  return {
    replicated: true,
    async readerFor(userId) {
      const onPrimary = windowSeconds > 0 && (await wroteRecently(userId));
      readsRouted.inc({ target: onPrimary ? 'primary' : 'replica' });
      return onPrimary ? primary : replica;
    },
    async noteWrite(userId) {
      if (windowSeconds <= 0) return;
      local.set(userId, Date.now() + windowSeconds * 1000);
      if (!redis) return;
      await redis.set(key(userId), '1', 'PX', windowSeconds * 1000).catch(() => {});
    },
  };
}

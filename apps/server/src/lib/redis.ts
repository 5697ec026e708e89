/**
 * The optional Redis connection (REDIS_URL) that app nodes share their rate-limit counters through.
 * Commands fail fast while it is down (no offline queue, one retry), so callers fall back instead of waiting.
 */
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';

export function connectRedis(settings: NonNullable<AppConfig['redis']>): Redis {
  return new Redis(settings.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 });
}

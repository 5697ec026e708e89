import { SESSION_COOKIE_MAX_AGE_MS, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import Cookies from 'js-cookie';

const MS_PER_DAY = 86_400_000;

/** The session id kept in the `session` cookie (prospecting-core §3), or undefined when there is none. */
export function getSessionId(): string | undefined {
  return Cookies.get(SESSION_COOKIE_NAME);
}

/**
 * Creates a new session id (UUID) and stores it in the `session` cookie, expiring 10 days after creation
 * (§3, §9 SESSION_COOKIE_MAX_AGE_MS). The caller registers it with POST /api/v1/sessions.
 */
export function createSessionId(): string {
  const id = crypto.randomUUID();
  Cookies.set(SESSION_COOKIE_NAME, id, {
    expires: SESSION_COOKIE_MAX_AGE_MS / MS_PER_DAY,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
  return id;
}

export function clearSessionId(): void {
  Cookies.remove(SESSION_COOKIE_NAME, { path: '/' });
}

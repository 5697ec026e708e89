/** Paths of the sign-in flow (prospecting-core §2.1, §8). */

export const LOGIN_PATH = '/login';
export const ERROR_PATH = '/error';

/** Query names the identity provider puts on the redirect URI; any of them means "complete the callback". */
export const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

export function hasCallbackParams(search: URLSearchParams): boolean {
  return CALLBACK_PARAMS.some((name) => search.has(name));
}

/** `/login?redirect=<target>`: the guard's redirect keeping the full target path including its query. */
export function loginPath(target: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** `/error?error=…&error_description=…` (§8). */
export function errorPath(error: string, description?: string): string {
  const search = new URLSearchParams({ error });
  if (description) search.set('error_description', description);
  return `${ERROR_PATH}?${search.toString()}`;
}

/**
 * A redirect target taken from the URL or the OIDC state, accepted only when it is a path of this app
 * (starts with one '/'), so that a crafted link cannot send the user to another site. Otherwise '/'.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`)) return '/';
  return raw;
}

/** The error code and description of a failed sign-in step, for the error page. */
export function describeAuthError(error: unknown): { error: string; description: string | undefined } {
  if (error && typeof error === 'object') {
    const record = error as { error?: unknown; error_description?: unknown; message?: unknown };
    const code = typeof record.error === 'string' ? record.error : 'sign_in_failed';
    const description =
      typeof record.error_description === 'string'
        ? record.error_description
        : typeof record.message === 'string'
          ? record.message
          : undefined;
    return { error: code, description };
  }
  return { error: 'sign_in_failed', description: undefined };
}

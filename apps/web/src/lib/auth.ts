import type { PublicConfig } from '@agencyscout/contracts';
import { type SigninSilentArgs, type User, UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { useEffect, useSyncExternalStore } from 'react';
import { LOGIN_PATH, safeRedirectTarget } from './auth-paths.ts';
import { loadPublicConfig } from './public-config.ts';
import { clearSessionId } from './session.ts';

/**
 * The auth service (prospecting-core §2.1): OpenID Connect authorization code + PKCE with oidc-client-ts
 * against the issuer named by GET /api/config. The signed-in user lives in sessionStorage (library default).
 */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'failed';

export interface AuthSnapshot {
  status: AuthStatus;
  user: User | null;
  /** Why the service could not start (status 'failed'), e.g. the settings could not be loaded. */
  error?: string;
}

/** Raised when no valid token can be obtained; the error code the spec's §8 'login_required' branch expects. */
export class LoginRequiredError extends Error {
  readonly error = 'login_required';
  constructor() {
    super('Sign-in required');
    this.name = 'LoginRequiredError';
  }
}

/**
 * Adds the API audience as `resource` to token refreshes: oidc-client-ts sends the `extraTokenParams`
 * setting with the code exchange only, and without `resource` a refreshed access token would not be a JWT for the API.
 */
class ApiUserManager extends UserManager {
  readonly audience: string;
  constructor(settings: UserManagerSettings, audience: string) {
    super(settings);
    this.audience = audience;
  }
  override signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    return super.signinSilent({ resource: this.audience, ...args });
  }
}

/** The UserManager settings for the public configuration; redirects come back to `/login` of this origin. */
export function userManagerSettings(config: PublicConfig, origin: string): UserManagerSettings {
  return {
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${LOGIN_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    response_type: 'code',
    scope: config.oidcScope,
    automaticSilentRenew: true,
    extraQueryParams: { resource: config.oidcAudience },
    extraTokenParams: { resource: config.oidcAudience },
  };
}

let snapshot: AuthSnapshot = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let managerPromise: Promise<UserManager> | undefined;
let redirecting = false;
let signingOut = false;

function publish(next: AuthSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function publishUser(user: User | null): void {
  // While signing out the library unloads the user before leaving for the provider: stay 'loading' so the
  // route guard does not start a new sign-in in between.
  if (signingOut) return;
  publish(user && !user.expired ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
}

async function createManager(): Promise<UserManager> {
  const config = await loadPublicConfig();
  const manager = new ApiUserManager(userManagerSettings(config, window.location.origin), config.oidcAudience);
  manager.events.addUserLoaded((user) => publishUser(user));
  manager.events.addUserUnloaded(() => publishUser(null));
  manager.events.addUserSignedOut(() => publishUser(null));
  let user = await manager.getUser();
  if (user?.expired) user = await manager.signinSilent().catch(() => null);
  publishUser(user);
  return manager;
}

/** Starts the service once (loads the settings, reads the stored user); later calls share the same start. */
function start(): Promise<UserManager> {
  managerPromise ??= createManager().catch((error: unknown) => {
    managerPromise = undefined;
    publish({ status: 'failed', user: null, error: error instanceof Error ? error.message : String(error) });
    throw error;
  });
  return managerPromise;
}

/** Starts a login redirect; the target path travels in the OIDC state and comes back to `/login`. */
async function signIn(target: string): Promise<void> {
  if (redirecting) return;
  redirecting = true;
  try {
    const manager = await start();
    await manager.signinRedirect({ state: { redirect: safeRedirectTarget(target) } });
  } catch (error) {
    redirecting = false;
    throw error;
  }
}

/** Completes the redirect callback at `url`; resolves to the saved redirect target. */
async function completeSignIn(url: string): Promise<string> {
  const manager = await start();
  const user = await manager.signinRedirectCallback(url);
  const state = user.state as { redirect?: unknown } | undefined;
  return safeRedirectTarget(state?.redirect);
}

/** Signs the user out at the identity provider, which comes back to `/login` (§7: 401/402, §2.1 no entry). */
async function signOut(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  publish({ status: 'loading', user: null });
  clearSessionId();
  const manager = await start().catch(() => undefined);
  try {
    if (!manager) throw new Error('auth service not started');
    await manager.signoutRedirect();
  } catch {
    await manager?.removeUser().catch(() => undefined);
    window.location.assign(LOGIN_PATH);
  }
}

/** A valid access token, renewed silently when expired; throws LoginRequiredError when there is none. */
async function getAccessToken(): Promise<string> {
  const manager = await start();
  let user = await manager.getUser();
  if (user?.expired) user = await manager.signinSilent().catch(() => null);
  if (!user || user.expired) throw new LoginRequiredError();
  return user.access_token;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const authService = {
  start,
  signIn,
  completeSignIn,
  signOut,
  getAccessToken,
  subscribe,
  getSnapshot: (): AuthSnapshot => snapshot,
};

/** The auth state for components; starts the service on first use. */
export function useAuth(): AuthSnapshot {
  useEffect(() => {
    void start().catch(() => undefined);
  }, []);
  return useSyncExternalStore(authService.subscribe, authService.getSnapshot);
}

import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullPageProgress } from '../../components/full-page-progress.tsx';
import { authService, useAuth } from '../../lib/auth.ts';
import { describeAuthError, errorPath, hasCallbackParams, safeRedirectTarget } from '../../lib/auth-paths.ts';
import { handleSignInCallback } from './sign-in-callback.ts';

/**
 * `/login` (public, prospecting-core §2.1). Waits for the auth service; with callback parameters it completes
 * the sign-in, registers the session and goes to the saved target (or '/'), on failure to the error page.
 * Otherwise it starts a login redirect remembering `redirect`; an already signed-in user goes straight there.
 */
export function LoginRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const callbackUrl = `${window.location.origin}${pathname}${search}`;
  const isCallback = hasCallbackParams(searchParams);
  const target = safeRedirectTarget(searchParams.get('redirect'));

  useEffect(() => {
    const fail = (error: unknown) => {
      const { error: code, description } = describeAuthError(error);
      void navigate(errorPath(code, description), { replace: true });
    };
    if (auth.status === 'loading') return;
    if (auth.status === 'failed') {
      fail({ error: 'auth_unavailable', error_description: auth.error });
    } else if (isCallback) {
      handleSignInCallback(callbackUrl).then((next) => navigate(next, { replace: true }), fail);
    } else if (auth.status === 'signedIn') {
      void navigate(target, { replace: true });
    } else {
      authService.signIn(target).catch(fail);
    }
  }, [auth.status, auth.error, isCallback, callbackUrl, target, navigate]);

  return <FullPageProgress label="Signing you in…" />;
}

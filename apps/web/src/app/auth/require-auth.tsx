import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageProgress } from '../../components/full-page-progress.tsx';
import { useAuth } from '../../lib/auth.ts';
import { errorPath, loginPath } from '../../lib/auth-paths.ts';

/**
 * The route guard (prospecting-core §2.1): waits for the auth service; a signed-out user goes to
 * `/login?redirect=<full target path including query and hash>`.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullPageProgress label="Checking your sign-in…" />;
  if (auth.status === 'failed') return <Navigate to={errorPath('auth_unavailable', auth.error)} replace />;
  if (auth.status === 'signedOut') {
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthSnapshot, authService, useAuth } from '../../lib/auth.ts';
import { registerSession } from '../../lib/session-registration.ts';
import { LoginRoute } from './login-route.tsx';

vi.mock('../../lib/auth.ts', () => ({
  useAuth: vi.fn(),
  authService: { signIn: vi.fn(() => Promise.resolve()), completeSignIn: vi.fn() },
}));
vi.mock('../../lib/session-registration.ts', () => ({ registerSession: vi.fn(() => Promise.resolve('s-1')) }));

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(path: string, snapshot: AuthSnapshot) {
  vi.mocked(useAuth).mockReturnValue(snapshot);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signedOut: AuthSnapshot = { status: 'signedOut', user: null };

describe('/login (prospecting-core §2.1)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts a login redirect remembering the target path', async () => {
    renderLogin(`/login?${new URLSearchParams({ redirect: '/leads?page=2' })}`, signedOut);
    await waitFor(() => expect(authService.signIn).toHaveBeenCalledWith('/leads?page=2'));
  });

  it('does not accept a redirect target outside the app', async () => {
    renderLogin('/login?redirect=//evil.example/phish', signedOut);
    await waitFor(() => expect(authService.signIn).toHaveBeenCalledWith('/'));
  });

  it('waits for the auth service before doing anything', () => {
    renderLogin('/login', { status: 'loading', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    expect(authService.signIn).not.toHaveBeenCalled();
  });

  it('completes the callback, registers the session and goes to the saved target', async () => {
    vi.mocked(authService.completeSignIn).mockResolvedValue('/savedsearch?searchId=4');
    const router = renderLogin('/login?code=abc&state=s1', signedOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/savedsearch'));
    expect(router.state.location.search).toBe('?searchId=4');
    expect(authService.completeSignIn).toHaveBeenCalledWith(expect.stringContaining('/login?code=abc&state=s1'));
    expect(registerSession).toHaveBeenCalledTimes(1);
  });

  it('goes to the error page with error and error_description when the callback fails', async () => {
    vi.mocked(authService.completeSignIn).mockRejectedValue({ error: 'access_denied', error_description: 'Denied' });
    const router = renderLogin('/login?error=access_denied&error_description=Denied&state=s2', signedOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('error')).toBe('access_denied');
    expect(search.get('error_description')).toBe('Denied');
    expect(registerSession).not.toHaveBeenCalled();
  });

  it('sends an already signed-in user straight to the target', async () => {
    const router = renderLogin('/login?redirect=%2Fagencytips', { status: 'signedIn', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agencytips'));
    expect(authService.signIn).not.toHaveBeenCalled();
  });
});

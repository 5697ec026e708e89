import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthSnapshot, useAuth } from '../../lib/auth.ts';
import { RequireAuth } from './require-auth.tsx';

vi.mock('../../lib/auth.ts', () => ({ useAuth: vi.fn() }));

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, snapshot: AuthSnapshot) {
  vi.mocked(useAuth).mockReturnValue(snapshot);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LocationProbe /> },
      { element: <RequireAuth />, children: [{ path: '/leads', element: <p>Agency leads page</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('route guard (prospecting-core §2.1)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('redirects a signed-out user to /login with the full target path as redirect', () => {
    renderAt('/leads?page=2&favorite=true', { status: 'signedOut', user: null });
    const expected = `/login?${new URLSearchParams({ redirect: '/leads?page=2&favorite=true' }).toString()}`;
    expect(screen.getByTestId('location')).toHaveTextContent(expected);
    expect(new URLSearchParams(expected.split('?')[1]).get('redirect')).toBe('/leads?page=2&favorite=true');
  });

  it('waits while the auth service is loading', () => {
    renderAt('/leads', { status: 'loading', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByText('Agency leads page')).toBeNull();
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/leads', { status: 'signedIn', user: null });
    expect(screen.getByText('Agency leads page')).toBeInTheDocument();
  });
});

import { COOKIES, type Me, PERMISSIONS, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authService } from '../../lib/auth.ts';
import { useMe, useUserData } from '../../lib/current-user.ts';
import { writeLeadCookie } from '../../lib/lead-cookies.ts';
import { makeMe } from '../../test-utils/me-fixture.ts';
import { SessionGate } from './session-gate.tsx';

vi.mock('../../lib/auth.ts', () => ({ authService: { signOut: vi.fn(() => Promise.resolve()) } }));
vi.mock('../../lib/current-user.ts', () => ({ useMe: vi.fn(), useUserData: vi.fn() }));

function renderGate(me: Me) {
  vi.mocked(useMe).mockReturnValue({ data: me, isPending: false, isError: false } as ReturnType<typeof useMe>);
  const router = createMemoryRouter([{ element: <SessionGate />, children: [{ path: '/', element: <p>app</p> }] }]);
  render(<RouterProvider router={router} />);
}

describe('start-up gate (prospecting-core §2.1)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('clears the lead cookies, loads the user data and lets an entitled user in', () => {
    for (const name of [COOKIES.leadPage, COOKIES.leadsQuery, COOKIES.leadFilter, COOKIES.tickerMode]) {
      Cookies.set(name, 'x');
    }
    const me = makeMe();
    renderGate(me);
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(Cookies.get(COOKIES.leadPage)).toBeUndefined();
    expect(Cookies.get(COOKIES.leadsQuery)).toBeUndefined();
    expect(Cookies.get(COOKIES.leadFilter)).toBeUndefined();
    expect(Cookies.get(COOKIES.tickerMode)).toBe('x');
    expect(useUserData).toHaveBeenCalledWith(me.userId);
    expect(authService.signOut).not.toHaveBeenCalled();
  });

  it('clears the lead cookies on a browser reload too (same session: F5 starts from the default list)', () => {
    Cookies.set(SESSION_COOKIE_NAME, 'session-1');
    writeLeadCookie(COOKIES.leadsQuery, '{"keyWords":"nurse","leadType":"Agency","count":50}');
    writeLeadCookie(COOKIES.leadFilter, '{"viewed":true}');
    writeLeadCookie(COOKIES.leadPage, '3');
    renderGate(makeMe());
    expect(Cookies.get(COOKIES.leadsQuery)).toBeUndefined();
    expect(Cookies.get(COOKIES.leadFilter)).toBeUndefined();
    expect(Cookies.get(COOKIES.leadPage)).toBeUndefined();
    Cookies.remove(SESSION_COOKIE_NAME);
  });

  it.each([
    ['is:demo', [PERMISSIONS.readMe, PERMISSIONS.isDemo]],
    ['is:openWeb', [PERMISSIONS.readMe, PERMISSIONS.isOpenWeb]],
  ])('lets a user with %s in', (_name, permissions) => {
    renderGate(makeMe({ permissions }));
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('logs out a user without read:anyLeads, is:demo or is:openWeb', async () => {
    renderGate(makeMe({ permissions: [PERMISSIONS.readMe, PERMISSIONS.readUsers] }));
    await waitFor(() => expect(authService.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('app')).toBeNull();
  });
});

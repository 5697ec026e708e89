import { ONBOARDING_TEXTS } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { onboardingMessage } from '../api.ts';
import { OnboardingScreen } from './onboarding-screen.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/onboard', element: <OnboardingScreen /> },
      { path: '/onboard/:code', element: <OnboardingScreen /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onboarding (outreach-integrations-admin §2, §4, §8)', () => {
  it('keeps the button disabled until the password passes the shared validator, then goes to login on 204', async () => {
    const fetchMock = stubApi({ '/user/onboard': () => new Response(null, { status: 204 }) });
    const router = renderAt('/onboard/TOKEN1?email=lee+team@agency.example');
    const button = screen.getByRole('button', { name: ONBOARDING_TEXTS.submit });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'lowercase-only-1');
    expect(button).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Good-Password-1');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const body = JSON.parse(String(init?.body));
    // The query string decoded '+' to a space; the request turns it back into '+'.
    expect(body).toEqual({
      onboard_token: 'TOKEN1',
      email: 'lee+team@agency.example',
      password: 'Good-Password-1',
      ticket: '',
    });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it.each([
    [400, 'Invalid login ticket'],
    [403, 'Link expired'],
    [401, 'Token expired'],
    [500, 'Internal Error'],
  ])('shows the §8 message for %i in a snackbar with Close', async (status, text) => {
    stubApi({ '/user/onboard': () => new Response(JSON.stringify({ statusCode: status }), { status }) });
    renderAt('/onboard/TOKEN1?email=a@agency.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Good-Password-1');
    await userEvent.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('maps statuses to the spec texts', () => {
    expect(onboardingMessage(204)).toBeNull();
    expect(onboardingMessage(418)).toBe('Internal Error');
  });

  it('explains the page when opened without an invitation link', () => {
    renderAt('/onboard');
    expect(screen.getByText(ONBOARDING_TEXTS.missingLink)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ONBOARDING_TEXTS.submit })).toBeDisabled();
  });
});

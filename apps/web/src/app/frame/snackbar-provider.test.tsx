import { SNACKBAR_TIMEOUT_MS } from '@agencyscout/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authService } from '../../lib/auth.ts';
import { formatNotice, notify } from '../../lib/notifications.ts';
import { SnackbarProvider } from './snackbar-provider.tsx';

vi.mock('../../lib/auth.ts', () => ({ authService: { signOut: vi.fn(() => Promise.resolve()) } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('snackbar (prospecting-core §2.2, §8)', () => {
  it('formats notices as "{code}: {message}", or the message alone without a code', () => {
    expect(formatNotice({ code: 500, message: 'Internal Error' })).toBe('500: Internal Error');
    expect(formatNotice({ message: 'Saved' })).toBe('Saved');
  });

  it('shows "{code}: {message}" without a Login action for other codes', async () => {
    render(<SnackbarProvider>content</SnackbarProvider>);
    act(() => notify({ code: 404, message: 'Not found' }));
    expect(await screen.findByText('404: Not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('adds a Login action for 409 that logs the user out', async () => {
    render(<SnackbarProvider>content</SnackbarProvider>);
    act(() => notify({ code: 409, message: 'Signed in on another device' }));
    expect(await screen.findByText('409: Signed in on another device')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(authService.signOut).toHaveBeenCalledTimes(1);
  });

  it('hides the message after SNACKBAR_TIMEOUT_MS', () => {
    vi.useFakeTimers();
    render(<SnackbarProvider>content</SnackbarProvider>);
    act(() => notify({ code: 500, message: 'Internal Error' }));
    expect(screen.getByText('500: Internal Error')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 100);
    });
    expect(screen.getByText('500: Internal Error')).toBeInTheDocument();
    // The close at 3000 ms starts the exit transition, which ends on a later timer.
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('500: Internal Error')).toBeNull();
  });
});

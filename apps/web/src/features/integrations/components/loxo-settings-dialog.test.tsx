import { LOXO_TEXTS } from '@agencyscout/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { LoxoSettingsDialog } from './loxo-settings-dialog.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('Loxo settings dialog (outreach-integrations-admin §2 Loxo card, §3, §8)', () => {
  it('asks for both fields, saves them and emits connected with the spec text', async () => {
    const saved: unknown[] = [];
    stubApi({
      '/integrations/loxo/settings': (_url, init) => {
        if (init?.method === 'POST') saved.push(JSON.parse(String(init.body)));
        return { slug: saved.length ? 'summit-staffing' : null, hasBearerToken: saved.length > 0 };
      },
    });
    const onConnected = vi.fn();
    render(
      <AppProviders client={createQueryClient()}>
        <LoxoSettingsDialog open onClose={() => undefined} connected={false} onConnected={onConnected} />
      </AppProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Loxo settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(2);
    expect(saved).toEqual([]);
    expect(within(dialog).getByRole('tab', { name: 'Users' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Bearer Token/), 'key-1');
    await userEvent.type(within(dialog).getByLabelText(/Slug/), 'summit-staffing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LOXO_TEXTS.saveSuccess)).toBeInTheDocument();
    expect(saved).toEqual([{ bearerToken: 'key-1', slug: 'summit-staffing' }]);
    expect(onConnected).toHaveBeenCalledTimes(1);
  });
});

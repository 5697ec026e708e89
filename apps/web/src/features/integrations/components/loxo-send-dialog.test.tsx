import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { CrmPushMenu } from './crm-push-menu.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const NO_IDS = { BullhornId: null, HubspotId: null, LoxoId: null };
const LENA = {
  ConnectorValueId: 1,
  ConnectorValueType: 6,
  externalId: '301',
  name: 'Lena Loxo',
  Email: 'lena@summit.example',
  visible: true,
  IntegrationPipelineSteps: [],
};

function renderMenu(loxoId: string | null = null) {
  const client = createQueryClient();
  const me = makeMe();
  client.setQueryData(currentUserKeys.me, { ...me, integrations: { ...me.integrations, loxo: true } });
  render(
    <AppProviders client={client}>
      <CrmPushMenu
        contactId={7}
        contactName="Dana Doe"
        email="dana@acme.example"
        contactcrms={{ ...NO_IDS, LoxoId: loxoId }}
      />
    </AppProviders>,
  );
}

describe('Loxo send (outreach-integrations-admin §2 Loxo and Drip sends, §4)', () => {
  it('sends only once a Loxo user is chosen, with that user', async () => {
    const pushes: URL[] = [];
    stubApi({
      '/integrations/loxo/getUsers': () => [LENA],
      '/integrations/loxo/addContact': (url) => {
        pushes.push(url);
        return new Response(JSON.stringify({ contactId: 7, crmId: '5001', interactions: [] }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add to Loxo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Dana Doe to Loxo' });
    const send = within(dialog).getByRole('button', { name: 'Send to Loxo' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByText('Choose the Loxo user who will own the contact')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Loxo user/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lena Loxo (lena@summit.example)' }));
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(screen.getByText('Dana Doe added to Loxo')).toBeInTheDocument());
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.searchParams.get('contactId')).toBe('7');
    expect(pushes[0]?.searchParams.get('userId')).toBe('301');
  });

  it('disables the entry once the contact has a LoxoId', async () => {
    stubApi({});
    renderMenu('5001');
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    expect(screen.getByRole('menuitem', { name: 'In Loxo' })).toHaveAttribute('aria-disabled', 'true');
  });
});

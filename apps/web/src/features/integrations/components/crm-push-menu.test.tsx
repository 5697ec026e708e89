import { INTEGRATION_TEXTS } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { CrmPushMenu, type CrmPushMenuProps } from './crm-push-menu.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const NO_IDS = { BullhornId: null, HubspotId: null, LoxoId: null };

function renderMenu(props: Partial<CrmPushMenuProps>, integrations: { bullhorn: boolean; hubspot: boolean }) {
  const client = createQueryClient();
  const me = makeMe();
  client.setQueryData(currentUserKeys.me, { ...me, integrations: { ...me.integrations, ...integrations } });
  render(
    <AppProviders client={client}>
      <CrmPushMenu contactId={7} contactName="Dana Doe" email="dana@acme.example" contactcrms={NO_IDS} {...props} />
    </AppProviders>,
  );
}

describe('CRM push menu (outreach-integrations-admin §2 push menu, §4)', () => {
  it('shows nothing without a connected CRM', () => {
    renderMenu({}, { bullhorn: false, hubspot: false });
    expect(screen.queryByRole('button', { name: 'Push Dana Doe to a CRM' })).toBeNull();
  });

  it('disables the entry of a CRM that has the contact and leaves HubSpot out without an e-mail', async () => {
    renderMenu({ email: null, contactcrms: { ...NO_IDS, BullhornId: '12' } }, { bullhorn: true, hubspot: true });
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    expect(screen.getByRole('menuitem', { name: 'In Bullhorn' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('menuitem', { name: /HubSpot/ })).toBeNull();
  });

  it("shows Bullhorn's own message, or the spec's fallback, when a push fails", async () => {
    stubApi({
      '/integrations/bullhorn/addContact': () =>
        new Response(
          JSON.stringify({ statusCode: 502, code: 'INTEGRATION_FAILED', message: 'Bullhorn answered 500' }),
          {
            status: 502,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    renderMenu({}, { bullhorn: true, hubspot: false });
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add to Bullhorn' }));
    await waitFor(() => expect(screen.getByText('502: Bullhorn answered 500')).toBeInTheDocument());
    expect(INTEGRATION_TEXTS.bullhornPushFailed).toBe('Failed to add contact to Bullhorn');
  });
});

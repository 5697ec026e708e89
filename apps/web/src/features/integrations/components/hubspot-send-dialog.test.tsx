import { INTEGRATION_TEXTS } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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

const item = (externalId: string, name: string, steps: [string, string][] = []) => ({
  ConnectorValueId: externalId.length,
  ConnectorValueType: 1,
  externalId,
  name,
  Email: null,
  visible: true,
  IntegrationPipelineSteps: steps.map(([PipelineStepId, PipelineStepName]) => ({ PipelineStepId, PipelineStepName })),
});

function renderMenu() {
  const client = createQueryClient();
  const me = makeMe();
  client.setQueryData(currentUserKeys.me, { ...me, integrations: { ...me.integrations, hubspot: true } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <CrmPushMenu
          contactId={7}
          contactName="Dana Doe"
          email="dana@acme.example"
          contactcrms={{ BullhornId: null, HubspotId: null, LoxoId: null }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(field) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function stubHubspot(pushes: { url: URL; body: unknown }[] = []) {
  stubApi({
    '/integrations/hubspot/getUsers': () => [item('11', 'Olga Owner')],
    '/integrations/hubspot/getWorkflows': () => [],
    '/integrations/hubspot/getPipeline': () => [
      item('default', 'Sales', [['qualified', 'Qualified']]),
      item('renewals', 'Renewals', [['renew', 'Renewal due']]),
    ],
    '/integrations/hubspot/getCompanies': () => [],
    '/integrations/hubspot/addContact': (url, init) => {
      pushes.push({ url, body: JSON.parse(String(init?.body)) });
      return { contactId: 7, crmId: '9001', interactions: [] };
    },
  });
  return pushes;
}

async function openDialog() {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
  await userEvent.click(screen.getByRole('menuitem', { name: /HubSpot/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Dana Doe to HubSpot' });
  const send = within(dialog).getByRole('button', { name: 'Send to HubSpot' });
  await waitFor(() => expect(send).toBeEnabled());
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Create a deal' }));
  await waitFor(() => expect(send).toBeDisabled());
  return { dialog, send };
}

describe('HubSpot send (outreach-integrations-admin §2 HubSpot send)', () => {
  it("holds Send until the deal is complete, with the contract's message; another pipeline clears the stage", async () => {
    stubHubspot();
    const { dialog, send } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Deal name/ });
    await userEvent.click(name);
    await userEvent.tab();
    expect(await within(dialog).findByText(INTEGRATION_TEXTS.dealFieldsRequired)).toBeInTheDocument();
    await userEvent.type(name, 'Q3 nurses');
    await choose(dialog, 'Pipeline', 'Sales');
    await choose(dialog, 'Stage', 'Qualified');
    await waitFor(() => expect(send).toBeEnabled());
    await choose(dialog, 'Pipeline', 'Renewals');
    await waitFor(() => expect(send).toBeDisabled());
  });

  it('sends the deal, its name trimmed, with the chosen owner', async () => {
    const pushes = stubHubspot();
    const { dialog, send } = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Deal name/ }), ' Q3 nurses ');
    await choose(dialog, 'Pipeline', 'Renewals');
    await choose(dialog, 'Stage', 'Renewal due');
    await choose(dialog, 'User', 'Olga Owner');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(screen.getByText('Dana Doe added to HubSpot')).toBeInTheDocument());
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.url.searchParams.get('contactId')).toBe('7');
    expect(pushes[0]?.url.searchParams.get('user')).toBe('11');
    expect(pushes[0]?.body).toEqual({
      deal: {
        dealname: 'Q3 nurses',
        closedate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        pipeline: 'renewals',
        dealstage: 'renew',
      },
    });
  });
});

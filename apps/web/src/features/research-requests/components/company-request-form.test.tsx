import { RESEARCH_REQUEST_TEXTS } from '@agencyscout/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { CompanyRequestForm } from './company-request-form.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

const STORED = {
  companyRequestId: 7,
  kind: 'company',
  location: null,
  city: null,
  latitude: null,
  longitude: null,
  category: null,
  employmentType: null,
  specificRequirement: null,
  searchId: null,
  searchName: null,
  search: null,
  companyName: 'Globex',
  contactName: 'Hank Scorpio',
  createdDate: '2026-01-01T00:00:00.000Z',
  requestedBy: 'me@agency.example',
  organizationName: 'Agency',
};

function renderForm(initialCompany?: string) {
  render(
    <AppProviders client={createQueryClient()}>
      <CompanyRequestForm initialCompany={initialCompany} />
    </AppProviders>,
  );
  return screen.getByRole('form', { name: RESEARCH_REQUEST_TEXTS.requestCompany });
}

describe('the company request form (outreach-integrations-admin §2 Research request, §7 /requestedcompany)', () => {
  it('needs both names before it sends anything', async () => {
    const calls: unknown[] = [];
    stubApi({ '/requestedcompany': () => calls.push(1) && new Response('{}', { status: 500 }) });
    const form = renderForm();
    await userEvent.click(within(form).getByRole('button', { name: RESEARCH_REQUEST_TEXTS.requestCompany }));
    expect(within(form).getAllByText(RESEARCH_REQUEST_TEXTS.required)).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('sends CompanyName and ContactName, starting from the searched company, and says it was submitted', async () => {
    const bodies: unknown[] = [];
    stubApi({
      '/requestedcompany': (_, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(STORED), { status: 201, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const form = renderForm('Globex');
    expect(within(form).getByRole('textbox', { name: /^Company Name/ })).toHaveValue('Globex');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Contact Name/ }), '  Hank Scorpio ');
    await userEvent.click(within(form).getByRole('button', { name: RESEARCH_REQUEST_TEXTS.requestCompany }));
    expect(await screen.findByText(RESEARCH_REQUEST_TEXTS.submitted)).toBeInTheDocument();
    expect(bodies).toEqual([{ companyName: 'Globex', contactName: 'Hank Scorpio' }]);
    expect(within(form).getByRole('textbox', { name: /^Contact Name/ })).toHaveValue('');
  });

  it("says 'Request submission failed' when the server refuses", async () => {
    stubApi({
      '/requestedcompany': () =>
        new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal Error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const form = renderForm('Initech');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Contact Name/ }), 'Bill Lumbergh');
    await userEvent.click(within(form).getByRole('button', { name: RESEARCH_REQUEST_TEXTS.requestCompany }));
    expect(await screen.findByText(RESEARCH_REQUEST_TEXTS.failed)).toBeInTheDocument();
  });
});

import { RESEARCH_REQUEST_TEXTS } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { collectScreenTexts, rawFieldNames } from '../../../test-utils/raw-field-names.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { ResearchRequestPanel } from './research-request-panel.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

const CHICAGO = {
  name: 'Chicago',
  kind: 'city',
  stateCode: 'IL',
  countryCode: 'US',
  latitude: 41.88,
  longitude: -87.63,
  label: 'Chicago, IL',
};

function renderPanel() {
  render(
    <AppProviders client={createQueryClient()}>
      <ResearchRequestPanel search={{ keyWords: 'astronaut' }} />
    </AppProviders>,
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the research request form', () => {
  it('asks for every field with the spec text, and City only for Location City', async () => {
    stubApi({});
    renderPanel();
    expect(screen.queryByRole('combobox', { name: /^City/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: RESEARCH_REQUEST_TEXTS.submit }));
    expect(screen.getAllByText(RESEARCH_REQUEST_TEXTS.required)).toHaveLength(4);
    await choose('Location', 'City');
    expect(screen.getAllByText(RESEARCH_REQUEST_TEXTS.required)).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: /^City/ })).toBeInTheDocument();
  });

  it('refuses a requirement over 500 characters', async () => {
    stubApi({});
    renderPanel();
    const field = screen.getByRole('textbox', { name: /^Specific Requirement/ });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: RESEARCH_REQUEST_TEXTS.submit }));
    expect(screen.getByText(RESEARCH_REQUEST_TEXTS.requirementTooLong)).toBeInTheDocument();
  });

  it('sends the form with the city coordinates and the empty search, and says it was submitted', async () => {
    const bodies: unknown[] = [];
    stubApi({
      '/places': () => ({ places: [CHICAGO] }),
      '/companyrequest': (_, init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return new Response(
          JSON.stringify({
            companyRequestId: 1,
            kind: 'form',
            location: 'City',
            city: 'Chicago, IL',
            latitude: 41.88,
            longitude: -87.63,
            category: 'Technical',
            employmentType: 'Contract',
            specificRequirement: 'Nurses',
            searchId: null,
            searchName: null,
            search: { keyWords: 'astronaut' },
            companyName: null,
            contactName: null,
            createdDate: '2026-01-01T00:00:00.000Z',
            requestedBy: 'me@agency.example',
            organizationName: 'Agency',
          }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    renderPanel();
    await choose('Location', 'City');
    await userEvent.type(screen.getByRole('combobox', { name: /^City/ }), 'Chic');
    await userEvent.click(await screen.findByRole('option', { name: 'Chicago, IL' }));
    await choose('Category', 'Technical');
    await choose('Employment Type', 'Contract');
    await userEvent.type(screen.getByRole('textbox', { name: /^Specific Requirement/ }), 'Nurses');
    await userEvent.click(screen.getByRole('button', { name: RESEARCH_REQUEST_TEXTS.submit }));
    expect(await screen.findByText(RESEARCH_REQUEST_TEXTS.submitted)).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      Location: 'City',
      City: 'Chicago, IL',
      Latitude: 41.88,
      Longitude: -87.63,
      Category: 'Technical',
      EmploymentType: 'Contract',
      SpecificRequirement: 'Nurses',
      search: { keyWords: 'astronaut' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: RESEARCH_REQUEST_TEXTS.title })).getByRole('textbox', {
          name: /^Specific Requirement/,
        }),
      ).toHaveValue(''),
    );
  });

  it("says 'Request submission failed' when the server refuses", async () => {
    stubApi({
      '/companyrequest': () =>
        new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal Error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderPanel();
    await choose('Location', 'Nationwide');
    await choose('Category', 'Finance');
    await choose('Employment Type', 'All');
    await userEvent.type(screen.getByRole('textbox', { name: /^Specific Requirement/ }), 'Controllers');
    await userEvent.click(screen.getByRole('button', { name: RESEARCH_REQUEST_TEXTS.submit }));
    expect(await screen.findByText(RESEARCH_REQUEST_TEXTS.failed)).toBeInTheDocument();
  });

  it('shows labels and errors in words, never raw field names (issue #30)', async () => {
    stubApi({});
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: RESEARCH_REQUEST_TEXTS.submit }));
    await userEvent.click(screen.getByRole('button', { name: RESEARCH_REQUEST_TEXTS.requestCompany }));
    expect(screen.getAllByText(RESEARCH_REQUEST_TEXTS.required).length).toBeGreaterThan(4);
    expect(screen.getByRole('combobox', { name: /^Employment Type/ })).toBeInTheDocument();
    expect(rawFieldNames(collectScreenTexts('body'))).toEqual([]);
  });
});

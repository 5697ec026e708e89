import type { LeadHit, LeadSearchResponse, Me } from '@agencyscout/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { currentUserKeys } from '../../lib/current-user.ts';
import { makeMe } from '../../test-utils/me-fixture.ts';
import type { stubApi } from '../../test-utils/stub-api.ts';
import { leadsRoutes } from './routes/leads-routes.tsx';

/** Test helpers of the leads feature: a lead row, a fetch stub answering by path, and the screen in a router. */
export function makeHit(overrides: Partial<LeadHit> = {}): LeadHit {
  return {
    id: 101,
    leadType: 'OpenWeb',
    title: 'Registered Nurse',
    companyId: 7,
    companyName: 'Lakeside Health',
    location: 'Chicago, IL',
    city: 'Chicago',
    state: 'IL',
    country: 'US',
    postedAt: '2023-08-21T12:00:00.000Z',
    employmentTypes: ['Direct Hire'],
    hourlyPayMin: null,
    hourlyPayMax: null,
    durationMonths: null,
    minSalary: 80000,
    maxSalary: 95000,
    salaryCurrency: 'USD',
    minExperienceYears: 2,
    companyLeadCount: 12,
    favorite: false,
    viewed: false,
    ...overrides,
  };
}

/** The query strings of the GET /leads calls made so far. */
export function leadRequests(fetchMock: ReturnType<typeof stubApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/leads')
    .map((url) => url.searchParams);
}

export function leadsAnswer(hits: LeadHit[], extra: Partial<LeadSearchResponse> = {}): LeadSearchResponse {
  return { found: hits.length, hits, ...extra };
}

/** Renders the leads routes (and a client list stub) at `path` for `me`. */
export function renderLeads(path: string, me: Me = makeMe(), extraRoutes: { path: string; element: ReactNode }[] = []) {
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, me);
  const router = createMemoryRouter(
    [...leadsRoutes, { path: 'clientlist', element: <p>client list page</p> }, ...extraRoutes],
    { initialEntries: [path] },
  );
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, client };
}

export { stubApi } from '../../test-utils/stub-api.ts';

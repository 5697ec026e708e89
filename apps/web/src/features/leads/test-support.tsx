import type { LeadHit, LeadSearchResponse, Me } from '@agencyscout/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { currentUserKeys } from '../../lib/current-user.ts';
import { makeMe } from '../../test-utils/me-fixture.ts';
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

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs `fetch`: the handler of the longest matching path prefix (after /api/v1) answers; its value is sent as
 * JSON unless it is a Response. Unknown paths answer 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const prefix = Object.keys(handlers)
      .filter((name) => path.startsWith(name))
      .sort((a, b) => b.length - a.length)[0];
    if (!prefix) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    const answer = await handlers[prefix]?.(url, init);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

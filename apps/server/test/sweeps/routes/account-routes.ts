/** Route-table rows: The caller's own data: daily update, /me, research requests and account settings. */
import { type RouteTable, signedIn, strangers } from '../route-entry.ts';
import { ACCOUNT_INFO, MISSING_ID, PASSWORD_CHANGE } from './route-helpers.ts';

export const ACCOUNT_ROUTES: RouteTable = {
  // —— personal: the caller's own data ——
  'GET /api/v1/savedsearches/dailyUpdate': {
    kind: 'personal',
    // Plans that may save searches; the demo plan may not.
    expect: signedIn(200, { demo: 403 }),
    request: () => ({ path: '/api/v1/savedsearches/dailyUpdate' }),
    intrusions: () => [{ path: '/api/v1/savedsearches/dailyUpdate' }],
  },
  'GET /api/v1/me': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/me' }),
    intrusions: () => [{ path: '/api/v1/me' }],
  },
  'PUT /api/v1/me/analytics': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/me/analytics', body: { analyticsOptOut: false } }),
    intrusions: () => [{ path: '/api/v1/me/analytics', body: { analyticsOptOut: true } }],
  },
  'GET /api/v1/userdata': {
    kind: 'personal',
    expect: signedIn(200),
    request: ({ caller }) => ({ path: '/api/v1/userdata', query: { userId: caller.userId } }),
    intrusions: (objects) => [{ path: '/api/v1/userdata', query: { userId: objects.ownerUserId } }],
  },
  // —— research requests (issue #19): the caller's own; another user's id answers 404 ——
  'POST /api/v1/companyrequest': {
    kind: 'personal',
    expect: signedIn(201),
    request: () => ({
      path: '/api/v1/companyrequest',
      body: { Location: 'Nationwide', Category: 'Finance', EmploymentType: 'All', SpecificRequirement: 'Sweep' },
    }),
    intrusions: () => [],
  },
  'GET /api/v1/companyrequest': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/companyrequest' }),
    intrusions: () => [{ path: '/api/v1/companyrequest' }],
  },
  'DELETE /api/v1/companyrequest/{id}': {
    kind: 'personal',
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/companyrequest/${MISSING_ID}` }),
    intrusions: (objects) => [{ path: `/api/v1/companyrequest/${objects.researchRequestId}` }],
  },
  'POST /api/v1/leads/requestResearch': {
    kind: 'organisation',
    // No saved search of the caller's organisation has this id.
    expect: signedIn(404),
    request: () => ({ path: '/api/v1/leads/requestResearch', body: { searchId: MISSING_ID, specificRequests: 'x' } }),
    // A teammate may ask about A's shared saved search; other organisations get 404.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [{ path: '/api/v1/leads/requestResearch', body: { searchId: objects.savedSearchId, specificRequests: 'x' } }],
  },
  'POST /api/v1/requestedcompany': {
    kind: 'personal',
    expect: signedIn(201),
    request: () => ({ path: '/api/v1/requestedcompany', body: { CompanyName: 'Sweep Co', ContactName: 'Sam Sweep' } }),
    // The request is always the caller's own: A's owner's ids in the body are ignored, its answer shows none of
    // A's requests, and no row of A's owner appears (the snapshot). A teammate's request e-mails staff from A (an
    // outbox row of A's), like its new note or list.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [
            {
              path: '/api/v1/requestedcompany',
              body: { CompanyName: 'Intruder Co', ContactName: 'Ivy Intruder' },
              expectStatus: strangers(201),
            },
            {
              path: '/api/v1/requestedcompany',
              body: {
                CompanyName: 'Intruder Co',
                ContactName: 'Ivy Intruder',
                userId: objects.ownerUserId,
                orgId: objects.ownerOrgId,
                recruiterId: objects.ownerOrgId,
              },
              expectStatus: strangers(201),
            },
          ],
  },
  // —— account settings (issue #19): the caller's own row only; no ids, so the intrusions are the plain requests ——
  'GET /api/v1/account': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/account' }),
    intrusions: () => [{ path: '/api/v1/account' }],
  },
  'PUT /api/v1/userdata': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/userdata', body: ACCOUNT_INFO }),
    intrusions: () => [{ path: '/api/v1/userdata', body: ACCOUNT_INFO }],
  },
  'PUT /api/v1/user/password': {
    kind: 'personal',
    // The sweep does not know the caller's e-mail: another address is refused (400) before any change.
    expect: signedIn(400),
    request: () => ({ path: '/api/v1/user/password', body: PASSWORD_CHANGE }),
    intrusions: () => [{ path: '/api/v1/user/password', body: PASSWORD_CHANGE }],
  },
  'PUT /api/v1/user/email': {
    kind: 'personal',
    expect: signedIn(200),
    request: ({ caller }) => ({
      path: '/api/v1/user/email',
      body: { prop: 'email', value: `renamed-${caller.userId}@sweep.example` },
    }),
    intrusions: () => [{ path: '/api/v1/user/email', body: { prop: 'email', value: 'not-an-address' } }],
  },
  'PUT /api/v1/user/emailsettings': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/user/emailsettings', body: { weeklyReport: false } }),
    intrusions: () => [{ path: '/api/v1/user/emailsettings', body: { weeklyReport: false } }],
  },
  'POST /api/v1/user/apikey': {
    kind: 'personal',
    expect: signedIn(201),
    request: () => ({ path: '/api/v1/user/apikey' }),
    intrusions: () => [{ path: '/api/v1/user/apikey' }],
  },
  'DELETE /api/v1/user/apikey': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/user/apikey' }),
    intrusions: () => [{ path: '/api/v1/user/apikey' }],
  },
};

/** Route-table rows: Saved searches and the ticker. */
import { type RouteTable, signedIn } from '../route-entry.ts';
import type { SweepRequest } from '../sweep-types.ts';
import { MISSING_ID } from './route-helpers.ts';

export const SAVED_SEARCH_ROUTES: RouteTable = {
  // —— organisation: saved searches and the ticker (issue #11). Teammates read and run A's searches; only the owner
  // changes them (a teammate gets 403, other organisations 404). Demo accounts lack create:savedsearch. ——
  'GET /api/v1/savedSearches': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/savedSearches', query: { view: 'all' } }),
    intrusions: (): SweepRequest[] => [
      { path: '/api/v1/savedSearches', query: { view: 'all' } },
      { path: '/api/v1/savedSearches', query: { view: 'all', name: 'sweep-search' } },
      { path: '/api/v1/savedSearches' },
    ],
  },
  'GET /api/v1/savedSearches/{id}': {
    kind: 'organisation',
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/savedSearches/${MISSING_ID}` }),
    intrusions: (objects) => [{ path: `/api/v1/savedSearches/${objects.savedSearchId}` }],
  },
  'POST /api/v1/savedSearches': {
    kind: 'organisation',
    expect: signedIn(201, { demo: 403 }),
    request: () => ({ path: '/api/v1/savedSearches', body: { name: 'Sweep search', keyWords: 'Sweep' } }),
    // A teammate's new search is their own row; other organisations create theirs.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId ? [] : [{ path: '/api/v1/savedSearches', body: { name: 'Intruder search' } }],
  },
  'PUT /api/v1/savedSearches': {
    kind: 'organisation',
    expect: signedIn(404, { demo: 403 }),
    request: () => ({ path: '/api/v1/savedSearches', body: { searchId: MISSING_ID, name: 'Sweep search' } }),
    intrusions: (objects) => [
      { path: '/api/v1/savedSearches', body: { searchId: objects.savedSearchId, name: 'Intruder', keyWords: 'x' } },
    ],
  },
  'PUT /api/v1/savedSearches/notifications': {
    kind: 'organisation',
    expect: signedIn(404, { demo: 403 }),
    request: () => ({ path: '/api/v1/savedSearches/notifications', body: { searchId: MISSING_ID, sendEmail: true } }),
    intrusions: (objects) => [
      { path: '/api/v1/savedSearches/notifications', body: { SearchId: objects.savedSearchId, SendEmail: false } },
      {
        path: '/api/v1/savedSearches/notifications',
        body: { searchId: objects.savedSearchId, sendOpenWebEmail: true, sendOpenWebEmailFrequency: 'weekly' },
      },
    ],
  },
  'DELETE /api/v1/savedSearches/{id}': {
    kind: 'organisation',
    expect: signedIn(404, { demo: 403 }),
    request: () => ({ path: `/api/v1/savedSearches/${MISSING_ID}` }),
    intrusions: (objects) => [{ path: `/api/v1/savedSearches/${objects.savedSearchId}` }],
  },
  // 'Send me a sample now' (issue #30): the owner's own alert e-mail to the owner; a teammate 403, others 404.
  'POST /api/v1/savedSearches/{id}/sample': {
    kind: 'organisation',
    expect: signedIn(404, { demo: 403 }),
    request: () => ({ path: `/api/v1/savedSearches/${MISSING_ID}/sample` }),
    intrusions: (objects) => [{ path: `/api/v1/savedSearches/${objects.savedSearchId}/sample` }],
  },
  // Deletes the caller's own searches only (both casings of the spec's path).
  'DELETE /api/v1/savedsearches/deleteAll': {
    kind: 'personal',
    expect: signedIn(200, { demo: 403 }),
    request: () => ({ path: '/api/v1/savedsearches/deleteAll' }),
    intrusions: () => [{ path: '/api/v1/savedsearches/deleteAll' }],
  },
  'DELETE /api/v1/savedSearches/deleteAll': {
    kind: 'personal',
    expect: signedIn(200, { demo: 403 }),
    request: () => ({ path: '/api/v1/savedSearches/deleteAll' }),
    intrusions: () => [{ path: '/api/v1/savedSearches/deleteAll' }],
  },
  // The ticker shows the organisation's searches (a teammate may follow A's); its leads carry no personal flags.
  'GET /api/v1/ticker': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/ticker' }),
    intrusions: () => [{ path: '/api/v1/ticker' }],
  },
  'POST /api/v1/ticker': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/ticker', body: { searchId: null } }),
    intrusions: (objects) => [{ path: '/api/v1/ticker', body: { searchId: objects.savedSearchId } }],
  },
};

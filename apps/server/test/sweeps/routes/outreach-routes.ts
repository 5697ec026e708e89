/** Route-table rows: Outreach lists, contact search, e-mail verification, contact exports and the interaction log. */
import { type RouteTable, signedIn } from '../route-entry.ts';
import type { SweepRequest } from '../sweep-types.ts';
import { MISSING_ID } from './route-helpers.ts';

export const OUTREACH_ROUTES: RouteTable = {
  // —— organisation: outreach lists, contacts and the interaction log (issue #13) ——
  'GET /api/v1/calllist': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/calllist' }),
    intrusions: () => [{ path: '/api/v1/calllist' }],
  },
  'POST /api/v1/calllist': {
    kind: 'organisation',
    expect: signedIn(201),
    request: () => ({ path: '/api/v1/calllist', body: { CallListName: 'Sweep list' } }),
    // A teammate's new list is one of A's (shared) rows; other organisations create theirs.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [{ path: '/api/v1/calllist', body: { CallListName: 'Intruder list' } }],
  },
  'GET /api/v1/calllist/{id}': {
    kind: 'organisation',
    // No list of the caller's organisation has this id.
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/calllist/${MISSING_ID}` }),
    intrusions: (objects) => [{ path: `/api/v1/calllist/${objects.callListId}`, query: { search: 'Casey' } }],
  },
  'DELETE /api/v1/calllist/{id}': {
    kind: 'organisation',
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/calllist/${MISSING_ID}` }),
    // A's teammates may delete A's lists (shared data); other organisations get 404.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId ? [] : [{ path: `/api/v1/calllist/${objects.callListId}` }],
  },
  'PUT /api/v1/calllist/contact/{contactId}': {
    kind: 'organisation',
    expect: signedIn(200),
    request: ({ contactId }) => ({ path: `/api/v1/calllist/contact/${contactId}`, body: { callListIds: [] } }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [
            { path: `/api/v1/calllist/contact/${objects.contactId}`, body: { CallListId: objects.callListId } },
            {
              path: `/api/v1/calllist/contact/${objects.contactId}`,
              body: { CallListId: objects.callListId, remove: true },
            },
            { path: `/api/v1/calllist/contact/${objects.contactId}`, body: { callListIds: [] } },
          ],
  },
  'GET /api/v1/interactions/nocalllist': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/interactions/nocalllist' }),
    intrusions: () => [{ path: '/api/v1/interactions/nocalllist' }],
  },
  'GET /api/v1/companycontacts': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/companycontacts', query: { contactName: 'Casey' } }),
    intrusions: (objects): SweepRequest[] => [
      { path: '/api/v1/companycontacts', query: { contactName: 'Casey' } },
      { path: '/api/v1/companycontacts', query: { callListId: String(objects.callListId) } },
      { path: '/api/v1/companycontacts', query: { callListId: '-1' } },
    ],
  },
  'GET /api/v1/verifyEmail': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/verifyEmail', query: { email: 'casey@sweep.example' } }),
    intrusions: () => [{ path: '/api/v1/verifyEmail', query: { email: 'casey@sweep.example' } }],
  },
  // 'Find people' (issue #32): read:contacts; each organisation sees its own credits, and a search spends the
  // caller's organisation's credits only (its credit log is the tenant data; contacts are the shared catalogue).
  'GET /api/v1/contactprovider': {
    kind: 'organisation',
    expect: signedIn(200, { openweb: 403, demo: 403, trial: 403 }),
    request: () => ({ path: '/api/v1/contactprovider' }),
    intrusions: () => [{ path: '/api/v1/contactprovider' }],
  },
  'POST /api/v1/company/{companyId}/findpeople': {
    kind: 'organisation',
    expect: signedIn(200, { openweb: 403, demo: 403, trial: 403 }),
    request: ({ companyId }) => ({
      path: `/api/v1/company/${companyId}/findpeople`,
      body: { positions: ['HR', 'Talent Acquisition'], size: 2 },
    }),
    intrusions: (objects): SweepRequest[] => [
      { path: `/api/v1/company/${objects.companyId}/findpeople`, body: { positions: ['HR'], size: 1 } },
    ],
  },
  // An outreach list's export (issue #15): another organisation's list answers 404.
  'POST /api/v1/exportcontacts': {
    kind: 'organisation',
    expect: signedIn(200, { demo: 403, trial: 403 }),
    request: ({ contactId }) => ({
      path: '/api/v1/exportcontacts',
      body: { ids: [contactId], columns: ['firstName', 'lastName', 'companyName'] },
    }),
    intrusions: (objects): SweepRequest[] => [
      {
        path: '/api/v1/exportcontacts',
        query: { callListId: String(objects.callListId) },
        body: { selectAll: true, columns: ['firstName', 'lastName', 'email', 'companyName'] },
      },
      {
        path: '/api/v1/exportcontacts',
        query: { callListId: '-1' },
        body: { selectAll: true, columns: ['firstName', 'lastName', 'email'] },
      },
    ],
  },
  // How many contacts a contact export would hold (issue #30): another organisation's list answers 404.
  'POST /api/v1/exportcontactscount': {
    kind: 'organisation',
    expect: signedIn(200, { demo: 403, trial: 403 }),
    request: ({ contactId }) => ({ path: '/api/v1/exportcontactscount', body: { ids: [contactId] } }),
    intrusions: (objects): SweepRequest[] => [
      {
        path: '/api/v1/exportcontactscount',
        query: { callListId: String(objects.callListId) },
        body: { selectAll: true },
      },
    ],
  },
  'POST /api/v1/logcontact': {
    kind: 'organisation',
    expect: signedIn(201),
    request: ({ contactId }) => ({ path: '/api/v1/logcontact', body: { contactId, interactionTypeId: 1 } }),
    intrusions: (objects) => [
      { path: '/api/v1/logcontact', body: { contactId: objects.contactId, interactionTypeId: 5, notes: 'Intruder' } },
    ],
  },
  'DELETE /api/v1/logcontact/{id}': {
    kind: 'organisation',
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/logcontact/${MISSING_ID}` }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId ? [] : [{ path: `/api/v1/logcontact/${objects.interactionId}` }],
  },
};

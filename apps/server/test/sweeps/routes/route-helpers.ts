/** What the route-table parts share: ids no row has, the admins' expectation and row builders. */
import { type RouteEntry, type RouteTable, signedIn } from '../route-entry.ts';
import type { SweepActor } from '../sweep-types.ts';

/** An id no row has (for routes whose valid request needs an object of the caller's own organisation). */
export const MISSING_ID = 999_999_999;
/** A user or organisation id no row has. */
export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Routes of company admins (read:users, and create:integrations): the agency and Open Web admins and staff;
 * members, demo and trial 403.
 */
export const admins = (status: number) => signedIn(403, { admin: status, openweb: status, staff: status });

export const ACCOUNT_INFO = {
  contactPerson: 'Sweep Person',
  phoneNumber: '555 0100',
  address: '1 Main St',
  country: 'US',
  state: 'IL',
  city: 'Chicago',
  zip: '60601',
};
export const PASSWORD_CHANGE = {
  email: 'someone-else@sweep.example',
  oldPassword: 'x',
  newPassword: 'Sweep-Password-2',
};

/** The OpenID provider's endpoints behind the `/oidc/{*}` mount that the fuzz sweep calls. */
export const PROVIDER_GET_PATHS = [
  '/oidc/auth',
  '/oidc/.well-known/openid-configuration',
  '/oidc/jwks',
  '/oidc/session/end',
  '/oidc/me',
];
export const PROVIDER_POST_PATHS = ['/oidc/token', '/oidc/token/revocation', '/oidc/auth', '/oidc/session/end/confirm'];
/** The provider's query and form fields (its own parser, no schema in the document). */
export const PROVIDER_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'grant_type',
  'code',
  'code_verifier',
  'refresh_token',
  'token',
  'id_token_hint',
  'post_logout_redirect_uri',
  'resource',
];

/**
 * Sync rows: admins only. Organisation A has every CRM connected (integration-targets.ts), so A's admin syncs (200);
 * a tool the caller's organisation has not connected answers 400 '<tool> is not connected' (the other admins).
 * Intruders: B's member and A's member 403, C's admin 400 (C has nothing connected, and must not reach A's
 * connection).
 */
export function integrationSyncRows(paths: string[], expect = { ...admins(400), admin: 200 }): RouteTable {
  return Object.fromEntries(
    paths.map((path) => [
      `POST /api/v1/integrations/${path}`,
      {
        kind: 'organisation',
        expect,
        request: () => ({ path: `/api/v1/integrations/${path}` }),
        intrusions: () => [
          { path: `/api/v1/integrations/${path}`, expectStatus: { member: 403, admin: 400, teammate: 403 } },
        ],
      } satisfies RouteEntry,
    ]),
  );
}

/**
 * List rows: the organisation's synced items (all of them for admins, the shown ones for everyone). Intruders get
 * the answer their role gets (`expect`), and never A's items (tenant-objects.ts markers).
 */
export function integrationListRows(paths: string[], expect: Record<SweepActor, number>): RouteTable {
  return Object.fromEntries(
    paths.map((path) => [
      `GET /api/v1/integrations/${path}`,
      {
        kind: 'organisation',
        expect,
        request: () => ({ path: `/api/v1/integrations/${path}` }),
        intrusions: () => [
          {
            path: `/api/v1/integrations/${path}`,
            expectStatus: { member: expect.member, admin: expect.admin, teammate: expect.member },
          },
        ],
      } satisfies RouteEntry,
    ]),
  );
}

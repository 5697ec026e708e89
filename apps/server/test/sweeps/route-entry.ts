/**
 * The shape of one row of the route table (route-table.ts). Every operation of the OpenAPI document has a row;
 * the three sweeps (tenant, permission, fuzz) read their expectations from it. docs/testing.md 'Adding a route'.
 */
import type {
  IntruderStatuses,
  RouteKey,
  SweepActor,
  SweepFixtures,
  SweepRequest,
  TenantObjects,
} from './sweep-types.ts';

/**
 * Whose data a route serves: `public` needs no sign-in; `personal` is the caller's own (favorites, client list,
 * sessions, views); `organisation` is shared by the caller's organisation (company notes) or is the shared lead
 * catalogue read under the caller's plan; `staff` is provider staff only (role ADMIN).
 */
export type RouteClass = 'public' | 'personal' | 'organisation' | 'staff';

/** The same intrusion status for both other organisations (B's member and C's admin). */
export function strangers(status: number, teammate?: number): IntruderStatuses {
  return teammate === undefined ? { member: status, admin: status } : { member: status, admin: status, teammate };
}

/**
 * How a route's error answers look: `api` is the house body `{ statusCode, code, message }`; `provider` is the
 * OpenID provider's own protocol (OAuth JSON errors, HTML pages) which its clients require; `page` is an HTML page
 * for a person who followed a link from an e-mail (alert unsubscribe). All must stay < 500.
 */
export type ErrorFormat = 'api' | 'provider' | 'page';

export interface RouteEntry {
  kind: RouteClass;
  /** Expected status of `request` for each caller (the permission sweep). */
  expect: Record<SweepActor, number>;
  /** A valid request built from the sweep's fixtures (leads, companies) for the calling actor's organisation. */
  request(fixtures: SweepFixtures): SweepRequest;
  /**
   * Tenant sweep, required for `personal` and `organisation` routes: the requests an intruder (organisations B
   * and C, and A's other user) makes aimed at organisation A's objects (tenant-objects.ts says how each is
   * created). Their answers must reveal none of A's objects, and A's rows must stay unchanged.
   */
  intrusions?(objects: TenantObjects, fixtures: SweepFixtures): SweepRequest[];
  /** Default `api`. */
  errors?: ErrorFormat;
  /**
   * Fuzz sweep: concrete paths for a wildcard route (`/oidc/{*}`), each fuzzed with the route's cases;
   * default: the path of `request`.
   */
  fuzzPaths?: string[];
  /** Extra text fields the route reads that its schema does not describe (the provider's query and form). */
  fuzzFields?: string[];
}

export type RouteTable = Record<RouteKey, RouteEntry>;

/** The same status for every signed-in actor, 401 without sign-in. */
export function signedIn(status: number, overrides: Partial<Record<SweepActor, number>> = {}) {
  return {
    anonymous: 401,
    admin: status,
    member: status,
    openweb: status,
    demo: status,
    trial: status,
    staff: status,
    ...overrides,
  };
}

/** The same status for everyone, signed in or not. */
export function everyone(status: number): Record<SweepActor, number> {
  return {
    anonymous: status,
    admin: status,
    member: status,
    openweb: status,
    demo: status,
    trial: status,
    staff: status,
  };
}

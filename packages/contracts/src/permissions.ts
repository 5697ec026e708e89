/**
 * Roles, plans and the permissions a user's token carries.
 * Spec: prospecting-core §3 (role constants), §6; ARCHITECTURE "Domain decisions" (plan × role table).
 */

/** Role constants of the spec (§3): provider staff, agency admin, agency member. */
export const ROLES = { ADMIN: 0, COMPANY_ADMIN: 1, MEMBER: 2 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_VALUES = [ROLES.ADMIN, ROLES.COMPANY_ADMIN, ROLES.MEMBER] as const;

/** Subscription plans. `demo` is the spec's plan type 7. */
export const PLANS = ['agency', 'openweb', 'demo', 'trial'] as const;
export type Plan = (typeof PLANS)[number];

export const PERMISSIONS = {
  readMe: 'read:me',
  readAnyLeads: 'read:anyLeads',
  readLeads: 'read:leads',
  readTips: 'read:tips',
  readContacts: 'read:contacts',
  readExport: 'read:export',
  readTicker: 'read:ticker',
  createSavedSearch: 'create:savedsearch',
  isOpenWeb: 'is:openWeb',
  isDemo: 'is:demo',
  readUsers: 'read:users',
  createIntegrations: 'create:integrations',
  createMember: 'create:member',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

const P = PERMISSIONS;

const PLAN_PERMISSIONS: Record<Plan, readonly Permission[]> = {
  agency: [P.readAnyLeads, P.readLeads, P.readTips, P.readContacts, P.readExport, P.readTicker, P.createSavedSearch],
  openweb: [P.isOpenWeb, P.readExport, P.readTicker, P.createSavedSearch],
  demo: [P.isDemo, P.readTicker],
  // Trial: every lead screen in the limited view (no read:leads, so counts are capped), no exports.
  // Recorded in docs/decisions.md.
  trial: [P.readAnyLeads, P.readTips, P.readTicker, P.createSavedSearch],
};

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  [ROLES.ADMIN]: [P.readUsers, P.createIntegrations, P.createMember],
  [ROLES.COMPANY_ADMIN]: [P.readUsers, P.createIntegrations],
  [ROLES.MEMBER]: [],
};

/** Permissions = plan permissions ∪ role permissions ∪ read:me, sorted and unique. */
export function permissionsFor(plan: Plan, role: Role): Permission[] {
  const all = new Set<Permission>([P.readMe, ...PLAN_PERMISSIONS[plan], ...ROLE_PERMISSIONS[role]]);
  return [...all].sort();
}

/** §2.1 / §6: a user needs one of read:anyLeads, is:demo, is:openWeb to enter; otherwise they are logged out. */
export const ENTRY_PERMISSIONS: readonly Permission[] = [P.readAnyLeads, P.isDemo, P.isOpenWeb];

export function canEnter(permissions: readonly string[]): boolean {
  return ENTRY_PERMISSIONS.some((permission) => permissions.includes(permission));
}

export function hasPermission(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}

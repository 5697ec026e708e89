import { type Me, type Plan, permissionsFor, ROLES, type Role } from '@agencyscout/contracts';

/** A valid `Me` for tests; permissions follow the plan × role table unless overridden. */
export function makeMe(options: { plan?: Plan; role?: Role } & Partial<Me> = {}): Me {
  const { plan = 'agency', role = ROLES.MEMBER, ...overrides } = options;
  return {
    userId: '11111111-1111-4111-8111-111111111111',
    organizationId: '22222222-2222-4222-8222-222222222222',
    createdDate: '2024-01-15T10:00:00.000Z',
    shareClientList: false,
    role,
    plan,
    name: 'Riley Recruiter',
    email: 'riley@example.com',
    isNewIntegrations: false,
    integrations: {
      bullhorn: false,
      hubspot: false,
      constantContact: false,
      loxo: false,
      drip: false,
      dripIsEnabled: false,
      hubspotId: null,
    },
    emailSettings: { userReport: true, weeklyReport: true, clientAlert: true },
    analyticsOptOut: false,
    permissions: permissionsFor(plan, role),
    organization: {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Acme Staffing',
      plan,
      logoUrl: null,
      maxUsers: 5,
      subscriptionStart: null,
      subscriptionEnd: null,
      subscriptionActive: true,
    },
    ...overrides,
  };
}

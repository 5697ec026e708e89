/**
 * Demo organisations and users for the embedded default: one per kind of user the product has
 * (agency admin, agency member, Open Web-only, demo plan, provider staff). Created only when
 * the database has no organisation yet.
 */
import { type Plan, ROLES, type Role } from '@agencyscout/contracts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/kysely.ts';

export interface DemoSignIn {
  email: string;
  role: string;
  description: string;
}

interface DemoOrganization {
  name: string;
  plan: Plan;
  maxUsers: number;
  /** When the account was opened; the default is now. Summit is an older account (it sees the original ticker). */
  createdAt?: string;
  users: { email: string; name: string; role: Role; description: string }[];
}

const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Summit Staffing Partners',
    plan: 'agency',
    maxUsers: 10,
    createdAt: '2023-06-01T00:00:00Z',
    users: [
      {
        email: 'admin@summit-staffing.example',
        name: 'Alex Admin',
        role: ROLES.COMPANY_ADMIN,
        description: 'agency company admin',
      },
      {
        email: 'member@summit-staffing.example',
        name: 'Morgan Member',
        role: ROLES.MEMBER,
        description: 'agency member',
      },
    ],
  },
  {
    name: 'Open Web Recruiting',
    plan: 'openweb',
    maxUsers: 3,
    users: [
      {
        email: 'openweb@openweb-recruiting.example',
        name: 'Olive Openweb',
        role: ROLES.COMPANY_ADMIN,
        description: 'Open Web-only user',
      },
    ],
  },
  {
    name: 'Trial Talent Group',
    plan: 'demo',
    maxUsers: 1,
    users: [
      { email: 'demo@trial-talent.example', name: 'Dana Demo', role: ROLES.MEMBER, description: 'demo-plan user' },
    ],
  },
  {
    name: 'AgencyScout',
    plan: 'agency',
    maxUsers: 50,
    users: [
      { email: 'staff@agencyscout.example', name: 'Sam Staff', role: ROLES.ADMIN, description: 'provider staff admin' },
    ],
  },
];

export const DEMO_SIGN_INS: DemoSignIn[] = DEMO_ORGANIZATIONS.flatMap((organization) =>
  organization.users.map((user) => ({ email: user.email, role: user.description, description: organization.name })),
);

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** @returns true when the accounts were created, false when the database already had organisations. */
export async function seedDemoAccounts(db: Db, password: string): Promise<boolean> {
  const existing = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  await db.transaction().execute(async (transaction) => {
    for (const organization of DEMO_ORGANIZATIONS) {
      const { id } = await transaction
        .insertInto('organizations')
        .values({
          name: organization.name,
          plan: organization.plan,
          maxUsers: organization.maxUsers,
          ...(organization.createdAt ? { createdAt: organization.createdAt } : {}),
          subscriptionStart: new Date(now),
          subscriptionEnd: new Date(now + YEAR_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await transaction
        .insertInto('users')
        .values(
          organization.users.map((user) => ({
            orgId: id,
            email: user.email,
            name: user.name,
            role: user.role,
            passwordHash,
          })),
        )
        .execute();
    }
  });
  return true;
}

/** True when the demo sign-ins exist (so start-up can print them). */
export async function demoAccountsPresent(db: Db): Promise<boolean> {
  const first = DEMO_SIGN_INS[0];
  if (!first) return false;
  const row = await db.selectFrom('users').select('id').where('email', '=', first.email).executeTakeFirst();
  return Boolean(row);
}

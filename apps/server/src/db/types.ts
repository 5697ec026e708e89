/**
 * Typed view of the database for Kysely (camelCase through CamelCasePlugin).
 * One interface per table; keep in step with migrations/.
 */

import type { Plan } from '@agencyscout/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  plan: Plan;
  subscriptionStart: Timestamp | null;
  subscriptionEnd: Timestamp | null;
  maxUsers: Generated<number>;
  logoUrl: string | null;
  isNewIntegrations: Generated<boolean>;
  exportLimit: Generated<number>;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  orgId: string;
  email: string;
  name: Generated<string>;
  role: number;
  passwordHash: string | null;
  externalSubject: string | null;
  shareClientList: Generated<boolean>;
  emailUserReport: Generated<boolean>;
  emailWeeklyReport: Generated<boolean>;
  emailClientAlert: Generated<boolean>;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  lastLoginAt: Timestamp | null;
}

export interface ApiKeysTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  keyHash: string;
  keyPrefix: string;
  createdAt: CreatedAt;
  revokedAt: Timestamp | null;
  lastUsedAt: Timestamp | null;
}

export interface UserSessionsTable {
  id: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  endedAt: Timestamp | null;
  endedReason: string | null;
  userAgent: string | null;
}

export interface ExportDownloadsTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  rowCount: number;
  createdAt: CreatedAt;
}

export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Timestamp | null;
  consumedAt: Timestamp | null;
}

export interface OidcSigningKeysTable {
  kid: string;
  privateJwkEncrypted: string;
  createdAt: CreatedAt;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  apiKeys: ApiKeysTable;
  userSessions: UserSessionsTable;
  exportDownloads: ExportDownloadsTable;
  oidcPayloads: OidcPayloadsTable;
  oidcSigningKeys: OidcSigningKeysTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type NewOrganization = Insertable<OrganizationsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/**
 * SQL of the staff's customer admin (outreach-integrations-admin §3 'Customer (admin)'): organisations and their
 * users across every tenant (provider staff only, checked by the service), and the staff audit log.
 */
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database, OrganizationsTable } from '../../db/types.ts';

export type Executor = Kysely<Database>;

const ORGANISATION_COLUMNS = [
  'o.id',
  'o.name',
  'o.plan',
  'o.subscriptionStart',
  'o.subscriptionEnd',
  'o.maxUsers',
  'o.isNewIntegrations',
  'o.contactPerson',
  'o.phoneNumber',
  'o.createdAt',
] as const;

export async function findOrganisation(executor: Executor, orgId: string) {
  return executor
    .selectFrom('organizations as o')
    .select(ORGANISATION_COLUMNS)
    .where('o.id', '=', orgId)
    .executeTakeFirst();
}

export async function findUser(executor: Executor, userId: string) {
  return executor
    .selectFrom('users')
    .select(['id', 'orgId', 'email', 'role', 'isActive', 'createdAt', 'lastLoginAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findUserByEmail(executor: Executor, email: string) {
  return executor
    .selectFrom('users')
    .select(['id', 'orgId', 'email', 'role', 'isActive', 'createdAt', 'lastLoginAt'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** Users whose e-mail contains `text` (case-insensitive), oldest first. */
export async function searchUsersByEmail(db: Db, text: string, limit: number): Promise<UserRecord[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .selectFrom('users')
    .select(['id', 'orgId', 'email', 'role', 'isActive', 'createdAt', 'lastLoginAt'])
    .where(sql<string>`lower(email)`, 'like', pattern)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function listOrganisationUsers(executor: Executor, orgId: string): Promise<UserRecord[]> {
  return executor
    .selectFrom('users')
    .select(['id', 'orgId', 'email', 'role', 'isActive', 'createdAt', 'lastLoginAt'])
    .where('orgId', '=', orgId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function insertOrganisation(executor: Executor, values: Insertable<OrganizationsTable>): Promise<string> {
  const row = await executor.insertInto('organizations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAdminUser(
  executor: Executor,
  values: { orgId: string; email: string; name: string; role: number },
): Promise<string> {
  const row = await executor
    .insertInto('users')
    .values({ ...values, passwordHash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrganisation(
  executor: Executor,
  orgId: string,
  values: Updateable<OrganizationsTable>,
): Promise<void> {
  await executor.updateTable('organizations').set(values).where('id', '=', orgId).execute();
}

export async function setPasswordHash(executor: Executor, userId: string, passwordHash: string): Promise<void> {
  await executor.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

export interface AuditRecord {
  actorUserId: string;
  actorEmail: string;
  action: string;
  targetOrgId: string | null;
  targetUserId: string | null;
  targetEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function insertAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor
    .insertInto('staffAuditLog')
    .values({
      ...record,
      before: record.before ? JSON.stringify(record.before) : null,
      after: record.after ? JSON.stringify(record.after) : null,
    })
    .execute();
}

/** One page of the audit log, newest first, with the target organisation's current name. */
export async function listAudit(db: Db, page: { offset: number; count: number }) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('staffAuditLog as a')
      .leftJoin('organizations as o', 'o.id', 'a.targetOrgId')
      .select([
        'a.id',
        'a.createdAt',
        'a.actorEmail',
        'a.action',
        'a.targetEmail',
        'o.name as targetOrganization',
        'a.before',
        'a.after',
      ])
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .offset(page.offset)
      .limit(page.count)
      .execute(),
    db
      .selectFrom('staffAuditLog')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

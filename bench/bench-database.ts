/**
 * Prepares a benchmark database: migrated, holding exactly N demo leads (seeded once and reused),
 * a benchmark agency user with an API key and 100 favorites.
 */

import { permissionsFor, ROLES } from '@agencyscout/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { issueApiKeyForEmail } from '../apps/server/src/auth/api-key-service.ts';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { DatabaseTarget } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { replaceDemoData } from '../apps/server/src/seed/demo-data.ts';
import { DEMO_SOURCE } from '../apps/server/src/seed/demo-records.ts';
import { countDemoLeads } from '../apps/server/src/seed/demo-repository.ts';

export const BENCH_EMAIL = 'bench@benchmark-agency.example';
const FAVORITES = 100;

export interface PreparedDatabase {
  apiKey: string;
  identity: Identity;
  /** The hiring company with the most Agency leads (the company-filter query uses it). */
  busiestCompany: string;
  seeded: boolean;
}

/** The benchmark's agency member (created with its organisation on first use), as an API-key identity. */
export async function ensureBenchUser(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  who: { email: string; name: string; organisation: string } = {
    email: BENCH_EMAIL,
    name: 'Benchmark',
    organisation: 'Benchmark Agency',
  },
): Promise<Identity> {
  let user = await db.selectFrom('users').select(['id', 'orgId']).where('email', '=', who.email).executeTakeFirst();
  if (!user) {
    const org = await db
      .insertInto('organizations')
      .values({ name: who.organisation, plan: 'agency' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await db
      .insertInto('users')
      .values({ orgId: org.id, email: who.email, name: who.name, role: ROLES.MEMBER })
      .returning(['id', 'orgId'])
      .executeTakeFirstOrThrow();
    user = created;
  }
  return {
    userId: user.id,
    orgId: user.orgId,
    email: who.email,
    role: ROLES.MEMBER,
    plan: 'agency',
    permissions: permissionsFor('agency', ROLES.MEMBER),
    via: 'apiKey',
    sessionId: null,
    signInId: null,
    subscriptionEnd: null,
  };
}

export async function prepareDatabase(
  target: DatabaseTarget,
  leads: number,
  seed: number,
  log: (line: string) => void,
): Promise<PreparedDatabase> {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const present = await countDemoLeads(db, DEMO_SOURCE);
    const seeded = present !== leads;
    if (seeded) {
      log(`seeding ${leads.toLocaleString('en-US')} demo leads (found ${present.toLocaleString('en-US')})…`);
      const summary = await replaceDemoData(db, { leads, seed });
      log(`seeded in ${(summary.elapsedMs / 1000).toFixed(1)} s`);
      await sql`VACUUM (ANALYZE)`.execute(db);
    } else {
      log(`reusing ${present.toLocaleString('en-US')} demo leads`);
    }
    const identity = await ensureBenchUser(db);
    await db.deleteFrom('leadFavorites').where('userId', '=', identity.userId).execute();
    await sql`
      INSERT INTO lead_favorites (org_id, user_id, lead_id)
      SELECT ${identity.orgId}::uuid, ${identity.userId}::uuid, id FROM leads
      WHERE lead_type = 'Agency' AND id % 997 = 0 ORDER BY id LIMIT ${FAVORITES}
    `.execute(db);
    const busiest = await db
      .selectFrom('companies')
      .select('name')
      .where('status', '=', 1)
      .orderBy('agencyLeadCount', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { key } = await issueApiKeyForEmail(db, BENCH_EMAIL);
    return { apiKey: key, identity, busiestCompany: busiest.name, seeded };
  } finally {
    await database.close();
  }
}

/**
 * Creates the benchmark database `name` on the server at `serverUrl` (e.g. postgres://postgres@127.0.0.1:5432)
 * unless it exists, and answers its URL. The name must be lower-case letters, digits and _ (it is not quoted).
 */
export async function ensurePostgresDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('--database: lower-case letters, digits and _ only');
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

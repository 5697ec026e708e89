/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the lead search really runs for a query of the mix: the service
 * is called on a Kysely instance that records its statements, which are then explained one by one
 * (statements that write, like storing a count, are left out; transaction control and settings are run as
 * they are).
 */
import { leadSearchQueryStringSchema } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { searchLeads } from '../apps/server/src/modules/leads/service.ts';
import type { BenchQuery } from './query-mix.ts';

/** @param extra query-string parameters added to the query's own (e.g. getTotal). */
export async function explainQuery(
  pool: pg.Pool,
  query: BenchQuery,
  identity: Identity,
  extra: Record<string, string> = {},
): Promise<string> {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await searchLeads(db, identity, leadSearchQueryStringSchema.parse({ ...query.params, ...extra }));
  const plans: string[] = [];
  // One connection, so a transaction's settings (the exact count's) apply to the statements explained inside it.
  const client = await pool.connect();
  try {
    for (const { sql, parameters } of statements) {
      if (/^\s*(INSERT|UPDATE|DELETE)/i.test(sql)) continue;
      if (/^\s*(begin|commit|rollback)\b|^\s*SELECT set_config\(/i.test(sql)) {
        await client.query(sql, parameters as unknown[]);
        continue;
      }
      const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, parameters as unknown[]);
      plans.push(
        `-- ${sql.replace(/\s+/g, ' ').slice(0, 200)}…\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
  } finally {
    client.release();
  }
  return plans.join('\n\n');
}

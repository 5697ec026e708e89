/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the lead search really runs for a query of the mix: the service
 * is called on a Kysely instance that records its statements, which are then explained one by one
 * (statements that write, like storing a count, are left out).
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
  for (const statement of statements) {
    if (/^\s*(INSERT|UPDATE|DELETE)/i.test(statement.sql)) continue;
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
    plans.push(
      `-- ${statement.sql.replace(/\s+/g, ' ').slice(0, 200)}…\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
  return plans.join('\n\n');
}

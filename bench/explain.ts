/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the lead search really runs for a request: the service is called on a
 * Kysely instance that records its statements, which are then explained one by one (statements that write, like
 * storing a count, are left out; transaction control and settings are run as they are).
 */
import { leadSearchQueryStringSchema } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { searchLeads } from '../apps/server/src/modules/leads/service.ts';
import type { LeadParams } from './lead-requests.ts';
import type { BenchQuery } from './query-mix.ts';

/** One statement of a search with its plan: text lines, or PostgreSQL's JSON plan (`[{Plan, Execution Time…}]`). */
export interface ExplainedStatement {
  sql: string;
  plan: unknown;
}

/**
 * Runs the search of `params` (query-string parameters as the lead screen sends them) through the service and
 * explains each statement it ran, in order, on one connection (so a transaction's settings apply inside it).
 */
export async function explainSearch(
  pool: pg.Pool,
  params: LeadParams,
  identity: Identity,
  format: 'text' | 'json' = 'text',
): Promise<{ statements: ExplainedStatement[]; totalPending: boolean }> {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const response = await searchLeads(db, identity, leadSearchQueryStringSchema.parse(params));
  const explained: ExplainedStatement[] = [];
  const client = await pool.connect();
  try {
    for (const { sql, parameters } of statements) {
      if (/^\s*(INSERT|UPDATE|DELETE)/i.test(sql)) continue;
      if (/^\s*(begin|commit|rollback)\b|^\s*SELECT set_config\(/i.test(sql)) {
        await client.query(sql, parameters as unknown[]);
        continue;
      }
      const options = format === 'json' ? 'ANALYZE, BUFFERS, FORMAT JSON' : 'ANALYZE, BUFFERS';
      const result = await client.query(`EXPLAIN (${options}) ${sql}`, parameters as unknown[]);
      const plan =
        format === 'json' ? result.rows[0]?.['QUERY PLAN'] : result.rows.map((row) => row['QUERY PLAN']).join('\n');
      explained.push({ sql, plan });
    }
  } finally {
    client.release();
  }
  return { statements: explained, totalPending: response.totalPending === true };
}

/** @param extra query-string parameters added to the query's own (e.g. getTotal). */
export async function explainQuery(
  pool: pg.Pool,
  query: BenchQuery,
  identity: Identity,
  extra: Record<string, string> = {},
): Promise<string> {
  const { statements } = await explainSearch(pool, { ...query.params, ...extra }, identity);
  return statements
    .map(({ sql, plan }) => `-- ${sql.replace(/\s+/g, ' ').slice(0, 200)}…\n${String(plan)}`)
    .join('\n\n');
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the first `reads` reading statements (SELECT or WITH) that `run` makes on a
 * recording Kysely instance, as text; the statements that write (an activity record) are left out.
 */
export async function explainReads(
  pool: pg.Pool,
  run: (db: Kysely<Database>) => Promise<unknown>,
  reads = 2,
): Promise<string> {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await run(db);
  const plans: string[] = [];
  for (const statement of statements.filter((entry) => /^\s*(select|with)\b/i.test(entry.sql)).slice(0, reads)) {
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
    plans.push(result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

/** Kysely over the process pool; tables and columns are snake_case in SQL and camelCase in TypeScript. */
export function createKysely(pool: pg.Pool): Db {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}

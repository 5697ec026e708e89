/** Opens the configured database, applies migrations, and hands out Kysely + a close function. */
import type { DatabaseTarget } from '../config.ts';
import { createKysely, type Db, type KyselyOptions } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';
import { createDatabasePool, type DatabasePool } from './pool.ts';

export interface OpenDatabase {
  db: Db;
  pool: DatabasePool;
  close(): Promise<void>;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: { migrate?: boolean } & KyselyOptions = {},
): Promise<OpenDatabase> {
  const pool = await createDatabasePool(target);
  const db = createKysely(pool.pool, options);
  if (options.migrate !== false) await migrateToLatest(db);
  return {
    db,
    pool,
    close: async () => {
      await db.destroy();
      await pool.close();
    },
  };
}

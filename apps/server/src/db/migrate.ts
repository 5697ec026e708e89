/**
 * Numbered migrations (migrations/NNNN_name.ts), applied at start-up and by `npm run db:migrate`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, type Kysely, type MigrationResult, Migrator } from 'kysely';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema version
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
    // Work on parallel branches may add a lower number after a higher one was applied somewhere.
    allowUnorderedMigrations: true,
  });
}

/** Applies every pending migration. @throws the first migration error. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema version
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

/** True when every migration file has been applied (readiness check). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema version
export async function migrationsPending(db: Kysely<any>): Promise<number> {
  const migrations = await migrator(db).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).length;
}

/**
 * `npm run cli -- secrets rotate` (issue #30, docs/operations.md "Rotating APP_SECRET"): re-encrypts every sealed
 * value with APP_SECRET, opening the old ones with APP_SECRET_PREVIOUS, and prints what it did. On the embedded
 * database the server must be stopped first (the database belongs to one process).
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import { type RotationResult, rotateSealedSecrets } from './service.ts';

export const SECRETS_USAGE = `Usage: npm run cli -- secrets rotate
  rotate   re-encrypt every sealed value with APP_SECRET (old values open with APP_SECRET_PREVIOUS)`;

/** The command's report: counts by table, and what to do next. */
export function rotationReport(result: RotationResult, withPrevious: boolean): string {
  const tables = Object.entries(result);
  const values = tables.reduce((sum, [, count]) => sum + count.values, 0);
  const resealed = tables.reduce((sum, [, count]) => sum + count.resealed, 0);
  const lines = tables.map(
    ([table, count]) => `  ${table.padEnd(26)} ${count.resealed} of ${count.values} re-encrypted`,
  );
  const summary =
    resealed === 0
      ? `Nothing to re-encrypt: every sealed value (${values}) already uses APP_SECRET.`
      : `Sealed values re-encrypted with APP_SECRET: ${resealed} of ${values}.`;
  const next = withPrevious
    ? 'Every sealed value now uses APP_SECRET: remove APP_SECRET_PREVIOUS and restart every node.'
    : 'APP_SECRET_PREVIOUS is not set; nothing older can be opened.';
  return [summary, ...lines, next].join('\n');
}

export async function runSecretsCommand(args: string[]): Promise<void> {
  if (args[0] !== 'rotate' || args.length !== 1) throw new Error(SECRETS_USAGE);
  const config = loadConfig();
  const box = createSecretBox(config);
  const database = await openDatabase(config.database);
  try {
    console.log(rotationReport(await rotateSealedSecrets(database.db, box), box.withPrevious));
  } finally {
    await database.close();
  }
}

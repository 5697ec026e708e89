/**
 * Administrative commands: `npm run cli -- <command> [options]`.
 *   migrate                          apply pending migrations (also `npm run db:migrate`)
 *   api-key --email <user>           print a new API key for the user (the old one is revoked)
 *   api-key --email <user> --revoke  revoke the user's API key
 *   seed-accounts                    create the demo organisations and users on an empty database
 *   import <source> <path> […]       import job postings or companies (importers/command.ts, docs/importing.md)
 *   seed-demo [--leads N] [--seed S] synthetic demo companies, leads, tips and contacts (seed/demo-command.ts)
 *   tips:refresh [--changed]         recompute Agency leads and Agency Tips (modules/tips/refresh-command.ts)
 *   send-alerts [--any-hour]         one saved-search alert run now (jobs/send-alerts-command.ts)
 *   sources <action> […]             list, add, pause, resume, remove and poll job sources (modules/sources/command.ts)
 *   secrets rotate                   re-encrypt every sealed value with APP_SECRET (modules/secrets/command.ts)
 */
import { parseArgs } from 'node:util';
import { issueApiKeyForEmail, revokeApiKeyForEmail } from '../auth/api-key-service.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runImportCommand } from '../importers/command.ts';
import { runSendAlertsCommand } from '../jobs/send-alerts-command.ts';
import { AppError } from '../lib/errors.ts';
import { AppSecretMismatchError } from '../lib/secrets.ts';
import { runSecretsCommand } from '../modules/secrets/command.ts';
import { runSourcesCommand } from '../modules/sources/command.ts';
import { runTipsRefreshCommand } from '../modules/tips/refresh-command.ts';
import { DEMO_SIGN_INS, seedDemoAccounts } from '../seed/demo-accounts.ts';
import { runSeedDemoCommand } from '../seed/demo-command.ts';

const USAGE = `Usage: npm run cli -- <command>
  migrate                          apply pending migrations
  api-key --email <user> [--revoke] print a new API key for the user, or revoke it
  seed-accounts                    create the demo accounts on an empty database
  import <source> <path> [options] import postings or companies (npm run import -- --help)
  seed-demo [--leads N] [--seed S] add synthetic demo data (npm run seed:demo)
  tips:refresh [--changed]         recompute Agency Tips (all companies, or those changed since the last run)
  send-alerts [--any-hour]         run the saved-search alerts that are due now (docs/operations.md)
  sources <action> [options]       list, add, pause, resume, remove or poll job sources (docs/sources.md)
  secrets rotate                   re-encrypt every sealed value with APP_SECRET, opening old ones with
                                   APP_SECRET_PREVIOUS (docs/operations.md "Rotating APP_SECRET")`;

type Command = (args: string[]) => Promise<void>;

const commands: Record<string, Command> = {
  migrate: async () => {
    const config = loadConfig();
    const database = await openDatabase(config.database, { migrate: false });
    try {
      const results = await migrateToLatest(database.db);
      console.log(
        results.length
          ? results.map((result) => `applied ${result.migrationName}`).join('\n')
          : 'Database is up to date.',
      );
    } finally {
      await database.close();
    }
  },
  'api-key': async (args) => {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false } },
    });
    if (!values.email) throw new Error('api-key needs --email <user e-mail>');
    const database = await openDatabase(loadConfig().database);
    try {
      if (values.revoke) {
        const revoked = await revokeApiKeyForEmail(database.db, values.email);
        console.log(revoked ? `Revoked the API key of ${values.email}.` : `${values.email} had no active API key.`);
      } else {
        const { key } = await issueApiKeyForEmail(database.db, values.email);
        console.log(key);
      }
    } finally {
      await database.close();
    }
  },
  'seed-accounts': async () => {
    const config = loadConfig();
    const database = await openDatabase(config.database);
    try {
      const created = await seedDemoAccounts(database.db, config.demoPassword);
      console.log(
        created
          ? `Created ${DEMO_SIGN_INS.length} demo sign-ins.`
          : 'The database already has organisations; nothing seeded.',
      );
    } finally {
      await database.close();
    }
  },
  import: runImportCommand,
  'seed-demo': runSeedDemoCommand,
  'tips:refresh': runTipsRefreshCommand,
  'send-alerts': runSendAlertsCommand,
  sources: runSourcesCommand,
  secrets: runSecretsCommand,
};

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(USAGE);
    process.exit(name ? 2 : 0);
  }
  await command(args);
}

main().catch((error: unknown) => {
  if (error instanceof AppSecretMismatchError) console.error(error.message);
  else console.error(error instanceof AppError || error instanceof Error ? `Error: ${error.message}` : error);
  process.exit(1);
});

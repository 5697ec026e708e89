/**
 * The PostgreSQL pass of the server's integration files (`npm test` runs it beside the end-to-end journeys, which
 * leave a core idle most of the time): Vitest's `server-postgres` project with one worker, or, without
 * TEST_DATABASE_URL, one line saying it is skipped. Arguments are passed on to Vitest (e.g. file filters).
 */
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL pass skipped: set TEST_DATABASE_URL to run the integration files on PostgreSQL too.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server-postgres', '--maxWorkers', '1', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);

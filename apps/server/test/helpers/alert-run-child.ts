/**
 * A separate process that runs one alert run on DATABASE_URL and kills itself (SIGKILL) right after the first
 * alert is committed — a worker dying between two searches of a run (alerts kill test).
 */

import { createKysely } from '../../src/db/kysely.ts';
import { createDatabasePool } from '../../src/db/pool.ts';
import { runMorningEmails } from '../../src/modules/morning-run/service.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = await createDatabasePool({ kind: 'postgres', url });
const db = createKysely(pool.pool);
await runMorningEmails(db, {
  publicUrl: 'http://agencyscout.test',
  appSecret: process.env.APP_SECRET ?? 'test-secret-test-secret-test-secret-000',
  schedule: { sendHour: 0, weeklyDay: 1 },
  smtp: false,
  afterAlert: () => {
    process.kill(process.pid, 'SIGKILL');
  },
});

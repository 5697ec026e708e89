/**
 * `npm run import` while the server owns the embedded database (issue #31 point 1): the command hands a csv import
 * to the running server through its HTTP API with a staff API key — dry run, or import with progress, summary and
 * the rejects saved where the command would save them — and says in one line why it cannot otherwise.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Scratch, scratchDir } from '../../test/helpers/import-fixtures.ts';
import { createTestApp, createUser, type TestContext } from '../../test/helpers/test-app.ts';
import { issueApiKeyForEmail } from '../auth/api-key-service.ts';
import { runFeedImport } from '../modules/feed-imports/runner.ts';
import { HANDOFF_KEY_VARIABLE, handOffImport, handoffRefusal, serverRunning } from './handoff.ts';
import type { ImportOptions } from './types.ts';

let context: TestContext;
let scratch: Scratch;
let baseUrl: string;
let staffKey: string;
let memberKey: string;

const FEED = [
  'Ref,Title,Employer,City',
  'HO-1,Handoff Driver,Handoff Freight,"Denver, CO"',
  'HO-2,Handoff Nurse,Handoff Health,"Calgary, AB"',
  'HO-3,Handoff Clerk,"Boise, ID"',
].join('\n');

const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({
  source: 'csv',
  leadType: 'OpenWeb',
  leadTypeGiven: false,
  dryRun: false,
  batchSize: 1000,
  rejectsPath: path.join(scratch.dir, 'rejects', 'handoff.csv'),
  progress: false,
  ...overrides,
});

beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const address = context.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const staff = await createUser(context.db, { plan: 'agency', role: ROLES.ADMIN });
  const member = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
  staffKey = (await issueApiKeyForEmail(context.db, staff.email)).key;
  memberKey = (await issueApiKeyForEmail(context.db, member.email)).key;
  scratch = scratchDir();
  scratch.write('handoff-feed.csv', FEED);
  scratch.write(
    'mapping.json',
    JSON.stringify({ columns: { sourceId: 'Ref', title: 'Title', company: 'Employer', location: 'City' } }),
  );
});
afterAll(async () => {
  scratch?.remove();
  await context?.close();
});

const input = (overrides: Partial<Parameters<typeof handOffImport>[0]> = {}) => ({
  baseUrl,
  apiKey: staffKey,
  input: path.join(scratch.dir, 'handoff-feed.csv'),
  mapping: path.join(scratch.dir, 'mapping.json'),
  options: options(),
  log: () => {},
  ...overrides,
});

describe('the import command while the server runs', () => {
  it('finds the running server, and no server on a closed port', async () => {
    expect(await serverRunning(baseUrl)).toBe(true);
    expect(await serverRunning('http://127.0.0.1:9')).toBe(false);
  });

  it('says in one line why it cannot hand over other sources or without a key', () => {
    const other = handoffRefusal('linkedin-2023', baseUrl, staffKey);
    expect(other).toBe(
      `The server at ${baseUrl} owns the embedded database: stop it to import linkedin-2023, or bring CSV feeds in through it (csv source, or Feed Import at ${baseUrl}/admin/imports).`,
    );
    expect(handoffRefusal('csv', baseUrl, undefined)).toContain(`set ${HANDOFF_KEY_VARIABLE} to a staff API key`);
    expect(handoffRefusal('csv', baseUrl, staffKey)).toBeNull();
  });

  it('a dry run is answered by the server and saves nothing', async () => {
    const text = await handOffImport(input({ options: options({ dryRun: true }) }));
    expect(text).toContain('Dry run (nothing saved) of csv:handoff-feed as OpenWeb leads');
    expect(text).toMatch(/read\s+3 rows/);
    const leads = await context.db.selectFrom('leads').select('id').where('source', '=', 'csv:handoff-feed').execute();
    expect(leads).toEqual([]);
  });

  it('an import runs in the server’s worker; the summary is printed and the rejects saved', async () => {
    const lines: string[] = [];
    const handed = handOffImport(
      input({ options: options({ leadType: 'Agency', leadTypeGiven: true }), log: (line) => lines.push(line) }),
    );
    // The worker's part: the queued run is imported (this test app runs no job workers).
    let queued: { id: number } | undefined;
    for (let attempt = 0; attempt < 100 && !queued; attempt += 1) {
      queued = await context.db.selectFrom('importRuns').select('id').where('status', '=', 'queued').executeTakeFirst();
      if (!queued) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!queued) throw new Error('the run was never queued');
    await runFeedImport(context.db, queued.id);
    const text = await handed;
    expect(text).toContain('Import of csv:handoff-feed as Agency leads');
    expect(text).toMatch(/2 inserted/);
    expect(lines[0]).toContain(`Handed to the server at ${baseUrl}`);
    expect(readFileSync(path.join(scratch.dir, 'rejects', 'handoff.csv'), 'utf8')).toContain('Handoff Clerk');
  });

  it('a key that is not staff’s is refused with the server’s message', async () => {
    await expect(handOffImport(input({ apiKey: memberKey }))).rejects.toThrow(/The server refused the import \(403\)/);
  });
});

/**
 * Feed import from the browser through HTTP (issue #31 point 1): uploads checked by content (wrong type, too big,
 * empty, a zip holding a non-table, a broken workbook answer clear 4xx), the detected columns and a suggested
 * mapping, the dry run (nothing saved), the import in the worker's runner with its summary, progress and rejects,
 * the state read again as after a page reload, the mapping offered on the next upload, and the refusals.
 */
import { FEED_IMPORT_LIMITS, FEED_IMPORT_TEXTS, ROLES } from '@agencyscout/contracts';
import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  callApi,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';
import { runFeedImport } from './runner.ts';

let context: TestContext;
let staff: TestUser;
let otherStaff: TestUser;
let agencyAdmin: TestUser;

const FEED = [
  'Job ID,Job Title,Company Name,Location,Salary,Date Posted',
  'FI-1,Forklift Operator,Upload Test Logistics,"Columbus, OH",$18 - $22 an hour,2026-11-02',
  'FI-2,Payroll Clerk,Upload Test Accounting,"Toronto, ON","$52,000 a year",2026-11-03',
  'FI-3,Line Cook,"Austin, TX",$16 an hour,2026-11-04',
  'FI-4,Welder,Upload Test Fabrication,"Tulsa, OK",$25 an hour,2026-11-05',
].join('\n');

type FilePart = { name: string; content: string | Uint8Array; type?: string };

async function upload(files: FilePart[], options: { feedName?: string; user?: TestUser } = {}) {
  const form = new FormData();
  if (options.feedName) form.append('feedName', options.feedName);
  for (const file of files) {
    form.append('files', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const request = new Request('http://local/upload', { method: 'POST', body: form });
  const token = await mintAccessToken(context, options.user ?? staff);
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const call = (method: 'GET' | 'POST', url: string, body?: unknown, user = staff) =>
  callApi(context, user, { method, url, body });

function workbook(rows: string[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Jobs');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
}

const leadCount = async (source: string) =>
  Number(
    (
      await context.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('source', '=', source)
        .executeTakeFirstOrThrow()
    ).count,
  );

beforeAll(async () => {
  context = await createTestApp();
  staff = await createUser(context.db, { plan: 'agency', role: ROLES.ADMIN });
  otherStaff = await createUser(context.db, { plan: 'agency', role: ROLES.ADMIN });
  agencyAdmin = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
});
afterAll(() => context?.close());

describe('uploads that are refused', () => {
  it('a file that is not what its name says, or not a table at all, answers 415 naming it', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const fake = await upload([{ name: 'jobs.csv', content: png }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(`jobs.csv ${FEED_IMPORT_TEXTS.notWhatItClaims}`);
    const textAsXlsx = await upload([{ name: 'jobs.xlsx', content: FEED }]);
    expect(textAsXlsx.statusCode).toBe(415);
    const pdf = await upload([{ name: 'jobs.pdf', content: '%PDF-1.4' }]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(`jobs.pdf ${FEED_IMPORT_TEXTS.notTable}`);
  });

  it('an empty file, a file without a header, and no file at all answer 400', async () => {
    const empty = await upload([{ name: 'empty.csv', content: '' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(`empty.csv ${FEED_IMPORT_TEXTS.emptyFile}`);
    const blank = await upload([{ name: 'blank.csv', content: '\n\n,,\n' }]);
    expect(blank.statusCode).toBe(400);
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    const json = await call('POST', '/admin/imports', { files: [] });
    expect(json.statusCode).toBe(415);
  });

  it('an upload over the limit answers 413', async () => {
    const big = new Uint8Array(FEED_IMPORT_LIMITS.maxUploadBytes + 10).fill(0x61);
    const response = await upload([{ name: 'big.csv', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(FEED_IMPORT_TEXTS.tooBig);
  });

  it('a zip holding a non-table, a broken zip and a broken workbook answer 400', async () => {
    const zip = zipSync({ 'feed/jobs.csv': new TextEncoder().encode(FEED), 'feed/notes.docx': new Uint8Array([1, 2]) });
    const mixed = await upload([{ name: 'feed.zip', content: zip }]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(`feed.zip ${FEED_IMPORT_TEXTS.zipNotTable}: feed/notes.docx`);
    const brokenZip = await upload([{ name: 'feed.zip', content: new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]) }]);
    expect(brokenZip.statusCode).toBe(400);
    const junk = new Uint8Array(400).fill(7);
    junk.set([0x50, 0x4b, 3, 4]);
    const brokenBook = await upload([{ name: 'jobs.xlsx', content: junk }]);
    expect(brokenBook.statusCode).toBe(400);
    expect(brokenBook.json().message).toContain('jobs.xlsx is not a readable spreadsheet');
  });

  it('agency admins and members are refused; another organisation’s run is not found', async () => {
    expect((await upload([{ name: 'jobs.csv', content: FEED }], { user: agencyAdmin })).statusCode).toBe(403);
    expect((await call('GET', '/admin/imports', undefined, agencyAdmin)).statusCode).toBe(403);
    const mine = (await upload([{ name: 'jobs.csv', content: FEED }], { feedName: 'Refusals' })).json();
    expect((await call('GET', `/admin/imports/${mine.id}`, undefined, agencyAdmin)).statusCode).toBe(403);
    expect((await call('GET', `/admin/imports/${mine.id}`, undefined, otherStaff)).statusCode).toBe(404);
    expect((await call('POST', `/admin/imports/${mine.id}/start`, undefined, otherStaff)).statusCode).toBe(404);
  });
});

describe('a feed from upload to import', () => {
  let runId: number;
  let mapping: Record<string, unknown>;

  it('shows the detected columns, the first rows and a mapping suggested from the header names', async () => {
    const response = await upload([{ name: 'upload-test.csv', content: FEED }], { feedName: 'Upload Test Feed' });
    expect(response.statusCode, response.body).toBe(201);
    const run = response.json();
    runId = run.id;
    mapping = run.mapping;
    expect(run).toMatchObject({ feedName: 'Upload Test Feed', status: 'uploaded', mappingOrigin: 'suggested' });
    expect(run.columns).toEqual(['Job ID', 'Job Title', 'Company Name', 'Location', 'Salary', 'Date Posted']);
    expect(run.sample[0]).toEqual([
      'FI-1',
      'Forklift Operator',
      'Upload Test Logistics',
      'Columbus, OH',
      '$18 - $22 an hour',
      '2026-11-02',
    ]);
    expect(run.mapping.columns).toEqual({
      title: 'Job Title',
      company: 'Company Name',
      sourceId: 'Job ID',
      location: 'Location',
      salary: 'Salary',
      postedAt: 'Date Posted',
    });
    expect(run.mapping.source).toBe('csv:upload-test-feed');
  });

  it('refuses to start before the dry run; the dry run saves nothing and shows the summary and preview', async () => {
    expect((await call('POST', `/admin/imports/${runId}/start`)).statusCode).toBe(409);
    const response = await call('POST', `/admin/imports/${runId}/dry-run`, { mapping });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json();
    expect(run.status).toBe('checked');
    expect(run.dryRun).toMatchObject({ dryRun: true, read: 4, rejectedTotal: 1, leads: { inserted: 3 } });
    expect(run.dryRun.preview[0]).toMatchObject({ title: 'Forklift Operator', company: 'Upload Test Logistics' });
    expect(run.dryRun.text).toContain('Dry run (nothing saved) of csv:upload-test-feed');
    expect(await leadCount('csv:upload-test-feed')).toBe(0);
  });

  it('a mapping that names a missing column answers 400', async () => {
    const bad = { ...mapping, columns: { title: 'Job Title', company: 'Employer' } };
    const response = await call('POST', `/admin/imports/${runId}/dry-run`, { mapping: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"Employer"');
  });

  it('imports in the worker with progress, the CLI summary and the rejects to download', async () => {
    await call('POST', `/admin/imports/${runId}/dry-run`, { mapping });
    const started = await call('POST', `/admin/imports/${runId}/start`);
    expect(started.statusCode).toBe(202);
    expect(started.json().status).toBe('queued');
    expect((await call('POST', `/admin/imports/${runId}/start`)).statusCode).toBe(409);
    expect(await runFeedImport(context.db, runId)).toEqual({ imported: true });
    // As after a page reload: the state is read again from the server.
    const run = (await call('GET', `/admin/imports/${runId}`)).json();
    expect(run.status).toBe('succeeded');
    expect(run.progress).toMatchObject({ rows: 4, bytesDone: run.progress.totalBytes, etaSeconds: null });
    expect(run.summary).toMatchObject({ dryRun: false, read: 4, leads: { inserted: 3 }, rejectedTotal: 1 });
    expect(run.summary.text).toContain('Import of csv:upload-test-feed as OpenWeb leads');
    expect(run.summary.text).toContain(`import-${runId}-rejected-rows.csv`);
    expect(run.hasRejects).toBe(true);
    expect(await leadCount('csv:upload-test-feed')).toBe(3);
    const rejects = await call('GET', `/admin/imports/${runId}/rejects`);
    expect(rejects.statusCode).toBe(200);
    expect(rejects.headers['content-type']).toContain('text/csv');
    expect(rejects.headers['content-disposition']).toContain(`import-${runId}-rejected-rows.csv`);
    expect(rejects.body).toContain('file,line,reason,data');
    expect(rejects.body).toContain('Line Cook');
    const files = await context.db.selectFrom('importFiles').select('runId').where('runId', '=', runId).execute();
    expect(files).toEqual([]);
    const list = (await call('GET', '/admin/imports')).json();
    expect(list.items[0]).toMatchObject({ id: runId, status: 'succeeded', feedName: 'Upload Test Feed' });
  });

  it('a retried job never writes twice, and a re-import of the feed updates nothing', async () => {
    expect(await runFeedImport(context.db, runId)).toEqual({ imported: false });
    const again = (await upload([{ name: 'upload-test.csv', content: FEED }], { feedName: 'Upload Test Feed' })).json();
    expect(again.mappingOrigin).toBe('saved');
    expect(again.mapping.columns.sourceId).toBe('Job ID');
    await call('POST', `/admin/imports/${again.id}/dry-run`, { mapping: again.mapping });
    await call('POST', `/admin/imports/${again.id}/start`);
    // A worker that died mid-run leaves it running; the retried job claims it again.
    await context.db.updateTable('importRuns').set({ status: 'running' }).where('id', '=', again.id).execute();
    await runFeedImport(context.db, again.id);
    const run = (await call('GET', `/admin/imports/${again.id}`)).json();
    expect(run.summary.leads).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await leadCount('csv:upload-test-feed')).toBe(3);
  });

  it('a spreadsheet and a zip of a folder are one feed', async () => {
    const rows = FEED.split('\n').map((line) =>
      line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((v) => v.replace(/"/g, '')),
    );
    const zip = zipSync({
      'march/a.csv': new TextEncoder().encode(FEED),
      'march/b.xlsx': workbook(rows.map((row, index) => (index === 0 ? row : [`X${row[0]}`, ...row.slice(1)]))),
      '__MACOSX/march/._a.csv': new Uint8Array([0]),
    });
    const response = await upload([{ name: 'march.zip', content: zip }], { feedName: 'Zip Feed' });
    expect(response.statusCode, response.body).toBe(201);
    const run = response.json();
    expect(run.files.map((file: { name: string }) => file.name)).toEqual(['march_a.csv', 'march_b.xlsx']);
    const checked = (await call('POST', `/admin/imports/${run.id}/dry-run`, { mapping: run.mapping })).json();
    expect(checked.dryRun).toMatchObject({ read: 8, rejectedTotal: 1, leads: { inserted: 7 } });
  });
});

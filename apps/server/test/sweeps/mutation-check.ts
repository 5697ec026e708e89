/**
 * Mutation check of the sweeps (issue #30): proves that each sweep fails when a check it guards is removed from
 * the product code. For every mutation below, one check is taken out of a scratch copy of the repository, the
 * sweep runs on the affected route only, and it must fail with the message that names the broken rule; the file
 * is then written back. The working tree is never changed (others may be testing or committing in it), and the
 * copy is deleted at the end.
 *
 *   npm run test:sweep-mutations                      every mutation (a few minutes)
 *   npm run test:sweep-mutations -- tenant-crm-ids    only the named ones (--list shows them)
 *   … -- --head                                       copy the last commit instead of the working tree
 *   … -- --baseline                                   also run each filtered sweep unmutated: it must pass
 *
 * Exit code 0 when every mutation was caught. A mutation whose text is no longer in its file stops the check
 * with a message: update the mutation with the product code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One removed check: text replaced in product files, and the sweep run that must catch it. */
interface Mutation {
  name: string;
  /** The sweep's test file, from the repository root. */
  sweep: string;
  /** The check that is removed, in words. */
  removes: string;
  edits: { file: string; from: string; to: string }[];
  /** The test (its full name or a part of it) that must fail. */
  test: string;
  /** Extra environment (SWEEP_ROUTES narrows the tenant sweep to the affected rows). */
  env?: Record<string, string>;
  /** The failure must show this: the sweep caught this mutation, not some other breakage. */
  expectOutput: string;
}

const SWEEPS = 'apps/server/test/sweeps';
const TENANT = `${SWEEPS}/tenant.integration.test.ts`;
const PERMISSIONS = `${SWEEPS}/permissions.integration.test.ts`;

const MUTATIONS: Mutation[] = [
  {
    name: 'tenant-crm-ids',
    sweep: TENANT,
    removes: "the organisation filter of contacts' CRM ids (integrations/repository.ts findContactCrms)",
    edits: [
      {
        file: 'apps/server/src/modules/integrations/repository.ts',
        from: "    .select(['contactId', 'bullhornId', 'hubspotId', 'loxoId'])\n    .where('orgId', '=', orgId)\n",
        to: "    .select(['contactId', 'bullhornId', 'hubspotId', 'loxoId'])\n",
      },
    ],
    test: "organisation B's member",
    env: { SWEEP_ROUTES: 'GET /api/v1/companycontacts' },
    expectOutput: 'showed CRM id',
  },
  {
    name: 'tenant-subscription',
    sweep: TENANT,
    removes: 'the organisation filter of campaign subscriptions (campaign-automations/repository.ts findSubscription)',
    edits: [
      {
        file: 'apps/server/src/modules/campaign-automations/repository.ts',
        from: "    .where('s.orgId', '=', orgId)\n    .where('s.id', '=', id)\n",
        to: "    .where('s.id', '=', id)\n",
      },
    ],
    test: "organisation B's member",
    env: { SWEEP_ROUTES: 'DELETE /api/v1/campaignautomation/{id}' },
    expectOutput: 'expected 404',
  },
  {
    name: 'tenant-synced-items',
    sweep: TENANT,
    removes:
      'the organisation filter of showing and hiding synced CRM items (integrations/repository.ts setVisibleItems)',
    edits: [
      {
        file: 'apps/server/src/modules/integrations/repository.ts',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the SQL template's text in the product file
        from: 'WHERE org_id = ${orgId} AND item_type = ${itemType}',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the SQL template's text in the product file
        to: 'WHERE item_type = ${itemType}',
      },
    ],
    test: "organisation C's admin",
    env: { SWEEP_ROUTES: 'POST /api/v1/integrations/updateConnectorValueToUser' },
    expectOutput: "changed organisation A's rows",
  },
  {
    name: 'tenant-loxo-connection',
    sweep: TENANT,
    removes: "the organisation filter of Loxo's connection lookup (integrations/loxo-service.ts loxoApi)",
    edits: [
      {
        file: 'apps/server/src/modules/integrations/loxo-service.ts',
        from: '  const row = await findConnection(deps.db, orgId, KIND);\n  const slug = readSlug(',
        to: "  const row = await deps.db.selectFrom('integrationConnections').selectAll().where('kind', '=', KIND).executeTakeFirst();\n  const slug = readSlug(",
      },
    ],
    test: "organisation C's admin",
    env: { SWEEP_ROUTES: 'POST /api/v1/integrations/loxo/syncUsers' },
    expectOutput: 'answered 200, expected 400',
  },
  {
    name: 'permission-route-config',
    sweep: PERMISSIONS,
    removes: "the route's permission (create:savedsearch) of DELETE /campaignautomation/{id}",
    edits: [
      {
        file: 'apps/server/src/modules/campaign-automations/routes.ts',
        from: "    '/campaignautomation/:id',\n    {\n      config: writer,\n",
        to: "    '/campaignautomation/:id',\n    {\n",
      },
    ],
    test: 'DELETE /api/v1/campaignautomation/{id}',
    expectOutput: 'as demo: 404, expected 403',
  },
  {
    name: 'permission-owner-only',
    sweep: PERMISSIONS,
    removes: 'the owner-only rule of deleting a campaign subscription (campaign-automations/service.ts)',
    edits: [
      {
        file: 'apps/server/src/modules/campaign-automations/service.ts',
        from: '  if (row.userId !== identity.userId) throw forbidden(CAMPAIGN_TEXTS.ownerOnly);\n',
        to: '',
      },
    ],
    test: 'DELETE /api/v1/campaignautomation/{id}',
    expectOutput: 'as admin: 204, expected 403',
  },
  {
    name: 'permission-sources-staff',
    sweep: PERMISSIONS,
    removes: "the staff-only rule of job sources, both layers (the routes' create:member and the service's role check)",
    edits: [
      {
        file: 'apps/server/src/modules/sources/routes.ts',
        from: 'const staff = { permission: PERMISSIONS.createMember };',
        to: 'const staff = {};',
      },
      {
        file: 'apps/server/src/modules/sources/service.ts',
        from: "  if (actor !== 'cli') requireStaff(actor);\n",
        to: '',
      },
    ],
    test: 'PATCH /api/v1/admin/sources/{id}',
    expectOutput: 'as member: 200, expected 403',
  },
  {
    name: 'route-table-completeness',
    sweep: PERMISSIONS,
    removes:
      'nothing: adds a route without a row (hidden from the OpenAPI document, so only the app-wide check sees it)',
    edits: [
      {
        file: 'apps/server/src/app.ts',
        from: '  await registerSpa(app, config);\n',
        to: "  app.get('/api/v1/unlisted', { schema: { hide: true } }, async () => ({}));\n  await registerSpa(app, config);\n",
      },
    ],
    test: 'has a row for every route the app registers',
    expectOutput: 'GET /api/v1/unlisted',
  },
  {
    name: 'fuzz-well-formed-text',
    sweep: `${SWEEPS}/fuzz.integration.test.ts`,
    removes: 'the app-wide well-formed text hook (lib/well-formed-text.ts, registered in app.ts)',
    edits: [{ file: 'apps/server/src/app.ts', from: '  registerWellFormedInput(app);\n', to: '' }],
    test: 'POST /api/v1/savedSearches:',
    expectOutput: '→ 500',
  },
  {
    name: 'text-inputs-control-characters',
    sweep: `${SWEEPS}/text-inputs.integration.test.ts`,
    removes: 'the control-character rule of text() (packages/contracts/src/text.ts)',
    edits: [
      {
        file: 'packages/contracts/src/text.ts',
        from: 'return z.string().refine(hasNoControlCharacters, { message: CONTROL_CHARACTER_MESSAGE, abort: true });',
        to: 'return z.string();',
      },
    ],
    test: 'POST /api/v1/requestedcompany:',
    expectOutput: '→ 201',
  },
];

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Folders of node_modules a test run writes to (caches): the copy gets its own. */
const OWN_FOLDERS = new Set(['.vite', '.vite-temp', '.cache', '@agencyscout']);

/**
 * A scratch copy of the repository: the working tree's files (tracked and untracked, not ignored), or the last
 * commit's with `fromHead`; node_modules entries are links to the original's, except the workspace packages
 * (links inside the copy, so a mutated package is the one imported) and the caches.
 */
function scratchCopy(fromHead: boolean): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'agencyscout-mutations-'));
  if (fromHead) {
    execFileSync('sh', ['-c', `git archive HEAD | tar -x -C '${copy}'`], { cwd: ROOT });
  } else {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT });
    for (const file of listed.toString().split('\0').filter(Boolean)) {
      const source = path.join(ROOT, file);
      if (!existsSync(source)) continue;
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(source, path.join(copy, file), { verbatimSymlinks: true });
    }
  }
  const modules = path.join(ROOT, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (!OWN_FOLDERS.has(name)) symlinkSync(path.join(modules, name), path.join(copy, 'node_modules', name));
  }
  mkdirSync(path.join(copy, 'node_modules', '@agencyscout'));
  for (const name of readdirSync(path.join(modules, '@agencyscout'))) {
    const link = path.join(modules, '@agencyscout', name);
    if (lstatSync(link).isSymbolicLink())
      symlinkSync(readlinkSync(link), path.join(copy, 'node_modules', '@agencyscout', name));
  }
  return copy;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs one sweep file filtered to `test` in the copy. @returns its exit code and output. */
function runSweep(copy: string, mutation: Mutation): { code: number; output: string } {
  const vitest = path.join(copy, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [vitest, 'run', '--project', 'server', mutation.sweep, '-t', escapeRegExp(mutation.test)];
  const env: NodeJS.ProcessEnv = { ...process.env, ...mutation.env, CI: '' };
  // The sweeps run on PGlite here: with TEST_DATABASE_URL the fuzz runs only in the PostgreSQL project.
  delete env.TEST_DATABASE_URL;
  const run = spawnSync(process.execPath, args, {
    cwd: copy,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 15 * 60_000,
  });
  return { code: run.status ?? 1, output: `${run.stdout}\n${run.stderr}` };
}

/** Applies the mutation's edits in the copy, runs its sweep, and always writes the files back. */
function mutateAndRun(copy: string, mutation: Mutation): { code: number; output: string } {
  const originals = new Map<string, string>();
  try {
    for (const edit of mutation.edits) {
      const file = path.join(copy, edit.file);
      const current = readFileSync(file, 'utf8');
      if (!originals.has(file)) originals.set(file, current);
      const found = current.split(edit.from).length - 1;
      if (found !== 1) {
        throw new Error(
          `${mutation.name}: expected the text once in ${edit.file}, found ${found}: update the mutation`,
        );
      }
      writeFileSync(
        file,
        current.replace(edit.from, () => edit.to),
      );
    }
    return runSweep(copy, mutation);
  } finally {
    for (const [file, content] of originals) writeFileSync(file, content);
  }
}

/** The output's lines that show the expected failure (at most three), for the summary. */
function evidence(output: string, expected: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours of vitest's output
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.includes(expected))
    .slice(0, 3)
    .map((line) => line.trim().slice(0, 200));
}

function main(): number {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const mutation of MUTATIONS) console.log(`${mutation.name.padEnd(32)} ${mutation.removes}`);
    return 0;
  }
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !MUTATIONS.some((mutation) => mutation.name === name));
  if (unknown.length > 0) throw new Error(`unknown mutation: ${unknown.join(', ')} (--list shows them)`);
  const chosen = names.length > 0 ? MUTATIONS.filter((mutation) => names.includes(mutation.name)) : MUTATIONS;
  const copy = scratchCopy(args.includes('--head'));
  const cleanUp = () => rmSync(copy, { recursive: true, force: true });
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  let missed = 0;
  try {
    for (const mutation of chosen) {
      if (args.includes('--baseline')) {
        const started = Date.now();
        const clean = runSweep(copy, mutation);
        const seconds = Math.round((Date.now() - started) / 1000);
        const verdict = clean.code === 0 ? 'passes' : 'FAILS UNMUTATED';
        if (clean.code !== 0) missed += 1;
        console.log(`baseline ${mutation.name}: ${verdict} (${seconds} s)`);
      }
      const started = Date.now();
      const result = mutateAndRun(copy, mutation);
      const seconds = Math.round((Date.now() - started) / 1000);
      const shown = evidence(result.output, mutation.expectOutput);
      const caught = result.code !== 0 && shown.length > 0;
      if (!caught) missed += 1;
      console.log(`${caught ? 'caught' : 'MISSED'} ${mutation.name} (${seconds} s): removed ${mutation.removes}`);
      console.log(`  sweep ${path.basename(mutation.sweep)}, test "${mutation.test}"`);
      for (const line of shown) console.log(`  > ${line}`);
      if (!caught) console.log(result.output.slice(-4000));
    }
  } finally {
    cleanUp();
  }
  console.log(missed === 0 ? `All ${chosen.length} mutations caught.` : `${missed} problem(s): see above.`);
  return missed === 0 ? 0 : 1;
}

process.exitCode = main();

/**
 * `npm start`'s web build (issue #30): builds the SPA (as `npm run build` does) only when what it is built from
 * changed since the last build. A hash of the inputs is written beside the output (`dist/.inputs-hash`, never served:
 * the server skips dot files) after a successful build; the next start compares it with the inputs' hash now and
 * rebuilds when they differ or the output is missing, so a stale UI is never served.
 *
 * Inputs: the web app's sources, public files, build plugins, `index.html`, Vite and TypeScript settings and
 * package manifest; the contracts package it bundles; the root manifest, the lockfile and npm's record of what is
 * installed (`node_modules/.package-lock.json`); `.env*` files Vite reads; and the environment that changes the
 * bundle (`NODE_ENV`, `VITE_*`). Test files are left out: nothing in the bundle imports them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the repository starts: two levels above apps/web. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const WEB_ROOT = path.join(REPOSITORY_ROOT, 'apps', 'web');
export const OUTPUT_DIR = path.join(WEB_ROOT, 'dist');
/** The file beside the build output that holds its inputs' hash. */
export const INPUTS_HASH_FILE = path.join(OUTPUT_DIR, '.inputs-hash');

/** Files and folders the bundle is built from, relative to the repository root (folders are read whole). */
export const BUILD_INPUTS: readonly string[] = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];

const TEST_FILE = /\.test\.tsx?$/;

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return filesUnder(root, child);
    return entry.isFile() && !TEST_FILE.test(entry.name) ? [child] : [];
  });
}

/** The `.env*` files Vite reads from the web app's folder. */
function envFiles(root: string): string[] {
  const web = path.join(root, 'apps', 'web');
  if (!existsSync(web)) return [];
  return readdirSync(web)
    .filter((name) => name.startsWith('.env'))
    .map((name) => path.join('apps', 'web', name));
}

/**
 * The hash of everything the build reads: each input file's path and content, in path order, then the
 * environment variables that change the bundle. Hex SHA-256.
 */
export function webInputsHash(
  root = REPOSITORY_ROOT,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const files = [...new Set([...BUILD_INPUTS.flatMap((input) => filesUnder(root, input)), ...envFiles(root)])]
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const bundleEnv = Object.keys(env)
    .filter((name) => name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(bundleEnv.join('\n'));
  return hash.digest('hex');
}

export interface BuildState {
  /** The build's entry page exists. */
  outputPresent: boolean;
  /** The hash written after the last successful build; null when there is none. */
  storedHash: string | null;
  /** The inputs' hash now. */
  currentHash: string;
}

/** True when the web app must be built: no output, no recorded inputs, or inputs that changed since. */
export function buildNeeded(state: BuildState): boolean {
  return !state.outputPresent || state.storedHash === null || state.storedHash !== state.currentHash;
}

/** The recorded state of `outputDir` against `currentHash`. */
export function readBuildState(outputDir: string, currentHash: string): BuildState {
  const hashFile = path.join(outputDir, path.basename(INPUTS_HASH_FILE));
  return {
    outputPresent: existsSync(path.join(outputDir, 'index.html')),
    storedHash: existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null,
    currentHash,
  };
}

/**
 * Builds with Vite (as `npm run build` does, warnings and errors only) when needed, then records the inputs'
 * hash. @throws the build's error; the recorded hash is then gone, so the next start builds again.
 */
export async function buildIfChanged(): Promise<'built' | 'unchanged'> {
  const started = Date.now();
  // Hashed before building: a file edited during the build leaves a hash that differs next time.
  const currentHash = webInputsHash();
  if (!buildNeeded(readBuildState(OUTPUT_DIR, currentHash))) {
    console.log('Web app: unchanged since its last build (apps/web/dist), not rebuilt');
    return 'unchanged';
  }
  rmSync(INPUTS_HASH_FILE, { force: true });
  const { build } = await import('vite');
  await build({ root: WEB_ROOT, configFile: path.join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(INPUTS_HASH_FILE, `${currentHash}\n`);
  console.log(`Web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s (apps/web/dist)`);
  return 'built';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfChanged().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildNeeded, readBuildState, webInputsHash } from './build-if-changed.ts';

/** A scratch repository with the inputs' layout (issue #30: `npm start` builds the web app only when it changed). */
let root = '';

function write(relative: string, text: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agencyscout-build-inputs-'));
  write('apps/web/src/main.tsx', 'render(<App />);');
  write('apps/web/src/app/app.tsx', 'export function App() {}');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/contracts/src/index.ts', "export const A = 'a';");
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('web build inputs hash', () => {
  it('is stable while nothing changes', () => {
    expect(webInputsHash(root, {})).toBe(webInputsHash(root, {}));
  });

  it.each([
    ['a web source', 'apps/web/src/app/app.tsx'],
    ['a new web source', 'apps/web/src/app/new-screen.tsx'],
    ['the Vite settings', 'apps/web/vite.config.ts'],
    ['the contracts the bundle includes', 'packages/contracts/src/index.ts'],
    ['the lockfile', 'package-lock.json'],
    ['what npm installed', 'node_modules/.package-lock.json'],
    ['an env file Vite reads', 'apps/web/.env.production'],
  ])('changes with %s', (_what, file) => {
    const before = webInputsHash(root, {});
    write(file, 'changed');
    expect(webInputsHash(root, {})).not.toBe(before);
  });

  it('changes when a file is renamed', () => {
    const before = webInputsHash(root, {});
    rmSync(path.join(root, 'apps/web/src/app/app.tsx'));
    write('apps/web/src/app/app2.tsx', 'export function App() {}');
    expect(webInputsHash(root, {})).not.toBe(before);
  });

  it('changes with NODE_ENV and VITE_ variables, not with other settings', () => {
    const plain = webInputsHash(root, {});
    expect(webInputsHash(root, { PORT: '8080', DATABASE_URL: 'postgres://x' })).toBe(plain);
    expect(webInputsHash(root, { NODE_ENV: 'development' })).not.toBe(plain);
    expect(webInputsHash(root, { VITE_FLAG: '1' })).not.toBe(plain);
  });

  it('ignores test files and files outside the inputs', () => {
    const before = webInputsHash(root, {});
    write('apps/web/src/app/app.test.tsx', 'it()');
    write('apps/server/src/server.ts', 'listen()');
    write('docs/notes.md', '# notes');
    expect(webInputsHash(root, {})).toBe(before);
  });
});

describe('build decision', () => {
  const hash = 'a'.repeat(64);

  it('builds when the output is missing, has no recorded inputs or was built from other inputs', () => {
    expect(buildNeeded({ outputPresent: false, storedHash: hash, currentHash: hash })).toBe(true);
    expect(buildNeeded({ outputPresent: true, storedHash: null, currentHash: hash })).toBe(true);
    expect(buildNeeded({ outputPresent: true, storedHash: 'b'.repeat(64), currentHash: hash })).toBe(true);
  });

  it('skips the build only when the output exists and was built from the same inputs', () => {
    expect(buildNeeded({ outputPresent: true, storedHash: hash, currentHash: hash })).toBe(false);
  });

  it('reads the output and the recorded hash from the output folder', () => {
    const dist = path.join(root, 'apps/web/dist');
    expect(readBuildState(dist, hash)).toEqual({ outputPresent: false, storedHash: null, currentHash: hash });
    write('apps/web/dist/index.html', '<html></html>');
    expect(readBuildState(dist, hash).storedHash).toBeNull();
    write('apps/web/dist/.inputs-hash', `${hash}\n`);
    expect(readBuildState(dist, hash)).toEqual({ outputPresent: true, storedHash: hash, currentHash: hash });
    expect(buildNeeded(readBuildState(dist, hash))).toBe(false);
  });
});

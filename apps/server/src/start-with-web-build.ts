/**
 * `npm start` (issue #30 'A quiet, quick start'): builds the web app when its inputs changed
 * (apps/web/build/build-if-changed.ts, in a child process) while this process opens, migrates and seeds the
 * database, and builds the app and listens only once that build succeeded, so the address it prints never serves
 * a stale or half-written UI. A failed build ends the start with the build's error and exit code 1.
 * `node apps/server/src/server.ts` (production, the end-to-end tests) starts without building.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPOSITORY_ROOT } from './config.ts';
import { runServer } from './server.ts';

const BUILD_SCRIPT = path.join(REPOSITORY_ROOT, 'apps', 'web', 'build', 'build-if-changed.ts');

const build = spawn(process.execPath, [BUILD_SCRIPT], { cwd: REPOSITORY_ROOT, stdio: 'inherit' });
// A start that fails before the build ends must not leave the build running on its own.
process.once('exit', () => {
  if (build.exitCode === null) build.kill();
});
const built = new Promise<void>((resolve, reject) => {
  build.once('error', reject);
  build.once('exit', (code, signal) => {
    if (code === 0) resolve();
    else reject(new Error(`The web app could not be built (${signal ?? `exit code ${code}`}); see the lines above.`));
  });
});
// Rejections are handled where the server awaits it; until then they must not count as unhandled.
built.catch(() => {});

runServer({ beforeListen: () => built });

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * `npm run help:screenshots`: drives the built app in Chromium on the demo data and writes the tutorial
 * screenshots of the user guide to docs/help/screenshots (e2e/help-screenshots.shots.ts).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'help-screenshots.shots.ts',
  outputDir: path.join(ROOT, 'test-results', 'help-screenshots'),
  reporter: [['list']],
  // A screen that no longer matches its steps fails fast; the other tutorials still get their screenshots.
  timeout: 90_000,
  use: { ...base.use, viewport: { width: 1280, height: 800 } },
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: ROOT } : base.webServer,
});

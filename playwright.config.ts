import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (/usr/bin/chromium; never a downloaded browser).
 * The app runs from the built SPA on its own port with a fresh embedded database per run, holding the demo
 * accounts, demo leads and the real LinkedIn postings (e2e/start-server.sh).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = 'test-results/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  // Journeys check every screen with axe in both themes (e2e/accessibility.ts), which takes a few seconds each;
  // on a busy machine a reload of a lazily loaded screen can take over 10 s.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'bash e2e/start-server.sh',
    url: `${BASE_URL}/api/ready`,
    // Seeding 20,000 leads and importing the real postings takes minutes on a busy machine.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // The CRM journey (e2e/crm-integrations.spec.ts) connects and pushes against the local emulators.
      INTEGRATIONS_EMULATORS: 'true',
    },
  },
});

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
      // The live job sources journey (e2e/live-sources.spec.ts, issue #28) adds a board of the local job web and
      // polls it. The embedded database would start the job web anyway and follow all its boards, which moves
      // every journey's lead counts while it runs: here it runs (JOB_WEB_DEMO) without following any board
      // (JOB_WEB_FOLLOW), so only the board that journey adds brings leads in.
      JOB_WEB_DEMO: 'true',
      JOB_WEB_FOLLOW: 'false',
      // A fixed first port, so the journey finds the web's directory (the Greenhouse API's root) at 127.0.0.1:4790.
      JOB_WEB_PORT: '4790',
      // A dozen boards are enough to hold a healthy Greenhouse board and start fast.
      JOB_WEB_BOARDS: '12',
      // A day between the web's churn steps: the board's postings stay put while the journey compares them.
      JOB_WEB_EPOCH_MINUTES: '1440',
      // Saved-search alerts are checked every minute and daily ones are due from midnight, so the journey's alert
      // goes out within a minute of being turned on, at any hour the suite runs. The mailbox journey's alert is
      // sent before the server starts (e2e/start-server.sh), so no other journey depends on the schedule.
      ALERT_CHECK_CRON: '* * * * *',
      ALERT_SEND_HOUR: '0',
    },
  },
});

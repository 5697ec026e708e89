/**
 * `node bench/web-screens-benchmark.ts [--url http://localhost:3000] [--runs 8] [--throttle 1]
 *   [--email admin@summit-staffing.example]`
 *
 * How long the Contact Search and Agency Tips screens take in Chromium from a click in the navigation until their
 * first rows show (issue #30: 3.9 s and 3.8 s on a loaded machine while the API answered in ≤ 40 ms). Needs a
 * running app with the demo accounts (`npm start`, or the e2e server) and Debian's Chromium (`CHROMIUM_PATH`).
 * Each run visits a screen cold (the first visit after a page load: route chunks, first render) and warm (again,
 * data cached). Reports the wall time (click → rows) and the main thread's CPU time in that span, read from the
 * trace's thread durations, so other load on the machine counts less; `--throttle 4` slows the CPU fourfold.
 */
import { parseArgs } from 'node:util';
import { type CDPSession, chromium, type Page } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '8' },
    throttle: { type: 'string', default: '1' },
    email: { type: 'string', default: 'admin@summit-staffing.example' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? 'Demo-Password-1' },
  },
});

const SCREENS = [
  { name: 'contact search', nav: 'Contact Search', ready: '[data-testid=contact]' },
  { name: 'tips list', nav: 'Agency Tips', ready: '[data-testid=tips-table] tbody tr' },
] as const;
type Screen = (typeof SCREENS)[number];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}
interface Visit {
  /** Click → first row, ms. */
  wall: number;
  /** Main-thread CPU in that span, ms. */
  cpu: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Clicks the screen's navigation entry and measures until its first row is visible. */
async function visit(page: Page, cdp: CDPSession, screen: Screen): Promise<Visit> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.evaluate(() => performance.mark('bench-click'));
  await page.getByRole('navigation').getByRole('link', { name: screen.nav, exact: true }).click();
  await page.locator(screen.ready).first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => performance.mark('bench-ready'));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const mark = (name: string) => events.find((event) => event.name === name && event.cat.includes('user_timing'));
  const click = mark('bench-click');
  const ready = mark('bench-ready');
  if (!click || !ready) throw new Error('the trace has no marks');
  let cpu = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || event.pid !== click.pid || event.tid !== click.tid) continue;
    if (event.ts >= click.ts && event.ts <= ready.ts) cpu += (event.tdur ?? 0) / 1000;
  }
  return { wall: Math.round((ready.ts - click.ts) / 1000), cpu: Math.round(cpu) };
}

async function dashboard(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await page.getByTestId('section-title').filter({ hasText: 'Dashboard' }).waitFor();
  await page.waitForTimeout(1000);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${args.url}/dashboard`);
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('E-mail').fill(args.email);
  await page.getByLabel('Password').fill(args.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('section-title').waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.throttle) });
  for (const screen of SCREENS) {
    const cold: Visit[] = [];
    const warm: Visit[] = [];
    for (let run = 0; run < Number(args.runs); run++) {
      await page.goto(`${args.url}/dashboard`);
      await page.getByTestId('section-title').filter({ hasText: 'Dashboard' }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
      cold.push(await visit(page, cdp, screen));
      await dashboard(page);
      warm.push(await visit(page, cdp, screen));
    }
    for (const [kind, visits] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      const wall = visits.map((entry) => entry.wall);
      const cpu = visits.map((entry) => entry.cpu);
      console.log(
        `${screen.name} ${kind}: click→rows median ${median(wall)} ms (${wall.join(', ')}); ` +
          `main-thread CPU median ${median(cpu)} ms (${cpu.join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
}

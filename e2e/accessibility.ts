import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { collectScreenTexts, LABEL_SELECTOR, rawFieldNames } from '../apps/web/src/test-utils/raw-field-names.ts';

/**
 * The accessibility sweep (issue #9): axe-core on every screen a journey visits, in the light and the dark theme,
 * with no serious or critical violation allowed. A journey calls `expectAccessible(page, 'screen name')` once the
 * screen has loaded; that is all a new screen needs to join the sweep (docs/testing.md). The same call checks that
 * the screen's labels are words, not raw field names (issue #30, `expectHumanLabels`).
 */

/** Impacts that fail the sweep. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** WCAG 2.x A and AA plus axe's best practices (which hold `region` and `heading-order`). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const THEME_TOGGLE = 'Toggle dark mode';

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first offending nodes. */
  targets: string[];
}

/**
 * Waits (at most 2 s) for the page's finite CSS transitions and animations — a dialog fading in, a tab indicator
 * sliding — so that axe reads final colours, not a half-faded text's contrast. Endless ones (progress bars) are
 * left running.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** The serious and critical violations of the page once its transitions have finished. */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  await settle(page);
  // Without frames, axe runs in the page alone ('legacy mode'); the default opens a blank page for each check to
  // gather frame results, a second or more per check on a busy machine. Screens with an iframe keep the default.
  const hasFrames = (await page.locator('iframe').count()) > 0;
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(!hasFrames).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

async function isDark(page: Page): Promise<boolean> {
  return (await page.getByRole('button', { name: THEME_TOGGLE }).getAttribute('aria-pressed')) === 'true';
}

/**
 * Flips the theme with the top bar's toggle and waits until it has applied; with `forAxe`, also until the colour
 * transitions have had time to start, so that `settle` sees them.
 */
async function flipTheme(page: Page, forAxe: boolean): Promise<void> {
  const toggle = page.getByRole('button', { name: THEME_TOGGLE });
  const wasDark = await isDark(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(!wasDark));
  // Away from the toggle, its tooltip closes; MUI's colour transitions finish before axe reads the colours.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  if (forAxe) await page.waitForTimeout(400);
}

/**
 * Fails when a label, legend, column header, tab, button or helper text of the current screen, or a field's
 * placeholder, holds a raw field name ('EmploymentType', 'noOfusers'; apps/web/src/test-utils/raw-field-names.ts,
 * whose brand allow-list keeps 'HubSpot' and 'LinkedIn').
 */
export async function expectHumanLabels(page: Page, screen: string): Promise<void> {
  const found = rawFieldNames(await page.evaluate(collectScreenTexts, LABEL_SELECTOR));
  expect(found, `raw field names shown as labels on ${screen}`).toEqual([]);
}

/**
 * Runs axe on the current screen in both themes (screens without the top bar, such as the sign-in page, in the
 * one they have) and fails the test with every serious or critical violation found, named by screen and theme.
 * The theme is left as it was. Then checks the screen's labels (expectHumanLabels).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await test.step(`accessibility: ${screen}`, async () => {
    const hasToggle = (await page.getByRole('button', { name: THEME_TOGGLE }).count()) > 0;
    const findings: Record<string, AxeFinding[]> = {};
    const firstTheme = hasToggle && (await isDark(page)) ? 'dark' : 'light';
    findings[firstTheme] = await blockingViolations(page);
    if (hasToggle) {
      await flipTheme(page, true);
      findings[firstTheme === 'dark' ? 'light' : 'dark'] = await blockingViolations(page);
      await flipTheme(page, false);
    }
    const failed = Object.entries(findings).filter(([, list]) => list.length > 0);
    expect(Object.fromEntries(failed), `serious or critical axe violations on ${screen}`).toEqual({});
    await expectHumanLabels(page, screen);
  });
}

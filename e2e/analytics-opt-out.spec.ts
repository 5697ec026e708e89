/**
 * The analytics opt-out (prospecting-core §1; issue #21): the switch on Account Settings is stored on the server,
 * so it is still off after a reload, and back on when switched again. Accessible in both themes.
 */
import { expect, test } from '@playwright/test';
import { blockingViolations, expectAccessible } from './accessibility.ts';
import { DEMO, signIn } from './support.ts';

const LABEL = 'Share usage analytics and session recordings';

test('a member opts out of analytics on Account Settings, and the choice is kept', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/account');
  const toggle = page.getByLabel(LABEL);
  await expect(toggle).toBeChecked({ timeout: 30_000 });
  await expectAccessible(page, 'account settings with the analytics opt-out');
  await page.screenshot({ path: 'test-results/e2e/account-analytics.png', fullPage: true });

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/analytics'));
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(toggle).not.toBeChecked();

  await page.reload();
  const after = page.getByLabel(LABEL);
  await expect(after).not.toBeChecked({ timeout: 30_000 });
  // The other theme after the reload.
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  expect(await blockingViolations(page), 'axe on account settings (second theme)').toEqual([]);

  await after.click();
  await expect(after).toBeChecked();
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
});

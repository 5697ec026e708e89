/**
 * Drip and Constant Contact journey (issue #17; outreach-integrations-admin §2 'Integrations page', 'OAuth
 * callback pages', push menu, 'Loxo and Drip sends'; §4) against the local emulators the e2e server starts
 * (INTEGRATIONS_EMULATORS=1): connect Constant Contact from its card and sync its campaigns; start the Drip sign-in
 * from a contact's 'Sign into Drip', add the contact to a series and see 'Added to series …' in its log. The
 * Constant Contact setup and Drip series dialogs join the accessibility sweep.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { DEMO, signIn } from './support.ts';

async function allowAtProvider(page: Page, tool: string): Promise<void> {
  await expect(page.getByRole('heading', { name: `${tool} (local emulator)` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Allow' }).click();
  await page.waitForURL(/\/leads/, { timeout: 30_000 });
}

test('connect Constant Contact and sync campaigns; connect Drip and add a contact to a series', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.agencyAdmin, '/integrations');
  const version = page.getByLabel('Use New Integration');
  if (!(await version.isChecked())) await version.click();
  await expect(version).toBeChecked();

  // Constant Contact: with the flag its Sign In is enabled and leads through the callback page.
  const card = page.getByTestId('integration-constantcontact');
  await expect(card).not.toContainText('Coming Soon!');
  await card.getByRole('button', { name: 'Sign In' }).click();
  await allowAtProvider(page, 'Constant Contact');
  await page.goto('/integrations');
  await expect(card).toContainText('Connected');
  await card.getByRole('button', { name: 'Setup' }).click();
  const setup = page.getByRole('dialog', { name: 'Constant Contact setup' });
  await setup.getByRole('button', { name: 'Sync Campaigns' }).click();
  await expect(setup.getByText('Spring hiring newsletter')).toBeVisible();
  await expect(setup.getByText('HR leaders digest')).toBeVisible();
  await expect(setup.getByText('Removed campaign')).toHaveCount(0);
  await expectAccessible(page, 'Constant Contact setup');
  await setup.getByRole('button', { name: 'Close' }).click();

  // Drip: no card; the push menu's 'Sign into Drip' starts the sign-in. A contact near the end of the page, so
  // the journeys that start from the first contacts find theirs without this interaction.
  await page.goto('/companycontacts');
  const cards = page
    .getByRole('list', { name: 'Contacts' })
    .getByTestId('contact')
    .filter({ has: page.locator('a[href^="mailto:"]') });
  await expect(cards.first()).toBeVisible();
  const chosen = cards.nth(Math.max(0, (await cards.count()) - 2));
  const pushButton = chosen.getByRole('button', { name: /^Push .+ to a CRM$/ });
  const contactName = ((await pushButton.getAttribute('aria-label')) ?? '').replace(/^Push (.+) to a CRM$/, '$1');
  await pushButton.click();
  await page.getByRole('menuitem', { name: 'Sign into Drip' }).click();
  await allowAtProvider(page, 'Drip');

  await page.goto('/companycontacts');
  const contact = page.getByRole('list', { name: 'Contacts' }).getByTestId('contact').filter({ hasText: contactName });
  await contact
    .first()
    .getByRole('button', { name: `Push ${contactName} to a CRM` })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Sign into Drip' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Add to a Drip series' }).click();
  const send = page.getByRole('dialog', { name: `Add ${contactName} to a Drip series` });
  await expect(send.getByRole('button', { name: 'Add' })).toBeDisabled();
  await send.getByLabel('Series').click();
  await page.getByRole('option', { name: 'Hiring manager follow-up' }).click();
  await expectAccessible(page, 'Drip series dialog');
  await send.getByRole('button', { name: 'Add' }).click();
  // The snackbar lives SNACKBAR_TIMEOUT_MS (3 s) from the answer that also closes the dialog: look for it first.
  await expect(page.getByText(`${contactName}: Added to series Hiring manager follow-up`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(send).toBeHidden();
  await expect(
    contact.first().getByTestId('interaction').filter({ hasText: 'Added to series Hiring manager follow-up' }),
  ).toHaveCount(1);
  await page.screenshot({ path: 'test-results/e2e/drip-series-added.png', fullPage: false });

  // The Integrations page shows Drip connected (with its Disconnect) beside the four cards.
  await page.goto('/integrations');
  await expect(page.getByTestId('integration-drip')).toContainText('Drip is connected');
  await expectAccessible(page, 'Integrations with Constant Contact and Drip');
  await page.screenshot({ path: 'test-results/e2e/drip-constant-contact-integrations.png', fullPage: true });
});

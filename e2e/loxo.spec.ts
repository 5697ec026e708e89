/**
 * Loxo journey (issue #17; outreach-integrations-admin §2 Loxo card and 'Loxo and Drip sends', §3 'Loxo settings',
 * §4 'Added to Loxo', §8 'Loxo save success') against the local Loxo emulator the e2e server starts
 * (INTEGRATIONS_EMULATORS=1; its agency slug and API key are LOXO_EMULATOR_AGENCY in
 * apps/server/src/integrations/loxo/emulator.ts): Setup with the required fields, the spec's success text, the
 * card Connected, Users synced; a contact pushed with a chosen user, 'Added to Loxo' logged and the entry disabled.
 * The settings and send dialogs join the accessibility sweep.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { contactSearchCards, DEMO, signIn } from './support.ts';

const EMULATOR_AGENCY = { slug: 'summit-staffing', bearerToken: 'loxo-emulator-api-key' };
const SAVE_SUCCESS =
  'Success! Your Loxo settings have been saved. Please go to the "Users" tab , sync your users, and select the ones you want to see in Agency Leads.';

test('set up Loxo, sync its users and push a contact for a chosen user', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.agencyAdmin, '/integrations');
  await expect(page.getByTestId('section-title')).toHaveText(/Integrations/);
  const version = page.getByLabel('Use New Integration');
  if (!(await version.isChecked())) await version.click();
  await expect(version).toBeChecked();

  const card = page.getByTestId('integration-loxo');
  await expect(card).toContainText('Not connected');
  await card.getByRole('button', { name: 'Setup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Loxo settings' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Field is required')).toHaveCount(2);
  await expect(dialog.getByRole('tab', { name: 'Users' })).toBeDisabled();
  await expectAccessible(page, 'Loxo settings');

  // A key Loxo refuses: its message, nothing connected.
  await dialog.getByLabel('Bearer Token').fill('not-the-key');
  await dialog.getByLabel('Slug').fill(EMULATOR_AGENCY.slug);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Loxo refused this API key and agency slug/)).toBeVisible();
  await expect(card).toContainText('Not connected');

  await dialog.getByLabel('Bearer Token').fill(EMULATOR_AGENCY.bearerToken);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(SAVE_SUCCESS, { exact: true })).toBeVisible();
  await expect(card).toContainText('Connected');
  // The fields clear after 3 s; the message stays 6 s.
  await expect(dialog.getByLabel('Slug')).toHaveValue('', { timeout: 5000 });
  await expect(dialog.getByText(SAVE_SUCCESS, { exact: true })).toBeHidden({ timeout: 8000 });

  await dialog.getByRole('tab', { name: 'Users' }).click();
  await dialog.getByRole('button', { name: 'Sync Users' }).click();
  await expect(dialog.getByText(/Lena Loxo/)).toBeVisible();
  await expect(dialog.getByText(/Omar Owner/)).toBeVisible();
  // Recruiters see only Lena.
  await dialog.getByRole('checkbox', { name: /Omar Owner/ }).click();
  await expect(dialog.getByRole('checkbox', { name: /Omar Owner/ })).not.toBeChecked();
  await expectAccessible(page, 'Loxo users');
  await page.screenshot({ path: 'test-results/e2e/loxo-users.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  // Push a contact with an e-mail from the contact search (not the last one: the CRM journey takes that one).
  await page.goto('/companycontacts');
  const contact = (await contactSearchCards(page)).filter({ has: page.locator('a[href^="mailto:"]') }).nth(-2);
  const pushButton = contact.getByRole('button', { name: /^Push .+ to a CRM$/ });
  const contactName = ((await pushButton.getAttribute('aria-label')) ?? '').replace(/^Push (.+) to a CRM$/, '$1');
  await pushButton.click();
  await page.getByRole('menuitem', { name: 'Add to Loxo' }).click();
  const send = page.getByRole('dialog', { name: `Send ${contactName} to Loxo` });
  await expect(send.getByRole('button', { name: 'Send to Loxo' })).toBeDisabled();
  await send.getByLabel(/Loxo user/).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: /Lena Loxo/ }).click();
  await expectAccessible(page, 'Loxo send dialog');
  await send.getByRole('button', { name: 'Send to Loxo' }).click();
  await expect(page.getByText(`${contactName} added to Loxo`)).toBeVisible({ timeout: 20_000 });
  await expect(send).toBeHidden();

  // On /calllist (Unclassified Outreach) the interaction shows and the entry is disabled.
  await page.goto('/calllist');
  await page.getByLabel('Select an outreach list').click();
  await page.getByRole('option', { name: /^Unclassified Outreach/ }).click();
  await page
    .getByRole('listbox', { name: 'Outreach list contacts' })
    .getByRole('option', { name: new RegExp(contactName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  const detail = page.getByTestId('call-list-detail');
  await expect(detail.getByTestId('interaction').filter({ hasText: 'Added to Loxo' })).toHaveCount(1);
  await detail.getByRole('button', { name: `Push ${contactName} to a CRM` }).click();
  await expect(page.getByRole('menuitem', { name: 'In Loxo' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/e2e/loxo-calllist.png', fullPage: true });
});

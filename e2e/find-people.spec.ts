/**
 * 'Find people' (issue #32 point 5): on a demo Agency lead, an agency member searches the contact-data provider
 * (the local Apollo emulator, INTEGRATIONS_EMULATORS) in two position categories and the two people it finds join
 * the company's contacts, labelled with the provider.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { DEMO, signIn } from './support.ts';

test("'Find people' adds two people from the contact-data provider to the company's contacts", async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/leads');
  await page.getByTestId('lead-row').nth(2).getByRole('link').click();
  const contacts = page.getByTestId('contacts');
  await expect(contacts.getByRole('heading', { name: /^Contacts \(\d+\)$/ })).toBeVisible();
  const before = await contacts.getByTestId('contact').count();
  await contacts.getByRole('button', { name: 'Find people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find people' });
  await expect(dialog.getByTestId('find-people-credits')).toContainText('enrichment credits left this month');
  await dialog.getByRole('checkbox', { name: 'HR' }).check();
  await dialog.getByRole('checkbox', { name: 'Talent Acquisition' }).check();
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByTestId('find-people-result')).toHaveText('2 people added');
  await expectAccessible(page, 'Find people dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(contacts.getByTestId('contact')).toHaveCount(before + 2);
  await expect(contacts.getByText(/^Data provider \(Apollo\) · /)).toHaveCount(2);
});

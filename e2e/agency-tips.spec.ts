/**
 * Agency Tips journey (prospecting-core §2.5; issue #12): tips derived from the imported and demo postings'
 * signals. Search by keyword within 50 miles of a city, open a tip, read why it is a tip and whom to call, go back
 * with the filter kept, and jump straight to a tip by its id.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_MARKER } from './stored-xss.ts';
import { DEMO, signIn } from './support.ts';

const rows = (page: Page) => page.getByTestId('tips-table').locator('tbody tr');

async function searchFor(page: Page, keyword: string): Promise<void> {
  const field = page.getByLabel('Search by Keyword');
  await field.fill(keyword);
  await field.press('Enter');
}

test('find tips near a city, open one, go back with the filter kept, jump by Tip Id', async ({ page }) => {
  const xss = guardAgainstXss(page);
  await signIn(page, DEMO.agencyAdmin, '/agencytips');
  await expect(page.getByTestId('tips-count')).toHaveText(/^[\d,]+ Agency Tips$/);
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page, 'Agency Tips');

  // A tip of the list: its company and city, for a keyword search within 50 miles of that city.
  const first = rows(page).first();
  const company = (await first.getByRole('link').textContent()) ?? '';
  const href = (await first.getByRole('link').getAttribute('href')) ?? '';
  const city = (await first.getByTestId('tip-address').getAttribute('data-city')) ?? '';
  const parts = ((await first.getByTestId('tip-address').textContent()) ?? '').split(', ');
  const state = parts[parts.indexOf(city) + 1] ?? '';
  await page.getByLabel('Location').fill(city);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: `${city}, ${state}` })
    .first()
    .click();
  await page.getByLabel('Radius (miles)').fill('50');
  await searchFor(page, company);
  await expect(rows(page).getByRole('link', { name: company, exact: true })).toBeVisible();
  await expect(page.getByTestId('tips-count')).toHaveText(/^[\d,]+ Agency Tips$/);

  await rows(page).getByRole('link', { name: company, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('table', { name: 'Company' })).toContainText(company);
  await expect(page.getByTestId('tip-text')).toContainText(/qualifying leads? in the last 12 months/);
  await expect(page.getByTestId('tip-text').getByRole('link').first()).toHaveAttribute('href', /\/leads\/\d+$/);
  await page.screenshot({ path: 'test-results/e2e/agency-tip-detail.png' });
  await expectAccessible(page, 'Agency Tip detail');
  await xss.expectNoXss('Agency Tip detail');

  await page.getByRole('link', { name: 'Back to Tips' }).click();
  await expect(page).toHaveURL(/\/agencytips\?dontclearfilter=true$/);
  await expect(page.getByLabel('Search by Keyword')).toHaveValue(company);
  await expect(rows(page).first().getByLabel('Viewed')).toBeVisible();

  await searchFor(page, XSS_MARKER);
  await expect(page.getByTestId('tips-count')).toBeVisible();
  await xss.expectNoXss('Agency Tips with the payload rows');

  await page.getByRole('button', { name: 'Clear Search Terms' }).click();
  const tipId = href.replace(/^\/agencytips\//, '');
  await page.getByLabel('Search by Tip Id').fill(tipId);
  await page.getByLabel('Search by Tip Id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/agencytips/${tipId}$`));
  await expect(page.getByRole('table', { name: 'Company' })).toContainText(company);

  await page.goto('/agencytips/999999999');
  await expect(page.getByTestId('tip-not-found')).toHaveText('Tip not found, go back to search');
});

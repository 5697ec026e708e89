/**
 * Saved searches and the ticker (prospecting-core §2.3 Save Search, §2.6, §2.7; issue #11) on the demo data: save
 * a search from /leads, find it in /savedsearch, turn on its daily alert, see when it goes out next and ask for a
 * sample of it, set it as the ticker, watch the compact ticker rotate, switch to the full strip (Summit Staffing is
 * an account from before 2023-10-08), open the search's leads from the eye button and delete it with confirmation. The search's name carries the stored-XSS
 * payload; the saved-search list, its dialog and both ticker modes join the accessibility sweep.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, navigation, signIn } from './support.ts';

const NAME = `Sales ${XSS_PAYLOAD} ${Date.now()}`;

async function openSavedSearches(page: Page): Promise<void> {
  await navigation(page)
    .getByRole('link', { name: /Saved Searches/ })
    .click();
  await expect(page).toHaveURL(/\/savedsearch$/);
}

async function setTickerOption(page: Page, action: (menu: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByTestId('ticker').getByRole('button', { name: 'Set Ticker' }).click();
  const menu = page.getByRole('dialog', { name: 'Set Ticker' });
  await action(menu);
}

test('save a search, alert on it, follow it in the ticker and delete it', async ({ page }) => {
  const guard = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/leads');

  // Save Search from the lead screen: the name is required.
  await page.getByLabel('Keywords').fill('sales');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Save Search' }).click();
  const save = page.getByRole('dialog', { name: 'Save Search' });
  await save.getByRole('button', { name: 'Save Search' }).click();
  await expect(save.getByText('Field is required')).toBeVisible();
  await save.getByLabel(/Search Name/).fill(NAME);
  await save.getByRole('button', { name: 'Save Search' }).click();
  await expect(save).toBeHidden();

  // Find it in /savedsearch.
  await openSavedSearches(page);
  const row = page.getByTestId('saved-search-row').filter({ hasText: NAME });
  await expect(row).toBeVisible();
  await expect(row).toContainText(DEMO.agencyMember);
  await guard.expectNoXss('Saved Searches');
  await expectAccessible(page, 'Saved Searches');

  // Turn on the daily Agency Leads alert (saved at once).
  await row.getByRole('button', { name: `Open ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: NAME });
  await expect(dialog.getByText('Keywords: sales')).toBeVisible();
  await expectAccessible(page, 'Saved search dialog');
  await dialog.getByRole('tab', { name: 'Notify Me' }).click();
  // The switch follows the saved state: it turns on when the server has stored the alert.
  const alert = dialog.getByRole('switch', { name: 'Agency Leads email alert' });
  await alert.click();
  await expect(alert).toBeChecked();
  await expect(dialog.getByLabel('Agency Leads email alert frequency')).toHaveText('Daily');
  await dialog.getByRole('tab', { name: 'Modify' }).click();
  await expect(dialog.getByLabel('Keywords')).toHaveValue('sales');
  await expectAccessible(page, 'Saved search dialog, Modify');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Agency daily')).toBeVisible();

  // The row says when the alert goes out next; 'Send me a sample now' answers in the snackbar (issue #30).
  await expect(row.getByTestId('next-alert')).toContainText('Next Agency alert:');
  await row.getByRole('button', { name: `Send me a sample now: ${NAME}` }).click();
  await expect(
    page.getByText(new RegExp(`^(Sample sent to ${DEMO.agencyMember}|No leads of this search were first seen since)`)),
  ).toBeVisible();
  await guard.expectNoXss('Saved Searches, sample sent');

  // Set it as the ticker; the compact line rotates every 7 s.
  await setTickerOption(page, async (menu) => {
    await menu.getByLabel('Search saved searches').fill('Sales');
    await menu.getByRole('button', { name: new RegExp(`^${NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  });
  const current = page.getByTestId('ticker-current');
  await expect(current).toBeVisible();
  const first = await current.textContent();
  await expect.poll(() => current.textContent(), { timeout: 12_000 }).not.toBe(first);
  await guard.expectNoXss('Ticker, compact');
  await expectAccessible(page, 'Ticker, compact');
  await page.screenshot({ path: 'test-results/e2e/ticker-compact.png' });

  // The full strip (the original interface).
  await setTickerOption(page, async (menu) => {
    await menu.getByLabel('Use Original Ticker Interface').click();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ticker')).toHaveAttribute('data-mode', 'full');
  await expect(page.getByTestId('ticker-strip').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
  await page.getByRole('button', { name: 'Scroll right' }).click();
  await expect(page.getByRole('button', { name: 'Scroll left' })).toBeEnabled();
  await expectAccessible(page, 'Ticker, full');
  await page.screenshot({ path: 'test-results/e2e/ticker-full.png' });
  await setTickerOption(page, async (menu) => {
    await menu.getByLabel('Use Original Ticker Interface').click();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ticker')).toHaveAttribute('data-mode', 'compact');

  // The eye button opens the search's leads.
  await page.getByRole('link', { name: "View this saved search's leads" }).click();
  await expect(page).toHaveURL(/\/leads\?dontclearfilter=true&searchId=\d+/);
  await expect(page.getByLabel('Keywords')).toHaveValue('sales');
  await expect(page.getByRole('combobox', { name: 'Saved Search' })).toHaveValue(NAME);
  await guard.expectNoXss('Leads of the saved search');
  await page.screenshot({ path: 'test-results/e2e/leads-with-saved-search.png' });

  // Delete it with confirmation.
  await openSavedSearches(page);
  await page.getByRole('checkbox', { name: `Select ${NAME}` }).check();
  await page.getByRole('button', { name: /Delete Selected/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${NAME}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('saved-search-row').filter({ hasText: NAME })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/saved-searches.png' });
});

/**
 * The screenshots of the Help Center tutorials (docs/help/tutorials/*.md), taken from the real screens on the demo
 * data by `npm run help:screenshots`. Each tutorial is one test, so one screen that changed does not stop the
 * others; the unit test of the catalogue fails while a screenshot a tutorial shows is missing.
 */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

const DIRECTORY = path.join(import.meta.dirname, '..', 'docs', 'help', 'screenshots');
const SEARCH_NAME = 'Chicago sales';

async function shoot(page: Page, name: string): Promise<void> {
  // Let transitions, lazy images and the ticker settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(DIRECTORY, `${name}.png`) });
}

const leadRows = (page: Page) => page.getByTestId('lead-row');

async function searchSales(page: Page): Promise<void> {
  await page.getByLabel('Keywords').fill('sales');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(leadRows(page).first()).toBeVisible();
}

async function pickChicago(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Location' }).fill('Chicago');
  await expect(page.getByRole('option', { name: /^Chicago, IL/ }).first()).toBeVisible();
}

test('first lead search', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/leads');
  await expect(leadRows(page).first()).toBeVisible();
  await shoot(page, 'first-lead-search-1');
  await searchSales(page);
  await shoot(page, 'first-lead-search-2');
});

test('search by location', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/leads');
  await pickChicago(page);
  await shoot(page, 'search-by-location-1');
  await page
    .getByRole('option', { name: /^Chicago, IL/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Radius' }).click();
  await page.getByRole('option', { name: '25 miles', exact: true }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(leadRows(page).first()).toBeVisible();
  await shoot(page, 'search-by-location-2');
});

test('save a search and its alerts', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/leads');
  await pickChicago(page);
  await page
    .getByRole('option', { name: /^Chicago, IL/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await searchSales(page);
  await page.getByRole('button', { name: 'Save Search' }).click();
  const save = page.getByRole('dialog', { name: 'Save Search' });
  await save.getByLabel(/Search Name/).fill(SEARCH_NAME);
  await shoot(page, 'save-search-and-alerts-1');
  await save.getByRole('button', { name: 'Save Search' }).click();
  await expect(save).toBeHidden();
  await page.goto('/savedsearch');
  const row = page.getByTestId('saved-search-row').filter({ hasText: SEARCH_NAME }).first();
  await expect(row).toBeVisible();
  await shoot(page, 'save-search-and-alerts-2');
  await row.getByRole('button', { name: `Open ${SEARCH_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: SEARCH_NAME });
  await dialog.getByRole('tab', { name: 'Notify Me' }).click();
  const alert = dialog.getByRole('switch', { name: 'Agency Leads email alert' });
  if (!(await alert.isChecked())) await alert.click();
  await expect(alert).toBeChecked();
  await shoot(page, 'save-search-and-alerts-3');
});

test('set the ticker', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/leads');
  await page.getByTestId('ticker').getByRole('button', { name: 'Set Ticker' }).click();
  const menu = page.getByRole('dialog', { name: 'Set Ticker' });
  await menu.getByLabel('Search saved searches').fill('Chicago');
  await shoot(page, 'set-the-ticker-1');
  await menu
    .getByRole('button', { name: new RegExp(`^${SEARCH_NAME}`) })
    .first()
    .click();
  await expect(page.getByTestId('ticker-current')).toBeVisible();
  await page.keyboard.press('Escape');
  await shoot(page, 'set-the-ticker-2');
});

test('work a lead and put its company on the client list', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/leads');
  await leadRows(page).first().getByRole('link').first().click();
  await expect(page.getByTestId('lead-panel')).toBeVisible();
  await shoot(page, 'work-a-lead-1');
  const add = page.getByRole('button', { name: 'Add Company to Client List' });
  if (await add.isVisible()) await add.click();
  await expect(page.getByRole('button', { name: 'Remove Company from Client List' })).toBeVisible();
  await page.goto('/clientlist');
  await expect(page.getByRole('button', { name: /^Delete Selected/ })).toBeVisible();
  await shoot(page, 'build-a-client-list-1');
});

test('find contacts, list them and log a call', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/companycontacts');
  await expect(page.getByTestId('contact-count')).toHaveText(/^\d[\d,]* contacts$/);
  await shoot(page, 'find-contacts-1');
  const card = page.getByRole('list', { name: 'Contacts' }).getByTestId('contact').first();
  const menuButton = card.getByRole('button', { name: /^Outreach Lists of / });
  await menuButton.click();
  const existing = page.getByRole('menuitemcheckbox', { name: 'Monday calls' });
  if (await existing.isVisible()) {
    if ((await existing.getAttribute('aria-checked')) !== 'true') await existing.click();
    await page.keyboard.press('Escape');
  } else {
    // A new list holds the contact it was created from.
    await page.getByRole('menuitem', { name: 'New Outreach List' }).click();
    const create = page.getByRole('dialog', { name: 'New Outreach List' });
    await create.getByLabel('Outreach List Name').fill('Monday calls');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create).toBeHidden();
  }
  await expect(menuButton).toHaveText(/Outreach Lists \(\d+\)/);
  await page.getByRole('link', { name: 'Outreach List' }).first().click();
  await page.getByLabel('Select an outreach list').click();
  await page
    .getByRole('option', { name: /^Monday calls/ })
    .first()
    .click();
  const detail = page.getByTestId('call-list-detail');
  await expect(detail).toBeVisible();
  await shoot(page, 'find-contacts-2');
  await detail.getByRole('button', { name: /^Log Interaction with / }).click();
  await expect(page.getByRole('form', { name: /^Log Interaction with / })).toBeVisible();
  await shoot(page, 'log-a-call-1');
});

test('export leads', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/leads');
  await expect(leadRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Export Leads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Leads' });
  await expect(dialog.getByTestId('export-quota')).toBeVisible();
  await shoot(page, 'export-leads-1');
});

test('explore agency tips', async ({ page }) => {
  await signIn(page, DEMO.agencyMember, '/agencytips');
  const rows = page.getByTestId('tips-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await shoot(page, 'explore-agency-tips-1');
  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('table', { name: 'Company' })).toBeVisible();
  await shoot(page, 'explore-agency-tips-2');
});

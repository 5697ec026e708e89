/**
 * Lead search journeys (prospecting-core §2.3, §4, §5): Open Web search on real imported postings
 * (../shared/datasets/linkedin-2023, imported by the e2e server as Open Web leads when the folder exists) and
 * the Agency Leads list on the demo data.
 */
import { existsSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { DEMO, signIn } from './support.ts';

const LINKEDIN_DATASET = '../shared/datasets/linkedin-2023';

const leadRows = (page: Page) => page.getByTestId('lead-row');
const leadCount = (page: Page) => page.getByTestId('lead-count');
const currentPage = (page: Page) =>
  page.getByRole('navigation', { name: 'pagination' }).locator('[aria-current="page"]');

/** Picks a place in the locations autocomplete, chooses a radius and adds it. */
async function addLocation(page: Page, typed: string, label: string, radius: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Location' }).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${label}`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Radius' }).click();
  await page.getByRole('option', { name: radius, exact: true }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

test.describe('Open Web lead search on real postings', () => {
  test.skip(
    !existsSync(LINKEDIN_DATASET),
    `The LinkedIn 2023 dataset is not at ${LINKEDIN_DATASET}: the Open Web search journey needs real postings.`,
  );

  test('searches, stars, filters favorites, pages, starts clean after a reload and clears', async ({ page }) => {
    await signIn(page, DEMO.agencyAdmin, '/openweb');
    await expect(leadRows(page).first()).toBeVisible();

    // 'sales' within 25 miles of Chicago gives a few pages of mostly LinkedIn postings.
    await page.getByLabel('Keywords').fill('sales');
    await addLocation(page, 'Chicago', 'Chicago, IL', '25 miles');
    await expect(page.getByText('Chicago, IL (25 mi)')).toBeVisible();
    await expect(page.getByTestId('location-count')).toHaveText('1/20');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/openweb/);
    await expect(leadCount(page)).toHaveText(/^[\d,]+ leads?$/);
    await expect(leadRows(page).filter({ hasText: /sales/i }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to page 2' })).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/openweb-sales-chicago.png' });
    await expectAccessible(page, 'Open Web Leads with results');

    // A keyword search offers Relevance (the default) or Newest; re-sorting keeps the total.
    const count = await leadCount(page).textContent();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Newest' }).click();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Newest');
    await expect(leadCount(page)).toHaveText(count ?? '');
    await page.screenshot({ path: 'test-results/e2e/openweb-sales-newest.png' });

    // Star the first row not starred yet; the star shows at once and the lead is listed under Favorites.
    const unstarred = leadRows(page).filter({ has: page.getByRole('button', { name: 'Add Lead to Favorites List' }) });
    const title = (await unstarred.first().getByRole('link').textContent()) ?? '';
    const row = leadRows(page)
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      .first();
    await row.getByRole('button', { name: 'Add Lead to Favorites List' }).click();
    await expect(row.getByRole('button', { name: 'Remove Lead from Favorites List' })).toBeVisible();
    const favorites = page.getByRole('button', { name: 'Favorites', exact: true });
    await favorites.click();
    await expect(favorites).toHaveAttribute('aria-pressed', 'true');
    await expect(leadRows(page).getByRole('link', { name: title, exact: true }).first()).toBeVisible();
    await favorites.click();
    await expect(favorites).toHaveAttribute('aria-pressed', 'false');
    await expect(leadRows(page).first()).toBeVisible();

    // Page forward and Viewed on; the state survives a visit to a lead and 'Back to Leads'.
    const countText = (await leadCount(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(currentPage(page)).toHaveText('2');
    await leadRows(page).first().getByRole('link').click();
    await expect(page.getByTestId('lead-panel')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Leads' }).click();
    await expect(currentPage(page)).toHaveText('2');
    await expect(page.getByLabel('Keywords')).toHaveValue('sales');
    await page.getByRole('button', { name: 'Unviewed', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unviewed', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // A reload (F5) starts the app again: the lead cookies are cleared (§2.1), the default list shows.
    await page.reload();
    await expect(page.getByLabel('Keywords')).toHaveValue('');
    await expect(page.getByTestId('location-count')).toHaveText('0/20');
    await expect(currentPage(page)).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Unviewed', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(leadCount(page)).not.toHaveText(countText);

    // Search again for Clear Search Terms.
    await page.getByLabel('Keywords').fill('sales');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(leadRows(page).filter({ hasText: /sales/i }).first()).toBeVisible();

    // Clear Search Terms: defaults, first page, no location.
    await page.getByRole('button', { name: 'Clear Search Terms' }).click();
    await expect(page.getByLabel('Keywords')).toHaveValue('');
    await expect(page.getByTestId('location-count')).toHaveText('0/20');
    await expect(currentPage(page)).toHaveText('1');
    await expect(leadCount(page)).not.toHaveText(countText);
    await expect(page).toHaveURL(/\/openweb$/);

    // Leave no favorite behind for later runs on the same database.
    await favorites.click();
    await expect(leadRows(page).getByRole('link', { name: title, exact: true }).first()).toBeVisible();
    const starred = leadRows(page).getByRole('button', { name: 'Remove Lead from Favorites List' });
    while ((await starred.count()) > 0) await starred.first().click();
    await expect(page.getByText("You don't have any favorited leads")).toBeVisible();
    await expectAccessible(page, 'Open Web Leads, no favorites');
    await favorites.click();
  });
});

test('Agency Leads lists the demo leads and links a row to its detail', async ({ page }) => {
  await signIn(page, DEMO.agencyAdmin, '/leads');
  await expect(page.getByTestId('section-title')).toHaveText('Agency Leads');
  await expect(leadRows(page).first()).toBeVisible();
  await expect(leadCount(page)).toHaveText(/^[\d,]+ leads?$/);
  await expectAccessible(page, 'Agency Leads');
  await page.getByLabel('Keywords').fill('zzqxv-no-such-lead');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('You search criteria has produced no results')).toBeVisible();
  await expectAccessible(page, 'Agency Leads, no results');
  await page.getByRole('button', { name: 'Clear Search Terms' }).click();
  await expect(leadRows(page).first()).toBeVisible();
  const link = leadRows(page).first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/leads\/\d+\?leadType=Agency$/);
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
});

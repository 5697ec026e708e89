/**
 * Stored XSS journey (issue #9): the payload in imported lead fields (title, company, location, description) and in
 * a user's company note, rendered on every screen that shows them — leads list, hiring-company suggestions, the
 * search summary, lead detail with its neighbour strip and company leads, About Company and the company notes
 * dialog. No dialog may ever open. The imported rows come from e2e/fixtures/stored-xss-feed.csv.
 */
import { expect, type Page, test } from '@playwright/test';
import { guardAgainstXss, XSS_MARKER, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, signIn } from './support.ts';

const leadRows = (page: Page) => page.getByTestId('lead-row');

test('the payload stays text on the lead screens and in company notes', async ({ page }) => {
  const guard = guardAgainstXss(page);
  await signIn(page, DEMO.agencyAdmin, '/leads');
  await expect(leadRows(page).first()).toBeVisible();

  // Leads list: imported title, company and location (the duplicates journey's payload company is left out).
  await page.getByLabel('Keywords').fill(`${XSS_MARKER} -Dupecheck`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(leadRows(page)).toHaveCount(2);
  await expect(leadRows(page).first()).toContainText(XSS_PAYLOAD);
  await page.screenshot({ path: 'test-results/e2e/stored-xss-list.png' });
  await guard.expectNoXss('leads list');

  // Hiring company suggestions: the imported company name.
  const hiring = page.getByRole('combobox', { name: 'Hiring Company' });
  await hiring.fill(XSS_MARKER);
  await expect(page.getByRole('option').filter({ hasText: XSS_MARKER }).first()).toContainText(XSS_PAYLOAD);
  await guard.expectNoXss('hiring company suggestions');
  await page.keyboard.press('Escape');
  await hiring.fill('');

  // Lead detail: title, company, location, description, the neighbour strip and the company's other leads.
  await leadRows(page).first().getByRole('link').click();
  const panel = page.getByTestId('lead-panel');
  await expect(panel.getByRole('heading', { name: new RegExp(XSS_MARKER) })).toContainText(XSS_PAYLOAD);
  await expect(page.getByRole('navigation', { name: 'Neighbouring leads' })).toContainText(XSS_PAYLOAD);
  const company = page.getByTestId('company-panel');
  await expect(company).toContainText(XSS_PAYLOAD);
  await page.screenshot({ path: 'test-results/e2e/stored-xss-detail.png', fullPage: true });
  await guard.expectNoXss('lead detail');

  await company.getByRole('button', { name: 'About Company' }).click();
  await guard.expectNoXss('About Company dialog');
  await page.getByRole('button', { name: 'Close' }).click();

  // Company notes: a user's note and the lead's job title.
  await company.getByRole('button', { name: '+ Company Note' }).click();
  const dialog = page.getByRole('dialog', { name: /Company Notes/ });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill(XSS_PAYLOAD);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  const note = dialog.getByTestId('company-note-row').first();
  await expect(note.getByTestId('company-note-text')).toHaveText(XSS_PAYLOAD);
  await expect(note).toContainText(`${XSS_MARKER} Nurse`);
  await page.screenshot({ path: 'test-results/e2e/stored-xss-notes.png' });
  await guard.expectNoXss('company notes dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The stored query (leadsQuery cookie) with the payload as keywords: the no-results summary shows it.
  await page.getByRole('link', { name: 'Back to Leads' }).click();
  // (An extra word no lead has, so that nothing matches.)
  await page.getByLabel('Keywords').fill(`${XSS_PAYLOAD} zzqvnomatch`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('search-summary')).toContainText(XSS_PAYLOAD);
  await guard.expectNoXss('no-results search summary');
  await page.getByRole('button', { name: 'Clear Search Terms' }).click();
});

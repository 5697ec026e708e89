/**
 * Exports journey (outreach-integrations-admin §2 'Export dialogs'; issue #15) on the demo data: export the
 * Agency leads of /leads with select-all and read the downloaded CSV (BOM, header, first row = the table's first
 * lead, its description plain text), then put a contact on a new outreach list and export that list (the dialog
 * counts the list's contacts, one row each). The dialog joins the accessibility sweep.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss } from './stored-xss.ts';
import { DEMO, signIn } from './support.ts';

const LIST_NAME = `Export list ${Date.now()}`;

/** Clicks Export in the open dialog and returns the saved file's name and text. */
async function download(page: Page): Promise<{ name: string; text: string }> {
  const dialog = page.getByRole('dialog');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('export leads with select-all and an outreach list to CSV', async ({ page, browser }) => {
  const guard = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/leads');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();

  await page.getByRole('button', { name: 'Export Leads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Leads' });
  await expect(dialog.getByTestId('export-quota')).toHaveText(/^\d+\/\d+ leads this cycle, resets /);
  const exportButton = dialog.getByRole('button', { name: 'Export', exact: true });
  await expect(exportButton).toBeDisabled();
  await expectAccessible(page, 'Export dialog');
  await dialog.getByRole('checkbox', { name: 'Select All (up to 1,000)' }).check();
  await dialog.getByRole('checkbox', { name: 'Contact Information' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Contact Location' }).uncheck();
  await expect(exportButton).toBeEnabled();
  await page.screenshot({ path: 'test-results/e2e/export-dialog.png' });
  const leads = await download(page);
  expect(leads.name).toMatch(/^Leads_\d{2}-\d{2}-\d{4}\.csv$/);
  expect(leads.text.startsWith('\ufeffJob Id,Job Title,Job Location')).toBe(true);
  const rows: string[][] = parse(leads.text, { bom: true });
  expect(rows[0]).toContain('Company Name');
  expect(rows[0]).not.toContain('Email');
  expect(rows.length).toBeGreaterThan(1);
  const [jobId, title] = rows[1] ?? [];
  expect(jobId).toMatch(/^\d+$/);
  // Descriptions are plain text unless 'Descriptions as HTML' is ticked (issue #30).
  const description = rows[1]?.[(rows[0] ?? []).indexOf('Job Description')] ?? '';
  expect(description.length).toBeGreaterThan(0);
  expect(description).not.toMatch(/<\/?(p|ul|li|strong)>|&amp;/);
  await expect(firstRow).toContainText(title ?? '∅');
  await guard.expectNoXss('lead list with the export dialog');

  // An outreach list with one contact, then its export. The member's select-all took the 1,000 rows of their
  // monthly quota, so the list is exported by a teammate (the quota is per user, the lists are the organisation's).
  await page.close();
  const mate = await browser.newPage();
  await signIn(mate, DEMO.agencyAdmin, '/companycontacts');
  const card = mate.getByRole('list', { name: 'Contacts' }).getByTestId('contact').first();
  const name = ((await card.locator('p').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Outreach Lists of ${name}` }).click();
  await mate.getByRole('menuitem', { name: 'New Outreach List' }).click();
  const newList = mate.getByRole('dialog', { name: 'New Outreach List' });
  await newList.getByLabel('Outreach List Name').fill(LIST_NAME);
  await newList.getByRole('button', { name: 'Create' }).click();
  await expect(newList).toBeHidden();
  await mate.goto('/calllist');
  await mate.getByLabel('Select an outreach list').click();
  await mate.getByRole('option', { name: `${LIST_NAME} (1)`, exact: true }).click();
  await mate.getByRole('button', { name: 'Export Outreach List' }).click();
  const listDialog = mate.getByRole('dialog', { name: 'Export Outreach List' });
  await expect(listDialog.getByRole('checkbox', { name: 'Select All (up to 250 contacts)' })).toBeChecked();
  // The contact dialog counts contacts, each one a row of the file (issue #30).
  await expect(listDialog.getByTestId('export-contact-rows')).toContainText('Each contact is one row of the file');
  await expect(listDialog.getByTestId('export-contact-count')).toHaveText('1 contact to export');
  await expect(listDialog.getByTestId('export-quota')).toHaveText(/^\d+\/\d+ rows this cycle, resets /);
  const list = await download(mate);
  expect(list.name).toMatch(/^Contacts_\d{2}-\d{2}-\d{4}\.csv$/);
  const listRows: string[][] = parse(list.text, { bom: true });
  expect(listRows[0]?.slice(0, 2)).toEqual(['First Name', 'Last Name']);
  expect(listRows).toHaveLength(2);
  expect(name).toContain(listRows[1]?.[0] ?? '∅');
});

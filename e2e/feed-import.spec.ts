/**
 * Feed import from the browser (issue #31 point 1): provider staff open Feed Import from the navigation, see a file
 * that is not what its name says refused (415 in the snackbar), upload a small CSV built here, see its columns and
 * first rows, map it (the suggested mapping, with the lead type changed), check the dry run, import it, reload the
 * page while the worker runs it, download the rejected rows, and find the imported leads on Agency Leads. The
 * feed carries the stored-XSS payload in a company name: the screen shows it as text. Each step is screenshotted
 * and the screen joins the accessibility sweep.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, navigation, signIn } from './support.ts';

const SHOTS = 'test-results/e2e';

test('staff upload a feed, map it, check the dry run, import it and find its leads', async ({ page }) => {
  test.setTimeout(420_000);
  const xss = guardAgainstXss(page);
  const marker = `Feedprobe${Date.now().toString(36)}`;
  const today = new Date().toISOString().slice(0, 10);
  const feed = [
    'Job ID,Job Title,Company Name,Location,Salary,Date Posted',
    `${marker}-1,Forklift Operator ${marker},Northwind Freight,"Columbus, OH",$18 - $22 an hour,${today}`,
    `${marker}-2,Payroll Clerk ${marker},"${XSS_PAYLOAD} Ledger Co","Toronto, ON","$52,000 a year",${today}`,
    `${marker}-3,Line Cook ${marker},"Austin, TX",$16 an hour,${today}`,
    `${marker}-4,Welder ${marker},Tulsa Fabrication,"Tulsa, OK",$25 an hour,${today}`,
  ].join('\n');

  await test.step('staff open Feed Import from the navigation', async () => {
    await signIn(page, DEMO.staff);
    await navigation(page).getByRole('link', { name: 'Feed Import' }).click();
    await expect(page).toHaveURL(/\/admin\/imports$/);
    await expect(page.getByTestId('section-title')).toHaveText('Feed Import');
    await expectAccessible(page, 'Feed Import');
    await page.screenshot({ path: `${SHOTS}/feed-import-1-start.png`, fullPage: true });
  });

  await test.step('a file that is not what its name says is refused', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await page.getByTestId('feed-files').setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: png });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('415: photo.csv is not what its name says')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/feed-import-2-refused.png` });
  });

  await test.step('the feed is uploaded; its columns and first rows are shown', async () => {
    await page
      .getByTestId('feed-files')
      .setInputFiles({ name: 'weekly-feed.csv', mimeType: 'text/csv', buffer: Buffer.from(feed) });
    await page.getByLabel('Feed name').fill(`Weekly ${marker}`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/imports\?run=\d+/);
    const sample = page.getByRole('table', { name: 'First rows' });
    await expect(sample.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
    await expect(sample).toContainText(`${XSS_PAYLOAD} Ledger Co`);
    await expect(page.getByTestId('mapping-origin')).toHaveText('Mapping suggested from the header names');
    await expect(page.getByRole('combobox', { name: /Job title/ })).toHaveText('Job Title');
    await xss.expectNoXss('Feed Import, columns');
    await expectAccessible(page, 'Feed Import, mapping');
    await page.screenshot({ path: `${SHOTS}/feed-import-3-mapping.png`, fullPage: true });
  });

  await test.step('the mapping is chosen and the dry run shows what would be stored', async () => {
    await page.getByRole('combobox', { name: 'Lead type' }).click();
    await page.getByRole('option', { name: 'Agency' }).click();
    await page.getByRole('button', { name: 'Dry run' }).click();
    const dryRun = page.getByTestId('dry-run-summary');
    await expect(dryRun).toBeVisible({ timeout: 60_000 });
    await expect(dryRun.getByTestId('summary-text')).toContainText(
      `Dry run (nothing saved) of csv:weekly-${marker.toLowerCase()} as Agency leads`,
    );
    await expect(dryRun).toContainText('4 rows read · 3 new leads');
    await expect(dryRun.getByRole('table', { name: 'Leads as they would be stored' })).toContainText(
      `Forklift Operator ${marker}`,
    );
    await xss.expectNoXss('Feed Import, dry run');
    await expectAccessible(page, 'Feed Import, dry run');
    await page.screenshot({ path: `${SHOTS}/feed-import-4-dry-run.png`, fullPage: true });
  });

  await test.step('the import runs in the worker, survives a reload and ends with the summary', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByTestId('import-progress').or(page.getByTestId('import-summary'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/feed-import-5-progress.png` });
    await page.reload();
    await expect(page.getByTestId('run-heading')).toContainText(`Weekly ${marker}`);
    const summary = page.getByTestId('import-summary');
    await expect(summary).toBeVisible({ timeout: 180_000 });
    await expect(summary.getByTestId('summary-text')).toContainText(
      `Import of csv:weekly-${marker.toLowerCase()} as Agency leads`,
    );
    await expect(summary).toContainText('4 rows read · 3 new leads');
    await expectAccessible(page, 'Feed Import, summary');
    await xss.expectNoXss('Feed Import, summary');
    await page.screenshot({ path: `${SHOTS}/feed-import-6-summary.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rejected rows (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^import-\d+-rejected-rows\.csv$/);
    const rejects = await readFile((await file.path()) ?? '', 'utf8');
    expect(rejects).toContain('wrong number of fields');
    expect(rejects).toContain(`Line Cook ${marker}`);
  });

  await test.step('the imported leads are found on Agency Leads', async () => {
    await navigation(page).getByRole('link', { name: 'Agency Leads' }).click();
    await expect(page).toHaveURL(/\/leads/);
    await page.getByLabel('Keywords').fill(marker);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('lead-count')).toHaveText('3 leads');
    const rows = page.getByTestId('lead-row');
    await expect(rows.filter({ hasText: `Forklift Operator ${marker}` })).toHaveCount(1);
    await expect(rows.filter({ hasText: `Welder ${marker}` })).toHaveCount(1);
    await xss.expectNoXss('Agency Leads, the imported feed');
    await page.screenshot({ path: `${SHOTS}/feed-import-7-leads.png`, fullPage: true });
  });
});

/**
 * Company duplicates (issue #32 point 2): provider staff open Company Duplicates, see the pair the e2e feed created
 * ('Kestrel Analytics Group' and 'Kestrel Analytic Group', e2e/fixtures/company-duplicates-feed.csv), preview and
 * merge it, find the merge in the log and split it back; the pair is then kept as 'not the same'. A second pair
 * names a company whose imported name carries the stored-XSS payload, shown as text.
 *
 * The screen, its merge dialog and the split confirmation join the accessibility sweep; the screen with the
 * payload pair joins the stored-XSS sweep.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_MARKER } from './stored-xss.ts';
import { DEMO, navigation, signIn } from './support.ts';

const KEPT = 'Kestrel Analytics Group';
const MERGED = 'Kestrel Analytic Group';

test('staff merge a pair of duplicate companies and split it back', async ({ page }) => {
  test.setTimeout(180_000);
  const xss = guardAgainstXss(page);
  await signIn(page, DEMO.staff);
  await navigation(page).getByRole('link', { name: 'Company Duplicates' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/duplicates/);
  await expect(page.getByTestId('section-title')).toHaveText('Company Duplicates');

  const pair = page.getByRole('region', { name: `${KEPT} and ${MERGED}` });
  await test.step('the pair shows its evidence, and the payload pair stays text', async () => {
    await expect(pair).toBeVisible();
    await expect(pair).toContainText('Similar names');
    // A feed row gives its company a name only: no website, no place.
    await expect(pair).toContainText('No website known');
    await expect(pair).toContainText('1 agency lead · 0 open web leads · 0 contacts');
    await expect(page.getByText(`${XSS_MARKER} Healthcare`, { exact: false }).first()).toBeVisible();
    await xss.expectNoXss('Company Duplicates');
    await expectAccessible(page, 'Company Duplicates');
    await page.screenshot({ path: 'test-results/company-duplicates-list.png', fullPage: true });
  });

  await test.step('staff preview the merge and merge', async () => {
    await pair.getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge these companies?' });
    await dialog.getByRole('radio', { name: new RegExp(`^Keep ${KEPT} `) }).check();
    const moves = dialog.getByRole('table', { name: 'Moves to the kept company' });
    await expect(moves.getByRole('row', { name: /^Leads 1$/ })).toBeVisible();
    await expect(dialog).toContainText(`from ${MERGED} to ${KEPT}`);
    await expectAccessible(page, 'Company Duplicates, merge preview');
    await page.screenshot({ path: 'test-results/company-duplicates-preview.png' });
    await dialog.getByRole('button', { name: 'Merge companies' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Companies merged')).toBeVisible();
    await expect(pair).toHaveCount(0);
  });

  const logEntry = page.getByRole('listitem').filter({ hasText: `${MERGED} (#` });
  await test.step('the merge is in the log and splits back', async () => {
    await expect(logEntry).toContainText(`→ ${KEPT}`);
    await expect(logEntry).toContainText('moved 1 leads');
    await logEntry.getByRole('button', { name: 'Split back' }).click();
    const confirm = page.getByRole('dialog', { name: 'Split back' });
    await expectAccessible(page, 'Company Duplicates, split back');
    await confirm.getByRole('button', { name: 'Split back' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Merge split back')).toBeVisible();
    await expect(logEntry).toContainText(/Split back [A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(logEntry.getByRole('button', { name: 'Split back' })).toHaveCount(0);
    // Split back means 'not the same': the pair does not return to the queue.
    await expect(pair).toHaveCount(0);
    await page.screenshot({ path: 'test-results/company-duplicates-split.png', fullPage: true });
  });
});

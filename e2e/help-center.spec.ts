/**
 * Help Center journey (prospecting-core §2.10; issue #18) with no AI service configured: the question box and its
 * retrieval-only hint, the Resources carousel, asking 'What is an OpenWeb lead?' (the answer and a PDF source that
 * downloads), a guide and a tutorial page. The question box takes the stored-XSS payload; each screen joins the
 * accessibility sweep.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, signIn } from './support.ts';

test('ask the Help Center what an OpenWeb lead is and download the guide it cites', async ({ page }) => {
  const guard = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/helpcenter');
  await expect(page.getByText('How can we help you?')).toBeVisible();
  await expect(page.getByTestId('help-mode-hint')).toContainText('retrieval only');
  const carousel = page.getByTestId('resources-carousel');
  await expect(carousel.getByText('Run your first lead search')).toBeVisible();
  await page.getByRole('button', { name: 'Previous tutorial' }).click();
  await expect(carousel.getByText('Explore Agency Tips')).toBeVisible();
  await expectAccessible(page, 'Help Center');

  // An empty question shows the hint on the Search tab.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter a question in the search bar above.')).toBeVisible();

  // Ask with Enter.
  const box = page.getByLabel('Ask a question');
  await box.fill('What is an OpenWeb lead?');
  await box.press('Enter');
  await expect(page.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  const answer = page.getByTestId('help-answer');
  await expect(answer).toContainText('not verified as agency-worked');
  const sources = page.getByTestId('help-sources');
  const pdf = sources.getByRole('link', { name: 'What are Agency Leads and Open Web (OpenWeb) Leads?' });
  await expect(pdf).toBeVisible();
  await expectAccessible(page, 'Help Center answer');
  await page.screenshot({ path: 'test-results/e2e/help-center-answer.png' });

  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toBe('agency-and-open-web-leads.pdf');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // A suggestion asks at once.
  await page.getByRole('button', { name: 'How do I get the most value out of the product' }).click();
  await expect(answer).toContainText('Getting the most value out of AgencyScout');

  // The payload as a question never becomes DOM.
  await box.fill(XSS_PAYLOAD);
  await box.press('Enter');
  await expect(answer).toBeVisible();
  await guard.expectNoXss('Help Center answer');

  // The guide's page, then a tutorial's.
  await box.fill('What is an OpenWeb lead?');
  await box.press('Enter');
  await sources.getByRole('link', { name: '(read here)' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'What are Agency Leads and Open Web (OpenWeb) Leads?' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    '/api/help/guides/agency-and-open-web-leads.pdf',
  );
  await expectAccessible(page, 'Help guide');
  await page.getByRole('link', { name: 'Back to Help Center' }).click();
  await page.getByRole('link', { name: 'Open tutorial: Run your first lead search' }).click();
  await expect(page.getByRole('heading', { name: 'Run your first lead search' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The Agency Leads screen with the filter panel open' })).toBeVisible();
  await expectAccessible(page, 'Help tutorial');
  await guard.expectNoXss('Help tutorial');
});

/**
 * The e-mail assistant (prospecting-core §2.4 'Email generator dialog', §4, §5, §8, §9; issue #18): on an Agency
 * lead of the demo data, 'Generate Email' shows the notice, writes a draft (the e2e server has no AI model, so the
 * template writes it), a 'Missing Information:' value replaces its placeholder live, the draft is copied, and a
 * second generation the same day answers the daily-limit snackbar while the draft stays.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, signIn } from './support.ts';

test('generates an e-mail for a lead, fills a placeholder, copies it, and meets the daily limit', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const xss = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/leads');
  await page.getByTestId('lead-row').first().getByRole('link').click();
  const panel = page.getByTestId('lead-panel');
  const title = (await panel.getByRole('heading').first().textContent()) ?? '';

  await panel.getByRole('button', { name: 'Generate Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Generator' });
  const notice = dialog.getByTestId('email-assistant-notice');
  await expect(notice).toContainText('small GPT-4o model');
  await expect(notice).toContainText('may take a few minutes');
  await expect(notice).toContainText('keep this window open');
  await expect(notice).toContainText('beta');
  await expect(notice).toContainText('check every fact');
  await expectAccessible(page, 'email generator prompt');

  // The user's note is free text shown back in the draft: the payload must stay text.
  await dialog.getByLabel('Anything the e-mail should mention? (optional)').fill(`Mention ${XSS_PAYLOAD}`);
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  const email = dialog.getByTestId('generated-email');
  await expect(email).toContainText(`Subject: ${title}`);
  await expect(email).toContainText(`Mention ${XSS_PAYLOAD}`);
  await expect(dialog.getByTestId('template-note')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Missing Information:' })).toBeVisible();
  const phone = email.locator('[data-placeholder="Your Phone Number"]');
  await expect(phone).toHaveText('[Your Phone Number]');
  await expect(phone).toHaveCSS('color', /rgb\(\d+, \d+, \d+\)/);
  await xss.expectNoXss('generated e-mail');

  // One input per distinct placeholder; a value substitutes live, clearing it brings the placeholder back.
  const phoneInput = dialog.getByLabel('Your Phone Number', { exact: true });
  await phoneInput.fill('(312) 555-0199');
  await expect(email).toContainText('(312) 555-0199');
  await expect(email.locator('[data-placeholder="Your Phone Number"]')).toHaveCount(0);
  await expect(email.locator('[data-placeholder]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/email-assistant-result.png' });
  await expectAccessible(page, 'email generator result');
  await phoneInput.fill('');
  await expect(email.locator('[data-placeholder="Your Phone Number"]')).toHaveText('[Your Phone Number]');
  await phoneInput.fill('(312) 555-0199');

  await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(page.getByText('E-mail copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('(312) 555-0199');
  expect(copied).toContain(`Subject: ${title}`);

  // A second e-mail the same day: the spec's snackbar, and the draft stays.
  await dialog.getByRole('button', { name: 'Generate Again' }).click();
  await expect(page.getByText('Can only generate one email per day, please try again tomorrow.')).toBeVisible();
  await expect(email).toContainText('(312) 555-0199');
  await page.screenshot({ path: 'test-results/e2e/email-assistant-daily-limit.png' });
  await xss.expectNoXss('email generator after the daily limit');
});

/**
 * Mailbox journey (issue #11): provider staff open /admin/mailbox from the navigation and read the saved-search
 * alert e-mail that the e2e server's alert run kept in the outbox (no SMTP_URL) — its subject and leads carry the
 * stored-XSS payload, shown as text, with its web addresses as links.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_MARKER } from './stored-xss.ts';
import { DEMO, navigation, signIn } from './support.ts';

test('provider staff read the stored alert e-mails in the mailbox', async ({ page }) => {
  const xss = guardAgainstXss(page);
  await signIn(page, DEMO.staff);
  await navigation(page).getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveURL(/\/admin\/mailbox$/);
  await expect(page.getByTestId('section-title')).toHaveText('Mailbox');
  const alert = page.getByRole('button', { name: new RegExp(`new Agency leads? for .*${XSS_MARKER} alert`) }).first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Stored (no SMTP)');
  await alert.click();
  // Other journeys leave e-mails in the outbox too (invitations, research requests): read the alert's own body.
  const body = page.locator('pre', { hasText: `${XSS_MARKER} Nurse` }).first();
  await expect(body).toBeVisible();
  await expect(body).toContainText('Turn off this alert: http');
  // Its web addresses are links that open in a new tab (issue #30).
  const unsubscribe = body.getByRole('link', { name: /\/api\/alerts\/unsubscribe\?token=/ });
  await expect(unsubscribe).toHaveAttribute('target', '_blank');
  await expect(unsubscribe).toHaveAttribute('rel', 'noopener noreferrer');
  await page.screenshot({ path: 'test-results/e2e/mailbox.png' });
  await expectAccessible(page, 'Mailbox');
  await xss.expectNoXss('Mailbox');
});

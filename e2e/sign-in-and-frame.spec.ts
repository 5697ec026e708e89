/**
 * Foundation journeys: sign-in (prospecting-core §2.1), the frame and its navigation rules (§2.2, §6).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { DEMO, navigation, signIn, submitLogin } from './support.ts';

test('signs in through the login page and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /AgencyScout/ })).toBeVisible();
  await submitLogin(page, DEMO.agencyAdmin, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password');
  await expectAccessible(page, 'sign-in page with an error');
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByTestId('section-title')).toHaveText('Dashboard');
  await expect(page.getByText('Welcome back, Alex Admin')).toBeVisible();
  await expect(page.getByTestId('build-version')).toContainText('0.1.0');
  await expectAccessible(page, 'dashboard');
});

test('an agency admin sees the agency entries and the whole Settings group', async ({ page }) => {
  await signIn(page, DEMO.agencyAdmin);
  const nav = navigation(page);
  for (const entry of [
    'Agency Leads',
    'Open Web Leads',
    'Agency Tips',
    'Saved Searches',
    'Client List',
    'Outreach List',
    'Contact Search',
    'Dashboard',
    'Help Center',
    'Account Settings',
    'Integrations',
    'Users',
  ]) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Manage Customers' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Agency Tips', exact: true }).hover();
  await expect(
    page.getByText('Companies with a 12-month agency track record or contractors on site today.'),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Help Center', exact: true }).click();
  await expect(page.getByTestId('section-title')).toHaveText('Help Center');
  await expect(page.getByText('How can we help you?')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/agency-admin-frame.png' });
});

test('an Open Web user sees no Agency Leads and is sent from /leads to /openweb', async ({ page }) => {
  await signIn(page, DEMO.openWeb, '/leads');
  await page.waitForURL('**/openweb');
  const nav = navigation(page);
  await expect(nav.getByRole('link', { name: 'Open Web Leads', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Agency Leads', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Agency Tips', exact: true })).toBeVisible();
  // The demo Open Web user administers their own one-seat organisation.
  await expect(nav.getByRole('link', { name: 'Account Settings', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage Customers' })).toHaveCount(0);
});

test('an agency member has Settings but not Users nor Integrations; provider staff manage customers', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.agencyMember);
  const nav = navigation(page);
  await expect(nav.getByRole('link', { name: 'Account Settings', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Integrations', exact: true })).toHaveCount(0);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, DEMO.staff);
  await expect(navigation(staffPage).getByRole('link', { name: 'Manage Customers' })).toBeVisible();
  await staffContext.close();
});

test('dark mode survives a reload', async ({ page }) => {
  await signIn(page, DEMO.agencyAdmin);
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const lightBackground = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute('aria-pressed', 'true');
  const darkBackground = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
  await page.screenshot({ path: 'test-results/e2e/dark-mode.png' });
});

test('logout returns to the login page, and the access token it held stops working at once', async ({ page }) => {
  await signIn(page, DEMO.agencyAdmin);
  const held = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
    const session = document.cookie
      .split('; ')
      .find((part) => part.startsWith('session='))
      ?.slice(8);
    return { token: user.access_token ?? '', session: decodeURIComponent(session ?? '') };
  });
  const me = () =>
    page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${held.token}`, RequestId: held.session } });
  expect((await me()).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/interaction\//);
  await expect(page.getByLabel('Password')).toBeVisible();
  // The token has most of its hour left; signing out ended the sign-in it belongs to (issue #30).
  expect((await me()).status()).toBe(401);
  await page.goto('/dashboard');
  await page.waitForURL(/\/interaction\//);
});

test('a deep link survives the sign-in redirect', async ({ page }) => {
  await page.goto('/companynotes?companyId=42&tab=all');
  await submitLogin(page, DEMO.agencyMember);
  await page.waitForURL('**/companynotes?companyId=42&tab=all');
  await expect(page.getByTestId('section-title')).toHaveText('Company Notes');
});

test('signing in on another device supersedes this session: 409 snackbar with Login', async ({ page, browser }) => {
  await signIn(page, DEMO.agencyMember);
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, DEMO.agencyMember);
  await otherDevice.close();

  await page.reload();
  const snackbar = page.getByRole('alert').filter({ hasText: '409: Signed in on another device' });
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/interaction\//);
});

test('the chat panel opens from the CHAT chip', async ({ page }) => {
  await signIn(page, DEMO.demoPlan);
  await page.getByTestId('chat-chip').click();
  await expect(page.getByText('Chat with us')).toBeVisible();
  await expectAccessible(page, 'chat panel');
});

test('the sign-in error page', async ({ page }) => {
  await page.goto('/error?error=access_denied&error_description=The%20account%20is%20disabled');
  await expect(page.getByText('The account is disabled')).toBeVisible();
  await expectAccessible(page, 'sign-in error page');
});

/**
 * Accounts and onboarding journey (issue #19): an agency admin invites a teammate from Manage Users, downloads
 * users.csv, provider staff find the invitation in the mailbox, the teammate opens the link, sets a password and
 * signs in, then edits their account information (carrying the stored-XSS payload) on Account Settings. The admin
 * is not provider staff: typing the staff screens' addresses shows 'Not allowed'.
 */
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, navigation, signIn, submitLogin } from './support.ts';

const TEAMMATE = `teammate-${Date.now()}@summit-staffing.example`;
const TEAMMATE_PASSWORD = 'Teammate-Pass-7!';
const CSV_COLUMNS =
  'id,Email,Last Login,Agency Leads Viewed,Agency Leads Contacted,Agency Tips Viewed,Agency Tips Contacted,Open Web Leads Viewed,Open Web Leads Contacted';

async function inviteTeammate(page: Page) {
  await signIn(page, DEMO.agencyAdmin);
  await navigation(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/manageusers$/);
  await expect(page.getByTestId('user-allowance')).toHaveText(/^\d+ of \d+ users/);
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expectAccessible(page, 'Manage Users');

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await dialog.getByLabel('E-mail').fill('not-an-email');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('E-mail').fill(TEAMMATE);
  await expect(create).toBeEnabled();
  await expectAccessible(page, 'Manage Users: add user');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-row').filter({ hasText: TEAMMATE })).toContainText('Invited');

  await page.getByRole('button', { name: `Details of ${DEMO.agencyMember}` }).click();
  const detail = page.getByRole('dialog', { name: DEMO.agencyMember });
  await expect(detail.getByText('Activity, last 6 months')).toBeVisible();
  await expect(detail.locator('svg').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/manage-users-detail.png' });
  await expectAccessible(page, 'Manage Users: user detail');
  await detail.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: 'test-results/e2e/manage-users.png' });
}

async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('users.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(CSV_COLUMNS);
  expect(lines.some((line) => line.includes(TEAMMATE))).toBe(true);
  expect(lines.some((line) => line.includes(DEMO.agencyMember))).toBe(true);
}

/** An agency admin who types a provider-staff address sees 'Not allowed', not the staff screen (issue #30). */
async function staffScreensRefused(page: Page) {
  for (const [path, title] of [
    ['/managecustomers', 'Manage Customers'],
    ['/admin/mailbox', 'Mailbox'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('not-allowed')).toContainText('Not allowed');
    await expectAccessible(page, `${title}: not allowed`);
  }
}

/** Provider staff read the invitation in the mailbox (no SMTP in the e2e server): the link of the e-mail. */
async function invitationLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.staff, '/admin/mailbox');
  const mail = page.getByRole('button', { name: new RegExp(`You are invited to AgencyScout.*${TEAMMATE}`) }).first();
  await mail.click();
  const pre = mail.locator('xpath=ancestor::div[contains(@class, "MuiAccordion-root")][1]').locator('pre');
  await expect(pre).toContainText('/onboard/');
  const body = (await pre.textContent()) ?? '';
  await context.close();
  const link = /http:\/\/\S+\/onboard\/\S+/.exec(body)?.[0];
  if (!link) throw new Error(`no invitation link in: ${body}`);
  return link;
}

test('an admin invites a teammate who sets a password, signs in and edits their account', async ({ page, browser }) => {
  await inviteTeammate(page);
  await downloadCsv(page);
  await staffScreensRefused(page);
  const link = invitationLink(browser);
  const url = new URL(await link);

  const teammateContext = await browser.newContext();
  const teammate = await teammateContext.newPage();
  const xss = guardAgainstXss(teammate);
  await teammate.goto(`${url.pathname}${url.search}`);
  const submit = teammate.getByRole('button', { name: 'Set Password and Redirect to Login' });
  await expect(submit).toBeDisabled();
  await expect(teammate.getByTestId('section-title')).toHaveCount(0);
  await teammate.getByLabel('Password', { exact: true }).fill('weakpass');
  await expect(submit).toBeDisabled();
  await teammate.getByLabel('Password', { exact: true }).fill(TEAMMATE_PASSWORD);
  await expect(submit).toBeEnabled();
  await teammate.screenshot({ path: 'test-results/e2e/onboarding.png' });
  await expectAccessible(teammate, 'Onboarding');
  await submit.click();
  await submitLogin(teammate, TEAMMATE, TEAMMATE_PASSWORD);
  await expect(teammate.getByTestId('section-title')).toBeVisible({ timeout: 30_000 });

  // The link cannot be used again.
  const token = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const replay = await teammate.request.post('/api/v1/user/onboard', {
    data: { onboard_token: token, email: TEAMMATE, password: 'Another-Pass-8!' },
  });
  expect(replay.status()).toBe(403);

  await teammate.goto('/account');
  await expect(teammate.getByTestId('section-title')).toHaveText('Account Settings');
  await expect(teammate.getByTestId('subscription-status')).toHaveText('Active');
  await teammate.getByRole('button', { name: 'Edit information' }).click();
  const info = teammate.getByRole('dialog', { name: 'Edit account information' });
  await info.getByLabel('Contact person').fill(XSS_PAYLOAD);
  await info.getByLabel('Address').fill(XSS_PAYLOAD);
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();
  await expect(teammate.getByText(XSS_PAYLOAD).first()).toBeVisible();
  await xss.expectNoXss('Account Settings');
  await expectAccessible(teammate, 'Account Settings');

  await teammate.getByRole('button', { name: 'Reset password' }).click();
  const reset = teammate.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('Current password').fill(TEAMMATE_PASSWORD);
  await reset.getByLabel('New password', { exact: true }).fill('short');
  await expect(reset.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  await expectAccessible(teammate, 'Account Settings: reset password');
  await reset.getByRole('button', { name: 'Cancel' }).click();

  await teammate.getByRole('tab', { name: 'Requests' }).click();
  await expect(teammate).toHaveURL(/\/account\?tab=requests$/);
  await teammate.screenshot({ path: 'test-results/e2e/account-requests.png' });
  await expectAccessible(teammate, 'Account Settings: requests');
  await teammateContext.close();
});

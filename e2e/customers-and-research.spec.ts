/**
 * Research requests and Manage Customers (issue #19): a member files a research request from the no-results panel
 * of Agency Leads; provider staff create a demo customer on /managecustomers, upgrade it, and see the member's
 * request and their own actions in the audit log (free text carrying the stored-XSS payload, shown as text); the
 * member deletes the request from the Requests tab of Account Settings.
 */
import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_MARKER, XSS_PAYLOAD } from './stored-xss.ts';
import { callApi, DEMO, navigation, signIn } from './support.ts';

test.describe.configure({ mode: 'serial' });

const REQUIREMENT = `${XSS_MARKER} research ${Date.now()} ${XSS_PAYLOAD}`;

/** Picks `option` in the panel's select named `label` (the options open in a popup outside the panel). */
async function choose(panel: Locator, label: string, option: string) {
  await panel.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await panel.page().getByRole('option', { name: option, exact: true }).click();
}

test('a member files a research request from a search without results', async ({ page }) => {
  const xss = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/leads');
  await page.getByLabel('Keywords').fill('zzqxv-no-such-lead');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('You search criteria has produced no results')).toBeVisible();
  const panel = page.getByTestId('research-request-panel');
  await panel.getByRole('button', { name: 'Submit Request' }).click();
  await expect(panel.getByText('This field is required')).toHaveCount(4);
  await choose(panel, 'Location', 'City');
  await panel.getByRole('combobox', { name: /^City/ }).fill('Chicago');
  await page
    .getByRole('option', { name: /^Chicago, IL/ })
    .first()
    .click();
  await choose(panel, 'Category', 'Technical');
  await choose(panel, 'Employment Type', 'Contract');
  await panel.getByRole('textbox', { name: /^Specific Requirement/ }).fill('x'.repeat(501));
  await panel.getByRole('button', { name: 'Submit Request' }).click();
  await expect(panel.getByText('Specific Requirement must be 500 characters or less')).toBeVisible();
  await panel.getByRole('textbox', { name: /^Specific Requirement/ }).fill(REQUIREMENT);
  await page.screenshot({ path: 'test-results/e2e/research-request-form.png', fullPage: true });
  await expectAccessible(page, 'Agency Leads, research request form');
  await panel.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request submitted successfully')).toBeVisible();
  const mine = await callApi(page, 'GET', '/companyrequest');
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({
    requests: [
      expect.objectContaining({
        location: 'City',
        city: expect.stringMatching(/^Chicago/),
        category: 'Technical',
        specificRequirement: REQUIREMENT,
        search: expect.objectContaining({ keyWords: 'zzqxv-no-such-lead' }),
      }),
    ],
  });
  await xss.expectNoXss('Agency Leads, research request');
});

test('provider staff create a demo customer, upgrade it and see requests and the audit log', async ({ page }) => {
  const xss = guardAgainstXss(page);
  const email = `owner-${Date.now()}@e2e-customer.example`;
  const company = `${XSS_MARKER} Staffing ${XSS_PAYLOAD}`;
  await signIn(page, DEMO.staff);
  await navigation(page).getByRole('link', { name: 'Manage Customers' }).click();
  await expect(page).toHaveURL(/\/managecustomers$/);
  await expect(
    page.getByText('Customer administration is moving to a separate admin site', { exact: false }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'New customer' });
  const create = form.getByRole('button', { name: 'Create' });
  await form.getByLabel(/^Company Name/).fill(company);
  await form.getByLabel(/^Contact Person/).fill('Casey Owner');
  await form.getByLabel(/^E-mail/).fill('not-an-email');
  await expect(create).toBeDisabled();
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel('Demo account (plan type 7)').check();
  await create.click();
  await expect(page.getByText(`Customer created: ${email}`)).toBeVisible();

  await page.getByLabel('Look up by e-mail').fill(email);
  const card = page.getByTestId('customer-card');
  await expect(card).toContainText('Demo (plan type 7)');
  await expect(card).toContainText(`${XSS_MARKER} Staffing`);
  await card.getByRole('button', { name: 'Upgrade demo account' }).click();
  await expect(page.getByText('User upgraded successfully')).toBeVisible();
  await expect(card).toContainText('agency');
  await expect(card.getByRole('button', { name: 'Upgrade demo account' })).toHaveCount(0);

  const requests = page.getByRole('table', { name: 'Research requests' });
  await expect(requests).toContainText(REQUIREMENT.slice(0, 30));
  await expect(requests).toContainText(DEMO.agencyMember);
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByTestId('audit-row').first()).toContainText('Upgraded demo account');
  await expect(audit).toContainText('Created customer');
  await expect(audit).toContainText(DEMO.staff);
  await page.screenshot({ path: 'test-results/e2e/manage-customers.png', fullPage: true });
  await expectAccessible(page, 'Manage Customers');
  await xss.expectNoXss('Manage Customers');
});

test('the member deletes the research request from the Requests tab of /account', async ({ page }) => {
  const xss = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/account?tab=requests');
  const mine = (await callApi(page, 'GET', '/companyrequest')).body as {
    requests: { companyRequestId: number; specificRequirement: string }[];
  };
  const request = mine.requests.find((entry) => entry.specificRequirement === REQUIREMENT);
  expect(request).toBeDefined();
  const table = page.getByRole('table', { name: 'Research requests' });
  const row = table.getByRole('row').filter({ hasText: REQUIREMENT.slice(0, 30) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Technical');
  await page.screenshot({ path: 'test-results/e2e/account-requests.png', fullPage: true });
  await expectAccessible(page, 'Account Settings, Requests');
  await xss.expectNoXss('Account Settings, Requests');
  await row.getByRole('button', { name: 'Delete request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect((await callApi(page, 'DELETE', `/companyrequest/${request?.companyRequestId}`)).status).toBe(404);
  const after = (await callApi(page, 'GET', '/companyrequest')).body as { requests: { companyRequestId: number }[] };
  expect(after.requests.some((entry) => entry.companyRequestId === request?.companyRequestId)).toBe(false);
});

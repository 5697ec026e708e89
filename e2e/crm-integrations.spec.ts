/**
 * CRM integrations journey (issue #16; outreach-integrations-admin §2 'Integrations page', 'OAuth callback
 * pages', 'HubSpot send dialog', push menu; §4) against the local emulators the e2e server starts
 * (INTEGRATIONS_EMULATORS=1): connect Bullhorn through its settings and sign-in, push a contact, see the entry
 * disabled and 'Added to Bullhorn' logged on /calllist; connect HubSpot, sync its lists, push with a new deal; pull
 * Bullhorn's client companies back (issue #32 point 4) and filter the leads by 'In my CRM' and 'Not in my CRM'.
 * The Integrations and Outreach List screens join the accessibility sweep.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss } from './stored-xss.ts';
import { contactSearchCards, DEMO, signIn } from './support.ts';

const DEAL_NAME = `Q4 nurses ${Date.now()}`;

async function allowAtProvider(page: Page, tool: string): Promise<void> {
  await expect(page.getByRole('heading', { name: `${tool} (local emulator)` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Allow' }).click();
  await page.waitForURL(/\/leads/, { timeout: 30_000 });
}

test('connect Bullhorn and HubSpot, push a contact to each without duplicates', async ({ page }) => {
  test.setTimeout(240_000);
  const guard = guardAgainstXss(page);
  await signIn(page, DEMO.agencyAdmin, '/integrations');
  await expect(page.getByTestId('section-title')).toHaveText(/Integrations/);
  const version = page.getByLabel('Use New Integration');
  // Saved on change; the switch follows the reloaded user.
  if (!(await version.isChecked())) await version.click();
  await expect(version).toBeChecked();
  await expect(page.getByTestId('integrations-intro')).toBeVisible();
  // With the flag Constant Contact is offered (§2: 'Coming Soon!' only without it).
  await expect(page.getByTestId('integration-constantcontact')).not.toContainText('Coming Soon!');
  await expectAccessible(page, 'Integrations');

  // Bullhorn: settings first, then Sign in appears.
  const bullhorn = page.getByTestId('integration-bullhorn');
  await expect(bullhorn.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await bullhorn.getByRole('button', { name: 'Setup' }).click();
  const settings = page.getByRole('dialog', { name: 'Bullhorn settings' });
  await settings.getByLabel('Client ID').fill('summit-client');
  await settings.getByLabel('Client Secret').fill('summit-client-secret');
  await settings.getByRole('radio').first().check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Bullhorn settings saved')).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();
  await bullhorn.getByRole('button', { name: 'Sign in' }).click();
  await allowAtProvider(page, 'Bullhorn');

  // HubSpot: sign in, then sync its lists from Setup.
  await page.goto('/integrations');
  await expect(bullhorn).toContainText('Connected');
  const hubspot = page.getByTestId('integration-hubspot');
  await hubspot.getByRole('button', { name: 'Sign in' }).click();
  await allowAtProvider(page, 'HubSpot');
  await page.goto('/integrations');
  await hubspot.getByRole('button', { name: 'Setup' }).click();
  const sync = page.getByRole('dialog', { name: 'HubSpot setup' });
  for (const list of ['Workflows', 'Users', 'Pipelines']) {
    await sync.getByRole('button', { name: `Sync ${list}` }).click();
  }
  await expect(sync.getByText('Sales Pipeline')).toBeVisible();
  await expect(sync.getByText(/Olive Owner/)).toBeVisible();
  await expectAccessible(page, 'HubSpot setup');
  await sync.getByRole('button', { name: 'Close' }).click();

  // Push a contact with an e-mail to Bullhorn from the contact search: the last of the page, so that the outreach
  // journey, which starts from the first contacts, finds its own contact without CRM interactions.
  await page.goto('/companycontacts');
  const card = (await contactSearchCards(page)).filter({ has: page.locator('a[href^="mailto:"]') }).last();
  const pushButton = card.getByRole('button', { name: /^Push .+ to a CRM$/ });
  const contactName = ((await pushButton.getAttribute('aria-label')) ?? '').replace(/^Push (.+) to a CRM$/, '$1');
  await pushButton.click();
  await page.getByRole('menuitem', { name: 'Add to Bullhorn' }).click();
  await expect(page.getByText(`${contactName} added to Bullhorn`)).toBeVisible({ timeout: 20_000 });

  // On /calllist (Unclassified Outreach: a contact with interactions and no list) the entry is disabled.
  await page.goto('/calllist');
  await page.getByLabel('Select an outreach list').click();
  await page.getByRole('option', { name: /^Unclassified Outreach/ }).click();
  await page
    .getByRole('listbox', { name: 'Outreach list contacts' })
    .getByRole('option', { name: new RegExp(contactName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  const detail = page.getByTestId('call-list-detail');
  await expect(detail.getByTestId('interaction').filter({ hasText: 'Added to Bullhorn' })).toHaveCount(1);
  await detail.getByRole('button', { name: `Push ${contactName} to a CRM` }).click();
  await expect(page.getByRole('menuitem', { name: 'In Bullhorn' })).toBeDisabled();

  // HubSpot with a new deal.
  await page.getByRole('menuitem', { name: 'Add to HubSpot' }).click();
  const send = page.getByRole('dialog', { name: `Send ${contactName} to HubSpot` });
  await send.getByLabel('Create a deal').check();
  await expect(send.getByRole('button', { name: 'Send to HubSpot' })).toBeDisabled();
  await send.getByLabel('Deal name').fill(DEAL_NAME);
  await send.getByLabel('Pipeline').click();
  await page.getByRole('option', { name: 'Sales Pipeline' }).click();
  await send.getByLabel('Stage').click();
  await page.getByRole('option', { name: 'Qualified To Buy' }).click();
  await expectAccessible(page, 'HubSpot send dialog');
  await send.getByRole('button', { name: 'Send to HubSpot' }).click();
  await expect(send).toBeHidden({ timeout: 30_000 });
  await expect(detail.getByTestId('interaction').filter({ hasText: DEAL_NAME })).toHaveCount(1);
  await expect(detail.getByTestId('interaction').filter({ hasText: 'Added to Hubspot' })).toHaveCount(1);
  await detail.getByRole('button', { name: `Push ${contactName} to a CRM` }).click();
  await expect(page.getByRole('menuitem', { name: 'In HubSpot' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'Outreach List');
  await page.screenshot({ path: 'test-results/e2e/crm-integrations-calllist.png', fullPage: true });

  // The agency's own CRM records (issue #32 point 4): Sync now pulls the client company the push created in
  // Bullhorn, matched to ours; its leads carry 'In your Bullhorn', and 'Not in my CRM' leaves them out.
  await page.goto('/integrations');
  await bullhorn.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('crm-pull-bullhorn')).toContainText(/\([1-9]\d* matched to ours\)/, {
    timeout: 30_000,
  });
  await page.goto('/leads');
  const rows = page.getByTestId('lead-row');
  await expect(rows.first()).toBeVisible();
  const chooseCrm = async (option: string) => {
    await page.getByRole('combobox', { name: 'CRM' }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };
  await chooseCrm('In my CRM');
  await expect(rows.first().getByTestId('crm-chip')).toHaveText('In your Bullhorn');
  await expect(rows.filter({ hasNot: page.getByTestId('crm-chip') })).toHaveCount(0);
  // The line under the title: 'Company · place' and the chip.
  const companyLine = (await rows.first().locator('p').first().textContent()) ?? '';
  const inCrmCompany = companyLine.replace('In your Bullhorn', '').split(' · ')[0]?.trim() ?? '';
  expect(inCrmCompany).not.toBe('');
  await page.screenshot({ path: 'test-results/e2e/crm-in-my-crm.png' });
  await chooseCrm('Not in my CRM');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('crm-chip')).toHaveCount(0);
  await expect(rows.filter({ hasText: inCrmCompany })).toHaveCount(0);
  await guard.expectNoXss('integrations, contact search and outreach list with CRM pushes');
});

/**
 * Campaign automations journey (issue #17; prospecting-core §2.6 'Outbound Campaigns' and the Automations column;
 * outreach-integrations-admin §4 'Campaign subscription', §7 campaignautomation) against the HubSpot emulator the
 * e2e server starts: turn on 'Use New Integration', connect HubSpot and sync its workflows, save a search, add an
 * Outbound Campaign to it, see it listed and counted in the saved-search table, delete it. The Outbound Campaigns
 * tab joins the accessibility sweep. The journey leaves the account as it found it (HubSpot and the switch), so
 * the CRM journey after it starts from the same state.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { DEMO, signIn } from './support.ts';

const NAME = `Campaign feed ${Date.now()}`;
const WORKFLOW = 'Hiring manager follow-up';

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Turns 'Use New Integration' on; answers whether it was off. */
async function useNewIntegrations(page: Page): Promise<boolean> {
  const version = page.getByLabel('Use New Integration');
  const wasOff = !(await version.isChecked());
  if (wasOff) await version.click();
  await expect(version).toBeChecked();
  return wasOff;
}

/** Signs HubSpot in at the emulator when it is not connected; answers whether this journey connected it. */
async function connectHubspot(page: Page): Promise<boolean> {
  const hubspot = page.getByTestId('integration-hubspot');
  const signInButton = hubspot.getByRole('button', { name: 'Sign in' });
  await expect(hubspot.getByRole('button', { name: /^(Sign in|Disconnect)$/ })).toBeVisible();
  if ((await signInButton.count()) === 0) return false;
  await signInButton.click();
  await expect(page.getByRole('heading', { name: 'HubSpot (local emulator)' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Allow' }).click();
  await page.waitForURL(/\/leads/, { timeout: 30_000 });
  await page.goto('/integrations');
  await expect(hubspot).toContainText('Connected');
  return true;
}

test('feed a saved search into a HubSpot workflow and remove it again', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.agencyAdmin, '/integrations');
  const switchedOn = await useNewIntegrations(page);
  const connected = await connectHubspot(page);
  const hubspot = page.getByTestId('integration-hubspot');
  await hubspot.getByRole('button', { name: 'Setup' }).click();
  const sync = page.getByRole('dialog', { name: 'HubSpot setup' });
  await sync.getByRole('button', { name: 'Sync Workflows' }).click();
  await expect(sync.getByText(WORKFLOW)).toBeVisible();
  await sync.getByRole('button', { name: 'Close' }).click();

  // A saved search of the admin's own.
  await page.goto('/leads');
  await page.getByLabel('Keywords').fill('nurse');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Save Search' }).click();
  const save = page.getByRole('dialog', { name: 'Save Search' });
  await save.getByLabel(/Search Name/).fill(NAME);
  await save.getByRole('button', { name: 'Save Search' }).click();
  await expect(save).toBeHidden();

  await page.goto('/savedsearch');
  const row = page.getByTestId('saved-search-row').filter({ hasText: NAME });
  await expect(row.getByTestId('saved-search-automations')).toHaveText('0');
  await row.getByRole('button', { name: `Open ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: NAME });
  await dialog.getByRole('tab', { name: 'Outbound Campaigns' }).click();
  await expect(dialog.getByTestId('campaigns-empty')).toBeVisible();
  await expect(dialog.getByTestId('campaign-limits')).toContainText('Agency Leads subscriptions used');
  const add = dialog.getByRole('button', { name: 'Add Subscription' });
  await expect(add).toBeDisabled();
  await choose(page, dialog, 'Integration', 'HubSpot');
  await choose(page, dialog, 'Campaign', WORKFLOW);
  await expect(add).toBeDisabled();
  await choose(page, dialog, 'Audience', 'Talent Acquisition');
  await expectAccessible(page, 'Saved search dialog, Outbound Campaigns form');
  await add.click();
  await expect(page.getByText('Subscription added')).toBeVisible();
  const subscription = dialog.getByTestId('campaign-subscription');
  await expect(subscription).toHaveCount(1);
  await expect(subscription).toContainText(WORKFLOW);
  await expect(subscription).toContainText('Talent Acquisition');
  await expect(subscription).toContainText('Agency Leads');
  await expect(subscription).toContainText('Not run yet');
  // Added once: the form starts again without a campaign and an audience.
  await expect(add).toBeDisabled();
  await expectAccessible(page, 'Saved search dialog, Outbound Campaigns');
  await page.screenshot({ path: 'test-results/e2e/campaign-automations-tab.png' });

  // The table counts it, with the HubSpot icon.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const automations = row.getByTestId('saved-search-automations');
  await expect(automations).toHaveText('1');
  await expect(automations.getByRole('img', { name: 'HubSpot' })).toBeVisible();
  await expectAccessible(page, 'Saved Searches with automations');
  await page.screenshot({ path: 'test-results/e2e/campaign-automations-table.png' });

  // Delete it after Confirm Delete.
  await row.getByRole('button', { name: `Open ${NAME}` }).click();
  await dialog.getByRole('tab', { name: 'Outbound Campaigns' }).click();
  await subscription.getByRole('button', { name: 'Delete subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByTestId('campaigns-empty')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(automations).toHaveText('0');

  // Leave the account as found: the search, HubSpot and the switch.
  await page.getByRole('checkbox', { name: `Select ${NAME}` }).check();
  await page.getByRole('button', { name: /Delete Selected/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await page.goto('/integrations');
  if (connected) {
    await hubspot.getByRole('button', { name: 'Disconnect' }).click();
    await expect(hubspot.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  }
  if (switchedOn) {
    const version = page.getByLabel('Use New Integration');
    await version.click();
    await expect(version).not.toBeChecked();
  }
});

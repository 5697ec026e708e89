/**
 * Outreach journey (outreach-integrations-admin §2 'Contact Search screen', 'Outreach list screen', 'Contact
 * interaction logging'; issue #13) on the demo data: find a contact by position at a company, put it on a new
 * outreach list, open /calllist, walk the list with the arrow keys, log a call with notes, mark another contact
 * Do Not Contact, delete an interaction and search the list for nobody (its empty state). The list name and the
 * call notes carry the stored-XSS payload, and the contact search and outreach list screens (the empty one too)
 * join the accessibility sweep (issue #9).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, signIn } from './support.ts';

const LIST_NAME = `Calls ${XSS_PAYLOAD} ${Date.now()}`;
// Unique to the run: the demo contacts may carry interactions other journeys (CRM pushes) logged before.
const CALL_NOTES = `Spoke to the assistant ${XSS_PAYLOAD} call back Monday ${Date.now()}`;

const cards = (page: Page) => page.getByRole('list', { name: 'Contacts' }).getByTestId('contact');
const nameOf = async (card: Locator) => (await card.locator('p').first().textContent())?.trim() ?? '';

async function checkCategory(page: Page, category: string): Promise<void> {
  await page.getByRole('checkbox', { name: category, exact: true }).check();
  await expect(page.getByRole('checkbox', { name: 'All', exact: true })).not.toBeChecked();
}

/** Puts the contact of `card` on the list named LIST_NAME, creating it when `create`. */
async function putOnList(page: Page, card: Locator, name: string, create: boolean): Promise<void> {
  const listsButton = card.getByRole('button', { name: `Outreach Lists of ${name}` });
  // Other journeys may already have put this contact on a list (a CRM push logs it on Unclassified Outreach).
  const before = Number((await listsButton.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);
  await listsButton.click();
  if (create) {
    await page.getByRole('menuitem', { name: 'New Outreach List' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Outreach List' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Field is required')).toBeVisible();
    await dialog.getByLabel('Outreach List Name').fill(LIST_NAME);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  } else {
    await page.getByRole('menuitemcheckbox', { name: LIST_NAME }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: LIST_NAME })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
  }
  await expect(listsButton).toHaveText(`Outreach Lists (${before + 1})`);
}

async function logInteraction(page: Page, name: string, type: string, notes?: string): Promise<void> {
  const detail = page.getByTestId('call-list-detail');
  await detail.getByRole('button', { name: `Log Interaction with ${name}` }).click();
  const form = page.getByRole('form', { name: `Log Interaction with ${name}` });
  await expect(form.getByRole('button', { name: 'Log', exact: true })).toBeDisabled();
  await form.getByLabel('Interaction Type').click();
  await page.getByRole('option', { name: type, exact: true }).click();
  if (notes) await form.getByLabel('Notes').fill(notes);
  await form.getByRole('button', { name: 'Log', exact: true }).click();
  await expect(form).toBeHidden();
}

test('find a contact by position at a company, list it, walk the list and log calls', async ({ page }) => {
  const guard = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/companycontacts');
  await expect(page.getByTestId('contact-count')).toHaveText(/^\d[\d,]* contacts$/);
  await expectAccessible(page, 'Contact Search');
  await checkCategory(page, 'HR');
  await expect(cards(page).first()).toBeVisible();
  const firstCard = cards(page).first();
  const firstName = await nameOf(firstCard);
  // Issue #32: every contact says where it came from and when; the demo seed's say they are demo data.
  await expect(firstCard.getByTestId('contact-source')).toHaveText(/^Demo data · \w{3} \d{2}, \d{4}$/);
  const companyName = (await firstCard.getByTestId('contact-company').textContent()) ?? '';

  // The same contact by position at its company.
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('contact-count')).toHaveText(/^\d+ contacts?$/);
  const found = cards(page).filter({ hasText: firstName }).first();
  await expect(found).toContainText(companyName);
  await putOnList(page, found, firstName, true);
  await page.screenshot({ path: 'test-results/e2e/contact-search.png' });
  await guard.expectNoXss('contact search with the outreach list menu');

  // A second contact of the category joins the same list.
  await page.getByRole('button', { name: 'Clear Search Terms' }).click();
  await checkCategory(page, 'HR');
  const second = cards(page).filter({ hasNotText: firstName }).first();
  const secondName = await nameOf(second);
  await putOnList(page, second, secondName, false);

  // Work the list from the keyboard.
  await page.getByRole('link', { name: 'Outreach List' }).first().click();
  await expect(page).toHaveURL(/\/calllist$/);
  await page.getByLabel('Select an outreach list').click();
  await page.getByRole('option', { name: `${LIST_NAME} (2)`, exact: true }).click();
  await expect(page.getByTestId('call-list-count')).toHaveText(`${LIST_NAME}: 2 contacts`);
  const options = page.getByRole('listbox', { name: 'Outreach list contacts' }).getByRole('option');
  await expect(options).toHaveCount(2);
  await options.first().click();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toBeFocused();
  const detail = page.getByTestId('call-list-detail');
  const topName = await nameOf(detail);

  const ourCall = detail.getByTestId('interaction').filter({ hasText: CALL_NOTES });
  await logInteraction(page, topName, 'Called', CALL_NOTES);
  await expect(ourCall).toHaveCount(1);
  await expect(detail.getByTestId('interaction').first()).toContainText('Called');
  await expect(detail.getByText(CALL_NOTES)).toBeVisible();
  await expectAccessible(page, 'Outreach List');
  await guard.expectNoXss('outreach list with logged notes');
  await expect(detail.getByTestId('last-contact')).toHaveText(/^Last Contact: \w{3} \d{2}, \d{4}$/);

  await options.first().focus();
  await page.keyboard.press('ArrowDown');
  const otherName = await nameOf(detail);
  expect(otherName).not.toBe(topName);
  const otherBefore = await detail.getByTestId('interaction').count();
  await logInteraction(page, otherName, 'Do Not Contact');
  await expect(detail.getByTestId('interaction').first().getByText('DNC', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/call-list.png' });

  // Delete the entry: confirmation, then the log is as it was (it collapses when that leaves none).
  await detail.getByRole('button', { name: 'Delete Do Not Contact entry' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByTestId('interaction')).toHaveCount(otherBefore);
  if (otherBefore === 0) await expect(detail.getByTestId('last-contact')).toHaveCount(0);

  // The first contact kept its call.
  await page.keyboard.press('ArrowUp');
  await options.first().click();
  await expect(ourCall).toHaveCount(1);

  // A search that finds nobody: the empty text, and no listbox without options (axe aria-required-children, #30).
  await page.getByLabel('Search this list').fill('zzqx-nobody-by-this-name');
  await expect(page.getByText('No contacts on this list')).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Outreach list contacts' })).toHaveCount(0);
  await expectAccessible(page, 'Outreach List, no contacts');
});

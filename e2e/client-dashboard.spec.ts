/**
 * Client list, company notes and dashboard journey (prospecting-core §2.8, §2.9, §4, §6; outreach-integrations-
 * admin 'Company Notes screen'; issue #14) on the demo data: a member puts three companies on the client list from
 * lead details, writes a note, logs an e-mail, a LinkedIn connection and a call; shares the list and a teammate
 * sees it under 'All Client Lists'; the member exports the CSV and opens it, deletes two with select-all minus one,
 * finds the note on /companynotes, and sees the dashboard cards and chart move. The note carries the stored-XSS
 * payload; the three screens join the accessibility sweep.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_PAYLOAD } from './stored-xss.ts';
import { DEMO, signIn } from './support.ts';

const NOTE = `Client journey ${Date.now()} ${XSS_PAYLOAD} call the hiring manager`;
const METRICS = ['searches', 'views', 'emails', 'linkedIn', 'calls'] as const;
type Counts = Record<(typeof METRICS)[number], number>;

const clientRows = (page: Page) => page.getByTestId('client-row');

async function dashboardCounts(page: Page): Promise<Counts> {
  await page.goto('/dashboard');
  const counts = {} as Counts;
  for (const metric of METRICS) {
    const cell = page.getByTestId(`metric-${metric}-count`);
    await expect(cell).toHaveText(/^\d+$/);
    counts[metric] = Number(await cell.textContent());
  }
  return counts;
}

/** Empties the member's own list with select-all (later steps count exact rows). */
async function emptyMyClientList(page: Page): Promise<void> {
  await page.goto('/clientlist');
  await expect(page.getByTestId('client-list-sharing')).toBeEnabled();
  while ((await clientRows(page).count()) > 0) {
    await page.getByRole('checkbox', { name: 'Select all clients' }).check();
    await page.getByRole('button', { name: /^Delete Selected \(\d+\)$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await expect(page.getByTestId('client-list-empty')).toContainText('get alerts by e-mail when new leads appear');
  await expect(
    page.getByTestId('client-list-empty').getByRole('link', { name: 'Open tutorial: Build your client list' }),
  ).toHaveAttribute('href', '/helpcenter/tutorials/build-a-client-list');
}

/** The hrefs of the first agency leads on the list. */
async function leadHrefs(page: Page): Promise<string[]> {
  await page.goto('/leads');
  const links = page.getByTestId('lead-row').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs: string[] = [];
  for (let index = 0; index < Math.min(20, await links.count()); index += 1) {
    const href = (await links.nth(index).getAttribute('href')) ?? '';
    if (/^\/leads\/\d+/.test(href) && !hrefs.includes(href)) hrefs.push(href);
  }
  return hrefs;
}

/** Opens the lead; puts its company on the client list unless `seen` has it. @returns the company name. */
async function listCompany(page: Page, href: string, seen: readonly string[]): Promise<string> {
  await page.goto(href);
  const company = page.getByTestId('company-panel');
  const name = ((await company.getByRole('button').first().textContent()) ?? '').trim();
  if (seen.includes(name)) return name;
  const add = company.getByRole('button', { name: 'Add Company to Client List' });
  const remove = company.getByRole('button', { name: 'Remove Company from Client List' });
  await expect(add.or(remove)).toBeVisible();
  if (await add.isVisible()) await add.click();
  await expect(remove).toBeVisible();
  return name;
}

async function logOn(page: Page, type: string): Promise<void> {
  const contact = page.getByTestId('contact').first();
  await contact.getByRole('button', { name: /^Log Interaction with / }).click();
  const form = page.getByRole('form', { name: /^Log Interaction with / });
  await form.getByLabel('Interaction Type').click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await form.getByRole('button', { name: 'Log', exact: true }).click();
  await expect(form).toBeHidden();
}

async function addNote(page: Page): Promise<void> {
  await page.getByTestId('company-panel').getByRole('button', { name: '+ Company Note' }).click();
  const dialog = page.getByRole('dialog', { name: /Company Notes/ });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill(NOTE);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByTestId('company-note-text').first()).toHaveText(NOTE);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function exportAndOpenCsv(page: Page, companies: string[]): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Leads_\d{1,2}-\d{1,2}-\d{4}\.csv$/);
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('CompanyId,Company,State');
  expect(lines).toHaveLength(4);
  for (const company of companies) expect(csv).toContain(company.includes(',') ? `"${company}"` : company);
}

test('client list from lead details, shared, exported, select-all deletion; notes; dashboard moves', async ({
  page,
  browser,
}) => {
  const guard = guardAgainstXss(page);
  await signIn(page, DEMO.agencyMember, '/dashboard');
  const before = await dashboardCounts(page);
  await emptyMyClientList(page);

  const companies: string[] = [];
  for (const href of await leadHrefs(page)) {
    const name = await listCompany(page, href, companies);
    if (!companies.includes(name)) companies.push(name);
    if (companies.length === 3) break;
  }
  expect(companies).toHaveLength(3);
  await addNote(page);
  await logOn(page, 'Emailed');
  await logOn(page, 'LinkedIn');
  await logOn(page, 'Called');

  // The list: three of mine, private until shared.
  await page.goto('/clientlist');
  await expect(clientRows(page)).toHaveCount(3);
  for (const company of companies)
    await expect(page.getByRole('table', { name: 'Client list' })).toContainText(company);
  await expect(
    clientRows(page)
      .first()
      .getByRole('link', { name: /^Agency leads at / }),
  ).toHaveAttribute('href', /^\/leads\?companyId=\d+$/);
  await expect(
    clientRows(page)
      .first()
      .getByRole('link', { name: /^Open Web leads at / }),
  ).toHaveAttribute('href', /^\/openweb\?companyId=\d+$/);
  const sharing = page.getByTestId('client-list-sharing');
  if ((await sharing.textContent()) === 'Client List is Shared') await sharing.click();
  await expect(sharing).toHaveText('Client List is Private');
  await sharing.click();
  await expect(sharing).toHaveText('Client List is Shared');
  await expectAccessible(page, 'Client List');
  await page.screenshot({ path: 'test-results/e2e/client-list.png', fullPage: true });
  await exportAndOpenCsv(page, companies);

  // A teammate sees the shared list under 'All Client Lists', read-only.
  const teammate = await browser.newContext();
  const other = await teammate.newPage();
  await signIn(other, DEMO.agencyAdmin, '/clientlist');
  await other.getByLabel('Client lists').click();
  await other.getByRole('option', { name: 'All Client Lists' }).click();
  const shared = clientRows(other).filter({ hasText: DEMO.agencyMember });
  await expect(shared).toHaveCount(3);
  await expect(shared.first().getByRole('checkbox')).toBeDisabled();
  await other.screenshot({ path: 'test-results/e2e/client-list-all.png', fullPage: true });
  await teammate.close();

  // Select all, untick one: the other two are deleted.
  await page.getByRole('checkbox', { name: 'Select all clients' }).check();
  await page.getByRole('checkbox', { name: `Select ${companies[1]}` }).uncheck();
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete 2 saved searches?');
  await expect(dialog.getByTestId('client-delete-list')).not.toContainText(companies[1] ?? '');
  await page.screenshot({ path: 'test-results/e2e/client-list-delete.png' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(clientRows(page)).toHaveCount(1);
  await expect(clientRows(page)).toContainText(companies[1] ?? '');
  await guard.expectNoXss('client list');

  // The note on /companynotes, found by its text.
  await page.goto('/companynotes');
  await page.getByLabel('Note Text').fill(NOTE.slice(0, 30));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const note = page.getByTestId('company-note-row');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(NOTE);
  await expect(note).toContainText(DEMO.agencyMember);
  await expect(note).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(note.getByRole('link')).toHaveAttribute('href', /^\/leads\/\d+$/);
  await expectAccessible(page, 'Company Notes');
  await page.screenshot({ path: 'test-results/e2e/company-notes.png', fullPage: true });
  await guard.expectNoXss('company notes');

  // The dashboard moved: one search at least, three views, one each of e-mail, LinkedIn and call.
  const after = await dashboardCounts(page);
  expect(after.searches).toBeGreaterThan(before.searches);
  expect(after.views).toBeGreaterThanOrEqual(before.views + 3);
  expect(after.emails).toBe(before.emails + 1);
  expect(after.linkedIn).toBe(before.linkedIn + 1);
  expect(after.calls).toBe(before.calls + 1);
  await expect(page.getByText('Recommended: 150')).toBeVisible();
  await expect(page.getByTestId('dashboard-history').locator('svg').first()).toBeVisible();
  await page.getByRole('button', { name: 'This Month' }).click();
  await expect(page.getByText('Recommended: 450')).toBeVisible();
  await expectAccessible(page, 'Dashboard');
  await page.screenshot({ path: 'test-results/e2e/dashboard.png', fullPage: true });
  await guard.expectNoXss('dashboard');
});

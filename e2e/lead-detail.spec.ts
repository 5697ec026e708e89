/**
 * Lead detail journeys (prospecting-core §2.4, §4 'Lead favorite', 'Client list membership'): open a lead from the
 * search on real imported postings (../shared/datasets/linkedin-2023, imported by the e2e server as Open Web leads
 * when the folder exists), step through its neighbours, star it, add its company to the client list, write a
 * note, and find it viewed and starred back in the list. The demo data covers contacts and the not-found page.
 */
import { existsSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { DEMO, signIn } from './support.ts';

const LINKEDIN_DATASET = '../shared/datasets/linkedin-2023';

const leadRows = (page: Page) => page.getByTestId('lead-row');
const rowWithLink = (page: Page, href: string) =>
  leadRows(page)
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .first();
const leadId = (href: string) => href.replace(/^\/\w+\/(\d+).*$/, '$1');

/** The href of the first row from the second on whose lead is not starred yet (so it has a previous lead). */
async function unstarredRowHref(page: Page): Promise<{ href: string; index: number }> {
  const count = await leadRows(page).count();
  for (let index = 1; index < count; index += 1) {
    const row = leadRows(page).nth(index);
    if ((await row.getByRole('button', { name: 'Add Lead to Favorites List' }).count()) > 0) {
      return { href: (await row.getByRole('link').getAttribute('href')) ?? '', index };
    }
  }
  throw new Error('every lead on the page is starred');
}

async function expectDetailOf(page: Page, href: string): Promise<Locator> {
  await expect(page).toHaveURL(new RegExp(`/openweb/${leadId(href)}\\?leadType=OpenWeb$`));
  const panel = page.getByTestId('lead-panel');
  await expect(panel.getByTestId('fact-Job Id')).toHaveText(leadId(href));
  return panel;
}

/** Opens the lead from the list: title, facts, the strip of three neighbours with the lead marked. */
async function openFromList(page: Page, href: string, title: string): Promise<Locator> {
  await rowWithLink(page, href).getByRole('link').click();
  const panel = await expectDetailOf(page, href);
  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('posted-date')).toHaveText(/^Posted: \w{3} \d{2}, \d{4}$/);
  const strip = page.getByRole('navigation', { name: 'Neighbouring leads' });
  await expect(strip.getByTestId('neighbour-lead')).toHaveCount(3);
  await expect(strip.locator('[aria-current="page"]')).toContainText(title);
  await page.screenshot({ path: 'test-results/e2e/lead-detail-real.png' });
  await expectAccessible(page, 'Open Web lead detail');
  return panel;
}

/** Stars the lead and puts its company on the client list. @returns the company's name. */
async function starAndListCompany(page: Page, panel: Locator): Promise<string> {
  await panel.getByRole('button', { name: 'Add Lead to Favorites List' }).click();
  await expect(panel.getByRole('button', { name: 'Remove Lead from Favorites List' })).toBeVisible();
  const company = page.getByTestId('company-panel');
  const add = company.getByRole('button', { name: 'Add Company to Client List' });
  if (await add.isVisible()) await add.click();
  await expect(company.getByRole('button', { name: 'Remove Company from Client List' })).toBeVisible();
  await expect(company.getByRole('tab', { name: /^OpenWeb Leads \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  return (await company.getByRole('button').first().textContent()) ?? '';
}

/** Writes a note with a script tag: it comes back as plain text, by the signed-in user, linked to the lead. */
async function addScriptNote(page: Page, href: string, companyName: string): Promise<void> {
  const note = `<script>alert("e2e")</script> Call the ${companyName} hiring manager`;
  await page.getByTestId('company-panel').getByRole('button', { name: '+ Company Note' }).click();
  const dialog = page.getByRole('dialog', { name: /Company Notes/ });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill(note);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  const firstNote = dialog.getByTestId('company-note-row').first();
  await expect(firstNote.getByTestId('company-note-text')).toHaveText(note);
  await expect(firstNote).toContainText(DEMO.agencyAdmin);
  await expect(firstNote.getByRole('link', { name: leadId(href), exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/lead-detail-notes.png' });
  await expectAccessible(page, 'company notes dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Unstars the lead in the list and takes its company off the client list again (later journeys share the database). */
async function cleanUp(page: Page, href: string): Promise<void> {
  const row = rowWithLink(page, href);
  await row.getByRole('button', { name: 'Remove Lead from Favorites List' }).click();
  await expect(row.getByRole('button', { name: 'Add Lead to Favorites List' })).toBeVisible();
  await row.getByRole('link').click();
  const company = page.getByTestId('company-panel');
  await company.getByRole('button', { name: 'Remove Company from Client List' }).click();
  await expect(company.getByRole('button', { name: 'Add Company to Client List' })).toBeVisible();
}

test.describe('Lead detail on real postings', () => {
  test.skip(
    !existsSync(LINKEDIN_DATASET),
    `The LinkedIn 2023 dataset is not at ${LINKEDIN_DATASET}: the lead detail journey needs real postings.`,
  );

  test('opens a lead from the search, steps through neighbours, stars it, lists its company, notes it', async ({
    page,
  }) => {
    let alerted = false;
    page.on('dialog', async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });
    await signIn(page, DEMO.agencyAdmin, '/openweb');
    await page.getByLabel('Keywords').fill('engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      leadRows(page)
        .filter({ hasText: /engineer/i })
        .first(),
    ).toBeVisible();
    const { href, index } = await unstarredRowHref(page);
    const nextHref =
      (await leadRows(page)
        .nth(index + 1)
        .getByRole('link')
        .getAttribute('href')) ?? '';
    const title = (await rowWithLink(page, href).getByRole('link').textContent()) ?? '';

    const panel = await openFromList(page, href, title);
    const strip = page.getByRole('navigation', { name: 'Neighbouring leads' });
    await strip.getByRole('button', { name: 'Next lead' }).click();
    await expectDetailOf(page, nextHref);
    await strip.getByRole('button', { name: 'Previous lead' }).click();
    await expectDetailOf(page, href);

    const companyName = await starAndListCompany(page, panel);
    await addScriptNote(page, href, companyName);
    expect(alerted).toBe(false);

    // Back to the list: the same search, the lead viewed and starred, its neighbour viewed too.
    await page.getByRole('link', { name: 'Back to Leads' }).click();
    await expect(page).toHaveURL(/\/openweb\?dontclearfilter=true$/);
    await expect(page.getByLabel('Keywords')).toHaveValue('engineer');
    const row = rowWithLink(page, href);
    await expect(row.getByRole('button', { name: 'Remove Lead from Favorites List' })).toBeVisible();
    await expect(row.getByLabel('Viewed')).toBeVisible();
    await expect(rowWithLink(page, nextHref).getByLabel('Viewed')).toBeVisible();
    await cleanUp(page, href);
  });
});

test('an Agency lead on demo data shows its company, contacts and company leads', async ({ page }) => {
  await signIn(page, DEMO.agencyAdmin, '/leads');
  const link = leadRows(page).first().getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/leads/${leadId(href)}\\?leadType=Agency$`));
  await expect(page.getByTestId('lead-panel').getByTestId('fact-Job Id')).toHaveText(leadId(href));
  await expect(page.getByTestId('contact').first()).toBeVisible();
  const company = page.getByTestId('company-panel');
  await expect(company.getByRole('tab', { name: /^Agency Leads \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(company.getByText(/^Company Size: /)).toBeVisible();
  await company.getByRole('button', { name: 'About Company' }).click();
  await expect(page.getByTestId('company-description')).toBeVisible();
  await expectAccessible(page, 'About Company dialog');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: 'test-results/e2e/lead-detail-demo.png', fullPage: true });
  await expectAccessible(page, 'Agency lead detail');
});

test("a missing lead says 'Lead not found, go back to search'; Open Web users cannot open Agency leads", async ({
  page,
}) => {
  await signIn(page, DEMO.openWeb, '/leads/999999999');
  const notFound = page.getByRole('link', { name: 'Lead not found, go back to search' });
  await expect(notFound).toBeVisible();
  await expectAccessible(page, 'lead not found');
  await notFound.click();
  await expect(page).toHaveURL(/\/openweb/);
  await expect(leadRows(page).first()).toBeVisible();
  const openWebHref = (await leadRows(page).first().getByRole('link').getAttribute('href')) ?? '';
  // /leads/{id} of an Open Web lead moves to /openweb/{id}.
  await page.goto(`/leads/${leadId(openWebHref)}?leadType=OpenWeb`);
  await expect(page).toHaveURL(new RegExp(`/openweb/${leadId(openWebHref)}\\?leadType=OpenWeb$`));
  await expect(page.getByTestId('lead-panel')).toBeVisible();
});

test('the demo plan opens only leads its capped list showed, with contacts unreachable (#9)', async ({ page }) => {
  await signIn(page, DEMO.demoPlan, '/leads');
  await expect(leadRows(page).first()).toBeVisible();
  const shown = new Set(
    (
      await leadRows(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    )
      .filter((href): href is string => href !== null)
      .map(leadId),
  );
  expect(shown.size).toBeGreaterThan(0);
  expect(shown.size).toBeLessThanOrEqual(25);

  await leadRows(page).first().getByRole('link').click();
  await expect(page.getByTestId('lead-panel')).toBeVisible();
  await expect(page.getByTestId('contact').first()).toBeVisible();
  // Names and positions stay; no contact's e-mail or phone reaches the page (the company's own phone may).
  await expect(page.getByTestId('contact').locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByTestId('contact').getByText('@')).toHaveCount(0);
  const company = page.getByTestId('company-panel');
  const agencyTab = company.getByRole('tab', { name: /^Agency Leads \(\d+\)$/ });
  const tabCount = Number(/\((\d+)\)/.exec((await agencyTab.textContent()) ?? '')?.[1]);
  expect(tabCount).toBeLessThanOrEqual(25);
  await page.screenshot({ path: 'test-results/e2e/lead-detail-demo-plan.png', fullPage: true });

  let unshown = 1;
  while (shown.has(String(unshown))) unshown += 1;
  await page.goto(`/leads/${unshown}?leadType=Agency`);
  await expect(page.getByRole('link', { name: 'Lead not found, go back to search' })).toBeVisible();
});

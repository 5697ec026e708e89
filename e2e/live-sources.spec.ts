/**
 * Live job sources (issue #28): staff add a board, poll it, and the new leads appear in Open Web Leads and in a
 * saved search's alert e-mail in the outbox. The e2e server runs the local job web without following any board
 * (playwright.config.ts, JOB_WEB_*); the journey picks a healthy Greenhouse board from the web's directory.
 *
 * 1. The agency member searches Open Web Leads for the board's company (its real LinkedIn postings may already be
 *    there) and saves the search.
 * 2. Provider staff open Job Sources, see a pasted line refused with the line named (in the browser, then by the
 *    server's 400 in the dialog), add the board, poll it now and watch its open postings and the poll's new
 *    postings arrive; the detail drawer lists an OK poll. A source linked to a company whose imported name carries
 *    the stored-XSS payload shows it as text, and is removed again.
 * 3. The member finds the board's postings as Open Web leads (the newest of the search; the lead says 'Listed on
 *    <company> (Greenhouse)') and turns the search's daily Open Web alert on. Only now: a daily alert handles its
 *    day at its first check, and a check before the poll would have found nothing new and sent the e-mail the
 *    next day.
 * 4. Within a minute (ALERT_CHECK_CRON) staff read the alert e-mail in the mailbox: the board's job titles.
 *
 * Job Sources, its Add dialog (with the server's error) and the detail drawer join the accessibility sweep; the
 * Job Sources list and drawer join the stored-XSS sweep.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { guardAgainstXss, XSS_MARKER, XSS_PAYLOAD } from './stored-xss.ts';
import { callApi, DEMO, navigation, signIn } from './support.ts';

/** The job web's first port (JOB_WEB_PORT in playwright.config.ts): the Greenhouse API, whose root lists the boards. */
const JOB_WEB = 'http://127.0.0.1:4790';
const NO_RESULTS = 'You search criteria has produced no results';

/** One board of the job web's directory (packages/emulators/src/job-web). */
interface JobWebBoard {
  kind: string;
  token: string;
  url: string;
  companyName: string;
  companyWebsite: string | null;
  fault: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, '') || '0');

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/interaction\//);
}

/**
 * Searches Open Web Leads (the member is on /openweb) for `keywords`.
 * @returns the number of leads found (0 for the no-results panel).
 */
async function searchOpenWeb(page: Page, keywords: string): Promise<number> {
  await page.getByLabel('Keywords').fill(keywords);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // A keyword search offers 'Sort by'; the list without keywords does not, so its count is never read here.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const none = page.getByText(NO_RESULTS);
  await expect(sort.or(none)).toBeVisible();
  if (await none.isVisible()) return 0;
  const count = page.getByTestId('lead-count');
  await expect(count).toHaveText(/^[\d,]+ leads?$/);
  return countOf(await count.textContent());
}

test('staff add a board and poll it; its leads reach Open Web Leads and a saved search alert', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const xss = guardAgainstXss(page);

  // The job web's directory: a Greenhouse board that answers normally, and its open postings.
  const directory = (await (await request.get(`${JOB_WEB}/`)).json()) as { boards: JobWebBoard[] };
  const board = directory.boards.find((entry) => entry.kind === 'greenhouse' && entry.fault === null);
  if (!board) throw new Error(`no healthy Greenhouse board in ${JSON.stringify(directory.boards)}`);
  const jobs = (await (await request.get(`${JOB_WEB}/v1/boards/${board.token}/jobs`)).json()) as {
    jobs: { title: string }[];
  };
  const titles = new Set(jobs.jobs.map((job) => job.title.trim()));
  expect(titles.size).toBeGreaterThan(0);
  const company = board.companyName;
  const searchName = `Live: ${company}`;

  let before = 0;
  await test.step('the member saves a search for the company', async () => {
    await signIn(page, DEMO.agencyMember, '/openweb');
    // No lead yet, or only the company's other leads (its imported LinkedIn postings).
    before = await searchOpenWeb(page, company);
    await page.getByRole('button', { name: 'Save Search' }).click();
    const save = page.getByRole('dialog', { name: 'Save Search' });
    await save.getByLabel(/Search Name/).fill(searchName);
    await save.getByRole('button', { name: 'Save Search' }).click();
    await expect(save).toBeHidden();
    await signOut(page);
  });

  await test.step('staff add the board on Job Sources and poll it', async () => {
    await signIn(page, DEMO.staff);
    await navigation(page).getByRole('link', { name: 'Job Sources' }).click();
    await expect(page).toHaveURL(/\/admin\/sources/);
    await expect(page.getByTestId('section-title')).toHaveText('Job Sources');
    await expect(page.getByTestId('sources-empty').or(page.getByRole('table', { name: 'Job sources' }))).toBeVisible();
    await expectAccessible(page, 'Job Sources');

    await page.getByRole('button', { name: 'Add sources' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add sources' });
    const urls = dialog.getByLabel('Board URLs');
    const add = dialog.getByRole('button', { name: 'Add sources' });
    // Not a web address: refused in the dialog before anything is sent.
    await urls.fill(`not a url\n${board.url}`);
    await add.click();
    await expect(dialog.getByText('Line 1: "not a url" is not a web address (http or https)')).toBeVisible();
    // A web address but no board the server can read without a kind: its 400 names the line, nothing is added.
    const careers = 'https://careers.example.org/jobs';
    await urls.fill(`${careers}\n${board.url}`);
    await add.click();
    const error = dialog.getByTestId('add-sources-error');
    await expect(error).toHaveText(`400: Line 1: "${careers}" is not a job board we can read; choose its kind`);
    await expectAccessible(page, 'Job Sources, Add sources with an error');
    await urls.fill(board.url);
    await add.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sources added: 1 created, 0 already existing')).toBeVisible();

    const row = page.getByTestId('source-row').filter({ hasText: board.token });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('source-status')).toHaveText('Active');
    await expect(row).toContainText('Greenhouse');
    await row.getByRole('button', { name: /^Poll .+ now$/ }).click();
    await expect(page.getByText('Poll queued')).toBeVisible();
    // The list is read again every 15 s; the dispatcher and the pollers run every minute.
    const open = row.getByRole('cell').nth(4);
    await expect
      .poll(async () => countOf(await open.textContent()), { timeout: 150_000, intervals: [5_000] })
      .toBeGreaterThan(0);
    // The last poll's new and closed postings: '+N / −0' (a second poll right after the first finds nothing new).
    await expect(row.getByTestId('last-poll-delta')).toContainText(/^\+[\d,]+ \/ \u2212[\d,]+/);
    // The first poll named the source after its board.
    await expect(row).toContainText(company);
    await xss.expectNoXss('Job Sources');
    // Away from the row's buttons, so no tooltip covers the list.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/e2e/sources.png', fullPage: true });

    await row.getByRole('button', { name: company, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: company });
    const history = drawer.getByRole('table', { name: 'Poll history' });
    await expect(history).toBeVisible();
    // The poll that found the postings: OK, with new postings.
    const okPoll = history.getByTestId('poll-row').filter({ hasText: 'OK' });
    await expect(okPoll.first()).toBeVisible();
    const newPostings = countOf(await okPoll.last().getByRole('cell').nth(3).textContent());
    expect(newPostings).toBeGreaterThan(0);
    await expect(drawer).toContainText(board.url);
    await expectAccessible(page, 'Job Source detail');
    await xss.expectNoXss('Job Source detail');
    await page.screenshot({ path: 'test-results/e2e/sources-detail.png' });
    await drawer.getByRole('button', { name: "Close the source's details" }).click();
    await expect(drawer).toBeHidden();
  });

  await test.step('a source linked to a company whose name carries the payload shows it as text', async () => {
    // Company names come from imports (e2e/fixtures/stored-xss-feed.csv); staff link a source to one.
    const found = await callApi(page, 'GET', `/company/search/${XSS_MARKER}`);
    const xssCompany = (found.body as { companies: { companyId: number; companyName: string }[] }).companies.find(
      (entry) => entry.companyName.includes(XSS_PAYLOAD),
    );
    expect(xssCompany, 'a company of the stored-XSS rows').toBeDefined();
    // A careers page on the job web (never the internet); its polls fail there, which is fine for this check.
    const added = await callApi(page, 'POST', '/admin/sources', {
      urls: `${JOB_WEB}/${XSS_MARKER.toLowerCase()}-careers`,
      kind: 'json-ld',
    });
    expect(added.status).toBe(201);
    const created = (added.body as { created: { id: number; token: string }[] }).created[0];
    if (!created) throw new Error(`no source created: ${JSON.stringify(added.body)}`);
    const linked = await callApi(page, 'PATCH', `/admin/sources/${created.id}`, { companyId: xssCompany?.companyId });
    expect(linked.status).toBe(200);

    await page.reload();
    const row = page.getByTestId('source-row').filter({ hasText: created.token });
    await expect(row).toContainText(`${XSS_PAYLOAD} ${XSS_MARKER} Health`);
    await xss.expectNoXss('Job Sources, a source linked to a payload company');
    await row.getByRole('button', { name: created.token, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: created.token });
    await expect(drawer).toContainText(`${XSS_PAYLOAD} ${XSS_MARKER} Health`);
    await xss.expectNoXss('Job Source detail, a payload company');
    await drawer.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove source' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('source-row').filter({ hasText: created.token })).toHaveCount(0);
    await signOut(page);
  });

  await test.step("the member finds the board's leads and turns the search's Open Web alert on", async () => {
    await signIn(page, DEMO.agencyMember, '/openweb');
    const after = await searchOpenWeb(page, company);
    expect(after).toBeGreaterThan(before);
    // The board's postings are dated within the last month: the newest of the search.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Newest' }).click();
    const first = page.getByTestId('lead-row').first().getByRole('link');
    await expect(first).toBeVisible();
    const title = ((await first.textContent()) ?? '').trim();
    expect([...titles], 'the newest lead is a posting of the board').toContain(title);
    await first.click();
    await expect(page).toHaveURL(/\/openweb\/\d+/);
    await expect(page.getByTestId('lead-panel').getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('lead-sources')).toContainText(`Listed on ${company} (Greenhouse)`);
    await page.screenshot({ path: 'test-results/e2e/live-source-lead.png' });

    await navigation(page)
      .getByRole('link', { name: /Saved Searches/ })
      .click();
    const savedRow = page.getByTestId('saved-search-row').filter({ hasText: searchName });
    await savedRow.getByRole('button', { name: `Open ${searchName}` }).click();
    const dialog = page.getByRole('dialog', { name: searchName });
    await dialog.getByRole('tab', { name: 'Notify Me' }).click();
    const alert = dialog.getByRole('switch', { name: 'Open Web email alert' });
    await alert.click();
    await expect(alert).toBeChecked();
    await expect(dialog.getByLabel('Open Web email alert frequency')).toHaveText('Daily');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(savedRow.getByText('Open Web daily')).toBeVisible();
    await signOut(page);
  });

  await test.step("staff read the alert e-mail with the board's jobs in the mailbox", async () => {
    await signIn(page, DEMO.staff);
    await navigation(page).getByRole('link', { name: 'Mailbox' }).click();
    await expect(page).toHaveURL(/\/admin\/mailbox$/);
    const mail = page
      .getByRole('button', { name: new RegExp(`new Open Web leads? for "${escapeRegExp(searchName)}"`) })
      .first();
    // Alerts are checked every minute (ALERT_CHECK_CRON); the mailbox is read on each visit.
    await expect(async () => {
      await page.reload();
      await expect(mail).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 180_000, intervals: [15_000] });
    await expect(mail).toContainText(DEMO.agencyMember);
    await mail.click();
    const body = page.locator('pre', { hasText: `New Open Web leads for your saved search "${searchName}"` });
    await expect(body).toBeVisible();
    await expect(body).toContainText(company);
    const text = (await body.textContent()) ?? '';
    expect(
      [...titles].some((title) => text.includes(title)),
      'the e-mail lists a job of the board',
    ).toBe(true);
    await page.screenshot({ path: 'test-results/e2e/live-source-alert.png' });
  });
});

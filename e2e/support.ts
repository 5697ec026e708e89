import { expect, type Page } from '@playwright/test';

/** The demo sign-ins seeded on an empty database (apps/server/src/seed/demo-accounts.ts). */
export const DEMO = {
  password: process.env.DEMO_PASSWORD ?? 'Demo-Password-1',
  agencyAdmin: 'admin@summit-staffing.example',
  agencyMember: 'member@summit-staffing.example',
  openWeb: 'openweb@openweb-recruiting.example',
  demoPlan: 'demo@trial-talent.example',
  staff: 'staff@agencyscout.example',
} as const;

/** Fills the provider's login page (the browser must already be on it). */
export async function submitLogin(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `path`, signs in on the login page it redirects to, and waits for the frame. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, email);
  // The first signed-in screen loads its route chunks and the user's data; allow for a busy machine.
  await expect(page.getByTestId('section-title')).toBeVisible({ timeout: 30_000 });
}

/** The side navigation. */
export function navigation(page: Page) {
  return page.getByRole('navigation');
}

/**
 * An API call from the signed-in page, with the access token and session the web app uses.
 * @returns the status and the JSON body.
 */
export async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
        : '';
      const session =
        document.cookie
          .split('; ')
          .find((part) => part.startsWith('session='))
          ?.slice(8) ?? '';
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          RequestId: decodeURIComponent(session),
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

/** Cards on the first page of the contact search (its default page size). */
const CONTACT_PAGE_SIZE = 25;

/**
 * The contact search's cards once the whole first page is on screen: the screen shows its first cards before the
 * rest, so `.last()` or `.nth(-2)` taken earlier would pick a card near the top (one the outreach journey uses).
 */
export async function contactSearchCards(page: Page) {
  const cards = page.getByRole('list', { name: 'Contacts' }).getByTestId('contact');
  await expect(cards).toHaveCount(CONTACT_PAGE_SIZE, { timeout: 30_000 });
  return cards;
}

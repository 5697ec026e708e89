import { expect, type Page, test } from '@playwright/test';

/**
 * The stored-XSS sweep (issue #9): this payload is written into every free-text field a user or an import can
 * fill (e2e/fixtures/stored-xss-feed.csv is imported by e2e/start-server.sh; journeys type it into forms), and every
 * screen showing those fields is rendered in Chromium. `guardAgainstXss(page)` at the start of a journey records
 * every dialog; `expectNoXss()` fails when one opened or when the payload's markup became DOM instead of text.
 * How a new screen or field joins: docs/testing.md 'Stored XSS sweep'.
 */
export const XSS_PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';
/** A word the imported payload rows carry, to find them by keyword. */
export const XSS_MARKER = 'Xssprobe';

export interface XssGuard {
  /** Fails when any dialog opened so far, or when the payload's img/script is in the page's DOM now. */
  expectNoXss(screen: string): Promise<void>;
}

export function guardAgainstXss(page: Page): XssGuard {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return {
    async expectNoXss(screen: string) {
      await test.step(`stored XSS: ${screen}`, async () => {
        // Give an injected onerror handler (image load failure) time to run.
        await page.waitForTimeout(300);
        expect(dialogs, `dialogs opened by the time of ${screen}`).toEqual([]);
        await expect(page.locator('img[src="x"]'), `payload img in the DOM on ${screen}`).toHaveCount(0);
        const scripts = await page
          .locator('script')
          .evaluateAll((nodes) =>
            nodes.filter((node) => node.textContent?.includes('alert(2)')).map((node) => node.outerHTML),
          );
        expect(scripts, `payload script in the DOM on ${screen}`).toEqual([]);
      });
    },
  };
}

/**
 * The human-label sweep (issue #30 'Human labels'): forms, tables and messages never show a raw field name
 * ('EmploymentType', 'SpecificRequirement', 'EmailId', 'NoOfusers') where users read a label. Screen tests and
 * the end-to-end accessibility helper (e2e/accessibility.ts, on every screen a journey checks) both use these rules;
 * the one function that reads the page is self-contained, so Playwright can run it in the browser.
 */

/** A camelCase word ('emailId', 'noOfusers') or a PascalCase one with an inner capital ('EmploymentType'). */
export const RAW_FIELD_NAME = /\b[a-z]+[A-Z][a-zA-Z]*\b|\b[A-Z][a-z]+[A-Z][a-zA-Z]*\b/g;

/** Names spelt with inner capitals on purpose: brands and products the screens name. They are not field names. */
export const BRAND_NAMES: ReadonlySet<string> = new Set([
  'AgencyScout', // this product
  'OpenWeb', // the spec's name of the lead type, in its tab 'OpenWeb Leads (n)' (prospecting-core §2.4)
  'HubSpot',
  'LinkedIn',
  'SmartRecruiters', // a job board provider (Job Sources)
  'JobPosting', // schema.org's type, named by the careers-page source kind
  'PostHog',
  'OpenAI',
  'YouTube',
  'ZipRecruiter',
]);

/**
 * Where screens put labels: form labels and legends, table column headers, tabs, buttons and helper (error) texts.
 * Table cells, links and alerts are left out: they show data (company and contact names such as 'McKinsey', board
 * messages), which may be spelt any way.
 */
export const LABEL_SELECTOR = [
  'label',
  'legend',
  'th',
  '[role="columnheader"]',
  '[role="tab"]',
  'button',
  '.MuiFormHelperText-root',
].join(', ');

/** The raw field names found in `texts`, each once, in order; brand names are not counted. */
export function rawFieldNames(texts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(RAW_FIELD_NAME)) {
      if (!BRAND_NAMES.has(match[0])) found.add(match[0]);
    }
  }
  return [...found];
}

/**
 * The texts users read inside the elements `selector` matches, one string per text node (so two neighbouring
 * labels never run together into one word), plus the placeholders of text fields. Hidden elements are left out
 * where the browser can tell. Self-contained, so Playwright can run it in the page (`page.evaluate`).
 */
export function collectScreenTexts(selector: string): string[] {
  const texts: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  }
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
    texts.push(field.placeholder);
  }
  return texts;
}

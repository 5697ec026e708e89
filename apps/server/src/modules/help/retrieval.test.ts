/**
 * Retrieval ranking on a fixed set of questions (prospecting-core §2.10): the guide that answers each question
 * comes first — above all the two suggestion buttons'. Also the catalogue's own consistency and the answers
 * without a model.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HELP_EMBEDS, HELP_SUGGESTIONS, HELP_TEXTS } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { answerQuestion, modelMessages } from './answer.ts';
import { catalogueOf, HELP_DIRECTORY, loadHelpLibrary } from './library.ts';
import { libraryPassages } from './passages.ts';
import { renderHelpPdf } from './pdf.ts';
import { renderHelpHtml } from './render.ts';
import { createHelpIndex, processTerm } from './retrieval.ts';

const library = loadHelpLibrary();
const passages = libraryPassages(library);
const index = createHelpIndex(passages);
const firstKey = (question: string) => index.search(question, 1)[0]?.passage.key;

describe('help catalogue', () => {
  it('holds 10 tutorials and about 15 guides, each with its file and a unique key', () => {
    const catalogue = catalogueOf(library, false);
    expect(catalogue.videos).toHaveLength(10);
    expect(catalogue.pdfs.length).toBeGreaterThanOrEqual(15);
    expect(catalogue.pdfs[0]).toMatchObject({ url: expect.stringMatching(/^\/api\/help\/guides\/[a-z-]+\.pdf$/) });
    expect(catalogue.videos[0]).toMatchObject({ url: expect.stringMatching(/^\/helpcenter\/tutorials\//) });
  });

  it('names the tutorials other screens embed', () => {
    for (const key of Object.values(HELP_EMBEDS)) expect(library.byKey.get(key)?.kind).toBe('tutorial');
  });

  it('has every screenshot a tutorial shows (npm run help:screenshots)', () => {
    const missing = library.resources.flatMap((resource) =>
      [...resource.markdown.matchAll(/\(\.\.\/screenshots\/([a-z0-9-]+\.png)\)/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => !existsSync(path.join(HELP_DIRECTORY, 'screenshots', name))),
    );
    expect(missing).toEqual([]);
  });
});

describe('retrieval ranking', () => {
  it.each([
    [HELP_SUGGESTIONS[0], 'getting-the-most-value'],
    [HELP_SUGGESTIONS[1], 'agency-and-open-web-leads'],
    ['what is an open web lead', 'agency-and-open-web-leads'],
    ['difference between agency leads and openweb leads', 'agency-and-open-web-leads'],
    ['how do I connect HubSpot', 'integration-hubspot'],
    ['bullhorn client secret region', 'integration-bullhorn'],
    ['loxo bearer token slug', 'integration-loxo'],
    ['add a contact to a drip campaign', 'integration-drip'],
    ['constant contact coming soon', 'integration-constant-contact'],
    ['how many locations can I add to a search', 'locations-and-radius'],
    ['statewide radius', 'locations-and-radius'],
    ['turn on daily email alerts for a saved search', 'saved-searches-and-alerts'],
    ['my download quota reset date', 'exports-and-quota'],
    ['how do I create an API key', 'api-keys'],
    ['add a user to my team', 'managing-users'],
    ['change my password', 'account-settings'],
    ['what does the DNC chip mean', 'logging-interactions'],
    ['what are agency tips', 'agency-tips'],
    ['ticker compact and full mode', 'the-ticker'],
  ])('%s → %s', (question, key) => {
    expect(firstKey(question)).toBe(key);
  });

  it('forgives typos and word forms (fuzzy, stemming)', () => {
    expect(firstKey('exporting leds to a spredsheet')).toMatch(/export/);
    expect(firstKey('Hubspt connection')).toBe('integration-hubspot');
    expect(processTerm('Searching')).toEqual(processTerm('searches'));
    expect(processTerm('the')).toBeNull();
  });
});

describe('answers without a model', () => {
  it('quote the best passages with their sources, best first', async () => {
    const answer = await answerQuestion(HELP_SUGGESTIONS[1], index, null);
    expect(answer.mode).toBe('retrieval');
    expect(answer.sources[0]).toBe('agency-and-open-web-leads');
    const content = answer.message.choices[0]?.message.content ?? '';
    expect(content).toContain(HELP_TEXTS.retrievalIntro);
    expect(content).toContain('not verified as agency-worked');
  });

  it('say so when nothing matches', async () => {
    const answer = await answerQuestion('zzzz qqqq xxyyzz', index, null);
    expect(answer).toMatchObject({ sources: [], message: { choices: [{ message: { content: HELP_TEXTS.noMatch } }] } });
  });

  it('give the model only the question and guide passages', () => {
    const chosen = index.search(HELP_SUGGESTIONS[0], 5).map((hit) => hit.passage);
    const [system, user] = modelMessages('How?', chosen);
    expect(system?.role).toBe('system');
    expect(user?.content).toContain(chosen[0]?.markdown ?? '-');
    expect(user?.content.endsWith('Question: How?')).toBe(true);
  });
});

describe('rendering', () => {
  it('renders a tutorial as sanitised HTML with the image route', () => {
    const html = renderHelpHtml(library.byKey.get('first-lead-search')?.markdown ?? '');
    expect(html).toContain('<img src="/api/help/images/first-lead-search-1.png"');
    expect(html).not.toContain('<h1');
    const hostile = renderHelpHtml(
      '# T\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[a](javascript:alert(1))',
    );
    expect(hostile).not.toMatch(/<script|onerror|<img|href="javascript/);
  });

  it('renders every guide as a PDF', async () => {
    for (const resource of library.resources.filter((entry) => entry.kind === 'guide')) {
      const pdf = await renderHelpPdf(resource.markdown, resource.title, path.join(HELP_DIRECTORY, 'screenshots'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1500);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { html } from './safe-html.ts';
import { defineEmail } from './template.ts';

describe('the html tag', () => {
  it('escapes text and numbers, keeps what it built, joins arrays and drops nothing-values', () => {
    const title = `<b>"Tom" & 'Jerry'</b>`;
    const row = html`<td>${title}</td>`;
    expect(row.value).toBe(`<td>&lt;b&gt;&quot;Tom&quot; &amp; 'Jerry'&lt;/b&gt;</td>`);
    expect(html`<tr>${row}${[row, 'x<y']}${null}${undefined}${false}${42}</tr>`.value).toBe(
      `<tr>${row.value}${row.value}x&lt;y42</tr>`,
    );
  });
});

describe('an e-mail template', () => {
  const template = defineEmail('test-kit', ['body'], '<mj-text>%%body%%</mj-text>');

  it('fills the layout: subject, preview, body, footer with its link, and the text part with the footer', async () => {
    const email = await template.render({
      subject: 'Hi <there> & you',
      preview: 'Preview "line"',
      slots: { body: html`<p>${'<script>x</script>'}</p>` },
      text: ['Hello', 'World'],
      footer: { why: 'Because <you> asked.', link: { label: 'Turn off', url: 'https://x.test/u?a=1&b=2' } },
    });
    expect(email.subject).toBe('Hi <there> & you');
    expect(email.html).toContain('<title>Hi &lt;there&gt; &amp; you</title>');
    expect(email.html).toContain('Preview &quot;line&quot;');
    expect(email.html).toContain('<p>&lt;script&gt;x&lt;/script&gt;</p>');
    expect(email.html).toContain('Because &lt;you&gt; asked.<br><a href="https://x.test/u?a=1&amp;b=2">Turn off</a>');
    expect(email.html).not.toContain('%%');
    expect(email.html).not.toContain('fonts.googleapis.com');
    expect(email.text).toBe('Hello\nWorld\n\nBecause <you> asked.\nTurn off: https://x.test/u?a=1&b=2');
  });

  it('has no link line where the message has none', async () => {
    const email = await template.render({
      subject: 's',
      preview: 'p',
      slots: { body: html`b` },
      text: ['t'],
      footer: { why: 'Why.' },
    });
    expect(email.text).toBe('t\n\nWhy.');
    expect(email.html).not.toContain('<br><a');
  });

  it('refuses a template whose slots do not match its MJML, or whose MJML is invalid', async () => {
    const message = { subject: 's', preview: 'p', text: [], footer: { why: 'w' } };
    const missing = defineEmail('test-missing', ['body', 'other'], '<mj-text>%%body%%</mj-text>');
    await expect(missing.render({ ...message, slots: { body: html``, other: html`` } })).rejects.toThrow(
      /slots missing other/,
    );
    const invalid = defineEmail('test-invalid', ['body'], '<mj-text unknown-attribute="1">%%body%%</mj-text>');
    await expect(invalid.render({ ...message, slots: { body: html`` } })).rejects.toThrow(/test-invalid/);
  });
});

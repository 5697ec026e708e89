/**
 * Snapshots of every e-mail's HTML and plain text (issue #33 'One e-mail kit'), from the fixed examples of
 * email-samples.ts. A change to a template or the layout shows here as a diff; accept it with `vitest -u`.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_SAMPLES } from './email-samples.ts';

describe.each(Object.entries(EMAIL_SAMPLES))('the %s e-mail', (name, render) => {
  it('matches its HTML and text snapshots', async () => {
    const email = await render();
    await expect(email.html).toMatchFileSnapshot(`__snapshots__/${name}.html`);
    await expect(`Subject: ${email.subject}\n\n${email.text}\n`).toMatchFileSnapshot(`__snapshots__/${name}.txt`);
  });

  it('escapes what came from data and carries the layout', async () => {
    const email = await render();
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain('Agency<span style="color:#1FBC9C">Scout</span>');
    expect(email.html).toMatch(/You (get|asked for) this/);
    expect(email.text).toMatch(/\nYou (get|asked for) this/);
    expect(email.html).toContain('lang="en"');
  });
});

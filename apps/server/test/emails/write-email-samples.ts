/**
 * Writes every example e-mail (email-samples.ts) as `<name>.html` and `<name>.txt` into a folder, to open in a
 * browser. Usage: node apps/server/test/emails/write-email-samples.ts <folder>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMAIL_SAMPLES } from './email-samples.ts';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: node apps/server/test/emails/write-email-samples.ts <folder>');
mkdirSync(folder, { recursive: true });
for (const [name, render] of Object.entries(EMAIL_SAMPLES)) {
  const email = await render();
  writeFileSync(path.join(folder, `${name}.html`), email.html);
  writeFileSync(path.join(folder, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
}
console.log(`${Object.keys(EMAIL_SAMPLES).length} e-mails written to ${folder}`);

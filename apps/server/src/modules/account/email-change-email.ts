/**
 * The e-mail that confirms a new sign-in address (issue #19 're-verification by e-mail'), sent to that address.
 * Built with the e-mail kit (lib/email); the plain-text part carries the same content.
 */
import { EMAIL_CHANGE_TEXTS, EMAIL_CHANGE_TTL_HOURS } from '@agencyscout/contracts';
import { html } from '../../lib/email/safe-html.ts';
import { defineEmail, type EmailContent } from '../../lib/email/template.ts';

const template = defineEmail(
  'email-change',
  ['ask', 'link'],
  `<mj-text>%%ask%%</mj-text>
<mj-button href="%%link%%">Confirm the new address</mj-button>
<mj-text><p>The link works once within ${EMAIL_CHANGE_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail.</p></mj-text>`,
);

/** The message to `email` with the single-use confirmation `link`. */
export function emailChangeEmail(email: string, link: string): Promise<EmailContent> {
  const ask = `Confirm ${email} as the e-mail address of your AgencyScout account:`;
  return template.render({
    subject: EMAIL_CHANGE_TEXTS.subject,
    preview: ask,
    slots: { ask: html`<p>${ask}</p>`, link: html`${link}` },
    text: [
      ask,
      link,
      '',
      `The link works once within ${EMAIL_CHANGE_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail.`,
    ],
    footer: { why: 'You get this e-mail because this address was entered as the new one of an AgencyScout account.' },
  });
}
